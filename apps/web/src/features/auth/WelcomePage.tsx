import { Alert, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { authApi } from '../../api/auth.api.ts';
import { ApiError } from '../../api/client.ts';
import { newPasswordRule } from '../../components/form-rules.ts';
import { OneTimeLinkOutcome } from '../../components/OneTimeLinkOutcome.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { accountErrorMessage, accountFieldErrors } from './account-refusals.ts';
import { InvitationIntro } from './InvitationIntro.tsx';
import { PasswordPair } from './PasswordPair.tsx';

type Mode = 'confirm' | 'set-password' | 'reset' | 'invitation' | 'join-team';

/**
 * `#/welcome/{code}`: confirms a sign-up, or (with ?mode=) sets a password from an e-mailed link. A team
 * invitation to an address that has an account (`join-team`) asks for that account's password instead.
 */
export default function WelcomePage() {
  const { code = '' } = useParams();
  const [params] = useSearchParams();
  const mode = (params.get('mode') ?? 'confirm') as Mode;
  if (mode === 'confirm') return <ConfirmAccount code={code} />;
  if (mode === 'join-team' || mode === 'invitation') {
    // A team invitation names who invited them, the team and their username before the password.
    return (
      <InvitationIntro code={code}>
        {mode === 'join-team' ? <JoinTeam code={code} /> : <SetPassword code={code} mode={mode} />}
      </InvitationIntro>
    );
  }
  return <SetPassword code={code} mode={mode} />;
}

function ConfirmAccount({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <OneTimeLinkOutcome
      spend={() => authApi.confirmRegistration(code)}
      describeSuccess={() => ({ title: t('auth.confirmedTitle'), message: t('auth.confirmedMessage') })}
      next={{ label: t('auth.signIn'), to: '/login' }}
    />
  );
}

function SetPassword({ code, mode }: { code: string; mode: Exclude<Mode, 'confirm' | 'join-team'> }) {
  const { t, i18n } = useTranslation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', repeatPassword: '' },
    validate: {
      password: newPasswordRule(t),
      repeatPassword: (value, values) =>
        value === values.password ? null : t('validation.passwordMismatch'),
    },
  });
  const save = useMutation({
    mutationFn: (password: string) => authApi.setPassword(code, password, mode === 'invitation'),
    onError: (error) => form.setErrors(accountFieldErrors(i18n.language, error)),
  });

  if (save.isSuccess) {
    return (
      <Stack align="center" ta="center">
        <IconCircleCheck size={56} color="var(--mantine-color-teal-6)" />
        <Title order={1} size="h2">
          {t('auth.passwordSetTitle')}
        </Title>
        <Text>
          {mode === 'invitation'
            ? t('auth.invitation.signInAs', { username: save.data.user.username })
            : t('auth.passwordSetMessage')}
        </Text>
        <Button component={Link} to="/login">
          {t('auth.signIn')}
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={form.onSubmit(({ password }) => save.mutate(password))} noValidate>
      <Stack>
        <PageHeader title="" />
        <Title order={1} size="h2">
          {t(mode === 'reset' ? 'auth.resetTitle' : 'auth.setPasswordTitle')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('auth.setPasswordHelp')}
        </Text>
        {save.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {save.error instanceof ApiError && save.error.status !== 0
              ? accountErrorMessage(i18n.language, save.error)
              : t('errors.serverUnreachable')}
          </Alert>
        )}
        <PasswordPair form={form} />
        <Button type="submit" loading={save.isPending}>
          {t('auth.savePassword')}
        </Button>
      </Stack>
    </form>
  );
}

/** Joining a team with an existing account: its password proves the account, the link the mailbox. */
function JoinTeam({ code }: { code: string }) {
  const { t, i18n } = useTranslation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: {
      password: (value) => (value ? null : t('validation.required', { name: t('fields.password') })),
    },
  });
  const join = useMutation({
    mutationFn: (password: string) => authApi.setPassword(code, password, true),
    onError: (error) => form.setErrors(accountFieldErrors(i18n.language, error)),
  });

  if (join.isSuccess) {
    return (
      <Stack align="center" ta="center">
        <IconCircleCheck size={56} color="var(--mantine-color-teal-6)" />
        <Title order={1} size="h2">
          {t('auth.joinedTitle')}
        </Title>
        <Text>{t('auth.joinedMessage')}</Text>
        <Text fw={500}>{t('auth.invitation.signInAs', { username: join.data.user.username })}</Text>
        <Button component={Link} to="/login">
          {t('auth.signIn')}
        </Button>
      </Stack>
    );
  }
  const failure =
    join.error instanceof ApiError && Object.keys(join.error.fieldErrors).length === 0
      ? join.error.status === 0
        ? t('errors.serverUnreachable')
        : accountErrorMessage(i18n.language, join.error)
      : null;
  return (
    <form onSubmit={form.onSubmit(({ password }) => join.mutate(password))} noValidate>
      <Stack>
        <PageHeader title="" />
        <Title order={1} size="h2">
          {t('auth.joinTeamTitle')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('auth.joinTeamHelp')}
        </Text>
        {failure && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        )}
        <PasswordInput
          label={t('fields.password')}
          name="password"
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={join.isPending}>
          {t('auth.joinTeam')}
        </Button>
      </Stack>
    </form>
  );
}
