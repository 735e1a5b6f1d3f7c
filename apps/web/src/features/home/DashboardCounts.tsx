import { Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCreditCard, IconFolders, IconMessages, IconTool } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DashboardCountsResponse, orderKeys, ordersApi } from '../../api/orders.api.ts';
import { formatNumber } from '../../components/format.ts';

const STATS = [
  { key: 'projects', to: '/my-projects', icon: IconFolders },
  { key: 'openOrders', to: '/my-orders?tab=open', icon: IconTool },
  { key: 'awaitingPayment', to: '/my-orders?tab=new', icon: IconCreditCard },
  { key: 'unreadMessages', to: '/my-messages', icon: IconMessages },
] as const satisfies readonly { key: keyof DashboardCountsResponse; to: string; icon: unknown }[];

/** The homepage's four counts, each a link to where the things counted are. */
export function DashboardCounts() {
  const { t } = useTranslation();
  // Fresh on every visit: an order may have been paid or a message read since.
  const counts = useQuery({
    queryKey: orderKeys.dashboard,
    queryFn: ordersApi.dashboardCounts,
    refetchOnMount: 'always',
  });
  // The counts are a convenience: when they cannot be loaded the shortcuts below still work.
  if (counts.isError) return null;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} aria-busy={counts.isPending}>
      {STATS.map(({ key, to, icon: Icon }) => (
        <UnstyledButton key={key} component={Link} to={to}>
          <Card withBorder radius="md" padding="md" h="100%">
            <Group wrap="nowrap" gap="sm" align="flex-start">
              <ThemeIcon size={36} radius="md" variant="light" color="gray">
                <Icon size={20} />
              </ThemeIcon>
              <Stack gap={0} style={{ minWidth: 0 }}>
                {counts.data ? (
                  <Text fw={700} size="xl" lh={1.2}>
                    {formatNumber(counts.data[key])}
                  </Text>
                ) : (
                  <Skeleton height={28} width={40} my={2} />
                )}
                <Text size="sm" c="dimmed">
                  {t(`pages.home.counts.${key}`)}
                </Text>
              </Stack>
            </Group>
          </Card>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
