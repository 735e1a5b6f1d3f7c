import type { TeamPermissions } from '@boardhouse/shared/team/team-api';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { teamApi, teamKeys } from '../../api/team.api.ts';
import { PermissionSwitches } from '../../components/TeamPermissionSwitches.tsx';
import { fieldErrors } from '../../i18n/error-text.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME_MAX = 100;

interface InviteValues {
  email: string;
  firstname: string;
  lastname: string;
  permissions: TeamPermissions;
}

/** The owner invites a colleague: name, address and what they may do; the e-mail carries the link. */
export function InviteMemberDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const required = (field: string, max: number) => (value: string) => {
    const name = t(`fields.${field}`);
    if (!value.trim()) return t('validation.required', { name });
    return value.trim().length > max ? t('validation.maxLength', { name, max }) : null;
  };
  const form = useForm<InviteValues>({
    mode: 'controlled',
    initialValues: {
      email: '',
      firstname: '',
      lastname: '',
      permissions: { createProjects: true, seeTeamProjects: true, orderAndPay: true },
    },
    validate: {
      email: (value) =>
        required('email', 254)(value) ??
        (EMAIL.test(value.trim()) ? null : t('validation.invalid', { name: t('fields.email') })),
      firstname: required('firstname', NAME_MAX),
      lastname: required('lastname', NAME_MAX),
    },
  });
  const close = () => {
    form.reset();
    invite.reset();
    onClose();
  };
  const invite = useMutation({
    mutationFn: (values: InviteValues) =>
      teamApi.invite({
        ...values,
        email: values.email.trim(),
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
      }),
    onSuccess: (invitation) => {
      notifications.show({ color: 'teal', message: t('team.invited', { email: invitation.email }) });
      void queryClient.invalidateQueries({ queryKey: teamKeys.members });
      close();
    },
    onError: (error) => form.setErrors(fieldErrors(error)),
  });
  const failure =
    invite.error instanceof ApiError && Object.keys(invite.error.fieldErrors).length === 0
      ? invite.error.status === 0
        ? t('errors.serverUnreachable')
        : invite.error.message
      : null;

  return (
    <Modal opened={opened} onClose={close} title={t('team.inviteTitle')} size="lg">
      <form onSubmit={form.onSubmit((values) => invite.mutate(values))} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('team.inviteHelp')}
          </Text>
          {failure && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="off"
            withAsterisk
            data-autofocus
            {...form.getInputProps('email')}
          />
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label={t('fields.firstname')}
              withAsterisk
              miw={180}
              {...form.getInputProps('firstname')}
            />
            <TextInput
              label={t('fields.lastname')}
              withAsterisk
              miw={180}
              {...form.getInputProps('lastname')}
            />
          </Group>
          <Text fw={600} size="sm">
            {t('team.permissionsTitle')}
          </Text>
          <PermissionSwitches
            value={form.values.permissions}
            onChange={(permissions) => form.setFieldValue('permissions', permissions)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={invite.isPending}>
              {t('team.sendInvitation')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
