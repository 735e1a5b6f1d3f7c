import { Badge, Stack, Table, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OfferCell, OfferSetResponse } from '../../api/offers.api.ts';
import { formatDate, formatEuros } from '../../components/format.ts';
import classes from './OfferMatrix.module.css';

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

/**
 * Rows are quantities, columns lead times with the date the boards are ready; each cell shows the net
 * price and the price per board. Cells that cannot be ordered are greyed with the reason.
 */
export function OfferMatrix({ offers, chosen, onChoose }: OfferMatrixProps) {
  const { t } = useTranslation();
  const best = bestUnitPrice(offers.cells);
  const cellAt = (quantity: number, workingDays: number) =>
    offers.cells.find((cell) => cell.quantity === quantity && cell.workingDays === workingDays);
  const dateOf = (workingDays: number) =>
    offers.cells.find((cell) => cell.workingDays === workingDays)?.deliveryDate;

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table withTableBorder withColumnBorders verticalSpacing="xs" className={classes.matrix}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('offers.quantity')}</Table.Th>
            {offers.leadTimes.map((lead) => {
              const date = dateOf(lead.workingDays);
              return (
                <Table.Th key={lead.workingDays} scope="col">
                  <Text fw={600} size="sm">
                    {t('offers.leadTime', { days: lead.workingDays })}
                  </Text>
                  <Text size="xs" c="dimmed" fw={400}>
                    {date ? t('offers.readyOn', { date: formatDate(date) }) : t('offers.unavailable')}
                  </Text>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {offers.quantities.map((quantity) => (
            <Table.Tr key={quantity}>
              <Table.Th scope="row">{t('offers.pieces', { count: quantity })}</Table.Th>
              {offers.leadTimes.map(({ workingDays }) => {
                const cell = cellAt(quantity, workingDays);
                if (!cell) return <Table.Td key={workingDays} />;
                return (
                  <Table.Td key={workingDays} p={0}>
                    <PriceCell
                      cell={cell}
                      isChosen={sameCell(cell, chosen)}
                      isSelected={sameCell(cell, offers.selected)}
                      isBest={cell.available && cell.unitNetCents === best}
                      onChoose={() => onChoose({ quantity, workingDays })}
                    />
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface PriceCellProps {
  cell: OfferCell;
  isChosen: boolean;
  isSelected: boolean;
  isBest: boolean;
  onChoose: () => void;
}

function PriceCell({ cell, isChosen, isSelected, isBest, onChoose }: PriceCellProps) {
  const { t } = useTranslation();
  const price = formatEuros(cell.netCents);
  const unit = t('offers.perPiece', { price: formatEuros(cell.unitNetCents) });
  if (!cell.available) {
    return (
      <Tooltip label={cell.unavailableReason ?? t('offers.unavailable')} multiline w={260}>
        <div className={classes.unavailable}>
          <Text size="sm" c="dimmed">
            {t('offers.unavailable')}
          </Text>
          <VisuallyHidden>{cell.unavailableReason}</VisuallyHidden>
        </div>
      </Tooltip>
    );
  }
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
