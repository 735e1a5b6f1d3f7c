import type { PcbDimension } from '@boardhouse/shared/pcb/pcb-api';
import type { PcbField, PcbFinding, PcbSpec } from '@boardhouse/shared/pcb/pcb-spec';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PcbFormProvider, type PcbFormState } from './PcbFormContext.tsx';
import {
  AdvancedSection,
  BasicsSection,
  CopperSection,
  FinishSection,
  MaterialSection,
} from './PcbFormSections.tsx';
import { groupByField } from './pcb-findings.ts';

export interface PcbSpecFormProps {
  spec: PcbSpec;
  onChange: (spec: PcbSpec) => void;
  findings: readonly PcbFinding[];
  isReadOnly?: boolean;
  dimensions?: readonly PcbDimension[];
  options?: Readonly<Record<string, readonly (string | number)[]>>;
}

/** Changes that only make sense together: no bevel without gold fingers. */
function withDependents<F extends PcbField>(spec: PcbSpec, field: F, value: PcbSpec[F]): PcbSpec {
  const next = { ...spec, [field]: value };
  if (field === 'goldFingers' && value === false) next.goldFingerBevel = false;
  return next;
}

/**
 * Every option of the bare board, grouped as board houses do. Used by the wizard's PCB step and, with
 * the same sections, by the administrator's Pcb Default Data page (composed in app/router.tsx).
 */
export default function PcbSpecForm({
  spec,
  onChange,
  findings,
  isReadOnly = false,
  dimensions = [],
  options = {},
}: PcbSpecFormProps) {
  const byField = useMemo(() => groupByField(findings), [findings]);
  const state: PcbFormState = {
    spec,
    setField: (field, value) => onChange(withDependents(spec, field, value)),
    byField,
    isReadOnly,
    dimensions,
    options,
  };
  return (
    <PcbFormProvider value={state}>
      <Stack gap="md">
        <FormSection id="basics">
          <BasicsSection />
        </FormSection>
        <FormSection id="material">
          <MaterialSection />
        </FormSection>
        <FormSection id="copper">
          <CopperSection />
        </FormSection>
        <FormSection id="finish">
          <FinishSection />
        </FormSection>
        <FormSection id="advanced">
          <AdvancedSection />
        </FormSection>
      </Stack>
    </PcbFormProvider>
  );
}

function FormSection({ id, children }: { id: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby={`pcb-section-${id}`}
    >
      <Title order={2} size="h4" id={`pcb-section-${id}`}>
        {t(`pcb.section.${id}.title`)}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t(`pcb.section.${id}.hint`)}
      </Text>
      {children}
    </Paper>
  );
}
