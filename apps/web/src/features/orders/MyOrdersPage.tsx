import { Alert, Button, Card, Group, Skeleton, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import {
  IconAlertCircle,
  IconArchive,
  IconCreditCard,
  IconPackage,
  IconSearch,
  IconTool,
} from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { orderKeys, ordersApi } from '../../api/orders.api.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { errorMessageOf } from './error-message.ts';
import { OrderCards } from './OrderCards.tsx';
import { type OrdersListProps, OrdersTable } from './OrdersTable.tsx';
import { ORDER_TABS, ordersOfTab, shownTabOf, tabOf } from './order-display.ts';
import { usePayByCard } from './use-order-payment.ts';

const TAB_ICONS = { new: IconCreditCard, open: IconTool, closed: IconArchive } as const;
const SEARCH_DELAY_MS = 300;

/**
 * My Orders: the seed's tabs (awaiting payment or pending, open, closed), a search on order key and
 * project name, and each order's status and payment; a row opens the order, "Pay now" pays it.
 */
export default function MyOrdersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [params, setParams] = useSearchParams();
  const urlTab = params.get('tab');
  // The answer holds all three lists whichever tab is asked for, so the tab shown can follow it.
  const requested = tabOf(urlTab);
  const [search, setSearch] = useState('');
  const [filter] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // Fresh on every visit: a payment may have been confirmed since.
  const list = useQuery({
    queryKey: orderKeys.list(requested.tabName, filter),
    queryFn: () => ordersApi.list(requested.tabName, filter),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
  const payment = usePayByCard();

  // Without a tab in the URL the page opens where the newest order is; a chosen tab stays chosen.
  const tab = shownTabOf(urlTab, list.data);
  const handleTab = (value: string | null) => setParams(value ? { tab: value } : {}, { replace: true });

  const orders = ordersOfTab(list.data, tab);
  const hasNoOrders =
    list.isSuccess &&
    !filter &&
    !list.isPlaceholderData &&
    ORDER_TABS.every((entry) => ordersOfTab(list.data, entry).length === 0);
  const header = <PageHeader title={t('pages.myOrders.title')} />;
  if (hasNoOrders) {
    return (
      <>
        {header}
        <EmptyState
          icon={<IconPackage size={28} />}
          title={t('pages.myOrders.emptyTitle')}
          description={t('pages.myOrders.emptyText')}
          actionLabel={t('pages.myOrders.action')}
          onAction={() => navigate('/create-project')}
        />
      </>
    );
  }

  const listProps: OrdersListProps = {
    orders,
    payingOrderId: payment.payingOrderId,
    isPaying: payment.isPaying,
    onPay: payment.pay,
  };
  const Icon = TAB_ICONS[tab.value];
  return (
    <>
      {header}
      <Card withBorder radius="md" padding={isPhone ? 'sm' : 'md'}>
        <Stack>
          <Tabs value={tab.value} onChange={handleTab}>
            <Tabs.List>
              {ORDER_TABS.map((entry) => (
                <Tabs.Tab key={entry.value} value={entry.value}>
                  {t(`orders.tabs.${entry.value}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <TextInput
              leftSection={<IconSearch size={16} />}
              placeholder={t('orders.searchPlaceholder')}
              aria-label={t('orders.search')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              w={{ base: '100%', xs: 360 }}
            />
            <Text size="sm" c="dimmed">
              {t(`orders.tabHints.${tab.value}`)}
            </Text>
          </Group>
          {payment.error && (
            <Alert
              color="red"
              icon={<IconAlertCircle size={18} />}
              title={t('orders.payment.startFailed')}
              withCloseButton
              onClose={payment.reset}
            >
              {errorMessageOf(payment.error, t('errors.serverUnreachable'))}
            </Alert>
          )}
          {list.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
              <Button size="xs" variant="light" onClick={() => void list.refetch()}>
                {t('common.retry')}
              </Button>
            </Alert>
          )}
          {list.isPending && (
            <Stack aria-busy="true" aria-label={t('orders.loading')}>
              <Skeleton height={36} />
              <Skeleton height={36} />
              <Skeleton height={36} />
            </Stack>
          )}
          {list.isSuccess && !list.isPlaceholderData && orders.length === 0 && (
            <Stack align="center" gap={4} py="xl">
              <Icon size={28} color="var(--mantine-color-gray-5)" aria-hidden />
              <Text fw={600} ta="center">
                {filter ? t('orders.noMatch', { filter }) : t(`orders.empty.${tab.value}.title`)}
              </Text>
              {!filter && (
                <Text size="sm" c="dimmed" ta="center" maw={460}>
                  {t(`orders.empty.${tab.value}.text`)}
                </Text>
              )}
            </Stack>
          )}
          {orders.length > 0 && (
            <div style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
              {isPhone ? <OrderCards {...listProps} /> : <OrdersTable {...listProps} />}
            </div>
          )}
        </Stack>
      </Card>
    </>
  );
}
