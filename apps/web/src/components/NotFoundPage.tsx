import { Button, Stack, Title } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from './PageHeader.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" py={60} ta="center">
      <PageHeader title="" />
      <IconMapOff size={64} stroke={1.2} color="var(--mantine-color-gray-5)" aria-hidden />
      <Title order={1} size="h2">
        {t('pages.notFound.title')}
      </Title>
      <Button component={Link} to="/home" variant="light">
        {t('pages.notFound.back')}
      </Button>
    </Stack>
  );
}
