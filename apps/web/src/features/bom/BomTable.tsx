import { ActionIcon, Badge, Box, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconPencil, IconSearch } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, memo, useDeferredValue, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BomLine } from '../../api/bom.api.ts';
import type { DistributorLinePrice } from '../../api/distributor-prices.api.ts';
import { BomStatusBadge } from './BomStatusBadge.tsx';
import { DistributorPriceCell } from './DistributorPriceCell.tsx';

const ROW_HEIGHT = 44;
const HEADER_HEIGHT = 40;
const COLUMNS = [
  'lineNo',
  'status',
  'designators',
  'quantity',
  'mpn',
  'prices',
  'manufacturer',
  'description',
  'package',
  'mountingStyle',
  'flags',
] as const;
// Wide enough that every column stays readable in English and German (headers may take two lines;
// their longest words, "MANUFACTURER", "BESCHREIBUNG", fit the minimums), and narrow enough to fit a
// 1440 px screen beside the side menu; narrower screens scroll sideways. minWidth is the sum of the
// fixed widths and minimums below, with the gaps and padding.
const GRID: CSSProperties = {
  display: 'grid',
  gridTemplateColumns:
    '40px 116px minmax(104px,1.2fr) 52px minmax(100px,1.4fr) 132px minmax(112px,1fr) minmax(108px,1.5fr) 92px 76px 86px 32px',
  alignItems: 'center',
  columnGap: 6,
  padding: '0 8px',
  minWidth: 1132,
};
const CELL: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };

type Filter = 'all' | 'unknown' | 'warning' | 'dnp';

function matchesFilter(line: BomLine, filter: Filter, needle: string): boolean {
  if (filter === 'dnp' && !line.dnp) return false;
  if ((filter === 'unknown' || filter === 'warning') && line.status !== filter) return false;
  if (!needle) return true;
  return [line.designators.join(' '), line.mpn, line.manufacturer, line.description, line.value, line.package]
    .filter(Boolean)
    .some((text) => text?.toLowerCase().includes(needle));
}

interface BomTableProps {
  lines: BomLine[];
  /** What the distributors said, by line number; empty until the first answer. */
  prices: ReadonlyMap<number, DistributorLinePrice>;
  canEdit: boolean;
  /** Opens the line's drawer: its form for editors, its price details for everyone. */
  onEdit: (line: BomLine) => void;
}

/**
 * The parsed BOM, one row per line. Only the rows in view exist in the page (a BOM may have 20,000
 * lines), so the row height is fixed and long texts are cut with their full text on hover.
 */
export function BomTable({ lines, prices, canEdit, onEdit }: BomTableProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const needle = useDeferredValue(search.trim().toLowerCase());
  const shown = useMemo(
    () => lines.filter((line) => matchesFilter(line, filter, needle)),
    [lines, filter, needle],
  );
  const scroller = useRef<HTMLDivElement>(null);
  const rows = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    scrollMargin: HEADER_HEIGHT,
    getItemKey: (index) => shown[index]?.lineNo ?? index,
  });

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          size="xs"
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
          data={(['all', 'unknown', 'warning', 'dnp'] as const).map((value) => ({
            value,
            label: t(`bom.table.filter.${value}`),
          }))}
        />
        <TextInput
          size="xs"
          leftSection={<IconSearch size={14} />}
          placeholder={t('bom.table.searchPlaceholder')}
          aria-label={t('bom.table.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', xs: 260 }}
        />
      </Group>
      {/* A real table laid out as a grid, so rows can be positioned one by one and still read as a table. */}
      <Box
        ref={scroller}
        style={{
          height: Math.min(600, HEADER_HEIGHT + Math.max(shown.length, 3) * ROW_HEIGHT + 2),
          maxHeight: '70vh',
          overflow: 'auto',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-md)',
        }}
      >
        <table
          aria-label={t('bom.table.label')}
          aria-rowcount={shown.length + 1}
          style={{ display: 'grid', minWidth: GRID.minWidth, borderCollapse: 'collapse' }}
        >
          <thead
            style={{
              display: 'grid',
              position: 'sticky',
              top: 0,
              zIndex: 1,
              background: 'var(--mantine-color-body)',
            }}
          >
            <tr
              aria-rowindex={1}
              style={{
                ...GRID,
                height: HEADER_HEIGHT,
                borderBottom: '1px solid var(--mantine-color-default-border)',
              }}
            >
              {COLUMNS.map((column) => (
                <th
                  key={column}
                  scope="col"
                  title={t(`bom.table.columns.${column}`)}
                  style={{ overflow: 'hidden', textAlign: 'left', padding: 0 }}
                >
                  <Text size="xs" fw={700} c="dimmed" tt="uppercase" lh={1.2} lineClamp={2}>
                    {t(`bom.table.columns.${column}`)}
                  </Text>
                </th>
              ))}
              <th scope="col" aria-label={t('bom.table.columns.actions')} />
            </tr>
          </thead>
          <tbody style={{ display: 'grid', height: rows.getTotalSize(), position: 'relative' }}>
            {rows.getVirtualItems().map((item) => {
              const line = shown[item.index];
              if (!line) return null;
              return (
                <BomRow
                  key={item.key}
                  line={line}
                  rowIndex={item.index + 2}
                  top={item.start - HEADER_HEIGHT}
                  price={prices.get(line.lineNo)}
                  canEdit={canEdit}
                  onEdit={onEdit}
                />
              );
            })}
          </tbody>
        </table>
        {shown.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            {t('bom.table.noLines')}
          </Text>
        )}
      </Box>
      <Text size="xs" c="dimmed">
        {t('bom.table.shown', { shown: shown.length, total: lines.length })}
      </Text>
    </Stack>
  );
}

interface BomRowProps {
  line: BomLine;
  rowIndex: number;
  top: number;
  price: DistributorLinePrice | undefined;
  canEdit: boolean;
  onEdit: (line: BomLine) => void;
}

/**
 * Memoised: scrolling re-renders the table, but a row already in view keeps its props and stays as is.
 * A refreshed price list keeps the objects of unchanged lines (TanStack Query shares them), so only the
 * rows whose price changed draw again.
 */
const BomRow = memo(function BomRow({ line, rowIndex, top, price, canEdit, onEdit }: BomRowProps) {
  const { t } = useTranslation();
  const designators = line.designators.join(', ');
  const description = [line.value, line.description].filter(Boolean).join(' · ');
  const text = (value: string | null, testId?: string) => (
    <td
      style={{
        ...CELL,
        fontSize: 'var(--mantine-font-size-sm)',
        color: line.dnp ? 'var(--mantine-color-dimmed)' : undefined,
      }}
      title={value ?? undefined}
      data-testid={testId}
    >
      {value || '—'}
    </td>
  );
  return (
    <tr
      aria-rowindex={rowIndex}
      data-testid={`bom-line-${line.lineNo}`}
      style={{
        ...GRID,
        position: 'absolute',
        top: 0,
        left: 0,
        width: '100%',
        height: ROW_HEIGHT,
        transform: `translateY(${top}px)`,
        borderBottom: '1px solid var(--mantine-color-default-border)',
      }}
    >
      {text(String(line.lineNo))}
      <td>
        <BomStatusBadge line={line} />
      </td>
      {text(designators, 'line-designators')}
      {text(String(line.quantity), 'line-quantity')}
      {text(line.mpn, 'line-mpn')}
      <td style={{ minWidth: 0 }}>
        <DistributorPriceCell lineNo={line.lineNo} price={price} onOpen={() => onEdit(line)} />
      </td>
      {text(line.manufacturer)}
      {text(description)}
      {text(line.package)}
      {text(line.mountingStyle ? t(`bom.mounting.${line.mountingStyle}`) : null)}
      <td>
        <Group gap={4} wrap="nowrap">
          {line.dnp && (
            <Badge size="xs" color="gray" variant="outline" title={t('bom.fields.dnp')}>
              {t('bom.table.dnpBadge')}
            </Badge>
          )}
          {line.customerSupplied && (
            <Badge size="xs" color="blue" variant="outline" title={t('bom.line.customerSupplied')}>
              {t('bom.table.suppliedBadge')}
            </Badge>
          )}
        </Group>
      </td>
      <td>
        {canEdit && (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('bom.table.editLine', { lineNo: line.lineNo })}
            onClick={() => onEdit(line)}
          >
            <IconPencil size={16} />
          </ActionIcon>
        )}
      </td>
    </tr>
  );
});
