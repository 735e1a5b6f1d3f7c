import type { FieldErrors } from '@boardhouse/shared/errors';
import { billingUpdate } from '@boardhouse/shared/quotes/billing-api';
import { countryCodeOf } from '@boardhouse/shared/quotes/countries';
import { viesQueryOf } from '@boardhouse/shared/quotes/vat-numbers';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { recordVatCheck, saveBilling } from './billing.repository.ts';
import { normaliseVatNumber, type VatNumberChecker, vatFormatProblem, vatRecordOf } from './vat-numbers.ts';

/**
 * The billing details a sign-up brings: company, country and VAT number become the new account's
 * billing details at once, held to the same rules as saving them on My Profile, so Billing does not
 * start empty. The VIES check runs once the account exists (see checkSignupVatNumber).
 */

export interface SignupBilling {
  countryCode: string;
  companyName: string | null;
  /** As VIES takes it (no prefix, spaces or dots); null when none was given. */
  vatNumber: string | null;
}

/** The sign-up fields these details come from; their names are the sign-up's (SPEC.md), not billing's. */
interface SignupCompanyFields {
  country?: string | undefined;
  companyName?: string | undefined;
  vatNumber?: string | undefined;
}

/** Billing names the country `countryCode`; the sign-up form calls it `country`. */
const SIGNUP_FIELD_OF: Record<string, keyof SignupCompanyFields> = { countryCode: 'country' };

function refuse(fields: FieldErrors): never {
  // The first problem heads the answer, so a client showing only the message still says what to fix.
  throw AppError.validation(fields, Object.values(fields)[0]);
}

/**
 * Checks the sign-up's company, country and VAT number the way the billing save does (country from the
 * list; an EU number's format and check digits) and answers the billing details to store, or null when
 * no country was given (billing details need one). A country may be a code or an exact country name,
 * as old clients sent free text. Throws a 400 naming each field that is wrong.
 */
export function resolveSignupBilling(input: SignupCompanyFields): SignupBilling | null {
  const written = input.country?.trim();
  const vatNumber = input.vatNumber?.trim() || null;
  if (!written) {
    if (vatNumber) refuse({ country: 'Country is required with a VAT number' });
    return null;
  }
  const countryCode = countryCodeOf(written);
  if (!countryCode) {
    refuse({ country: `Country is not valid: choose one from the list or give its code, such as DE` });
  }
  const parsed = billingUpdate.safeParse({ countryCode, companyName: input.companyName, vatNumber });
  if (!parsed.success) {
    const fields: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? 'country');
      fields[SIGNUP_FIELD_OF[name] ?? name] ??= issue.message;
    }
    refuse(fields);
  }
  const normalised = vatNumber ? normaliseVatNumber(countryCode, vatNumber) : null;
  if (normalised && viesQueryOf(countryCode, normalised)) {
    const problem = vatFormatProblem(countryCode, normalised);
    if (problem) refuse({ vatNumber: problem });
  }
  return { countryCode, companyName: parsed.data.companyName || null, vatNumber: normalised };
}

/** Stores the sign-up's billing details in the sign-up's transaction; the VIES status waits (NONE). */
export async function saveSignupBilling(tx: Executor, userId: number, billing: SignupBilling): Promise<void> {
  await saveBilling(tx, { userId, ...billing, vatStatus: 'NONE', vatCheckedAt: null, vatEvidence: null });
}

/** Whether the stored details hold a number VIES can check: an EU country's, or a UK customer's XI one. */
export const needsVatCheck = (
  billing: SignupBilling | null,
): billing is SignupBilling & { vatNumber: string } =>
  Boolean(billing?.vatNumber && viesQueryOf(billing.countryCode, billing.vatNumber));

/**
 * Asks VIES about the sign-up's EU VAT number once the account exists (outside any transaction: VIES
 * can take seconds) and keeps its answer as evidence, as the billing save does. Only VALID makes offers
 * reverse charge; UNAVAILABLE stays on record and the customer can save again to re-check.
 */
export async function checkSignupVatNumber(
  db: Executor,
  vatNumbers: VatNumberChecker,
  userId: number,
  billing: SignupBilling & { vatNumber: string },
): Promise<void> {
  const checked = await vatNumbers.check(billing.countryCode, billing.vatNumber);
  await recordVatCheck(db, userId, billing, vatRecordOf(checked));
}
