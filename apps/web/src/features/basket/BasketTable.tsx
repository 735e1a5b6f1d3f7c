import { Badge, Checkbox, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BasketItem } from '../../api/basket.api.ts';
import { formatEuros, formatShortDate } from '../../components/format.ts';
import { BasketRowActions, type BasketRowActionsProps } from './BasketRowActions.tsx';
import { BomStatusBadge, VerifyBomButton } from './BomStatusBadge.tsx';
import { OFFERS_STEP, stepPath } from './basket-paths.ts';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
/** A selected row or card: a tint light enough for the badges on it to keep their colours. */
export const SELECTED_BACKGROUND = 'var(--mantine-color-teal-0)';

export interface BasketListProps extends Omit<BasketRowActionsProps, 'item' | 'isDuplicating'> {
  items: BasketItem[];
  selected: ReadonlySet<string>;
  duplicatingId: string | null;
  onToggle: (projectId: string) => void;
  onToggleAll: () => void;
  /** Shown as the only row when no item matches the search. */
  emptyText: string | null;
}

/** The basket as a table (wider windows): selection, project, dates, BOM, offer and its actions. */
export function BasketTable({
  items,
  selected,
  duplicatingId,
  onToggle,
  onToggleAll,
  emptyText,
  ...actions
}: BasketListProps) {
  const { t } = useTranslation();
  const selectedShown = items.filter((item) => selected.has(item.projectId)).length;
  return (
    <Table.ScrollContainer minWidth={920}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('basket.selectAll')}
                checked={items.length > 0 && selectedShown === items.length}
                indeterminate={selectedShown > 0 && selectedShown < items.length}
                disabled={items.length === 0}
                onChange={onToggleAll}
              />
            </Table.Th>
            <Table.Th>{t('basket.columns.project')}</Table.Th>
            <Table.Th>{t('basket.columns.created')}</Table.Th>
            <Table.Th>{t('basket.columns.added')}</Table.Th>
            <Table.Th miw={200}>{t('basket.columns.bom')}</Table.Th>
            <Table.Th ta="right">{t('basket.columns.quantity')}</Table.Th>
            <Table.Th>{t('basket.columns.delivery')}</Table.Th>
            <Table.Th ta="right" miw={120}>
              {t('basket.columns.net')}
            </Table.Th>
            <Table.Th aria-label={t('basket.columns.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr
              key={item.projectId}
              bg={selected.has(item.projectId) ? SELECTED_BACKGROUND : undefined}
            >
              <Table.Td>
                <Checkbox
                  aria-label={t('basket.selectNamed', { name: item.name })}
                  checked={selected.has(item.projectId)}
                  onChange={() => onToggle(item.projectId)}
                />
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text component={Link} to={stepPath(item.projectId, OFFERS_STEP)} fw={500} c="teal.8">
                    {item.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {item.projectId}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td style={NO_WRAP}>{formatShortDate(item.dateCreated)}</Table.Td>
              <Table.Td style={NO_WRAP}>{formatShortDate(item.dateAddedToBasket)}</Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <BomStatusBadge item={item} />
                  <VerifyBomButton item={item} />
                </Stack>
              </Table.Td>
              <Table.Td ta="right">{item.quantity}</Table.Td>
              <Table.Td style={NO_WRAP}>
                <Text size="sm">{item.deliveryDate ? formatShortDate(item.deliveryDate) : '—'}</Text>
                {item.shipDate && (
                  <Text size="xs" c="dimmed">
                    {t('offers.dates.shipsOn', { date: formatShortDate(item.shipDate) })}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {t('offers.leadTime', { days: item.workingDays })}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <OfferPrice item={item} />
              </Table.Td>
              <Table.Td>
                <BasketRowActions item={item} isDuplicating={duplicatingId === item.projectId} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
          {emptyText && (
            <Table.Tr>
              <Table.Td colSpan={9}>
                <Text c="dimmed" ta="center" py="md">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The net price, or, for an expired offer, the old price struck through, why it can no longer be
 * ordered and a link to choose it again on the Offers step.
 */
export function OfferPrice({ item }: { item: BasketItem }) {
  const { t } = useTranslation();
  if (!item.expired) {
    return (
      <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
        {formatEuros(item.netCents)}
      </Text>
    );
  }
  return (
    <Stack gap={2} align="flex-end">
      <Text td="line-through" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatEuros(item.netCents)}
      </Text>
      <Badge
        color="red"
        variant="light"
        styles={{ root: { textTransform: 'none', flexShrink: 0 }, label: { overflow: 'visible' } }}
      >
        {t('basket.expired')}
      </Badge>
      {item.expiredReason && (
        <Text size="xs" c="dimmed" ta="right" maw={180}>
          {t(`basket.expiredReasons.${item.expiredReason}`)}
        </Text>
      )}
      <Text component={Link} to={stepPath(item.projectId, OFFERS_STEP)} size="xs" c="teal.8">
        {t('basket.chooseAgain')}
      </Text>
    </Stack>
  );
}
