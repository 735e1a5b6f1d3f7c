import { Accordion, Alert, Card, Divider, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconGift } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type BreakdownLine, type BreakdownResponse, offerKeys, offersApi } from '../../api/offers.api.ts';
import { isAdminSession, useSession } from '../../api/session.store.ts';
import { formatEuros, formatNumber, formatShortDate, formatUnitPrice } from '../../components/format.ts';
import { useServerText } from '../../i18n/server-text.ts';
import type { CellChoice } from './OfferMatrix.tsx';
import { describeLine, describeMargin, describeStock, formatWeekday } from './price-units.ts';

const BLOCKS = ['board', 'components', 'assembly', 'leadTime', 'volume', 'shipping', 'discount'] as const;
/** Blocks with this many lines or more start folded (a BOM can have hundreds). */
const FOLD_FROM = 6;

/**
 * Administrators only (the server sends `source` to them alone): the distributor offer a component line
 * was priced from, "Mouser 595-LM358DR · €0.052 at 100+ · 1,200 in stock · fetched 20 Nov 2026".
 */
function SourceLine({ source }: { source: NonNullable<BreakdownLine['source']> }) {
  const { t } = useTranslation();
  const text = t('admin.distributorOffers.source', {
    distributor: source.distributor,
    sku: source.sku,
    price: formatUnitPrice(source.unitPrice, source.currency),
    quantity: formatNumber(source.breakQuantity, 0),
    stock: formatNumber(source.stock, 0),
    date: formatShortDate(source.fetchedAt),
  });
  return (
    <Text size="xs" c="dimmed" data-testid="breakdown-source">
      {source.simulated ? `${text} · ${t('admin.distributorOffers.simulated')}` : text}
    </Text>
  );
}

function LinesTable({ lines, isStaff }: { lines: BreakdownLine[]; isStaff: boolean }) {
  const { t } = useTranslation();
  const say = useServerText();
  return (
    <Table verticalSpacing={4} fz="sm">
      <Table.Tbody>
        {lines.map((line, index) => {
          const detail = describeLine(line, t);
          const stock = isStaff ? describeStock(line, t) : null;
          return (
            <Table.Tr key={`${line.code}-${line.lineNo ?? index}`}>
              <Table.Td>
                <Text size="sm">{say(line.text, line.label)}</Text>
                {detail && (
                  <Text size="xs" c="dimmed" data-testid="breakdown-detail">
                    {detail}
                  </Text>
                )}
                {stock && (
                  <Text size="xs" c="dimmed" data-testid="breakdown-stock">
                    {stock}
                  </Text>
                )}
                {line.source && <SourceLine source={line.source} />}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                {formatEuros(line.amountCents)}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

function Totals({ breakdown }: { breakdown: BreakdownResponse }) {
  const { t } = useTranslation();
  const row = (label: string, cents: number, strong = false) => (
    // The amount keeps to the right on its own line; a long label (the VAT's reason) wraps beside it.
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
      <Text fw={strong ? 700 : 500} size={strong ? 'md' : 'sm'} style={{ flex: 1, minWidth: 0 }}>
        {label}
      </Text>
      <Text fw={strong ? 700 : 500} size={strong ? 'md' : 'sm'} style={{ whiteSpace: 'nowrap' }}>
        {formatEuros(cents)}
      </Text>
    </Group>
  );
  return (
    <Stack gap={6}>
      {row(t('offers.breakdown.net'), breakdown.netCents)}
      {row(
        `${t('offers.breakdown.vat', { rate: formatNumber(breakdown.vat.ratePercent) })} · ${t(`offers.vatReason.${breakdown.vat.reason}`)}`,
        breakdown.vat.amountCents,
      )}
      <Divider />
      {row(t('offers.breakdown.total'), breakdown.totalCents, true)}
    </Stack>
  );
}

/**
 * When and how the boards are made: the production mode, the day they ship and the day they arrive
 * (the ship date plus the parcel's transit). A breakdown from before ship dates has one date: delivery.
 */
function OfferFacts({ breakdown }: { breakdown: BreakdownResponse }) {
  const { t } = useTranslation();
  const row = (label: string, value: string, note?: string) => (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Stack gap={0} align="flex-end">
        <Text size="sm" fw={500} ta="right">
          {value}
        </Text>
        {note && (
          <Text size="xs" c="dimmed" ta="right">
            {note}
          </Text>
        )}
      </Stack>
    </Group>
  );
  const { productionMode, shipDate, deliveryDate, transitWorkingDays } = breakdown;
  return (
    <Stack gap={6} data-testid="breakdown-dates">
      {productionMode && row(t('offers.mode.label'), t(`offers.mode.${productionMode}`))}
      {shipDate && row(t('offers.dates.shipsLabel'), formatWeekday(shipDate))}
      {row(
        t('offers.dates.deliveredLabel'),
        deliveryDate ? formatWeekday(deliveryDate) : t('orders.offer.noDeliveryDate'),
        shipDate && deliveryDate && typeof transitWorkingDays === 'number'
          ? t('offers.dates.transit', { count: transitWorkingDays })
          : undefined,
      )}
    </Stack>
  );
}

/** Staff: the margin band each block was priced with. */
function Margins({ margins }: { margins: NonNullable<BreakdownResponse['margins']> }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} data-testid="breakdown-margins">
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        {t('admin.offerBreakdown.margins')}
      </Text>
      {margins.map((margin) => (
        <Text key={margin.block} size="xs" c="dimmed">
          {describeMargin(margin, t)}
        </Text>
      ))}
    </Stack>
  );
}

/** How the chosen cell's price is made up: each block with its lines and subtotal, VAT and the total. */
export function BreakdownPanel({ projectId, choice }: { projectId: string; choice: CellChoice }) {
  const { t } = useTranslation();
  const isStaff = isAdminSession(useSession());
  const breakdown = useQuery({
    queryKey: offerKeys.breakdown(projectId, choice.quantity, choice.workingDays),
    queryFn: () => offersApi.breakdown(projectId, choice.quantity, choice.workingDays),
  });
  const sameTotal = breakdown.data?.sameTotalQuantity;
  return (
    <Card withBorder radius="md" padding="lg" aria-live="polite">
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4">
            {t('offers.breakdown.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('offers.breakdown.for', { count: choice.quantity, days: choice.workingDays })}
          </Text>
        </div>
        {breakdown.error ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {t('offers.breakdown.failed')}
          </Alert>
        ) : !breakdown.data ? (
          <Stack gap="xs">
            <Skeleton height={18} />
            <Skeleton height={18} />
            <Skeleton height={18} width="70%" />
          </Stack>
        ) : (
          <>
            <OfferFacts breakdown={breakdown.data} />
            {sameTotal ? (
              <Alert
                color="teal"
                variant="light"
                p="xs"
                icon={<IconGift size={18} />}
                title={t('offers.sameTotal', { quantity: formatNumber(sameTotal, 0) })}
              >
                <Text size="xs">{t('offers.sameTotalText', { quantity: formatNumber(sameTotal, 0) })}</Text>
              </Alert>
            ) : null}
            <Accordion
              // A block that appears (a discount) opens: the accordion starts again with its blocks.
              key={BLOCKS.filter((block) => breakdown.data.lines.some((line) => line.block === block)).join()}
              multiple
              variant="separated"
              defaultValue={openBlocks(breakdown.data)}
            >
              {BLOCKS.map((block) => {
                const lines = breakdown.data.lines.filter((line) => line.block === block);
                if (lines.length === 0) return null;
                const subtotal = lines.reduce((sum, line) => sum + line.amountCents, 0);
                return (
                  <Accordion.Item key={block} value={block}>
                    <Accordion.Control>
                      <Group justify="space-between" pr="sm">
                        <Text fw={600} size="sm">
                          {t(`offers.blocks.${block}`)}
                          {lines.length >= FOLD_FROM ? (
                            <Text span c="dimmed" size="xs" ml={6}>
                              {t('offers.breakdown.lines', { count: lines.length })}
                            </Text>
                          ) : null}
                        </Text>
                        <Text fw={600} size="sm">
                          {formatEuros(subtotal)}
                        </Text>
                      </Group>
                    </Accordion.Control>
                    <Accordion.Panel>
                      <LinesTable lines={lines} isStaff={isStaff} />
                    </Accordion.Panel>
                  </Accordion.Item>
                );
              })}
            </Accordion>
            {breakdown.data.margins && breakdown.data.margins.length > 0 && (
              <Margins margins={breakdown.data.margins} />
            )}
            <Totals breakdown={breakdown.data} />
          </>
        )}
      </Stack>
    </Card>
  );
}

function openBlocks(breakdown: BreakdownResponse): string[] {
  return BLOCKS.filter((block) => {
    const count = breakdown.lines.filter((line) => line.block === block).length;
    return count > 0 && count < FOLD_FROM;
  });
}
