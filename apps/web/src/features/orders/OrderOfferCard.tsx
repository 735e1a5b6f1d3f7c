import { Alert, Card, Divider, Group, SimpleGrid, Spoiler, Stack, Table, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OrderResponse } from '../../api/orders.api.ts';
import { formatEuros, formatNumber, formatShortDate } from '../../components/format.ts';
import { useServerText } from '../../i18n/server-text.ts';

/** The offer the order was placed on (a snapshot): quantity, lead time, its priced lines, VAT and total. */
export function OrderOfferCard({ order }: { order: OrderResponse }) {
  const { t } = useTranslation();
  const say = useServerText();
  const { offer, vat } = order;
  const fact = (label: string, value: string) => (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </Stack>
  );
  const row = (label: string, cents: number, isStrong = false) => (
    <Group justify="space-between" wrap="nowrap">
      <Text size={isStrong ? 'md' : 'sm'} fw={isStrong ? 700 : 500}>
        {label}
      </Text>
      <Text size={isStrong ? 'md' : 'sm'} fw={isStrong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {formatEuros(cents)}
      </Text>
    </Group>
  );
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="offer-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="offer-title">
          {t('orders.offer.title')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: offer.shipDate ? 4 : 3 }} spacing="sm">
          {fact(t('orders.columns.quantity'), t('offers.pieces', { count: offer.quantity }))}
          {fact(t('orders.offer.leadTime'), t('offers.leadTime', { days: offer.workingDays }))}
          {offer.shipDate && fact(t('orders.columns.ships'), formatShortDate(offer.shipDate))}
          {fact(
            t('orders.columns.delivery'),
            offer.deliveryDate ? formatShortDate(offer.deliveryDate) : t('orders.offer.noDeliveryDate'),
          )}
        </SimpleGrid>
        <Spoiler
          maxHeight={320}
          showLabel={t('orders.offer.showAllLines', { count: offer.lines.length })}
          hideLabel={t('orders.offer.hideLines')}
        >
          <Table verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orders.offer.line')}</Table.Th>
                <Table.Th ta="right">{t('orders.offer.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {offer.lines.map((line, index) => (
                <Table.Tr key={`${line.code}-${line.lineNo ?? index}`}>
                  <Table.Td>{say(line.text, line.label)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                    {formatEuros(line.amountCents)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Spoiler>
        {order.promoCode && (
          <Text size="sm" c="dimmed">
            {t('orders.offer.promoCode', { code: order.promoCode })}
          </Text>
        )}
        <Divider />
        {row(t('offers.breakdown.net'), order.netCents)}
        {row(
          `${t('offers.breakdown.vat', { rate: formatNumber(vat.ratePercent) })} · ${t(`offers.vatReason.${vat.reason}`)}`,
          order.vatCents,
        )}
        {vat.reason === 'REVERSE_CHARGE' && (
          <Alert color="gray" variant="light" icon={<IconInfoCircle size={16} />} p="xs">
            <Text size="xs">{t('orders.offer.reverseChargeNote')}</Text>
          </Alert>
        )}
        <Divider />
        {row(t('offers.breakdown.total'), order.totalCents, true)}
      </Stack>
    </Card>
  );
}
