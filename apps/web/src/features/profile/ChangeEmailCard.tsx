import { Button, Card, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authApi, authKeys } from '../../api/auth.api.ts';
import { ApiError } from '../../api/client.ts';
import { fieldErrors } from '../../i18n/error-text.ts';
import { useIsPasswordless } from './EmailedPasswordLink.tsx';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Asks for a new address with the current password; the address changes once its mailed link is
 * followed. An account without a password (made by a social sign-in) is told to set one first.
 */
export function ChangeEmailCard() {
  const { t } = useTranslation();
  if (useIsPasswordless())
    return (
      <Card withBorder radius="md" padding="lg" data-testid="email-needs-password">
        <Stack gap={4}>
          <Text fw={600}>{t('profile.changeEmail')}</Text>
          <Text size="sm" c="dimmed">
            {t('profile.emailNeedsPassword')}
          </Text>
        </Stack>
      </Card>
    );
  return <ChangeEmailForm />;
}

function ChangeEmailForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { newEmail: '', currentPassword: '' },
    validate: {
      newEmail: (value) =>
        EMAIL.test(value.trim()) ? null : t('validation.invalid', { name: t('fields.newEmail') }),
      currentPassword: (value) =>
        value ? null : t('validation.required', { name: t('fields.currentPassword') }),
    },
  });
  const request = useMutation({
    mutationFn: (values: typeof form.values) =>
      authApi.requestEmailChange({
        newEmail: values.newEmail.trim(),
        currentPassword: values.currentPassword,
      }),
    onSuccess: async (_answer, values) => {
      form.reset();
      notifications.show({
        color: 'teal',
        message: t('profile.emailChangeSent', { email: values.newEmail.trim() }),
      });
      // The profile shows the address that waits for its confirmation.
      await queryClient.invalidateQueries({ queryKey: authKeys.profile });
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length)
        form.setErrors(fieldErrors(error));
      else
        notifications.show({
          color: 'red',
          message:
            error instanceof ApiError && error.status !== 0 ? error.message : t('errors.serverUnreachable'),
        });
    },
  });
  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={form.onSubmit((values) => request.mutate(values))} noValidate>
        <Stack>
          <div>
            <Text fw={600}>{t('profile.changeEmail')}</Text>
            <Text size="sm" c="dimmed">
              {t('profile.changeEmailHelp')}
            </Text>
          </div>
          <TextInput
            name="newEmail"
            type="email"
            label={t('fields.newEmail')}
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('newEmail')}
          />
          <PasswordInput
            // Not "currentPassword": the password card on the same page has a field of that name.
            name="emailChangePassword"
            label={t('fields.currentPassword')}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('currentPassword')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={request.isPending}>
              {t('profile.changeEmailButton')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
