import {
  DELETE_CONFIRMATION_WORD,
  INVOICE_RETENTION_YEARS,
} from '@boardhouse/shared/accounts/account-self-service-api';
import { Alert, Button, Group, List, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconAlertTriangle, IconKey } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ACCOUNT_DELETED_NOTICE, accountApi } from '../../api/account.api.ts';
import { authApi, authKeys } from '../../api/auth.api.ts';
import { ApiError } from '../../api/client.ts';
import { oidcApi, oidcKeys } from '../../api/oidc.api.ts';
import { clearSession } from '../../api/session.store.ts';
import { signOut } from '../../api/session-actions.ts';
import { EmailedPasswordLink } from './EmailedPasswordLink.tsx';

interface DeleteAccountModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Deleting the account: says what goes and what the law makes us keep, asks for the password and the
 * word DELETE, then signs out and shows the sign-in page with a notice.
 */
export function DeleteAccountModal({ opened, onClose }: DeleteAccountModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: '', confirmation: '' },
    validate: {
      password: (value) => (value ? null : t('validation.required', { name: t('fields.password') })),
      confirmation: (value) =>
        value === DELETE_CONFIRMATION_WORD
          ? null
          : t('profile.data.typeToConfirm', { word: DELETE_CONFIRMATION_WORD }),
    },
  });
  const remove = useMutation({
    mutationFn: (values: typeof form.values) => accountApi.deleteAccount(values),
    onSuccess: async () => {
      // Every sign-in of the account has ended on the server: forget the tokens without calling logout,
      // whose refused answer would otherwise read as an expired session.
      clearSession();
      await signOut({ redirect: false });
      navigate('/login', { replace: true, state: { notice: ACCOUNT_DELETED_NOTICE } });
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) {
        form.setErrors(error.fieldErrors);
        setRefusal(null);
      } else {
        setRefusal(
          error instanceof ApiError && error.status !== 0 ? error.message : t('errors.serverUnreachable'),
        );
      }
    },
  });
  // An account made by a social sign-in has no password to prove it is its owner at the keyboard: the
  // owner sets one with an e-mailed link first (the same link as Forgot password).
  const identities = useQuery({
    queryKey: oidcKeys.identities,
    queryFn: oidcApi.identities,
    enabled: opened,
  });
  const profile = useQuery({ queryKey: authKeys.profile, queryFn: authApi.profile, enabled: opened });
  const needsPassword = identities.data?.hasPassword === false;
  const handleClose = () => {
    if (remove.isPending) return;
    form.reset();
    setRefusal(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={handleClose}
      centered
      size="lg"
      title={
        <Group gap="xs">
          <IconAlertTriangle size={20} color="var(--mantine-color-red-6)" />
          <Text fw={600}>{t('profile.data.deleteTitle')}</Text>
        </Group>
      }
    >
      <form onSubmit={form.onSubmit((values) => remove.mutate(values))} noValidate>
        <Stack>
          <Text size="sm">{t('profile.data.removedIntro')}</Text>
          <List size="sm" spacing={4}>
            <List.Item>{t('profile.data.removedDetails')}</List.Item>
            <List.Item>{t('profile.data.removedProjects')}</List.Item>
            <List.Item>{t('profile.data.removedSharing')}</List.Item>
            <List.Item>{t('profile.data.removedSignIns')}</List.Item>
          </List>
          <Text size="sm">{t('profile.data.kept', { years: INVOICE_RETENTION_YEARS })}</Text>
          <Text size="sm" c="dimmed">
            {t('profile.data.blockers')}
          </Text>
          {refusal && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="delete-account-refused">
              {refusal}
            </Alert>
          )}
          {needsPassword && (
            <Alert color="blue" icon={<IconKey size={18} />} data-testid="delete-account-no-password">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('profile.data.noPasswordYet')}</Text>
                <EmailedPasswordLink email={profile.data?.user.email} />
              </Stack>
            </Alert>
          )}
          <PasswordInput
            name="password"
            label={t('fields.password')}
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <TextInput
            name="confirmation"
            label={t('profile.data.typeToConfirm', { word: DELETE_CONFIRMATION_WORD })}
            autoComplete="off"
            {...form.getInputProps('confirmation')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={handleClose} disabled={remove.isPending}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              color="red"
              loading={remove.isPending}
              disabled={form.values.confirmation !== DELETE_CONFIRMATION_WORD}
            >
              {t('profile.data.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
