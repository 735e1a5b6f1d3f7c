import { Accordion, Alert, Card, Divider, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type BreakdownLine, type BreakdownResponse, offerKeys, offersApi } from '../../api/offers.api.ts';
import {
  formatDate,
  formatEuros,
  formatNumber,
  formatRate,
  formatShortDate,
  formatUnitPrice,
} from '../../components/format.ts';
import type { CellChoice } from './OfferMatrix.tsx';

const BLOCKS = ['board', 'components', 'assembly', 'leadTime', 'shipping', 'discount'] as const;
/** Blocks with this many lines or more start folded (a BOM can have hundreds). */
const FOLD_FROM = 6;

/** "€0.46 × 32" for a rate, "25 % of €46.28" for a percentage (its units are a base in cents). */
function useLineDetail() {
  const { t } = useTranslation();
  return (line: BreakdownLine): string => {
    if (line.rate === null || line.units === null) return '';
    if (line.block === 'leadTime' || line.code === 'board.material' || line.block === 'discount') {
      return t('offers.breakdown.percentOf', {
        percent: formatNumber(line.rate * 100),
        base: formatEuros(line.units),
      });
    }
    return t('offers.breakdown.rateTimes', {
      rate: formatRate(line.rate),
      units: formatNumber(line.units, 4),
    });
  };
}

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

function LinesTable({ lines }: { lines: BreakdownLine[] }) {
  const detailOf = useLineDetail();
  return (
    <Table verticalSpacing={4} fz="sm">
      <Table.Tbody>
        {lines.map((line, index) => (
          <Table.Tr key={`${line.code}-${line.lineNo ?? index}`}>
            <Table.Td>
              <Text size="sm">{line.label}</Text>
              {detailOf(line) && (
                <Text size="xs" c="dimmed">
                  {detailOf(line)}
                </Text>
              )}
              {line.source && <SourceLine source={line.source} />}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
              {formatEuros(line.amountCents)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Totals({ breakdown }: { breakdown: BreakdownResponse }) {
  const { t } = useTranslation();
  const row = (label: string, cents: number, strong = false) => (
    <Group justify="space-between">
      <Text fw={strong ? 700 : 500} size={strong ? 'md' : 'sm'}>
        {label}
      </Text>
      <Text fw={strong ? 700 : 500} size={strong ? 'md' : 'sm'}>
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

/** How the chosen cell's price is made up: each block with its lines and subtotal, VAT and the total. */
export function BreakdownPanel({ projectId, choice }: { projectId: string; choice: CellChoice }) {
  const { t } = useTranslation();
  const breakdown = useQuery({
    queryKey: offerKeys.breakdown(projectId, choice.quantity, choice.workingDays),
    queryFn: () => offersApi.breakdown(projectId, choice.quantity, choice.workingDays),
  });
  return (
    <Card withBorder radius="md" padding="lg" aria-live="polite">
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4">
            {t('offers.breakdown.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('offers.breakdown.for', { count: choice.quantity, days: choice.workingDays })}
            {breakdown.data?.deliveryDate
              ? ` · ${t('offers.readyOn', { date: formatDate(breakdown.data.deliveryDate) })}`
              : ''}
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
                      <LinesTable lines={lines} />
                    </Accordion.Panel>
                  </Accordion.Item>
                );
              })}
            </Accordion>
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
