import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from './PageHeader.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" py={60} ta="center">
      <PageHeader title="" />
      <Text fz={72} fw={800} c="gray.4" lh={1}>
        404
      </Text>
      <Title order={1} size="h2">
        {t('pages.notFound.title')}
      </Title>
      <Button component={Link} to="/home" variant="light">
        {t('pages.notFound.back')}
      </Button>
    </Stack>
  );
}
