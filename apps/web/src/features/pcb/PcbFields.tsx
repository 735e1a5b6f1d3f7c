import { PCB_PARAMETERS } from '@boardhouse/shared/pcb/parameters';
import type { PcbField, PcbFinding, PcbSpec } from '@boardhouse/shared/pcb/pcb-spec';
import { Group, SegmentedControl, Select, Stack, Switch, Text } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, NBSP } from '../../components/format.ts';
import { LocaleNumberInput } from '../../components/LocaleNumberInput.tsx';
import { usePcbForm } from './PcbFormContext.tsx';

/** Fields by value type, so a select of numbers never writes a string into the spec. */
type NumberField = { [F in PcbField]: PcbSpec[F] extends number ? F : never }[PcbField];
type TextField = { [F in PcbField]: PcbSpec[F] extends string ? F : never }[PcbField];
type FlagField = { [F in PcbField]: PcbSpec[F] extends boolean ? F : never }[PcbField];

const UNIT_OF = new Map(PCB_PARAMETERS.map((parameter) => [parameter.field, parameter.unit]));
const OPTIONS_OF = new Map(PCB_PARAMETERS.map((parameter) => [parameter.field, parameter.options ?? []]));

/** Fields whose choices are words, and the i18n group that names them (two colour fields share one list). */
const OPTION_GROUP: Partial<Record<PcbField, string>> = {
  boardType: 'boardType',
  panelSeparation: 'panelSeparation',
  material: 'material',
  surfaceFinish: 'surfaceFinish',
  solderMaskColor: 'colour',
  silkscreenColor: 'colour',
  solderMaskSides: 'sides',
  silkscreenSides: 'sides',
  viaTreatment: 'viaTreatment',
};

/** The i18n group of a word-valued field's choices ("colour", "sides" …). */
export const optionGroupOf = (field: PcbField) => OPTION_GROUP[field] ?? field;

/**
 * "1.6 mm" ("1,6 mm" in German), "2 oz", "6 mil": units are the same in every language, numbers are not.
 * A no-break space keeps the number and its unit on one line.
 */
export function formatValue(field: PcbField, value: string | number): string {
  const unit = UNIT_OF.get(field);
  const shown = typeof value === 'number' ? formatNumber(value, 3) : value;
  return unit && unit !== 'pcs' ? `${shown}${NBSP}${unit}` : shown;
}

/** The label and help text of a field, and the input props every field shares. */
function useFieldText(field: PcbField) {
  const { t } = useTranslation();
  const { byField, isReadOnly } = usePcbForm();
  const findings = byField.get(field);
  return {
    label: t(`pcb.field.${field}.label`),
    description: t(`pcb.field.${field}.help`),
    findings,
    disabled: isReadOnly,
    // Red frame for an error; the words themselves go below the field, warnings included.
    error: findings?.severity === 'error' ? true : undefined,
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as (
      | 'label'
      | 'input'
      | 'description'
      | 'error'
    )[],
  };
}

/** The allowed values of a list field: the server's list when it sent one, else the shared one. */
function useChoices(field: PcbField): readonly (string | number)[] {
  const { options } = usePcbForm();
  return options[field] ?? OPTIONS_OF.get(field) ?? [];
}

export function SelectField({ field, disabled }: { field: NumberField | TextField; disabled?: boolean }) {
  const { t } = useTranslation();
  const { spec, setField } = usePcbForm();
  const { findings, ...text } = useFieldText(field);
  const choices = useChoices(field);
  const isNumeric = typeof spec[field] === 'number';
  const data = choices.map((value) => ({
    value: String(value),
    label: isNumeric ? formatValue(field, value) : t(`pcb.option.${optionGroupOf(field)}.${value}`),
  }));
  return (
    <Stack gap={4}>
      <Select
        {...text}
        disabled={text.disabled || disabled}
        data={data}
        value={String(spec[field])}
        allowDeselect={false}
        checkIconPosition="right"
        comboboxProps={{ withinPortal: true }}
        onChange={(value) => {
          if (value === null) return;
          // The key ties field and value types together at runtime; TypeScript cannot follow it here.
          setField(field, (isNumeric ? Number(value) : value) as never);
        }}
      />
      <FieldFindingsText findings={findings?.findings} />
    </Stack>
  );
}

/** A short choice shown as a segmented switch (board type, panel separation). */
export function SegmentField({ field }: { field: TextField }) {
  const { t } = useTranslation();
  const { spec, setField } = usePcbForm();
  const { findings, label, description, disabled } = useFieldText(field);
  const choices = useChoices(field);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} component="div" id={`pcb-${field}-label`}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={`pcb-${field}-label`}
        fullWidth
        disabled={disabled}
        value={String(spec[field])}
        data={choices.map((value) => ({
          value: String(value),
          label: t(`pcb.option.${optionGroupOf(field)}.${value}`),
        }))}
        onChange={(value) => setField(field, value as never)}
      />
      <Text size="xs" c="dimmed">
        {description}
      </Text>
      <FieldFindingsText findings={findings?.findings} />
    </Stack>
  );
}

/**
 * A number typed by hand. The text is kept while it is not a number yet (an emptied field, "1."), and
 * only complete numbers reach the spec, so the checks never see a half-typed value.
 */
export function NumberField({ field, decimals = 0 }: { field: NumberField; decimals?: number }) {
  const { spec, setField, dimensions } = usePcbForm();
  const { findings, ...text } = useFieldText(field);
  const value = spec[field];
  const [draft, setDraft] = useState<string | number>(value);
  // A preset, a reset or the Gerber values change the spec from outside: show the new value.
  useEffect(() => setDraft(value), [value]);
  const range = dimensions.find((dimension) => dimension.field === field);
  const unit = UNIT_OF.get(field);
  return (
    <Stack gap={4}>
      <LocaleNumberInput
        {...text}
        value={draft}
        min={range?.min}
        max={range?.max}
        decimalScale={decimals}
        allowNegative={false}
        suffix={unit && unit !== 'pcs' ? ` ${unit}` : undefined}
        onChange={(next) => {
          setDraft(next);
          if (typeof next === 'number' && Number.isFinite(next)) setField(field, next);
        }}
        onBlur={() => setDraft(value)}
      />
      <FieldFindingsText findings={findings?.findings} />
    </Stack>
  );
}

export function SwitchField({ field, disabled }: { field: FlagField; disabled?: boolean }) {
  const { spec, setField } = usePcbForm();
  const { findings, label, description, ...text } = useFieldText(field);
  return (
    <Stack gap={4}>
      <Switch
        label={label}
        description={description}
        checked={spec[field]}
        disabled={text.disabled || disabled}
        error={text.error}
        onChange={(event) => setField(field, event.currentTarget.checked)}
      />
      <FieldFindingsText findings={findings?.findings} />
    </Stack>
  );
}

/** The findings about one field, right under it: errors in red, warnings in dark yellow. */
export function FieldFindingsText({ findings }: { findings: readonly PcbFinding[] | undefined }) {
  const { t } = useTranslation();
  if (!findings?.length) return null;
  return (
    <Stack gap={2} aria-live="polite">
      {findings.map((finding) => {
        const isError = finding.severity === 'error';
        const Icon = isError ? IconAlertCircle : IconAlertTriangle;
        return (
          <Group key={finding.code} gap={6} wrap="nowrap" align="flex-start">
            <Icon
              size={14}
              style={{ flexShrink: 0, marginTop: 2 }}
              color={isError ? 'var(--mantine-color-red-7)' : 'var(--mantine-color-yellow-8)'}
            />
            <Text size="xs" c={isError ? 'red.7' : 'yellow.9'} data-severity={finding.severity}>
              {t(`pcb.finding.${finding.code}`, { defaultValue: finding.message, ...finding.params })}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
