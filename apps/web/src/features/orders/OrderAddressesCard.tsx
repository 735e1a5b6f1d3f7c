import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OrderResponse, PostalAddress } from '../../api/orders.api.ts';
import { countryName } from '../../components/countries.ts';
import { formatShortDate } from '../../components/format.ts';
import { trackingLinkOf } from './order-display.ts';

/** A postal address as lines: name, company, street, postal code and city, country, phone. */
export function AddressLines({ address }: { address: PostalAddress & { vatNumber?: string | null } }) {
  const { t, i18n } = useTranslation();
  const place = [address.postalCode, address.city].filter(Boolean).join(' ');
  const lines = [
    address.companyName,
    address.street,
    place,
    address.countryCode ? countryName(address.countryCode, i18n.language) : null,
    address.phoneNumber,
    address.vatNumber ? t('orders.addresses.vatNumber', { number: address.vatNumber }) : null,
  ].filter((line): line is string => Boolean(line));
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {address.name}
      </Text>
      {lines.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** Where the invoice and the parcel go, and the parcel's journey once it left. */
export function OrderAddressesCard({ order }: { order: OrderResponse }) {
  const { t } = useTranslation();
  const { shipping } = order;
  const isShipped = Boolean(shipping.departureDate || shipping.trackingCode);
  const heading = (text: string) => (
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {text}
    </Text>
  );
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="addresses-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="addresses-title">
          {t('orders.addresses.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 1 }} spacing="md">
          <Stack gap={4}>
            {heading(t('orders.addresses.billing'))}
            <AddressLines address={order.billing} />
          </Stack>
          <Stack gap={4}>
            {heading(t('orders.addresses.shipping'))}
            <AddressLines address={shipping.address} />
          </Stack>
        </SimpleGrid>
        <Stack gap={4}>
          {heading(t('orders.shipment.title'))}
          {isShipped ? (
            <>
              {shipping.carrier && (
                <Text size="sm">{t('orders.shipment.carrier', { carrier: shipping.carrier })}</Text>
              )}
              {shipping.trackingCode && (
                <TrackingCode carrier={shipping.carrier} code={shipping.trackingCode} />
              )}
              {shipping.departureDate && (
                <Text size="sm">
                  {t('orders.shipment.departure', { date: formatShortDate(shipping.departureDate) })}
                </Text>
              )}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('orders.shipment.notShipped')}
            </Text>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

/**
 * The parcel's tracking code, linking to the carrier's own tracking page in a new tab (no opener, no
 * referrer: the carrier's site learns nothing of this page); plain text for a carrier we hold no page for.
 */
function TrackingCode({ carrier, code }: { carrier: string | null; code: string }) {
  const { t } = useTranslation();
  const href = trackingLinkOf(carrier, code);
  if (!href) return <Text size="sm">{t('orders.shipment.tracking', { code })}</Text>;
  return (
    <Text size="sm">
      {t('orders.shipment.trackingLabel')}{' '}
      <Anchor
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        title={t('orders.shipment.trackingLink', { carrier })}
        inherit
      >
        {code} <IconExternalLink size={12} aria-hidden style={{ verticalAlign: 'middle' }} />
      </Anchor>
    </Text>
  );
}
