import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BomSummary } from '../../api/bom.api.ts';
import { formatNumber } from '../../components/format.ts';

const FIGURES = [
  { key: 'lines', color: undefined },
  { key: 'uniqueParts', color: undefined },
  { key: 'placements', color: undefined },
  { key: 'smdPlacements', color: undefined },
  { key: 'thtPlacements', color: undefined },
  { key: 'dnpLines', color: 'gray' },
  { key: 'unknownLines', color: 'orange' },
  { key: 'warningLines', color: 'yellow.8' },
] as const;

/** The BOM's counts at a glance; THT also names its solder joints, which drive the assembly price. */
export function BomSummaryCards({ summary }: { summary: BomSummary }) {
  const { t } = useTranslation();
  return (
    // Columns by the room the grid itself has (the side menu takes part of the screen): eight only
    // where the longest labels ("Verschiedene Teile", "SMD-Bestückungen") still fit; labels may wrap.
    <SimpleGrid type="container" cols={{ base: 2, '480px': 4, '1280px': 8 }} spacing="sm">
      {FIGURES.map(({ key, color }) => (
        <Paper key={key} withBorder radius="md" p="sm" data-testid={`summary-${key}`}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t(`bom.summary.${key}`)}
          </Text>
          <Text
            size="xl"
            fw={700}
            c={summary[key] > 0 ? color : undefined}
            data-testid={`summary-${key}-value`}
          >
            {formatNumber(summary[key], 0)}
          </Text>
          {key === 'thtPlacements' && (
            <Text size="xs" c="dimmed">
              {t('bom.summary.thtJoints', { joints: summary.thtJoints })}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
