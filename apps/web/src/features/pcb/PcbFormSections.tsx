import { MATERIAL_LAYER_THICKNESS } from '@boardhouse/shared/pcb/stackups';
import { Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMm, formatNumber } from '../../components/format.ts';
import { ColourSwatches } from './ColourSwatches.tsx';
import { FieldFindingsText, NumberField, SegmentField, SelectField, SwitchField } from './PcbFields.tsx';
import { usePcbForm } from './PcbFormContext.tsx';

/** The five groups of the PCB form, in the order board houses show them. */

const TWO_COLUMNS = { base: 1, sm: 2 } as const;

export function BasicsSection() {
  const { spec } = usePcbForm();
  const isPanel = spec.boardType === 'panel';
  return (
    <Stack gap="md">
      <SegmentField field="boardType" />
      {isPanel && (
        <SimpleGrid cols={TWO_COLUMNS} spacing="md">
          <NumberField field="panelX" />
          <NumberField field="panelY" />
          <NumberField field="railWidthMm" decimals={1} />
          <SegmentField field="panelSeparation" />
          <SwitchField field="fiducials" />
        </SimpleGrid>
      )}
      <SimpleGrid cols={TWO_COLUMNS} spacing="md">
        <NumberField field="widthMm" decimals={2} />
        <NumberField field="heightMm" decimals={2} />
        <NumberField field="quantity" />
        <SelectField field="layers" />
        <NumberField field="differentDesigns" />
      </SimpleGrid>
    </Stack>
  );
}

export function MaterialSection() {
  return (
    <SimpleGrid cols={TWO_COLUMNS} spacing="md">
      <SelectField field="material" />
      <SelectField field="thicknessMm" />
      <StackupField />
    </SimpleGrid>
  );
}

/**
 * The layer build of a multilayer board: the house standard, or one of the stack-up presets. Presets that
 * do not fit the chosen layers and thickness stay listed (a saved spec may use one) but are marked.
 */
function StackupField() {
  const { t } = useTranslation();
  const { spec, setField, byField, isReadOnly } = usePcbForm();
  const isMultilayer = spec.layers >= 4;
  const findings = byField.get('stackupId');
  const data = [
    { value: '', label: t('pcb.stackup.house') },
    ...MATERIAL_LAYER_THICKNESS.map((stackup) => ({
      value: stackup.id,
      label: t('pcb.stackup.label', {
        layers: stackup.layers,
        thickness: formatNumber(stackup.thicknessMm, 3),
      }),
      disabled: stackup.layers !== spec.layers || stackup.thicknessMm !== spec.thicknessMm,
    })),
  ];
  const chosen = MATERIAL_LAYER_THICKNESS.find((stackup) => stackup.id === spec.stackupId);
  return (
    <Stack gap={4}>
      <Select
        label={t('pcb.field.stackupId.label')}
        description={isMultilayer ? t('pcb.field.stackupId.help') : t('pcb.stackup.onlyMultilayer')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        data={data}
        value={spec.stackupId ?? ''}
        allowDeselect={false}
        disabled={isReadOnly || (!isMultilayer && spec.stackupId === null)}
        error={findings?.severity === 'error' ? true : undefined}
        onChange={(value) => setField('stackupId', value ? value : null)}
      />
      {chosen && <StackupLayers layers={chosen.layersMm} />}
      <FieldFindingsText findings={findings?.findings} />
    </Stack>
  );
}

/** The chosen stack-up, layer by layer, as a compact line of text (copper / prepreg / core thicknesses). */
function StackupLayers({ layers }: { layers: readonly { kind: string; thicknessMm: number }[] }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed">
      {layers
        .map((layer) => `${t(`pcb.stackup.kind.${layer.kind}`)} ${formatMm(layer.thicknessMm, 3)}`)
        .join(' · ')}
    </Text>
  );
}

export function CopperSection() {
  const { spec } = usePcbForm();
  return (
    <SimpleGrid cols={TWO_COLUMNS} spacing="md">
      <SelectField field="outerCopperOz" />
      {/* Inner copper exists from 4 layers on; below that the value is ignored, so it cannot be changed. */}
      <SelectField field="innerCopperOz" disabled={spec.layers < 4} />
      <SelectField field="minTrackSpacingMil" />
      <SelectField field="minDrillMm" />
      <SelectField field="viaTreatment" />
    </SimpleGrid>
  );
}

export function FinishSection() {
  return (
    <Stack gap="md">
      <SelectField field="surfaceFinish" />
      <SimpleGrid cols={TWO_COLUMNS} spacing="md">
        <ColourSwatches field="solderMaskColor" />
        <SelectField field="solderMaskSides" />
        <ColourSwatches field="silkscreenColor" />
        <SelectField field="silkscreenSides" />
      </SimpleGrid>
    </Stack>
  );
}

export function AdvancedSection() {
  const { spec } = usePcbForm();
  return (
    <SimpleGrid cols={TWO_COLUMNS} spacing="lg">
      <SwitchField field="impedanceControl" />
      <SwitchField field="blindBuriedVias" />
      <SwitchField field="castellatedHoles" />
      <SwitchField field="edgePlating" />
      <SwitchField field="goldFingers" />
      {/* A bevel is made on gold fingers only; left on by an old spec it stays changeable to clear the error. */}
      <SwitchField field="goldFingerBevel" disabled={!spec.goldFingers && !spec.goldFingerBevel} />
      <SwitchField field="ulMarking" />
      <SwitchField field="electricalTest" />
    </SimpleGrid>
  );
}
