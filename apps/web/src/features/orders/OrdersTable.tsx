import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { OrderListItem } from '../../api/orders.api.ts';
import { formatEuros, formatShortDate } from '../../components/format.ts';
import { OrderStatusBadge, PaymentStateBadge } from './OrderStatusBadge.tsx';
import { canPayListItem, shownPaymentState } from './order-display.ts';
import { orderPath } from './order-paths.ts';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

export interface OrdersListProps {
  orders: OrderListItem[];
  payingOrderId: number | null;
  isPaying: boolean;
  onPay: (orderId: number) => void;
}

/** My Orders as a table (wider windows); a row opens its order, "Pay now" pays an unpaid one. */
export function OrdersTable({ orders, payingOrderId, isPaying, onPay }: OrdersListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('orders.columns.order')}</Table.Th>
            <Table.Th>{t('orders.columns.project')}</Table.Th>
            <Table.Th>{t('orders.columns.created')}</Table.Th>
            <Table.Th ta="right">{t('orders.columns.quantity')}</Table.Th>
            <Table.Th>{t('orders.columns.delivery')}</Table.Th>
            <Table.Th ta="right">{t('orders.columns.total')}</Table.Th>
            <Table.Th>{t('orders.columns.status')}</Table.Th>
            <Table.Th aria-label={t('orders.columns.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr
              key={order.orderId}
              onClick={() => navigate(orderPath(order.orderId))}
              style={{ cursor: 'pointer' }}
            >
              <Table.Td style={NO_WRAP}>
                <Text
                  component={Link}
                  to={orderPath(order.orderId)}
                  fw={600}
                  c="teal.8"
                  onClick={(event) => event.stopPropagation()}
                >
                  {order.orderKey}
                </Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm">{order.projectName}</Text>
                  <Text size="xs" c="dimmed">
                    {order.projectId}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td style={NO_WRAP}>{formatShortDate(order.createdAt)}</Table.Td>
              <Table.Td ta="right">{order.quantity}</Table.Td>
              <Table.Td style={NO_WRAP}>
                <Text size="sm">{order.deliveryDate ? formatShortDate(order.deliveryDate) : '—'}</Text>
                {order.shipDate && (
                  <Text size="xs" c="dimmed">
                    {t('offers.dates.shipsOn', { date: formatShortDate(order.shipDate) })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" style={NO_WRAP} fw={600}>
                {formatEuros(order.totalCents)}
              </Table.Td>
              <Table.Td>
                <Group gap={6}>
                  <OrderStatusBadge status={order.status} size="sm" />
                  <PaymentStateBadge state={shownPaymentState(order)} />
                </Group>
              </Table.Td>
              <Table.Td ta="right">
                {canPayListItem(order) && (
                  <Button
                    size="xs"
                    leftSection={<IconCreditCard size={14} />}
                    loading={payingOrderId === order.orderId}
                    disabled={isPaying && payingOrderId !== order.orderId}
                    onClick={(event) => {
                      event.stopPropagation();
                      onPay(order.orderId);
                    }}
                  >
                    {t('orders.payNow')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
