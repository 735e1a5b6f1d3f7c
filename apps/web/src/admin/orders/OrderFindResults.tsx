import { Alert, Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconFlag, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { backofficeApi, backofficeKeys, type OrderFindHit } from '../../api/backoffice.api.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { formatEuros, formatNumber, formatShortDate } from '../../components/format.ts';
import { STATUS_COLOURS } from '../../components/order-colours.ts';

const BADGE_STYLES = { root: { textTransform: 'none' } } as const;

/** Each tab's colour, so the same tab reads the same in every hit. */
const TAB_COLOURS = {
  new: 'blue',
  open: 'teal',
  pending: 'yellow',
  review: 'grape',
  deleted: 'gray',
} as const;

function HitCard({ hit }: { hit: OrderFindHit }) {
  const { t } = useTranslation();
  const tabNames = hit.tabs.map((tab) => t(`admin.orderList.tabs.${tab}`));
  return (
    <Card withBorder radius="md" padding="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Group gap={6} wrap="wrap">
            <Anchor
              component={Link}
              to={`/admin/orders/${hit.orderId}`}
              fw={600}
              aria-label={t('admin.orderList.openOrder', { orderKey: hit.orderKey })}
            >
              {hit.orderKey}
            </Anchor>
            {hit.flagged && (
              <IconFlag
                size={14}
                color="var(--mantine-color-red-6)"
                aria-label={t('admin.orderList.flagged')}
              />
            )}
            <Group
              gap={4}
              role="group"
              aria-label={
                tabNames.length
                  ? t('admin.orderList.find.listedIn', { tabs: tabNames.join(', ') })
                  : t('admin.orderList.find.inNoTab')
              }
            >
              {hit.tabs.map((tab, index) => (
                <Badge key={tab} size="sm" color={TAB_COLOURS[tab]} styles={BADGE_STYLES}>
                  {tabNames[index]}
                </Badge>
              ))}
              {!hit.tabs.length && (
                <Badge size="sm" color="gray" variant="outline" styles={BADGE_STYLES}>
                  {t('admin.orderList.find.inNoTab')}
                </Badge>
              )}
            </Group>
            <Badge size="sm" variant="light" color={STATUS_COLOURS[hit.status]} styles={BADGE_STYLES}>
              {t(`orders.status.${hit.status}`)}
            </Badge>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {hit.projectName}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {[hit.customer.name, hit.customer.company, hit.customer.email].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <Stack gap={2} align="flex-end" ml="auto">
          <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
            {formatEuros(hit.totalCents)}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatShortDate(hit.createdAt)}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

/**
 * The Orders page's search over every tab: each matching order with the tabs that list it (a badge per
 * tab, "in no tab" for a delivered or cancelled one), a link to the order, and loading, empty and error
 * states. `text` is already debounced and long enough.
 */
export function OrderFindResults({ text }: { text: string }) {
  const { t } = useTranslation();
  const found = useQuery({
    queryKey: backofficeKeys.orderFind(text),
    queryFn: () => backofficeApi.findOrders(text),
    placeholderData: keepPreviousData,
  });

  if (found.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={76} radius="md" />
        ))}
      </Stack>
    );
  }
  if (found.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('admin.orderList.find.failed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{found.error.message}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void found.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const { rows, total, limit } = found.data;
  if (!rows.length) {
    return (
      <EmptyState
        icon={<IconSearch size={28} />}
        title={t('admin.orderList.find.noMatch', { query: text })}
        description={t('admin.orderList.find.noMatchHint')}
      />
    );
  }
  return (
    <Stack gap="xs" style={{ opacity: found.isFetching ? 0.6 : 1 }} aria-busy={found.isFetching}>
      <Text size="sm" c="dimmed" role="status">
        {total > limit
          ? t('admin.orderList.find.countCapped', { total: formatNumber(total, 0), shown: limit })
          : t('admin.orderList.find.count', { count: total })}
      </Text>
      {rows.map((hit) => (
        <HitCard key={hit.orderId} hit={hit} />
      ))}
    </Stack>
  );
}
