import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Divider,
  Group,
  List,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconBuildingBank, IconCreditCard } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BasketTotals } from '../../api/basket.api.ts';
import { WRAPPING_BUTTON_STYLES } from '../../components/button-styles.ts';
import { formatEuros } from '../../components/format.ts';
import { errorMessageOf } from './error-message.ts';
import { orderPath } from './order-paths.ts';
import { CheckoutError, type PayMethod } from './use-checkout-submit.ts';

interface CheckoutSummaryProps {
  count: number;
  totals: BasketTotals;
  isSubmitting: boolean;
  method: PayMethod | null;
  error: Error | null;
  onPay: (method: PayMethod) => void;
  /** Why this person cannot order (the team owner orders): shown instead of the terms and the Pay buttons. */
  refusal?: ReactNode;
  /** What must be added before paying (a delivery address): said above the Pay buttons, which wait for it. */
  missing?: string | null;
}

/** The totals, the confirmation of the terms and the two ways to pay; what failed, if anything. */
export function CheckoutSummary({
  count,
  totals,
  isSubmitting,
  method,
  error,
  onPay,
  refusal,
  missing = null,
}: CheckoutSummaryProps) {
  const { t } = useTranslation();
  const [isConfirmed, setIsConfirmed] = useState(false);
  const row = (label: string, cents: number, isStrong = false) => (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={isStrong ? 700 : undefined}>{label}</Text>
      <Text fw={isStrong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {formatEuros(cents)}
      </Text>
    </Group>
  );
  const isDisabled = !isConfirmed || count === 0 || missing !== null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="checkout-totals-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="checkout-totals-title">
          {t('basket.totals.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('checkout.summary.orders', { count })}
        </Text>
        <Divider />
        {row(t('basket.totals.net'), totals.netCents)}
        {row(t('basket.totals.vat'), totals.vatCents)}
        <Divider />
        {row(t('basket.totals.total'), totals.totalCents, true)}
        {refusal ?? (
          <>
            {error && <CheckoutErrorAlert error={error} />}
            {missing && (
              <Text size="sm" c="orange.9" role="status">
                {missing}
              </Text>
            )}
            <Checkbox
              mt="xs"
              checked={isConfirmed}
              onChange={(event) => setIsConfirmed(event.currentTarget.checked)}
              label={t('checkout.summary.confirm')}
              disabled={isSubmitting}
            />
            <Button
              mt="xs"
              fullWidth
              leftSection={<IconCreditCard size={18} />}
              disabled={isDisabled || (isSubmitting && method !== 'card')}
              loading={isSubmitting && method === 'card'}
              onClick={() => onPay('card')}
            >
              {t('checkout.payByCard')}
            </Button>
            <Button
              fullWidth
              variant="default"
              styles={WRAPPING_BUTTON_STYLES}
              leftSection={<IconBuildingBank size={18} />}
              disabled={isDisabled || (isSubmitting && method !== 'bank-transfer')}
              loading={isSubmitting && method === 'bank-transfer'}
              onClick={() => onPay('bank-transfer')}
            >
              {t('orders.payLater')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('checkout.summary.payLaterHint')}
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}

function CheckoutErrorAlert({ error }: { error: Error }) {
  const { t } = useTranslation();
  if (!(error instanceof CheckoutError)) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('checkout.failed')}>
        {errorMessageOf(error, t('errors.serverUnreachable'))}
      </Alert>
    );
  }
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('checkout.failed')}>
      <Stack gap="xs">
        <List size="sm" spacing={2}>
          {error.failures.map((failure) => (
            <List.Item key={failure.label}>
              {failure.label}: {failure.message}
            </List.Item>
          ))}
        </List>
        {error.placed.length > 0 && (
          <Text size="sm">
            {t('checkout.placedAnyway', { count: error.placed.length })}{' '}
            {error.placed.map((order, index) => (
              <span key={order.orderId}>
                {index > 0 && ', '}
                <Anchor component={Link} to={orderPath(order.orderId)} size="sm">
                  {order.orderKey}
                </Anchor>
              </span>
            ))}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
