import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconFolders, IconMessages, IconPackage, IconSquarePlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../api/session.store.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { DashboardCounts } from './DashboardCounts.tsx';

const SHORTCUTS = [
  { key: 'createProject', to: '/create-project', icon: IconSquarePlus },
  { key: 'myProjects', to: '/my-projects', icon: IconFolders },
  { key: 'myOrders', to: '/my-orders', icon: IconPackage },
  { key: 'myMessages', to: '/my-messages', icon: IconMessages },
] as const;

export default function HomePage() {
  const { t } = useTranslation();
  const { firstName } = useSession();
  return (
    <Stack>
      <PageHeader title={t('pages.home.title')} />
      <Text c="dimmed" mt={-12}>
        {t('pages.home.greeting', { name: firstName })}
      </Text>
      <DashboardCounts />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {SHORTCUTS.map(({ key, to, icon: Icon }) => (
          <UnstyledButton key={key} component={Link} to={to}>
            <Card withBorder radius="md" padding="lg" h="100%">
              <Group wrap="nowrap" align="flex-start">
                <ThemeIcon size={42} radius="md" variant="light">
                  <Icon size={22} />
                </ThemeIcon>
                <div>
                  <Text fw={600}>{t(`menu.${key}`)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`pages.home.${key}`)}
                  </Text>
                </div>
              </Group>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
