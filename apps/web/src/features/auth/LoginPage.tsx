import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ACCOUNT_DELETED_NOTICE } from '../../api/account.api.ts';
import { signIn } from '../../api/session-actions.ts';
import { AuthHeading } from './AuthHeading.tsx';
import { loginErrorText } from './error-text.ts';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { SocialSignInButtons } from './SocialSignInButtons.tsx';
import { SOCIAL_ERROR_PARAM, socialErrorKey } from './social-sign-in.ts';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const socialError = socialErrorKey(useSearchParams()[0].get(SOCIAL_ERROR_PARAM));
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [isForgotOpen, setForgotOpen] = useState(false);
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: {
      username: (value) =>
        value.trim() ? null : t('validation.required', { name: t('fields.usernameOrEmail') }),
      password: (value) => (value ? null : t('validation.required', { name: t('fields.password') })),
    },
  });
  const state = location.state as { from?: string; notice?: string } | null;
  const from = state?.from;

  const handleSubmit = form.onSubmit(async (values) => {
    setBusy(true);
    setError(null);
    try {
      await signIn(values.username.trim(), values.password);
      navigate(from && from !== '/login' ? from : '/home', { replace: true });
    } catch (failure) {
      setError(loginErrorText(failure, t));
    } finally {
      setBusy(false);
    }
  });

  if (isForgotOpen) return <ForgotPasswordForm onBack={() => setForgotOpen(false)} />;
  return (
    <Stack>
      <AuthHeading title={t('auth.signInTitle')} subtitle={t('auth.signInSubtitle')} error={error} />
      {state?.notice === ACCOUNT_DELETED_NOTICE && (
        <Alert color="teal" data-testid="account-deleted-notice">
          {t('profile.data.deletedNotice')}
        </Alert>
      )}
      {socialError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="social-error">
          {t(socialError)}
        </Alert>
      )}
      <SocialSignInButtons />
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <TextInput
            name="username"
            label={t('fields.usernameOrEmail')}
            autoComplete="username"
            autoFocus
            {...form.getInputProps('username')}
          />
          <PasswordInput
            name="password"
            label={t('fields.password')}
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component="button" type="button" size="sm" onClick={() => setForgotOpen(true)}>
              {t('auth.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" loading={isBusy} fullWidth>
            {t('auth.signIn')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('auth.noAccount')}{' '}
        <Anchor component={Link} to="/signup">
          {t('auth.createAccount')}
        </Anchor>
      </Text>
    </Stack>
  );
}
