import type { ViesResponse } from '@boardhouse/shared/quotes/billing-api';
import {
  normaliseVatNumber,
  printedVatNumber,
  vatNumberProblem,
  viesCountryOf,
} from '@boardhouse/shared/quotes/vat-numbers';
import type { ViesAnswer, ViesPort } from '../../integrations/vies/port.ts';

/**
 * Checking an EU VAT number: its format and check digits locally first (shared with the web forms),
 * then VIES. VIES's answers (registered or not) are kept a day; an unavailable service is asked again
 * next time.
 */

// Invoices, offers and the billing service import these from here.
export { normaliseVatNumber, printedVatNumber };

const DAY_MS = 86_400_000;
/** A day of answers for a busy shop stays small; the oldest go first beyond this. */
const CACHE_LIMIT = 10_000;

/** Why a number cannot be an EU VAT number of `countryCode`, or null when its format and checksum hold. */
export function vatFormatProblem(countryCode: string, vatNumber: string): string | null {
  switch (vatNumberProblem(countryCode, vatNumber)) {
    case 'NOT_EU':
      return 'VIES checks VAT numbers of EU countries only';
    case 'FORMAT':
      return `This is not the format of a VAT number of ${countryCode}`;
    case 'CHECK_DIGITS':
      return `The check digits of this ${countryCode} VAT number do not add up`;
    case null:
      return null;
  }
}

interface Kept {
  answer: ViesAnswer;
  checkedAt: string;
  expires: number;
}

/** What the billing details keep of a check: its outcome, when, and VIES's evidence for the books. */
export function vatRecordOf(checked: ViesResponse) {
  return {
    vatStatus: checked.status,
    vatCheckedAt: new Date(checked.checkedAt),
    vatEvidence: {
      requestIdentifier: checked.requestIdentifier,
      name: checked.name,
      address: checked.address,
    },
  };
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
