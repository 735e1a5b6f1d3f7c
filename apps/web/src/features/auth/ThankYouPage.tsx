import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';

export default function ThankYouPage() {
  const { t } = useTranslation();
  const email = (useLocation().state as { email?: string } | null)?.email;
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
