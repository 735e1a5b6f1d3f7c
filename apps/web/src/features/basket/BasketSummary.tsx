import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCartCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BasketTotals } from '../../api/basket.api.ts';
import { formatEuros } from '../../components/format.ts';

interface BasketSummaryProps {
  /** Selected items whose offer is still valid: the ones the totals add up and checkout takes. */
  orderable: number;
  /** Selected items left out because their offer expired. */
  expiredSelected: number;
  totals: BasketTotals;
  onCheckout: () => void;
  /** Why this person cannot order (the team owner orders): shown instead of the checkout button. */
  refusal?: ReactNode;
}

/** The totals of the selected, still valid offers and the way to checkout. */
export function BasketSummary({
  orderable,
  expiredSelected,
  totals,
  onCheckout,
  refusal,
}: BasketSummaryProps) {
  const { t } = useTranslation();
  const row = (label: string, cents: number, isStrong = false) => (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={isStrong ? 700 : undefined}>{label}</Text>
      <Text fw={isStrong ? 700 : 500}>{formatEuros(cents)}</Text>
    </Group>
  );
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="basket-totals-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="basket-totals-title">
          {t('basket.totals.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {orderable > 0 ? t('basket.totals.selected', { count: orderable }) : t('basket.totals.none')}
        </Text>
        {expiredSelected > 0 && (
          <Text size="sm" c="red.8">
            {t('basket.totals.expiredLeftOut', { count: expiredSelected })}
          </Text>
        )}
        <Divider />
        {row(t('basket.totals.net'), totals.netCents)}
        {row(t('basket.totals.vat'), totals.vatCents)}
        <Divider />
        {row(t('basket.totals.total'), totals.totalCents, true)}
        {refusal ?? (
          <Button
            mt="xs"
            fullWidth
            leftSection={<IconShoppingCartCheck size={18} />}
            disabled={orderable === 0}
            onClick={onCheckout}
          >
            {t('basket.checkout')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
