import { describe, expect, it } from 'vitest';
import { decideVat } from './delivery.ts';
import { computeBreakdown } from './offer-engine.ts';
import { defaultParameters, pricingInput } from './pricing.test-support.ts';

/**
 * The billing country says what kind of customer buys; a zero rate also needs the boards to leave for
 * where it applies. The billing country is whatever the customer typed, the delivery address is where
 * the parcel really goes: a customer who says it is billed in the US cannot take boards delivered in
 * Amsterdam free of Dutch VAT.
 */
const parameters = defaultParameters();
const vatOf = (billingCountry: string, shippingCountry: string, vatNumberConfirmed = false) =>
  decideVat({ billingCountry, shippingCountry, vatNumberConfirmed }, 10_000, parameters);
// 21 % of 10000 = 2100.
const dutch = (reason: 'NL' | 'EU_CONSUMER') => ({ ratePercent: 21, reason, amountCents: 2100 });
const zero = (reason: 'REVERSE_CHARGE' | 'EXPORT') => ({ ratePercent: 0, reason, amountCents: 0 });

describe('VAT: the buyer billed, the boards delivered', () => {
  it.each([
    // billing, destination, VIES-confirmed number, decision
    ['NL', 'NL', false, dutch('NL')],
    ['NL', 'US', false, dutch('NL')],
    ['NL', 'DE', true, dutch('NL')],
    ['DE', 'DE', false, dutch('EU_CONSUMER')],
    ['DE', 'DE', true, zero('REVERSE_CHARGE')],
    ['DE', 'FR', true, zero('REVERSE_CHARGE')],
    ['DE', 'US', true, zero('REVERSE_CHARGE')],
    ['US', 'US', false, zero('EXPORT')],
    ['US', 'CH', false, zero('EXPORT')],
    // The refusals of a zero rate the delivery address decides.
    ['US', 'NL', false, dutch('NL')],
    ['US', 'DE', false, dutch('EU_CONSUMER')],
    ['DE', 'NL', true, dutch('NL')],
  ] as const)(
    'billed in %s, delivered in %s, confirmed number %s',
    (billing, destination, confirmed, decision) => {
      expect(vatOf(billing, destination, confirmed)).toEqual(decision);
    },
  );

  it('reads country codes in either case', () => {
    expect(vatOf('us', 'nl')).toEqual(dutch('NL'));
    expect(vatOf('us', 'ca')).toEqual(zero('EXPORT'));
  });

  it('decides the same way on a whole offer, whose parcel goes where the shipping country says', () => {
    const offerOf = (billingCountry: string, shippingCountry: string) =>
      computeBreakdown(
        pricingInput({ customer: { billingCountry, shippingCountry, vatNumberConfirmed: false } }),
        10,
        20,
      );
    // 10 plain boards: board 2500 + 900. The parcel (0.6 kg, decided by the shipping country):
    // to NL 695 + 100 × 0.6 = 755; to the US 3995 + 900 × 0.6 = 4535.
    // Billed in the US, delivered in NL: net 3400 + 755 = 4155; 21 % = 872.55 → 873 (half away from
    // zero); total 5028.
    expect(offerOf('US', 'NL')).toMatchObject({
      netCents: 4155,
      vat: { ratePercent: 21, reason: 'NL', amountCents: 873 },
      totalCents: 5028,
    });
    // Billed and delivered in the US: net 3400 + 4535 = 7935, no VAT.
    expect(offerOf('US', 'US')).toMatchObject({
      netCents: 7935,
      vat: { ratePercent: 0, reason: 'EXPORT', amountCents: 0 },
      totalCents: 7935,
    });
    // Billed in NL, delivered in the US: net 7935; 21 % = 1666.35 → 1666; total 9601.
    expect(offerOf('NL', 'US')).toMatchObject({
      netCents: 7935,
      vat: { ratePercent: 21, reason: 'NL', amountCents: 1666 },
      totalCents: 9601,
    });
  });
});
