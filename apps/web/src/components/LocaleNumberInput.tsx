import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { decimalSeparatorOf } from './format.ts';

/**
 * A NumberInput that shows decimals with the interface language's separator ("56,5 mm" in German, as
 * the rest of the page prints them). Typing either "56,5" or "56.5" gives 56.5: Mantine accepts both
 * separators while typing, and no thousands separator is shown that a comma could be mistaken for.
 */
export function LocaleNumberInput(props: NumberInputProps) {
  const { i18n } = useTranslation();
  return <NumberInput decimalSeparator={decimalSeparatorOf(i18n.language)} {...props} />;
}
