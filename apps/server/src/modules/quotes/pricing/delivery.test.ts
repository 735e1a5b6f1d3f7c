import { describe, expect, it } from 'vitest';
import { decideVat } from './delivery.ts';
import { computeBreakdown } from './offer-engine.ts';
import { defaultParameters, pricingInput } from './pricing.test-support.ts';

/**
 * VAT follows where the buyer is billed, not where the boards go: a US company shipping to its Dutch
 * contract manufacturer exports (0 %), and a Dutch company shipping to its US site pays Dutch VAT.
 */
const parameters = defaultParameters();

describe('VAT follows the billing country, not the shipping country', () => {
  it('charges a US-billed buyer shipping to the Netherlands no Dutch VAT', () => {
    expect(
      decideVat(
        { billingCountry: 'US', shippingCountry: 'NL', vatNumberConfirmed: false },
        10_000,
        parameters,
      ),
    ).toEqual({ ratePercent: 0, reason: 'EXPORT', amountCents: 0 });
  });

  it('charges an NL-billed buyer shipping to the US 21 % Dutch VAT', () => {
    // 21 % of 10000 = 2100.
    expect(
      decideVat(
        { billingCountry: 'NL', shippingCountry: 'US', vatNumberConfirmed: false },
        10_000,
        parameters,
      ),
    ).toEqual({ ratePercent: 21, reason: 'NL', amountCents: 2100 });
  });

  it('decides the same way on a whole offer, whose parcel goes where the shipping country says', () => {
    // 10 plain boards: board 2500 + 900. The parcel (0.6 kg, decided by the shipping country):
    // to NL 695 + 100 × 0.6 = 755; to the US 3995 + 900 × 0.6 = 4535.
    const toNl = computeBreakdown(
      pricingInput({ customer: { billingCountry: 'US', shippingCountry: 'NL', vatNumberConfirmed: false } }),
      10,
      20,
    );
    expect(toNl).toMatchObject({ netCents: 4155, vat: { ratePercent: 0, reason: 'EXPORT', amountCents: 0 } });
    expect(toNl.totalCents).toBe(4155);
    const toUs = computeBreakdown(
      pricingInput({ customer: { billingCountry: 'NL', shippingCountry: 'US', vatNumberConfirmed: false } }),
      10,
      20,
    );
    // Net 3400 + 4535 = 7935; 21 % = 1666.35 → 1666; total 9601.
    expect(toUs).toMatchObject({ netCents: 7935, vat: { ratePercent: 21, reason: 'NL', amountCents: 1666 } });
    expect(toUs.totalCents).toBe(9601);
  });
});
