import { Card, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fact } from '../../components/fact.tsx';
import { formatShortDate } from '../../components/format.ts';
import { BasketRowActions } from './BasketRowActions.tsx';
import { type BasketListProps, OfferPrice, SELECTED_BACKGROUND } from './BasketTable.tsx';
import { BomStatus } from './BomStatusBadge.tsx';
import { OFFERS_STEP, stepPath } from './basket-paths.ts';

/** The basket on a phone: one card per project, nothing wider than the screen. */
export function BasketCards({
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
    <Stack gap="sm">
      {items.length > 0 && (
        <Checkbox
          label={t('basket.selectAll')}
          checked={selectedShown === items.length}
          indeterminate={selectedShown > 0 && selectedShown < items.length}
          onChange={onToggleAll}
        />
      )}
      {items.map((item) => (
        <Card
          key={item.projectId}
          withBorder
          radius="md"
          padding="sm"
          bg={selected.has(item.projectId) ? SELECTED_BACKGROUND : undefined}
        >
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
                <Checkbox
                  mt={3}
                  aria-label={t('basket.selectNamed', { name: item.name })}
                  checked={selected.has(item.projectId)}
                  onChange={() => onToggle(item.projectId)}
                />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text
                    component={Link}
                    to={stepPath(item.projectId, OFFERS_STEP)}
                    fw={500}
                    c="teal.8"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {item.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {item.projectId}
                  </Text>
                </Stack>
              </Group>
              <BasketRowActions item={item} isDuplicating={duplicatingId === item.projectId} {...actions} />
            </Group>
            <BomStatus item={item} />
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
              {fact(t('basket.columns.quantity'), t('offers.pieces', { count: item.quantity }))}
              {fact(t('basket.columns.leadTime'), t('offers.leadTime', { days: item.workingDays }))}
              {item.shipDate && fact(t('basket.columns.ships'), formatShortDate(item.shipDate))}
              {fact(
                t('basket.columns.delivery'),
                item.deliveryDate ? formatShortDate(item.deliveryDate) : '—',
              )}
              {fact(t('basket.columns.added'), formatShortDate(item.dateAddedToBasket))}
              {fact(t('basket.columns.created'), formatShortDate(item.dateCreated))}
            </SimpleGrid>
            <Group justify="space-between" align="flex-start">
              <Text size="sm" c="dimmed">
                {t('basket.columns.net')}
              </Text>
              <OfferPrice item={item} />
            </Group>
          </Stack>
        </Card>
      ))}
      {emptyText && (
        <Text c="dimmed" ta="center" py="md">
          {emptyText}
        </Text>
      )}
    </Stack>
  );
}
