import { PAID_STATUSES } from '@boardhouse/shared/orders/order-status';
import { Alert, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPackage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StaffOrderResponse } from '../../api/order-actions.api.ts';
import { purchasingApi, purchasingKeys } from '../../api/purchasing.api.ts';
import { errorText } from '../pricing/admin-errors.ts';
import { PurchaseButtons } from '../purchasing/PurchaseButtons.tsx';
import { PurchaseLinesTable } from '../purchasing/PurchaseLinesTable.tsx';
import { PurchasesTable } from '../purchasing/PurchasesTable.tsx';
import { P } from '../purchasing/purchase-badges.tsx';

/** The id of the Purchasing section, to scroll to it (e.g. from the unpriced-lines dialog). */
export const PURCHASING_SECTION_ID = 'purchasing';

/** Brings the Purchasing section into view, when the page shows it. */
export function scrollToPurchasing(): void {
  document.getElementById(PURCHASING_SECTION_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/**
 * Purchasing on the staff order page (paid orders only): what the order buys per BOM line and from
 * whom, the lines still unpriced, the buttons that buy from the distributors, and the purchases placed.
 */
export function StaffOrderPurchasing({ order }: { order: StaffOrderResponse }) {
  const { t } = useTranslation();
  const isPaid = PAID_STATUSES.has(order.status);
  const purchasing = useQuery({
    queryKey: purchasingKeys.order(order.orderId),
    queryFn: () => purchasingApi.get(order.orderId),
    enabled: isPaid,
  });
  if (!isPaid) return null;
  const title = t(`${P}.title`);
  const data = purchasing.data;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-label={title}
      id={PURCHASING_SECTION_ID}
      style={{ scrollMarginTop: 72 }}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h5">
            {title}
          </Title>
          {data && data.lines.length > 0 && (
            <Text size="sm" c="dimmed">
              {t(`${P}.summary`, { lines: data.lines.length, purchases: data.purchases.length })}
            </Text>
          )}
        </Group>
        {purchasing.isPending ? (
          <Skeleton height={160} radius="md" />
        ) : purchasing.isError ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('errors.loadFailed')}>
            {errorText(purchasing.error, t('errors.serverUnreachable'))}
          </Alert>
        ) : data && data.lines.length === 0 ? (
          <Group gap="xs" c="dimmed">
            <IconPackage size={18} />
            <Text size="sm">{t(`${P}.noParts`)}</Text>
          </Group>
        ) : (
          data && (
            <>
              {data.unpricedLines.length > 0 && (
                <Alert
                  color="red"
                  variant="light"
                  icon={<IconAlertTriangle size={18} />}
                  title={t(`${P}.unpricedTitle`, { count: data.unpricedLines.length })}
                >
                  {t(`${P}.unpricedText`, {
                    count: data.unpricedLines.length,
                    lines: data.unpricedLines.join(', '),
                  })}
                </Alert>
              )}
              {data.purchasable.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t(`${P}.noApi`)}
                </Text>
              ) : (
                <PurchaseButtons data={data} />
              )}
              <PurchaseLinesTable orderId={data.orderId} lines={data.lines} />
              <Title order={3} size="h6">
                {t(`${P}.purchases`)}
              </Title>
              {data.purchases.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t(`${P}.noPurchases`)}
                </Text>
              ) : (
                <PurchasesTable purchases={data.purchases} label={t(`${P}.purchases`)} />
              )}
            </>
          )
        )}
      </Stack>
    </Card>
  );
}
