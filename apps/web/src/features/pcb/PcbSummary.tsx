import type { PcbFinding, PcbSpec } from '@boardhouse/shared/pcb/pcb-spec';
import { Badge, Divider, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMm, formatNumber } from '../../components/format.ts';
import { formatValue } from './PcbFields.tsx';
import { countErrors } from './pcb-findings.ts';

interface PcbSummaryProps {
  spec: PcbSpec;
  findings: readonly PcbFinding[];
  isChecking: boolean;
  isDirty: boolean;
  /** Buttons under the summary (save, next), so they stay in reach on a long form. */
  actions?: ReactNode;
}

/** The main choices at a glance and every finding of the check, errors first. */
export function PcbSummary({ spec, findings, isChecking, isDirty, actions }: PcbSummaryProps) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('pcb.summary.size'), `${formatNumber(spec.widthMm)} × ${formatMm(spec.heightMm)}`],
    [t('pcb.field.quantity.label'), String(spec.quantity)],
    [t('pcb.field.layers.label'), String(spec.layers)],
    [
      t('pcb.field.material.label'),
      `${t(`pcb.option.material.${spec.material}`)}, ${formatValue('thicknessMm', spec.thicknessMm)}`,
    ],
    [t('pcb.field.surfaceFinish.label'), t(`pcb.option.surfaceFinish.${spec.surfaceFinish}`)],
    [
      t('pcb.summary.colours'),
      `${t(`pcb.option.colour.${spec.solderMaskColor}`)} / ${t(`pcb.option.colour.${spec.silkscreenColor}`)}`,
    ],
    [
      t('pcb.summary.rules'),
      `${formatValue('minTrackSpacingMil', spec.minTrackSpacingMil)}, ⌀ ${formatValue('minDrillMm', spec.minDrillMm)}`,
    ],
  ];
  if (spec.boardType === 'panel')
    rows.splice(1, 0, [t('pcb.summary.panel'), `${spec.panelX} × ${spec.panelY}`]);
  return (
    <Paper withBorder radius="md" p="md" component="aside" aria-labelledby="pcb-summary-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} id="pcb-summary-title">
            {t('pcb.summary.title')}
          </Text>
          {isDirty && (
            <Badge color="yellow" variant="light">
              {t('pcb.summary.unsaved')}
            </Badge>
          )}
        </Group>
        <Stack gap={4} component="dl" m={0}>
          {rows.map(([label, value]) => (
            <Group key={label} justify="space-between" gap="xs" wrap="nowrap" align="baseline">
              <Text size="sm" c="dimmed" component="dt" style={{ flexShrink: 0 }}>
                {label}
              </Text>
              <Text size="sm" fw={500} ta="right" component="dd" m={0}>
                {value}
              </Text>
            </Group>
          ))}
        </Stack>
        <Divider />
        <FindingsList findings={findings} isChecking={isChecking} />
        {actions}
      </Stack>
    </Paper>
  );
}

function FindingsList({ findings, isChecking }: { findings: readonly PcbFinding[]; isChecking: boolean }) {
  const { t } = useTranslation();
  const errors = countErrors(findings);
  const status =
    errors > 0
      ? { color: 'red', Icon: IconAlertCircle, text: t('pcb.summary.blocked', { count: errors }) }
      : findings.length > 0
        ? { color: 'yellow', Icon: IconAlertTriangle, text: t('pcb.summary.review') }
        : { color: 'teal', Icon: IconCircleCheck, text: t('pcb.summary.ok') };
  return (
    <Stack gap={6} aria-live="polite" data-testid="pcb-findings">
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon color={status.color} variant="light" size="sm" radius="xl">
          <status.Icon size={14} />
        </ThemeIcon>
        <Text size="sm" fw={600} style={{ flex: 1 }}>
          {status.text}
        </Text>
        {isChecking && <Loader size={14} role="status" aria-label={t('pcb.summary.checking')} />}
      </Group>
      {findings.map((finding) => (
        <Group key={`${finding.field}-${finding.code}`} gap={6} wrap="nowrap" align="flex-start">
          <Badge
            size="xs"
            color={finding.severity === 'error' ? 'red' : 'yellow'}
            variant="light"
            style={{ flexShrink: 0 }}
          >
            {t(`pcb.severity.${finding.severity}`)}
          </Badge>
          <Text size="xs">
            <Text span fw={600} size="xs">
              {t(`pcb.field.${finding.field}.label`, { defaultValue: finding.field })}:
            </Text>{' '}
            {t(`pcb.finding.${finding.code}`, { defaultValue: finding.message, ...finding.params })}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
