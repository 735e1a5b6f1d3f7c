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
 * Northern Ireland's VAT prefix. Its goods follow EU VAT rules (Windsor Framework), so VIES holds its
 * traders' XI numbers although the country is GB: a UK customer's XI number is checked as one of XI's.
 * It is not added to EU_COUNTRIES, which also decides shipping zones and the VAT of services.
 */
const NORTHERN_IRELAND = 'XI';

const squeeze = (vatNumber: string) => vatNumber.replace(/[\s.-]/g, '').toUpperCase();

/** The VAT area whose VIES register holds the number: the EU country, XI, or null outside VIES. */
function vatAreaOf(countryCode: string, squeezed: string): string | null {
  if (EU_COUNTRIES.has(countryCode) || countryCode === NORTHERN_IRELAND) return countryCode;
  if (countryCode === 'GB' && squeezed.startsWith(NORTHERN_IRELAND)) return NORTHERN_IRELAND;
  return null;
}

/** The number without its area's prefix (EL or GR for Greece). */
function withoutPrefix(area: string, squeezed: string): string {
  const prefix = viesCountryOf(area);
  if (squeezed.startsWith(prefix)) return squeezed.slice(prefix.length);
  if (squeezed.startsWith(area)) return squeezed.slice(area.length);
  return squeezed;
}

/**
 * The number as VIES takes it: no spaces, dots or dashes, upper case, and for an EU country without
 * its prefix. Other countries keep their letters: a Swiss CHE… number is not "CH" plus "E…", and a UK
 * customer's XI number keeps the XI that tells it from a GB one.
 */
export function normaliseVatNumber(countryCode: string, vatNumber: string): string {
  const squeezed = squeeze(vatNumber);
  const area = vatAreaOf(countryCode, squeezed);
  if (!area || area !== countryCode) return squeezed;
  return withoutPrefix(area, squeezed);
}

/** What VIES is asked: its member-state code (EL, XI) and the bare number; null when VIES has no register for it. */
export function viesQueryOf(
  countryCode: string,
  vatNumber: string,
): { countryCode: string; vatNumber: string } | null {
  const squeezed = squeeze(vatNumber);
  const area = vatAreaOf(countryCode, squeezed);
  return area ? { countryCode: viesCountryOf(area), vatNumber: withoutPrefix(area, squeezed) } : null;
}

/**
 * The number as an invoice prints it: an EU (or XI) number with its prefix (EL for Greece), whether the
 * customer typed the prefix or not, so a tax office can tell which country issued it. Numbers of other
 * countries, or without a country, are printed as typed: their formats carry no common prefix.
 */
export function printedVatNumber(countryCode: string | null, vatNumber: string): string {
  const query = viesQueryOf(countryCode?.toUpperCase() ?? '', vatNumber);
  return query ? `${query.countryCode}${query.vatNumber}` : vatNumber.trim();
}

/** Why a text cannot be an EU VAT number of a country; each side words it in its own language. */
export type VatNumberProblem = 'NOT_EU' | 'FORMAT' | 'CHECK_DIGITS';

/**
 * What is wrong with `vatNumber` as a VAT number of `countryCode`, or null when format and checksum hold
 * (a GB customer's XI number counts as Northern Ireland's; a GB one is NOT_EU).
 */
export function vatNumberProblem(countryCode: string, vatNumber: string): VatNumberProblem | null {
  const query = viesQueryOf(countryCode, vatNumber);
  if (!query) return 'NOT_EU';
  const result = jsvat.checkVAT(`${query.countryCode}${query.vatNumber}`, jsvat.countries);
  if (!result.isValidFormat) return 'FORMAT';
  if (!result.isValid) return 'CHECK_DIGITS';
  return null;
}
