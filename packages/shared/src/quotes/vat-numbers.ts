import * as jsvatModule from 'jsvat-next';
import { EU_COUNTRIES } from './countries.ts';

/**
 * An EU VAT number's format and check digits (jsvat-next), the same rules on the server (before asking
 * VIES) and in the browser (as the customer types), so both refuse exactly the same numbers.
 */

/**
 * Node loads jsvat-next's CommonJS build, whose exports it cannot all name from ES modules (checkVAT
 * sits on the default export only); bundlers load its ES build, which has no default export. Read
 * with Reflect, so the bundler does not warn about a `default` that its build never has.
 */
const jsvat: typeof jsvatModule =
  'checkVAT' in jsvatModule ? jsvatModule : (Reflect.get(jsvatModule, 'default') as typeof jsvatModule);

/** VIES names Greece EL; ISO and everything else in the product say GR. */
export const viesCountryOf = (countryCode: string) => (countryCode === 'GR' ? 'EL' : countryCode);

/**
 * The number as VIES takes it: no spaces, dots or dashes, upper case, and for an EU country without
 * its prefix. Other countries keep their letters: a Swiss CHE… number is not "CH" plus "E…".
 */
export function normaliseVatNumber(countryCode: string, vatNumber: string): string {
  const squeezed = vatNumber.replace(/[\s.-]/g, '').toUpperCase();
  if (!EU_COUNTRIES.has(countryCode)) return squeezed;
  const prefix = viesCountryOf(countryCode);
  if (squeezed.startsWith(prefix)) return squeezed.slice(prefix.length);
  if (squeezed.startsWith(countryCode)) return squeezed.slice(countryCode.length);
  return squeezed;
}

/**
 * The number as an invoice prints it: an EU number with its country prefix (EL for Greece), whether the
 * customer typed the prefix or not, so a tax office can tell which country issued it. Numbers of other
 * countries, or without a country, are printed as typed: their formats carry no common prefix.
 */
export function printedVatNumber(countryCode: string | null, vatNumber: string): string {
  const country = countryCode?.toUpperCase() ?? '';
  if (!EU_COUNTRIES.has(country)) return vatNumber.trim();
  return `${viesCountryOf(country)}${normaliseVatNumber(country, vatNumber)}`;
}

/** Why a text cannot be an EU VAT number of a country; each side words it in its own language. */
export type VatNumberProblem = 'NOT_EU' | 'FORMAT' | 'CHECK_DIGITS';

/** What is wrong with `vatNumber` as a VAT number of `countryCode`, or null when format and checksum hold. */
export function vatNumberProblem(countryCode: string, vatNumber: string): VatNumberProblem | null {
  if (!EU_COUNTRIES.has(countryCode)) return 'NOT_EU';
  const number = normaliseVatNumber(countryCode, vatNumber);
  const result = jsvat.checkVAT(`${viesCountryOf(countryCode)}${number}`, jsvat.countries);
  if (!result.isValidFormat) return 'FORMAT';
  if (!result.isValid) return 'CHECK_DIGITS';
  return null;
}
