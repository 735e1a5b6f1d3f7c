import { Badge, Button, Group } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BasketItem } from '../../api/basket.api.ts';
import { bomStatusText } from '../../components/bom-status-text.ts';
import { BOM_STEP, stepPath } from './basket-paths.ts';

/** The BOM's state: green when complete (or no BOM), amber with the lines still to check. */
export function BomStatusBadge({ item }: { item: BasketItem }) {
  const { t } = useTranslation();
  const text = bomStatusText(t, item.openBomLines);
  return (
    <Badge
      variant="light"
      color={item.bomStatus.bStatus ? 'teal' : 'yellow'}
      c={item.bomStatus.bStatus ? undefined : 'yellow.9'}
      h="auto"
      py={2}
      // Long texts ("Keine Stückliste (unbestückte Leiterplatten)") wrap instead of being cut off.
      styles={{ root: { textTransform: 'none' }, label: { whiteSpace: 'normal', overflow: 'visible' } }}
    >
      {text}
    </Badge>
  );
}

/** Opens the project's BOM step, where the open lines are checked; only for a project with a BOM. */
export function VerifyBomButton({ item }: { item: BasketItem }) {
  const { t } = useTranslation();
  if (item.openBomLines === null) return null;
  const isOpen = !item.bomStatus.bStatus;
  return (
    <Button
      component={Link}
      to={stepPath(item.projectId, BOM_STEP)}
      size="compact-xs"
      variant={isOpen ? 'default' : 'subtle'}
      color="gray"
      leftSection={<IconListCheck size={14} color={isOpen ? 'var(--mantine-color-yellow-8)' : undefined} />}
      aria-label={t('basket.verifyBomNamed', { name: item.name })}
    >
      {t('basket.verifyBom')}
    </Button>
  );
}

/** Badge and button together, as the table and the phone cards show them. */
export function BomStatus({ item }: { item: BasketItem }) {
  return (
    <Group gap={6} wrap="wrap" align="center">
      <BomStatusBadge item={item} />
      <VerifyBomButton item={item} />
    </Group>
  );
}
