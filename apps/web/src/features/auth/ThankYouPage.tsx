import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../api/session.store.ts';
import { PageHeader } from '../../components/PageHeader.tsx';

/**
 * After a sign-up. A password sign-up still has to confirm its address, so it is sent to sign in; a
 * social sign-in that created the account arrives here already signed in, and goes on to its Homepage.
 */
export default function ThankYouPage() {
  const { t } = useTranslation();
  const session = useSession();
  const email = (useLocation().state as { email?: string } | null)?.email;
  // A password sign-up arrives with the address it mailed: that one is not signed in, whatever the tab holds.
  if (session.isLoggedIn && !email) {
    return (
      <Stack align="center" ta="center" data-testid="social-welcome">
        <PageHeader title="" />
        <ThemeIcon size={64} radius="xl" variant="light" color="teal">
          <IconCircleCheck size={34} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {session.firstName
            ? t('auth.social.welcomeTitle', { name: session.firstName })
            : t('auth.thankYouTitle')}
        </Title>
        <Text>{t('auth.social.welcomeMessage')}</Text>
        <Button component={Link} to="/home">
          {t('auth.social.continueHome')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack align="center" ta="center">
      <PageHeader title="" />
      <ThemeIcon size={64} radius="xl" variant="light">
        <IconMailCheck size={34} />
      </ThemeIcon>
      <Title order={1} size="h2">
        {t('auth.thankYouTitle')}
      </Title>
      <Text>{t('auth.registered')}</Text>
      <Text c="dimmed" size="sm">
        {email ? t('auth.confirmationSentTo', { email }) : t('auth.confirmationSent')}
      </Text>
      <Button component={Link} to="/login">
        {t('auth.signIn')}
      </Button>
    </Stack>
  );
}
