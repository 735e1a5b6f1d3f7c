import { ORDER_KEY_PATTERN } from '@boardhouse/shared/orders/orders-api';
import { Alert, Anchor, Button, Grid, Group, Skeleton, Stack, Text } from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconInfoCircle,
  IconPackageOff,
  IconReceiptRefund,
} from '@tabler/icons-react';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { orderKeys, ordersApi } from '../../api/orders.api.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { formatDateTime, formatEuros } from '../../components/format.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ReworkPanel } from '../../components/ReworkPanel.tsx';
import { CancelOrderButton } from './CancelOrderButton.tsx';
import { errorMessageOf } from './error-message.ts';
import { OrderAddressesCard } from './OrderAddressesCard.tsx';
import { OrderAgainButton } from './OrderAgainButton.tsx';
import { OrderDocumentsCard } from './OrderDocumentsCard.tsx';
import { OrderOfferCard } from './OrderOfferCard.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import { pollIntervalOf } from './order-display.ts';
import { MY_ORDERS_PATH, offersStepPath, orderPath } from './order-paths.ts';
import { PaymentPanel } from './PaymentPanel.tsx';

const ORDER_ID = /^[1-9]\d{0,15}$/;

/**
 * One order: its key and status, the payment (and "Pay now"), the offer it was placed on, addresses,
 * shipment, documents and its history. Back from the payment page (`?payment=return`) it asks for the
 * order every 3 s while the payment settles, for about a minute.
 */
export default function OrderDetailPage() {
  const { orderId: param = '' } = useParams();
  const orderKey = param.toUpperCase();
  return ORDER_KEY_PATTERN.test(orderKey) ? (
    <OrderNumberPage orderKey={orderKey} />
  ) : (
    <OrderIdPage param={param} />
  );
}

/**
 * An address with the order's number instead of its id (typed, or pasted from an invoice or an
 * e-mail): the order is looked up once and the page moves to its id's address, where it lives.
 */
function OrderNumberPage({ orderKey }: { orderKey: string }) {
  const [params] = useSearchParams();
  const found = useQuery({ queryKey: orderKeys.byNumber(orderKey), queryFn: () => ordersApi.get(orderKey) });
  if (found.data) {
    return <Navigate replace to={{ pathname: orderPath(found.data.orderId), search: params.toString() }} />;
  }
  const isNotFound = found.error instanceof ApiError && found.error.status === 404;
  return <OrderPlaceholder query={found} isNotFound={isNotFound} />;
}

/** What stands in for an order's page while it loads, when it is not found, or when loading failed. */
function OrderPlaceholder({ query, isNotFound }: { query: UseQueryResult<unknown>; isNotFound: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (isNotFound) {
    return (
      <>
        <PageHeader title={t('pages.myOrders.title')} />
        <EmptyState
          icon={<IconPackageOff size={28} />}
          title={t('orders.notFound.title')}
          description={t('orders.notFound.text')}
          actionLabel={t('orders.backToOrders')}
          onAction={() => navigate(MY_ORDERS_PATH)}
        />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        <PageHeader title={t('pages.myOrders.title')} />
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
          <Text size="sm">{errorMessageOf(query.error, t('errors.serverUnreachable'))}</Text>
          <Button mt="sm" size="xs" variant="light" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      </>
    );
  }
  return (
    <Stack aria-busy="true" aria-label={t('orders.loadingOrder')}>
      <Skeleton height={36} width={280} />
      <Skeleton height={160} />
      <Skeleton height={240} />
    </Stack>
  );
}

function OrderIdPage({ param }: { param: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const orderId = ORDER_ID.test(param) ? Number(param) : null;
  // Taken once: closing the banner drops the parameter but not the checking that follows the return.
  const [returnedAt] = useState(() => (params.get('payment') === 'return' ? Date.now() : null));
  const isReturnShown = params.get('payment') === 'return';
  const order = useQuery({
    queryKey: orderKeys.detail(orderId ?? 0),
    queryFn: () => ordersApi.get(orderId ?? 0),
    enabled: orderId !== null,
    refetchInterval: (query) =>
      pollIntervalOf(query.state.data?.payment, returnedAt !== null, Date.now() - (returnedAt ?? 0)),
  });
  const isPolling =
    returnedAt !== null && pollIntervalOf(order.data?.payment, true, Date.now() - returnedAt) !== false;

  const isNotFound = orderId === null || (order.error instanceof ApiError && order.error.status === 404);
  if (isNotFound || !order.data) return <OrderPlaceholder query={order} isNotFound={isNotFound} />;

  const data = order.data;
  return (
    <>
      <PageHeader title={data.orderKey} actions={<OrderStatusBadge status={data.status} size="lg" />} />
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs" mt={-12}>
          <Text c="dimmed" size="sm">
            {t('orders.detail.subtitle', { name: data.projectName, date: formatDateTime(data.createdAt) })}
            {' · '}
            <Anchor component={Link} to={offersStepPath(data.projectId)} size="sm" underline="always">
              {data.projectId}
            </Anchor>
          </Text>
          <Group gap="xs">
            <CancelOrderButton order={data} />
            <OrderAgainButton orderId={data.orderId} />
            <Button
              component={Link}
              to={MY_ORDERS_PATH}
              variant="subtle"
              size="xs"
              leftSection={<IconArrowLeft size={14} />}
            >
              {t('orders.backToOrders')}
            </Button>
          </Group>
        </Group>
        {isReturnShown && (
          <Alert
            color="blue"
            icon={<IconInfoCircle size={18} />}
            title={t('orders.return.title')}
            withCloseButton
            closeButtonLabel={t('common.close')}
            onClose={() => setParams({}, { replace: true })}
          >
            {isPolling ? t('orders.return.text') : t('orders.return.settled')}
          </Alert>
        )}
        {data.refundedCents > 0 && (
          <Alert color="blue" icon={<IconReceiptRefund size={18} />} title={t('orders.cancel.refundedTitle')}>
            {t('orders.cancel.refundedText', { amount: formatEuros(data.refundedCents) })}
          </Alert>
        )}
        {/* Staff's note, the way to corrected files and "Send for review". */}
        {data.review.status === 'CHANGES_NEEDED' && <ReworkPanel projectId={data.projectId} />}
        {data.review.status === 'APPROVED' && (
          <Alert color="teal" icon={<IconInfoCircle size={18} />} title={t('orders.review.approvedTitle')}>
            {data.review.note}
          </Alert>
        )}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
            <Stack gap="md">
              <PaymentPanel
                order={data}
                isPolling={isPolling}
                isRefreshing={order.isFetching}
                onRefresh={() => void order.refetch()}
              />
              <OrderOfferCard order={data} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
            <Stack gap="md">
              <OrderTimeline history={data.history} />
              <OrderAddressesCard order={data} />
              <OrderDocumentsCard order={data} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </>
  );
}
