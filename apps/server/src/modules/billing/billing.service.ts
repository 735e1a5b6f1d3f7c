import type { BillingResponse, BillingUpdate, ViesResponse } from '@boardhouse/shared/quotes/billing-api';
import { isCountryCode } from '@boardhouse/shared/quotes/countries';
import { viesQueryOf } from '@boardhouse/shared/quotes/vat-numbers';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { fieldTextError } from '../../lib/text-errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import type { BasketRepricingService } from '../basket/basket-repricing.service.ts';
import { findBilling, saveBilling } from './billing.repository.ts';
import { normaliseVatNumber, type VatNumberChecker, vatFormatProblem, vatRecordOf } from './vat-numbers.ts';

type BillingRow = NonNullable<Awaited<ReturnType<typeof findBilling>>>;

const toResponse = (row: BillingRow | null): BillingResponse => ({
  countryCode: row?.countryCode ?? null,
  companyName: row?.companyName ?? null,
  vatNumber: row?.vatNumber ?? null,
  vatStatus: row?.vatStatus ?? 'NONE',
  vatCheckedAt: row?.vatCheckedAt?.toISOString() ?? null,
});

function requireCountry(countryCode: string): void {
  if (!isCountryCode(countryCode)) {
    throw fieldTextError('countryCode', 'refused.country.code', { countryCode });
  }
}

/**
 * The customer's billing country, company and VAT number. An EU number is checked with VIES when it is
 * saved and the answer kept as evidence; offers follow the stored status (only VALID is reverse charge),
 * and the offers already selected are priced again with it.
 */
export class BillingService {
  constructor(
    private readonly ctx: AppContext,
    private readonly vatNumbers: VatNumberChecker,
    private readonly basketRepricing: BasketRepricingService,
  ) {}

  async checkVatNumber(countryCode: string, vatNumber: string): Promise<ViesResponse> {
    requireCountry(countryCode);
    return this.vatNumbers.check(countryCode, vatNumber);
  }

  async get(caller: AccessClaims): Promise<BillingResponse> {
    return toResponse(await findBilling(this.ctx.db, caller.userId));
  }

  async update(caller: AccessClaims, update: BillingUpdate): Promise<BillingResponse> {
    requireCountry(update.countryCode);
    const vatNumber = update.vatNumber?.trim()
      ? normaliseVatNumber(update.countryCode, update.vatNumber)
      : null;
    let vat: Pick<BillingRow, 'vatStatus' | 'vatCheckedAt' | 'vatEvidence'> = {
      vatStatus: 'NONE',
      vatCheckedAt: null,
      vatEvidence: null,
    };
    // An EU country's number, or a UK customer's Northern Ireland (XI) one: VIES has both.
    if (vatNumber && viesQueryOf(update.countryCode, vatNumber)) {
      const problem = vatFormatProblem(update.countryCode, vatNumber);
      if (problem) throw AppError.validation({ vatNumber: problem }, problem);
      // Outside any transaction: VIES can take seconds.
      const checked = await this.vatNumbers.check(update.countryCode, vatNumber);
      vat = vatRecordOf(checked);
    }
    const row = await saveBilling(this.ctx.db, {
      userId: caller.userId,
      countryCode: update.countryCode,
      companyName: update.companyName?.trim() || null,
      vatNumber,
      ...vat,
    });
    // Country and VAT status decide the VAT of every offer the customer selected: the basket follows
    // at once (a 21 % offer of a business VIES now confirms would otherwise be refused at checkout).
    await this.basketRepricing.repriceOwner(caller.userId);
    return toResponse(row);
  }
}
