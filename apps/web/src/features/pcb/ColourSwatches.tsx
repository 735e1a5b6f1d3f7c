import { BOARD_COLOURS, type BoardColour } from '@boardhouse/shared/pcb/pcb-spec';
import { Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isLightColour, MASK_HEX, SILK_HEX } from './board-colours.ts';
import { FieldFindingsText } from './PcbFields.tsx';
import { usePcbForm } from './PcbFormContext.tsx';

type ColourField = 'solderMaskColor' | 'silkscreenColor';

/**
 * A colour choice as round swatches: a radio group (arrow keys move, the chosen one is announced), each
 * swatch named by its colour so it can be found without seeing it.
 */
export function ColourSwatches({ field }: { field: ColourField }) {
  const { t } = useTranslation();
  const { spec, setField, byField, isReadOnly, options } = usePcbForm();
  const colours = (options[field] as readonly BoardColour[] | undefined) ?? BOARD_COLOURS;
  const value = spec[field];
  const hex = field === 'solderMaskColor' ? MASK_HEX : SILK_HEX;
  const labelId = `pcb-${field}-label`;
  const helpId = `pcb-${field}-help`;

  const handleKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined || isReadOnly) return;
    event.preventDefault();
    const index = (colours.indexOf(value) + step + colours.length) % colours.length;
    const next = colours[index];
    if (!next) return;
    setField(field, next);
    document.getElementById(`pcb-${field}-${next}`)?.focus();
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id={labelId}>
        {t(`pcb.field.${field}.label`)}:{' '}
        <Text span fw={400} c="dimmed">
          {t(`pcb.option.colour.${value}`)}
        </Text>
      </Text>
      <Group
        gap={8}
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={helpId}
        onKeyDown={handleKeyDown}
      >
        {colours.map((colour) => {
          const isChosen = colour === value;
          const name = t(`pcb.option.colour.${colour}`);
          return (
            <Tooltip key={colour} label={name} openDelay={300}>
              <UnstyledButton
                id={`pcb-${field}-${colour}`}
                role="radio"
                aria-checked={isChosen}
                aria-label={name}
                aria-disabled={isReadOnly || undefined}
                // One tab stop for the group, as a radio group has.
                tabIndex={isChosen ? 0 : -1}
                onClick={() => !isReadOnly && setField(field, colour)}
                style={{
                  width: 32,
                  height: 32,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  cursor: isReadOnly ? 'default' : 'pointer',
                  background:
                    colour === 'none'
                      ? 'repeating-linear-gradient(45deg, #eee 0 4px, #fff 4px 8px)'
                      : hex[colour],
                  border: `1px solid ${isLightColour(colour) ? 'var(--mantine-color-gray-4)' : 'transparent'}`,
                  boxShadow: isChosen
                    ? '0 0 0 2px var(--mantine-color-body), 0 0 0 4px var(--mantine-primary-color-filled)'
                    : undefined,
                  opacity: isReadOnly && !isChosen ? 0.5 : 1,
                }}
              >
                {isChosen && <IconCheck size={16} color={isLightColour(colour) ? '#222' : '#fff'} />}
              </UnstyledButton>
            </Tooltip>
          );
        })}
      </Group>
      <Text size="xs" c="dimmed" id={helpId}>
        {t(`pcb.field.${field}.help`)}
      </Text>
      <FieldFindingsText findings={byField.get(field)?.findings} />
    </Stack>
  );
}
