import { Badge, Group, Loader, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DistributorPricesResponse } from '../../api/distributor-prices.api.ts';

/**
 * One calm line above the BOM table: whether the distributors are still being asked, and that the
 * answers are examples when they come from the local simulator. It keeps its height when asking ends,
 * so the table below does not jump. Nothing when this server asks no distributor.
 */
export function DistributorPricesNotice({ prices }: { prices: DistributorPricesResponse | undefined }) {
  const { t } = useTranslation();
  if (!prices?.enabled) return null;
  return (
    <Group gap="xs" wrap="wrap" mih={26} aria-live="polite" data-testid="distributor-prices-notice">
      {prices.pending ? (
        <Group gap={8} wrap="nowrap">
          <Loader size={14} color="gray" />
          <Text size="sm" c="dimmed">
            {t('bom.prices.pending')}
          </Text>
        </Group>
      ) : (
        <Group gap={6} wrap="nowrap">
          <IconCircleCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden />
          <Text size="sm" c="dimmed">
            {t('bom.prices.answered')}
          </Text>
        </Group>
      )}
      {prices.simulated && (
        <Text component="div" size="sm" c="dimmed">
          <Badge color="grape" variant="light" size="sm" mr={6}>
            {t('bom.prices.simulated')}
          </Badge>
          {t('bom.prices.simulatedText')}
        </Text>
      )}
    </Group>
  );
}
