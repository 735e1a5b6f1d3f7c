import type { ViesResponse } from '@boardhouse/shared/quotes/billing-api';
import { EU_COUNTRIES } from '@boardhouse/shared/quotes/countries';
import jsvat from 'jsvat-next';
import type { ViesAnswer, ViesPort } from '../../integrations/vies/port.ts';

// A CommonJS package whose exports Node cannot name from ES modules: read them off the default export.
const { checkVAT, countries } = jsvat;

/**
 * Checking an EU VAT number: its format and check digits locally first (jsvat-next), then VIES.
 * VIES's answers (registered or not) are kept a day; an unavailable service is asked again next time.
 */

const DAY_MS = 86_400_000;
/** A day of answers for a busy shop stays small; the oldest go first beyond this. */
const CACHE_LIMIT = 10_000;

/** VIES names Greece EL; ISO and everything else in the product say GR. */
const viesCountryOf = (countryCode: string) => (countryCode === 'GR' ? 'EL' : countryCode);

/** The number as VIES takes it: no spaces, dots or dashes, upper case, without the country prefix. */
export function normaliseVatNumber(countryCode: string, vatNumber: string): string {
  const squeezed = vatNumber.replace(/[\s.-]/g, '').toUpperCase();
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

/** Why a number cannot be an EU VAT number of `countryCode`, or null when its format and checksum hold. */
export function vatFormatProblem(countryCode: string, vatNumber: string): string | null {
  if (!EU_COUNTRIES.has(countryCode)) return 'VIES checks VAT numbers of EU countries only';
  const number = normaliseVatNumber(countryCode, vatNumber);
  const result = checkVAT(`${viesCountryOf(countryCode)}${number}`, countries);
  if (!result.isValidFormat) return `This is not the format of a VAT number of ${countryCode}`;
  if (!result.isValid) return `The check digits of this ${countryCode} VAT number do not add up`;
  return null;
}

interface Kept {
  answer: ViesAnswer;
  checkedAt: string;
  expires: number;
}

export class VatNumberChecker {
  private readonly answers = new Map<string, Kept>();

  constructor(
    private readonly vies: ViesPort,
    private readonly now: () => number = Date.now,
  ) {}

  async check(countryCode: string, vatNumber: string): Promise<ViesResponse> {
    const number = normaliseVatNumber(countryCode, vatNumber);
    const base = { countryCode, vatNumber: number, name: null, address: null, requestIdentifier: null };
    if (vatFormatProblem(countryCode, number)) {
      return { ...base, status: 'FORMAT_INVALID', checkedAt: new Date(this.now()).toISOString() };
    }
    const key = `${countryCode}${number}`;
    let kept = this.answers.get(key);
    if (!kept || kept.expires <= this.now()) {
      const answer = await this.vies.check(viesCountryOf(countryCode), number);
      kept = { answer, checkedAt: new Date(this.now()).toISOString(), expires: this.now() + DAY_MS };
      if (answer.status !== 'UNAVAILABLE') this.keep(key, kept);
    }
    const { status, name, address, requestIdentifier } = kept.answer;
    return { ...base, status, name, address, requestIdentifier, checkedAt: kept.checkedAt };
  }

  private keep(key: string, kept: Kept): void {
    this.answers.delete(key);
    if (this.answers.size >= CACHE_LIMIT) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
    this.answers.set(key, kept);
  }
}
