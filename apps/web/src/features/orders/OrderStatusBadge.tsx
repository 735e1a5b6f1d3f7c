import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderStatus, PaymentState } from '../../api/orders.api.ts';
import { PAYMENT_COLOURS, STATUS_COLOURS } from './order-display.ts';

const BADGE_STYLES = { root: { textTransform: 'none' }, label: { overflow: 'visible' } } as const;

/** An order's status as a coloured chip. */
export function OrderStatusBadge({
  status,
  size = 'md',
}: {
  status: OrderStatus;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLOURS[status]} size={size} styles={BADGE_STYLES}>
      {t(`orders.status.${status}`)}
    </Badge>
  );
}

/** What the customer is told of the payment, as a quieter outlined chip; nothing before a choice. */
export function PaymentStateBadge({ state }: { state: PaymentState | null }) {
  const { t } = useTranslation();
  if (state === null) return null;
  return (
    <Badge variant="outline" color={PAYMENT_COLOURS[state]} size="sm" styles={BADGE_STYLES}>
      {t(`orders.paymentState.${state}`)}
    </Badge>
  );
}
