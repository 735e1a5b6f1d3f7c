import type { ViesResponse } from '@boardhouse/shared/quotes/billing-api';
import {
  normaliseVatNumber,
  printedVatNumber,
  vatNumberProblem,
  viesQueryOf,
} from '@boardhouse/shared/quotes/vat-numbers';
import type { ViesAnswer, ViesPort, ViesRequester } from '../../integrations/vies/port.ts';
import { HOUSE_SELLER } from '../orders/house-details.ts';

/**
 * Checking an EU VAT number: its format and check digits locally first (shared with the web forms),
 * then VIES. VIES's answers (registered or not) are kept a day; an unavailable service is asked again
 * next time.
 */

// Invoices, offers and the billing service import these from here.
export { normaliseVatNumber, printedVatNumber };

const DAY_MS = 86_400_000;

/**
 * The house asks VIES under its own VAT number (the one its invoices print): VIES gives the
 * consultation number, the evidence the books keep, only to a check that names its requester.
 */
const HOUSE_REQUESTER: ViesRequester | undefined =
  viesQueryOf(HOUSE_SELLER.countryCode ?? '', HOUSE_SELLER.vatNumber ?? '') ?? undefined;
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
    private readonly requester: ViesRequester | undefined = HOUSE_REQUESTER,
  ) {}

  async check(countryCode: string, vatNumber: string): Promise<ViesResponse> {
    const number = normaliseVatNumber(countryCode, vatNumber);
    const base = { countryCode, vatNumber: number, name: null, address: null, requestIdentifier: null };
    // No VIES register for it (a GB number, say) is a format problem too; a GB customer's XI number is asked as XI's.
    const query = viesQueryOf(countryCode, number);
    if (!query || vatFormatProblem(countryCode, number)) {
      return { ...base, status: 'FORMAT_INVALID', checkedAt: new Date(this.now()).toISOString() };
    }
    const key = `${countryCode}${number}`;
    let kept = this.answers.get(key);
    if (!kept || kept.expires <= this.now()) {
      const answer = await this.vies.check(query.countryCode, query.vatNumber, this.requester);
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
