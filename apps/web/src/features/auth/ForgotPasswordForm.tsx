import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../api/auth.api.ts';
import { resetErrorText } from './error-text.ts';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { username: '' },
    validate: {
      username: (value) =>
        value.trim() ? null : t('validation.required', { name: t('fields.usernameOrEmail') }),
    },
  });

  const handleSubmit = form.onSubmit(async ({ username }) => {
    setState('busy');
    setError(null);
    try {
      await authApi.resetPassword(username.trim());
      setState('sent');
    } catch (failure) {
      setError(resetErrorText(failure, t));
      setState('idle');
    }
  });

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('auth.forgotTitle')}
      </Title>
      {state === 'sent' ? (
        <Alert color="teal" icon={<IconMailCheck size={18} />}>
          {t('auth.resetSent')}
        </Alert>
      ) : (
        <form onSubmit={handleSubmit} noValidate>
          <Stack>
            <Text size="sm" c="dimmed">
              {t('auth.forgotHelp')}
            </Text>
            {error && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
                {error}
              </Alert>
            )}
            <TextInput
              name="username"
              label={t('fields.usernameOrEmail')}
              autoFocus
              {...form.getInputProps('username')}
            />
            <Button type="submit" loading={state === 'busy'}>
              {t('auth.sendResetLink')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component="button" type="button" size="sm" onClick={onBack}>
        {t('auth.backToSignIn')}
      </Anchor>
    </Stack>
  );
}
