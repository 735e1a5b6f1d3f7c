import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertCircle,
  IconBuildingBank,
  IconCircleCheck,
  IconClockHour4,
  IconCreditCard,
  IconHourglass,
  IconInfoCircle,
  IconRefresh,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderResponse } from '../../api/orders.api.ts';
import { isOrderingRefused } from '../../api/team-standing.ts';
import { useTeamStanding } from '../../api/use-team-standing.ts';
import { WRAPPING_BUTTON_STYLES } from '../../components/button-styles.ts';
import { formatDateTime, formatEuros } from '../../components/format.ts';
import { OrderingNotice } from '../../components/OrderingNotice.tsx';
import { useServerText } from '../../i18n/server-text.ts';
import { errorMessageOf } from './error-message.ts';
import { PAY_LATER_FROM } from './order-display.ts';
import { usePayByCard, usePayLater } from './use-order-payment.ts';

interface PaymentPanelProps {
  order: OrderResponse;
  /** The page asks for the order every few seconds (after a return from the payment page). */
  isPolling: boolean;
  isRefreshing: boolean;
  onRefresh: () => void;
}

/**
 * What the customer is told of the payment, from `payment.status` alone: "paid" only on the provider's
 * PAID. "Pay now" whenever the server says the order can be paid; pay later while no payment runs.
 */
export function PaymentPanel({ order, isPolling, isRefreshing, onRefresh }: PaymentPanelProps) {
  const { t } = useTranslation();
  const card = usePayByCard();
  const later = usePayLater();
  const standing = useTeamStanding();
  const textOf = useServerText();
  const payment = order.payment;
  // The server's words for the last attempt, in the reader's language when it sent their key.
  const message = payment?.message ? textOf(payment.messageText, payment.message) : null;
  const total = formatEuros(order.totalCents);
  const refresh = (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconRefresh size={14} />}
      loading={isRefreshing}
      onClick={onRefresh}
    >
      {t('orders.payment.checkAgain')}
    </Button>
  );

  let state: { colour: string; icon: ReactNode; title: string; body: ReactNode };
  switch (payment?.status ?? null) {
    case 'PAID':
      state = {
        colour: 'teal',
        icon: <IconCircleCheck size={18} />,
        title: payment?.paidAt
          ? t('orders.payment.paidOn', { date: formatDateTime(payment.paidAt) })
          : t('orders.payment.paid'),
        body: t('orders.payment.paidText', { amount: formatEuros(payment?.amountCents ?? order.totalCents) }),
      };
      break;
    case 'CONFIRMING':
      state = {
        colour: 'blue',
        icon: <IconHourglass size={18} />,
        title: t('orders.payment.confirming'),
        body: (
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {isPolling ? t('orders.payment.confirmingText') : t('orders.payment.confirmingLater')}
            </Text>
            {!isPolling && refresh}
          </Stack>
        ),
      };
      break;
    case 'UNCONFIRMED':
      state = {
        colour: 'yellow',
        icon: <IconClockHour4 size={18} />,
        title: t('orders.payment.unconfirmed'),
        body: (
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('orders.payment.unconfirmedText')}</Text>
            {refresh}
          </Stack>
        ),
      };
      break;
    case 'FAILED':
      state = {
        colour: 'red',
        icon: <IconAlertCircle size={18} />,
        title: t('orders.payment.failed'),
        body: message ?? t('orders.payment.failedText'),
      };
      break;
    case 'CANCELLED':
      // The customer stopped on the payment page: nothing went wrong, so no red.
      state = {
        colour: 'gray',
        icon: <IconInfoCircle size={18} />,
        title: t('orders.payment.cancelled'),
        body: message ?? t('orders.payment.cancelledText'),
      };
      break;
    case 'BANK_TRANSFER':
      state = {
        colour: 'blue',
        icon: <IconBuildingBank size={18} />,
        title: t('orders.payment.bankTransfer'),
        body: (
          <Stack gap={4}>
            <Text size="sm">
              {t('orders.payment.bankTransferText', { amount: total, reference: order.orderKey })}
            </Text>
            {order.bankTransfer && (
              <Text size="sm" fw={500}>
                {t('orders.payment.bankDetails', order.bankTransfer)}
              </Text>
            )}
            <Text size="sm">{t('orders.payment.bankTransferEmail')}</Text>
            {order.canPay && <Text size="sm">{t('orders.payment.cardInstead')}</Text>}
          </Stack>
        ),
      };
      break;
    case 'REVERSED':
      state = {
        colour: 'grape',
        icon: <IconInfoCircle size={18} />,
        title: t('orders.payment.reversed'),
        body: message ?? t('orders.payment.reversedText'),
      };
      break;
    case 'OPEN':
      state = {
        colour: 'gray',
        icon: <IconHourglass size={18} />,
        title: t('orders.payment.open'),
        body: (
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {isPolling ? t('orders.payment.openChecking') : t('orders.payment.openText')}
            </Text>
            {!isPolling && refresh}
          </Stack>
        ),
      };
      break;
    default:
      state = {
        colour: 'gray',
        icon: <IconCreditCard size={18} />,
        title: t('orders.payment.none'),
        body: order.canPay ? t('orders.payment.noneText', { amount: total }) : t('orders.payment.noneClosed'),
      };
  }

  // Pay later while no card payment is under way (none yet, a page opened and left, or a failure).
  const canPayLater = order.canPay && PAY_LATER_FROM.has(payment?.status ?? null);
  // The server decides (`canPay`); a payment the provider confirmed is never offered again.
  // A member whose team no longer lets them order would be refused: the notice says who pays instead.
  const isRefused = order.canPay && isOrderingRefused(standing);
  const canPayNow = order.canPay && !isRefused && payment?.status !== 'PAID';
  const actionError = card.error ?? later.error;
  // Staff changed the price after the payment: what is still owed either way (0 when even).
  const balance =
    payment?.status === 'PAID' && payment.amountCents !== null ? order.totalCents - payment.amountCents : 0;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="payment-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="payment-title">
          {t('orders.payment.title')}
        </Title>
        <Alert color={state.colour} icon={state.icon} title={state.title} aria-live="polite">
          {typeof state.body === 'string' ? <Text size="sm">{state.body}</Text> : state.body}
        </Alert>
        {balance !== 0 && (
          <Alert color={balance > 0 ? 'orange' : 'blue'} icon={<IconAlertCircle size={18} />}>
            <Text size="sm">
              {t(balance > 0 ? 'orders.payment.balanceToPay' : 'orders.payment.balanceToRefund', {
                amount: formatEuros(Math.abs(balance)),
              })}
            </Text>
          </Alert>
        )}
        {actionError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('orders.payment.startFailed')}>
            {errorMessageOf(actionError, t('errors.serverUnreachable'))}
          </Alert>
        )}
        {isRefused && payment?.status !== 'PAID' && <OrderingNotice standing={standing} />}
        {canPayNow && (
          <Group gap="sm">
            <Button
              leftSection={<IconCreditCard size={16} />}
              loading={card.isPaying}
              disabled={later.isPending}
              onClick={() => card.pay(order.orderId)}
            >
              {t('orders.payNow')}
            </Button>
            {canPayLater && (
              <Button
                variant="default"
                styles={WRAPPING_BUTTON_STYLES}
                leftSection={<IconBuildingBank size={16} />}
                loading={later.isPending}
                disabled={card.isPaying}
                onClick={() => later.mutate(order.orderId)}
              >
                {t('orders.payLater')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
