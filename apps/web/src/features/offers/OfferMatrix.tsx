import { Badge, Group, Popover, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarX, IconInfoCircle, IconTruckDelivery } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferCell, OfferSetResponse } from '../../api/offers.api.ts';
import { formatEuros, formatNumber } from '../../components/format.ts';
import { useServerText } from '../../i18n/server-text.ts';
import classes from './OfferMatrix.module.css';
import { formatDay, formatLongDay, formatShortDay, rowSameTotal } from './price-units.ts';

export interface CellChoice {
  quantity: number;
  workingDays: number;
}

interface OfferMatrixProps {
  offers: OfferSetResponse;
  chosen: CellChoice | null;
  onChoose: (choice: CellChoice) => void;
}

const sameCell = (cell: CellChoice, other: CellChoice | null) =>
  other !== null && cell.quantity === other.quantity && cell.workingDays === other.workingDays;

/** The lowest unit price among the cells that can be ordered: the one the matrix points out. */
export function bestUnitPrice(cells: readonly OfferCell[]): number | null {
  const available = cells.filter((cell) => cell.available);
  return available.length > 0 ? Math.min(...available.map((cell) => cell.unitNetCents)) : null;
}

/** The day a lead time's boards are ready: its first cell that can be ordered (old offers: their only date). */
function readyDateOf(cells: readonly OfferCell[], workingDays: number): string | null {
  const column = cells.filter((cell) => cell.workingDays === workingDays);
  const cell = column.find((entry) => entry.available && (entry.shipDate ?? entry.deliveryDate)) ?? column[0];
  return cell ? (cell.shipDate ?? cell.deliveryDate ?? null) : null;
}

/**
 * Rows are quantities, columns lead times with the day the boards are ready (they leave the house);
 * each cell shows the net price, the price per board and the day the parcel arrives, and points out
 * a larger quantity that costs the same. Cells that cannot be ordered say why.
 */
export function OfferMatrix({ offers, chosen, onChoose }: OfferMatrixProps) {
  const { t } = useTranslation();
  const netNoteId = useId();
  const best = bestUnitPrice(offers.cells);
  const cellAt = (quantity: number, workingDays: number) =>
    offers.cells.find((cell) => cell.quantity === quantity && cell.workingDays === workingDays);
  const readyDates = new Map(
    offers.leadTimes.map(({ workingDays }) => [workingDays, readyDateOf(offers.cells, workingDays)]),
  );

  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table
          withTableBorder
          withColumnBorders
          verticalSpacing="xs"
          className={classes.matrix}
          aria-describedby={netNoteId}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" className={classes.quantity}>
                {t('offers.quantity')}
              </Table.Th>
              {offers.leadTimes.map((lead) => {
                const date = readyDates.get(lead.workingDays);
                return (
                  <Table.Th key={lead.workingDays} scope="col">
                    <Text fw={600} size="sm">
                      {t('offers.leadTime', { days: lead.workingDays })}
                    </Text>
                    <Text size="xs" c="dimmed" fw={400}>
                      {date ? t('offers.readyOn', { date: formatLongDay(date) }) : t('offers.unavailable')}
                    </Text>
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {offers.quantities.map((quantity) => (
              <Table.Tr key={quantity}>
                <Table.Th scope="row" className={classes.quantity}>
                  {t('offers.pieces', { count: quantity })}
                  {/* Said to screen readers by each cell; the heading's name stays the quantity. */}
                  {rowSameTotal(offers.cells, quantity) !== null && (
                    <Text
                      size="xs"
                      fw={600}
                      c="teal.9"
                      className={classes.sameTotal}
                      aria-hidden
                      data-testid="row-same-total"
                    >
                      {t('offers.sameTotal', {
                        quantity: formatNumber(rowSameTotal(offers.cells, quantity) ?? 0, 0),
                      })}
                    </Text>
                  )}
                </Table.Th>
                {offers.leadTimes.map(({ workingDays }) => {
                  const cell = cellAt(quantity, workingDays);
                  if (!cell) return <Table.Td key={workingDays} />;
                  return (
                    <Table.Td key={workingDays} p={0} className={classes.slot}>
                      {cell.available ? (
                        <PriceCell
                          cell={cell}
                          columnReady={readyDates.get(workingDays) ?? null}
                          isChosen={sameCell(cell, chosen)}
                          isSelected={sameCell(cell, offers.selected)}
                          isBest={cell.unitNetCents === best}
                          isSameTotalInRow={rowSameTotal(offers.cells, quantity) !== null}
                          onChoose={() => onChoose({ quantity, workingDays })}
                        />
                      ) : (
                        <UnavailableCell cell={cell} />
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {/* The cells show net prices (VAT comes in the breakdown): said so, or a reader may take them for totals. */}
      <Text id={netNoteId} size="xs" c="dimmed" mt={6}>
        {t('offers.exclVat')}
      </Text>
      <OfferMatrixLegend offers={offers} />
    </>
  );
}

/** What the matrix's marks mean: the truck's day is the delivery, the heading's the day the boards are ready. */
function OfferMatrixLegend({ offers }: { offers: OfferSetResponse }) {
  const { t } = useTranslation();
  if (!offers.cells.some((cell) => cell.shipDate && cell.deliveryDate)) return null;
  return (
    <Text size="xs" c="dimmed" className={classes.legend} mt={6}>
      <IconTruckDelivery size={14} aria-hidden className={classes.deliveryIcon} />
      {t('offers.cell.legend')}
    </Text>
  );
}

/**
 * A cell that cannot be ordered: a short reason by its code (capacity in its own colour), and the
 * server's sentence (in the reader's language) on hover, on focus and on a tap (phones have no hover).
 */
function UnavailableCell({ cell }: { cell: OfferCell }) {
  const { t } = useTranslation();
  const [isOpen, { open, close }] = useDisclosure(false);
  const code = cell.unavailableCode ?? null;
  const short = code ? t(`offers.unavailableCode.${code}`) : t('offers.unavailable');
  const textOf = useServerText();
  const reason = textOf(cell.unavailableText, cell.unavailableReason ?? t('offers.unavailable'));
  return (
    <Popover opened={isOpen} onChange={(next) => (next ? open() : close())} width={260} withArrow shadow="md">
      <Popover.Target>
        <UnstyledButton
          className={classes.unavailable}
          data-code={code ?? undefined}
          aria-expanded={isOpen}
          // A tap opens (phones have no hover); a click after hovering keeps it open.
          onClick={open}
          onMouseEnter={open}
          onMouseLeave={close}
          onBlur={close}
        >
          <VisuallyHidden>{`${t('offers.pieces', { count: cell.quantity })}, ${t('offers.leadTime', { days: cell.workingDays })}: `}</VisuallyHidden>
          <Group gap={4} wrap="nowrap" align="flex-start">
            {code === 'CAPACITY' ? (
              <IconCalendarX size={14} className={classes.unavailableIcon} aria-hidden />
            ) : (
              <IconInfoCircle size={14} className={classes.unavailableIcon} aria-hidden />
            )}
            <Text size="xs" className={classes.unavailableLabel}>
              {short}
            </Text>
          </Group>
          <VisuallyHidden>{`. ${reason}`}</VisuallyHidden>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" data-testid="unavailable-reason">
          {reason}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}

interface PriceCellProps {
  cell: OfferCell;
  /** The day the column's boards are ready; a cell that ships another day says its own. */
  columnReady: string | null;
  isChosen: boolean;
  isSelected: boolean;
  isBest: boolean;
  /** The row's heading already names the quantity that costs the same. */
  isSameTotalInRow: boolean;
  onChoose: () => void;
}

function PriceCell({
  cell,
  columnReady,
  isChosen,
  isSelected,
  isBest,
  isSameTotalInRow,
  onChoose,
}: PriceCellProps) {
  const { t } = useTranslation();
  const price = formatEuros(cell.netCents);
  const unit = t('offers.perPiece', { price: formatEuros(cell.unitNetCents) });
  // Offers from before ship dates know one date, shown in the column's heading.
  const hasBothDates = Boolean(cell.shipDate);
  return (
    <UnstyledButton
      className={classes.cell}
      data-chosen={isChosen || undefined}
      data-best={isBest || undefined}
      aria-pressed={isChosen}
      onClick={onChoose}
    >
      {/* The name is the visible text, led by the row and column it sits in for screen readers. */}
      <VisuallyHidden>{`${t('offers.pieces', { count: cell.quantity })}, ${t('offers.leadTime', { days: cell.workingDays })}: `}</VisuallyHidden>
      <Stack gap={2} align="flex-start">
        <Text fw={600} size="sm">
          {price}
        </Text>
        <Text size="xs" c="dimmed">
          {unit}
        </Text>
        {hasBothDates && cell.shipDate && cell.shipDate !== columnReady && (
          <Text size="xs" c="dimmed">
            {t('offers.cell.ready', { date: formatDay(cell.shipDate) })}
          </Text>
        )}
        {hasBothDates && cell.deliveryDate && (
          <Text size="xs" c="dimmed" className={classes.delivery} data-testid="cell-delivery">
            <IconTruckDelivery size={14} aria-hidden className={classes.deliveryIcon} />
            <VisuallyHidden>{t('offers.cell.delivered', { date: '' })}</VisuallyHidden>
            {formatShortDay(cell.deliveryDate)}
          </Text>
        )}
        {cell.sameTotalQuantity ? (
          isSameTotalInRow ? (
            <VisuallyHidden>
              {t('offers.sameTotal', { quantity: formatNumber(cell.sameTotalQuantity, 0) })}
            </VisuallyHidden>
          ) : (
            <Text size="xs" fw={600} c="teal.9" className={classes.sameTotal}>
              {t('offers.sameTotal', { quantity: formatNumber(cell.sameTotalQuantity, 0) })}
            </Text>
          )
        ) : null}
        {isSelected && (
          <Text size="xs" fw={600} c="blue.8">
            {t('offers.inBasket')}
          </Text>
        )}
        {cell.onRequest && (
          <Badge size="xs" variant="light" color="orange">
            {t('offers.onRequest')}
          </Badge>
        )}
        {isBest && (
          <Text size="xs" fw={600} c="teal.9">
            {t('offers.bestUnit')}
          </Text>
        )}
      </Stack>
    </UnstyledButton>
  );
}
