import { Button, Card, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fact } from '../../components/fact.tsx';
import { formatEuros, formatShortDate } from '../../components/format.ts';
import { OrderStatusBadge, PaymentStateBadge } from './OrderStatusBadge.tsx';
import type { OrdersListProps } from './OrdersTable.tsx';
import { canPayListItem, shownPaymentState } from './order-display.ts';
import { orderPath } from './order-paths.ts';

/** My Orders on a phone: one card per order, nothing wider than the screen. */
export function OrderCards({ orders, payingOrderId, isPaying, onPay }: OrdersListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {orders.map((order) => (
        <Card key={order.orderId} withBorder radius="md" padding="sm">
          <Stack gap="xs">
            <UnstyledButton component={Link} to={orderPath(order.orderId)}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} c="teal.8">
                    {order.orderKey}
                  </Text>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {order.projectName}
                  </Text>
                </Stack>
                <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatEuros(order.totalCents)}
                </Text>
              </Group>
            </UnstyledButton>
            <Group gap={6}>
              <OrderStatusBadge status={order.status} size="sm" />
              <PaymentStateBadge state={shownPaymentState(order)} />
            </Group>
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
              {fact(t('orders.columns.created'), formatShortDate(order.createdAt))}
              {fact(t('orders.columns.quantity'), t('offers.pieces', { count: order.quantity }))}
              {order.shipDate && fact(t('orders.columns.ships'), formatShortDate(order.shipDate))}
              {fact(
                t('orders.columns.delivery'),
                order.deliveryDate ? formatShortDate(order.deliveryDate) : '—',
              )}
              {fact(t('orders.columns.project'), order.projectId)}
            </SimpleGrid>
            {canPayListItem(order) && (
              <Button
                fullWidth
                leftSection={<IconCreditCard size={16} />}
                loading={payingOrderId === order.orderId}
                disabled={isPaying && payingOrderId !== order.orderId}
                onClick={() => onPay(order.orderId)}
              >
                {t('orders.payNow')}
              </Button>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
