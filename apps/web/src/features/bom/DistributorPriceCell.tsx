import { Group, Loader, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DistributorLinePrice } from '../../api/distributor-prices.api.ts';
import { formatNumber, formatUnitCents } from '../../components/format.ts';

const ONE_LINE = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The first and second line of a price cell, as text (also the button's name for screen readers). */
export function usePriceTexts() {
  const { t } = useTranslation();
  return (price: DistributorLinePrice): { main: string; detail: string | null } => {
    const from =
      price.fromUnitCents === null
        ? null
        : t('bom.prices.from', { price: formatUnitCents(price.fromUnitCents) });
    switch (price.state) {
      case 'inStock':
        return { main: t('bom.prices.inStock', { stock: formatNumber(price.stock ?? 0, 0) }), detail: from };
      case 'outOfStock':
        return {
          main:
            price.leadTimeDays === null
              ? t('bom.prices.noStock')
              : t('bom.prices.noStockLead', { count: price.leadTimeDays }),
          detail: from,
        };
      case 'notAsked':
        return { main: '—', detail: null };
      default:
        return { main: t(`bom.prices.${price.state}`), detail: null };
    }
  };
}

interface DistributorPriceCellProps {
  lineNo: number;
  price: DistributorLinePrice | undefined;
  onOpen: () => void;
}

/**
 * One line's price and stock in the BOM table: two short lines that fit the fixed row height. A line
 * with something to tell opens the line's drawer, where the details are.
 */
export function DistributorPriceCell({ lineNo, price, onOpen }: DistributorPriceCellProps) {
  const { t } = useTranslation();
  const textsOf = usePriceTexts();
  if (!price || price.state === 'notAsked') {
    return (
      <Text span size="sm" c="dimmed">
        —
      </Text>
    );
  }
  if (price.state === 'searching') {
    return (
      <Group gap={6} wrap="nowrap" data-testid="line-price">
        <Loader size={12} color="gray" />
        <Text span size="xs" c="dimmed" style={ONE_LINE}>
          {t('bom.prices.searching')}
        </Text>
      </Group>
    );
  }
  const { main, detail } = textsOf(price);
  const text = detail ? `${main}, ${detail}` : main;
  const color =
    price.state === 'outOfStock'
      ? 'orange.8'
      : price.state === 'notFound' || price.state === 'failed'
        ? 'dimmed'
        : undefined;
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-label={`${t('bom.prices.details', { lineNo })}: ${text}`}
      title={text}
      data-testid="line-price"
      data-state={price.state}
      style={{ display: 'block', maxWidth: '100%', lineHeight: 1.25 }}
    >
      <Text
        span
        size="xs"
        fw={price.state === 'inStock' ? 500 : undefined}
        c={color}
        display="block"
        style={ONE_LINE}
      >
        {main}
      </Text>
      {detail && (
        <Text span size="xs" c="dimmed" display="block" style={ONE_LINE}>
          {detail}
        </Text>
      )}
    </UnstyledButton>
  );
}
