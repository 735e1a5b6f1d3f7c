import { Alert, Badge, Button, Card, Grid, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFlag, IconMessage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { orderActionsApi, type StaffOrderResponse, staffOrderKeys } from '../../api/order-actions.api.ts';
import type { OrderHistoryEntry, OrderResponse, OrderStatus } from '../../api/orders.api.ts';
import { fact } from '../../components/fact.tsx';
import { formatDateTime, formatEuros } from '../../components/format.ts';
import NotFoundPage from '../../components/NotFoundPage.tsx';
import { REVIEW_COLOURS } from '../../components/order-colours.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useServerText } from '../../i18n/server-text.ts';
import { errorText } from '../pricing/admin-errors.ts';
import { StaffDocumentUpload } from './StaffDocumentUpload.tsx';
import { StaffOrderActions } from './StaffOrderActions.tsx';
import { StaffOrderData } from './StaffOrderData.tsx';
import { StaffOrderEdits } from './StaffOrderEdits.tsx';
import { StaffOrderMoney } from './StaffOrderMoney.tsx';
import { StaffOrderProduction } from './StaffOrderProduction.tsx';
import { StaffOrderPurchasing } from './StaffOrderPurchasing.tsx';
import { StaffOrderSystem } from './StaffOrderSystem.tsx';
import { StaffRefunds } from './StaffRefunds.tsx';

/** The customer order page's parts, handed in by app/ (the back office does not import features). */
export interface OrderParts {
  Timeline: ComponentType<{ history: OrderHistoryEntry[] }>;
  Offer: ComponentType<{ order: OrderResponse }>;
  Addresses: ComponentType<{ order: OrderResponse }>;
  Documents: ComponentType<{ order: OrderResponse }>;
  StatusBadge: ComponentType<{ status: OrderStatus; size?: 'sm' | 'md' | 'lg' }>;
}

/** /admin/orders/{orderId}: one order as staff work it. */
export default function StaffOrderPage({ parts }: { parts: OrderParts }) {
  const { t } = useTranslation();
  const textOf = useServerText();
  const orderId = Number(useParams().orderId);
  const order = useQuery({
    queryKey: staffOrderKeys.detail(orderId),
    queryFn: () => orderActionsApi.get(orderId),
    enabled: Number.isInteger(orderId) && orderId > 0,
  });
  if (!Number.isInteger(orderId) || orderId <= 0) return <NotFoundPage />;
  if (order.isPending) return <Skeleton height={320} radius="md" />;
  if (order.isError) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('errors.loadFailed')}>
        {errorText(order.error, t('errors.serverUnreachable'))}
      </Alert>
    );
  }
  const data = order.data;
  const { Timeline, Offer, Addresses, Documents, StatusBadge } = parts;
  return (
    <>
      <PageHeader
        title={data.orderKey}
        actions={
          <Group gap="sm">
            <Button
              component={Link}
              to={`/my-messages?${new URLSearchParams({ projectId: data.projectId, projectName: data.projectName })}`}
              variant="default"
              size="xs"
              leftSection={<IconMessage size={16} />}
            >
              {t('admin.staffOrder.messages')}
            </Button>
            <StatusBadge status={data.status} size="lg" />
          </Group>
        }
      />
      <Stack gap="md">
        {data.flagged && (
          <Alert color="red" icon={<IconFlag size={18} />} title={t('admin.staffOrder.flagged')}>
            {data.flagNote && textOf(data.flagNoteText, data.flagNote)}
          </Alert>
        )}
        <Summary order={data} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Stack gap="md">
              <StaffOrderActions key={data.status} order={data} />
              <StaffOrderMoney key={`money-${data.totalCents}`} order={data} />
              <StaffRefunds order={data} />
              <Offer order={data} />
              <PaymentEvents order={data} />
              <StaffOrderData order={data} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Stack gap="md">
              <Timeline history={data.history} />
              <StaffOrderEdits order={data} />
              <Documents order={data} />
              <StaffDocumentUpload orderId={data.orderId} />
              <Addresses order={data} />
            </Stack>
          </Grid.Col>
        </Grid>
        <StaffOrderPurchasing order={data} />
        <StaffOrderSystem order={data} />
        <StaffOrderProduction order={data} />
      </Stack>
    </>
  );
}

function Summary({ order }: { order: StaffOrderResponse }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        {fact(t('admin.staffOrder.customer'), `${order.customer.name} · ${order.customer.email}`)}
        {fact(t('admin.staffOrder.company'), order.customer.company ?? '—')}
        {fact(t('admin.staffOrder.project'), `${order.projectName} (${order.projectId})`)}
        {fact(t('orders.columns.total'), formatEuros(order.totalCents))}
        {order.balanceCents !== null &&
          order.balanceCents !== 0 &&
          fact(
            t('admin.staffOrder.balance'),
            t(
              order.balanceCents > 0 ? 'admin.staffOrder.money.toCollect' : 'admin.staffOrder.money.toRefund',
              {
                amount: formatEuros(Math.abs(order.balanceCents)),
              },
            ),
          )}
        {order.customerReference &&
          fact(t('admin.staffOrder.data.customerReference'), order.customerReference)}
        {fact(
          t('admin.staffOrder.margin'),
          `${formatEuros(order.marginCents)} (${t('admin.staffOrder.cost')} ${formatEuros(order.costCents)})`,
        )}
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('admin.staffOrder.review')}
          </Text>
          <Badge variant="light" color={REVIEW_COLOURS[order.review.status]} tt="none">
            {t(`admin.staffOrder.reviewStatus.${order.review.status}`)}
          </Badge>
        </Stack>
      </Group>
      {order.review.note && (
        <Text size="sm" mt="sm">
          {order.review.note}
        </Text>
      )}
    </Card>
  );
}

function PaymentEvents({ order }: { order: StaffOrderResponse }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('admin.staffOrder.events')}>
      <Title order={2} size="h5" mb="sm">
        {t('admin.staffOrder.events')}
      </Title>
      {order.paymentEvents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.staffOrder.noEvents')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.staffOrder.eventAt')}</Table.Th>
                <Table.Th>{t('admin.staffOrder.eventSource')}</Table.Th>
                <Table.Th>{t('admin.staffOrder.eventStatus')}</Table.Th>
                <Table.Th>{t('admin.staffOrder.eventAction')}</Table.Th>
                <Table.Th>{t('admin.staffOrder.note')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.paymentEvents.map((event) => (
                <Table.Tr key={event.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.receivedAt)}</Table.Td>
                  <Table.Td>
                    {event.verified
                      ? paymentWord(t, 'paymentSources', event.source)
                      : `${paymentWord(t, 'paymentSources', event.source)} (${t('admin.staffOrder.unverified')})`}
                  </Table.Td>
                  <Table.Td>{event.providerStatus ?? '—'}</Table.Td>
                  <Table.Td>{paymentWord(t, 'paymentActions', event.action)}</Table.Td>
                  <Table.Td>{event.note ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

/** A word of the payment log in the reader's language; one an older server wrote shows as written. */
function paymentWord(t: TFunction, list: 'paymentSources' | 'paymentActions', word: string): string {
  return t(`admin.staffOrder.${list}.${word}`, { defaultValue: word });
}
