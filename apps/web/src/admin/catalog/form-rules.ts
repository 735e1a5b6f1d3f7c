import type { TFunction } from 'i18next';

export const isBlank = (value: string) => value.trim() === '';

/**
 * An optional (or, with `isRequired`, required) whole-number field of a catalog form; '' is how
 * NumberInput reports an empty box. Worded like the server's messages ("Pins minimum is 1").
 */
export function wholeNumberRule(
  t: TFunction,
  name: string,
  { min, isRequired = false }: { min: number; isRequired?: boolean },
) {
  return (value: number | string): string | null => {
    if (value === '') return isRequired ? t('validation.required', { name }) : null;
    if (typeof value !== 'number' || !Number.isInteger(value)) return t('validation.invalid', { name });
    return value < min ? t('catalog.validation.min', { name, min }) : null;
  };
}
