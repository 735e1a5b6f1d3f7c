import { COUNTRY_CODES } from '@boardhouse/shared/quotes/countries';
import { localeOf } from './format.ts';

export interface CountryOption {
  value: string;
  label: string;
}

const options = new Map<string, CountryOption[]>();

/** Every country the product accepts, named and sorted in the interface language (built once per language). */
export function countryOptions(language?: string): CountryOption[] {
  const locale = localeOf(language);
  let list = options.get(locale);
  if (!list) {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    const collator = new Intl.Collator(locale);
    list = COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
      collator.compare(a.label, b.label),
    );
    options.set(locale, list);
  }
  return list;
}

/** "DE" → "Germany" (en), "Deutschland" (de). */
export function countryName(code: string, language?: string): string {
  return countryOptions(language).find((option) => option.value === code)?.label ?? code;
}
