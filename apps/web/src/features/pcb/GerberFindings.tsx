import type { GerberAnalysis } from '@boardhouse/shared/pcb/gerbers';
import { Alert, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMm, formatNumber, NBSP } from '../../components/format.ts';

/** What the analysis measured, as four small figures, and the warnings it raised. */
export function GerberFindings({ analysis }: { analysis: GerberAnalysis }) {
  const { t } = useTranslation();
  const unknown = t('pcb.gerber.notDetected');
  const figures = [
    {
      key: 'outline',
      value: analysis.outline
        ? `${formatNumber(analysis.outline.widthMm, 1)} × ${formatMm(analysis.outline.heightMm, 1)}`
        : unknown,
    },
    { key: 'copperLayers', value: analysis.copperLayers > 0 ? String(analysis.copperLayers) : unknown },
    {
      key: 'drill',
      value: analysis.drill
        ? t('pcb.gerber.drillValue', {
            holes: analysis.drill.holes,
            diameter: formatNumber(analysis.drill.minDiameterMm, 2),
          })
        : unknown,
    },
    {
      key: 'minTrace',
      value:
        analysis.minTraceMm === null
          ? unknown
          : `${formatMm(analysis.minTraceMm, 3)} (${formatNumber(analysis.minTraceMm / 0.0254, 1)}${NBSP}mil)`,
    },
  ];
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {figures.map((figure) => (
          <div key={figure.key}>
            <Text size="xs" c="dimmed">
              {t(`pcb.gerber.${figure.key}`)}
            </Text>
            <Text size="sm" fw={600}>
              {figure.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {analysis.warnings.length > 0 && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title={t('pcb.gerber.warnings')}>
          <List size="sm" spacing={2}>
            {analysis.warnings.map((warning) => (
              <List.Item key={warning}>{warning}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
