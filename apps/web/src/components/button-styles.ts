/**
 * A button whose label may take a second line instead of being cut off: long labels in some languages
 * ("Später per Banküberweisung bezahlen") on a phone. The height follows the label, never below a
 * one-line button.
 */
export const WRAPPING_BUTTON_STYLES = {
  root: {
    height: 'auto',
    minHeight: 'var(--button-height)',
    paddingBlock: 'calc(var(--mantine-spacing-xs) * 0.7)',
  },
  label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center', height: 'auto', lineHeight: 1.35 },
} as const;
