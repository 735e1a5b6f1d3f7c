import { PCB_PRESETS, type PcbPreset } from '@boardhouse/shared/pcb/presets';
import { Select } from '@mantine/core';
import { IconTemplate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The board houses' ready-made combinations. Picking one applies it at once (the presets set every field
 * they care about, so one after another leaves nothing of the first behind); the field stays empty so
 * the same preset can be picked again after changes.
 */
export function PresetPicker({
  disabled,
  onPick,
}: {
  disabled: boolean;
  onPick: (preset: PcbPreset) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={t('pcb.preset.label')}
      placeholder={t('pcb.preset.placeholder')}
      leftSection={<IconTemplate size={16} />}
      data={PCB_PRESETS.map((preset) => ({ value: preset.id, label: t(`pcb.preset.${preset.id}.name`) }))}
      renderOption={({ option }) => (
        <div>
          <div>{option.label}</div>
          <div style={{ fontSize: 'var(--mantine-font-size-xs)', color: 'var(--mantine-color-dimmed)' }}>
            {t(`pcb.preset.${option.value}.description`)}
          </div>
        </div>
      )}
      value={null}
      disabled={disabled}
      comboboxProps={{ width: 340, position: 'bottom-start' }}
      style={{ flex: 1, minWidth: 220, maxWidth: 340 }}
      onChange={(id) => {
        const preset = PCB_PRESETS.find((candidate) => candidate.id === id);
        if (preset) onPick(preset);
      }}
    />
  );
}
