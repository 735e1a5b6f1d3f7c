import { Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconShoppingCart } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { basketApi, basketKeys } from '../../api/basket.api.ts';
import { orderKeys, ordersApi } from '../../api/orders.api.ts';
import { isAdminSession, useSession } from '../../api/session.store.ts';
import { isOrderingRefused } from '../../api/team-standing.ts';
import { useTeamStanding } from '../../api/use-team-standing.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { formatEuros, formatShortDate } from '../../components/format.ts';
import { OrderingNotice } from '../../components/OrderingNotice.tsx';
import { FilesWaiverCard } from './FilesWaiverCard.tsx';
import { OrderFilesNotice } from './OrderFilesNotice.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { checkoutOf, offersStepPath, orderPath } from './order-paths.ts';

/**
 * Step 5 of a project (Order): the project's order when it has one, else the way to checkout when an
 * offer is chosen and still valid, else back to the offers.
 */
export default function OrderStepPage() {
  const { t } = useTranslation();
  const { projectId = '' } = useParams();
  const isStaff = isAdminSession(useSession());
  // My Orders' search matches the project key, so this finds the project's order among the caller's.
  const orders = useQuery({
    queryKey: orderKeys.list('My Orders', projectId),
    queryFn: () => ordersApi.list('My Orders', projectId),
  });
  const basket = useQuery({ queryKey: basketKeys.all, queryFn: basketApi.get });
  const standing = useTeamStanding();
  if (orders.isPending || basket.isPending || standing.status === 'pending') {
    return <Skeleton height={140} radius="md" />;
  }

  const all = orders.data
    ? [...orders.data.newOrders, ...orders.data.openOrders, ...orders.data.closedOrders]
    : [];
  const order = all.find((row) => row.projectId === projectId && row.status !== 'CANCELLED');
  if (order) {
    return (
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Text fw={600} size="lg">
              {t('orders.step.ordered', { orderKey: order.orderKey })}
            </Text>
            <OrderStatusBadge status={order.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {t('orders.step.orderedText', {
              date: formatShortDate(order.createdAt),
              total: formatEuros(order.totalCents),
            })}
          </Text>
          <Group>
            <Button
              component={Link}
              to={orderPath(order.orderId)}
              rightSection={<IconArrowRight size={16} />}
            >
              {t('orders.step.openOrder')}
            </Button>
          </Group>
        </Stack>
      </Card>
    );
  }

  const item = basket.data?.items.find((row) => row.projectId === projectId && !row.expired);
  return (
    <Stack>
      <EmptyState
        icon={<IconShoppingCart size={28} />}
        title={item ? t('orders.step.readyTitle') : t('orders.step.chooseTitle')}
        description={
          item
            ? t('orders.step.readyText', { total: formatEuros(item.totalCents), count: item.quantity })
            : t('orders.step.chooseText')
        }
      />
      {item && <OrderFilesNotice projectId={projectId} />}
      {item && <OrderingNotice standing={standing} />}
      {isStaff && <FilesWaiverCard projectId={projectId} />}
      <Group>
        <Button
          variant="default"
          component={Link}
          to={offersStepPath(projectId)}
          leftSection={<IconArrowLeft size={16} />}
        >
          {t('projects.wizardBack')}
        </Button>
        {item && !isOrderingRefused(standing) && (
          <Button component={Link} to={checkoutOf([projectId])} rightSection={<IconArrowRight size={16} />}>
            {t('orders.step.checkout')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
