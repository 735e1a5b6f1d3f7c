import type { PersonalDetails } from '@boardhouse/shared/password-rules';
import { Button, Card, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../api/auth.api.ts';
import { ApiError } from '../../api/client.ts';
import { newPasswordRule } from '../../components/form-rules.ts';
import { PasswordStrengthMeter } from '../../components/PasswordStrengthMeter.tsx';
import { fieldErrors } from '../../i18n/error-text.ts';
import { EmailedPasswordLink, useIsPasswordless } from './EmailedPasswordLink.tsx';

/**
 * Changing the password, proving the current one. An account made by a social sign-in has none to
 * prove: it is offered the e-mailed link that sets a first one instead. `owner`: the username and
 * address, which a new password must not contain.
 */
export function ChangePasswordCard({ owner }: { owner: PersonalDetails }) {
  const { t } = useTranslation();
  if (useIsPasswordless())
    return (
      <Card withBorder radius="md" padding="lg" data-testid="set-first-password">
        <Stack gap="sm" align="flex-start">
          <Text fw={600}>{t('profile.setPassword')}</Text>
          <Text size="sm">{t('profile.noPasswordToChange')}</Text>
          <EmailedPasswordLink email={owner.email} />
        </Stack>
      </Card>
    );
  return <ChangePasswordForm owner={owner} />;
}

function ChangePasswordForm({ owner }: { owner: PersonalDetails }) {
  const { t } = useTranslation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', repeatPassword: '' },
    validate: {
      currentPassword: (value) =>
        value ? null : t('validation.required', { name: t('fields.currentPassword') }),
      newPassword: newPasswordRule(t, 'newPassword', () => owner),
      repeatPassword: (value, values) =>
        value === values.newPassword ? null : t('validation.passwordMismatch'),
    },
  });
  const change = useMutation({
    mutationFn: (values: typeof form.values) =>
      authApi.changePassword(values.currentPassword, values.newPassword),
    onSuccess: () => {
      form.reset();
      notifications.show({ color: 'teal', message: t('profile.passwordChanged') });
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length)
        form.setErrors(fieldErrors(error));
      else
        notifications.show({
          color: 'red',
          message: error instanceof ApiError ? error.message : t('errors.serverUnreachable'),
        });
    },
  });
  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={form.onSubmit((values) => change.mutate(values))} noValidate>
        <Stack>
          <Text fw={600}>{t('profile.changePassword')}</Text>
          <PasswordInput
            name="currentPassword"
            label={t('fields.currentPassword')}
            autoComplete="current-password"
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            name="newPassword"
            label={t('fields.newPassword')}
            description={t('auth.passwordHint')}
            autoComplete="new-password"
            {...form.getInputProps('newPassword')}
          />
          <PasswordStrengthMeter
            password={form.values.newPassword}
            personal={owner}
            fieldLabel={t('fields.newPassword')}
          />
          <PasswordInput
            name="repeatPassword"
            label={t('fields.repeatPassword')}
            autoComplete="new-password"
            {...form.getInputProps('repeatPassword')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('profile.changePasswordButton')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
