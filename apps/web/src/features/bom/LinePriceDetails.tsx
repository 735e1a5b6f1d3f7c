import { Card, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DistributorLinePrice, DistributorOfferView } from '../../api/distributor-prices.api.ts';
import { formatNumber, formatShortDate, formatUnitPrice } from '../../components/format.ts';
import { usePriceTexts } from './DistributorPriceCell.tsx';

/**
 * What the distributors said about one BOM line, at the top of its drawer: the summary everyone sees,
 * and for administrators (the server sends them the offers) every offer with its price breaks.
 */
export function LinePriceDetails({ price }: { price: DistributorLinePrice }) {
  const { t } = useTranslation();
  const textsOf = usePriceTexts();
  const { main, detail } = textsOf(price);
  return (
    <Card withBorder radius="md" padding="sm" data-testid="line-price-details">
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {t('bom.prices.title')}
        </Text>
        <Group gap={8} wrap="nowrap">
          {price.state === 'searching' && <Loader size={12} color="gray" />}
          <Text size="sm" c={price.state === 'outOfStock' ? 'orange.8' : undefined}>
            {detail ? `${main} · ${detail}` : main}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t(`bom.prices.help.${price.state}`)}
        </Text>
        {price.fetchedAt && (
          <Text size="xs" c="dimmed">
            {t('bom.prices.fetched', { date: formatShortDate(price.fetchedAt) })}
          </Text>
        )}
        {price.offers && price.offers.length > 0 && <OffersTable offers={price.offers} />}
      </Stack>
    </Card>
  );
}

/** Administrators only: each distributor's offer, with its price breaks in the distributor's currency. */
function OffersTable({ offers }: { offers: DistributorOfferView[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={520} mt={4}>
      <Table
        fz="xs"
        verticalSpacing={4}
        horizontalSpacing={6}
        aria-label={t('admin.distributorOffers.title')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.distributorOffers.distributor')}</Table.Th>
            <Table.Th ta="right">{t('admin.distributorOffers.stock')}</Table.Th>
            <Table.Th ta="right">{t('admin.distributorOffers.moqMultiple')}</Table.Th>
            <Table.Th>{t('admin.distributorOffers.priceBreaks')}</Table.Th>
            <Table.Th>{t('admin.distributorOffers.fetched')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {offers.map((offer) => (
            <Table.Tr key={`${offer.distributor}-${offer.sku}`} style={{ verticalAlign: 'top' }}>
              <Table.Td>
                <Text size="xs" fw={500}>
                  {offer.distributor}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {offer.sku}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="xs" c={offer.stock > 0 ? undefined : 'orange.8'}>
                  {formatNumber(offer.stock, 0)}
                </Text>
                {offer.stock === 0 && offer.leadTimeDays !== null && (
                  <Text size="xs" c="dimmed">
                    {t('admin.distributorOffers.leadTime', { count: offer.leadTimeDays })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatNumber(offer.moq, 0)} / {formatNumber(offer.multiple, 0)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {offer.priceBreaks.map((step) => (
                  <div key={step.quantity}>
                    {t('admin.distributorOffers.priceBreak', {
                      quantity: formatNumber(step.quantity, 0),
                      price: formatUnitPrice(step.unitPrice, step.currency),
                    })}
                  </div>
                ))}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatShortDate(offer.fetchedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
