import { describe, expect, it } from 'vitest';
import { splitRefund } from './credit-note-pdf.ts';

// An invoice of 6 513 cents at 21 %: its VAT was added line by line, so its own net (5 382) is a cent
// below what dividing the total by 1.21 gives (5 383). A full refund must repeat the invoice's figures.
const invoice = { netCents: 5382, vatCents: 1131, totalCents: 6513, ratePercent: 21 };

describe('how a refund splits into net and VAT', () => {
  it('repeats the invoice’s own net and VAT when the whole total goes back', () => {
    expect(splitRefund(6513, invoice)).toEqual({ netCents: 5382, vatCents: 1131 });
  });

  it('splits a partial refund at the invoice’s rate: net = round(total × 100 / 121), VAT the rest', () => {
    // 1 000 × 100 / 121 = 826.45… → 826; 2 000 × 100 / 121 = 1 652.89… → 1 653 (rounded up).
    expect(splitRefund(1000, invoice)).toEqual({ netCents: 826, vatCents: 174 });
    expect(splitRefund(2000, invoice)).toEqual({ netCents: 1653, vatCents: 347 });
    // A cent below the whole total is a partial refund, split by the rule.
    expect(splitRefund(6512, invoice)).toEqual({ netCents: 5382, vatCents: 1130 });
    expect(splitRefund(6514, invoice)).toEqual({ netCents: 5383, vatCents: 1131 });
  });

  it('splits at the rate the invoice was made with, not at 21 % always', () => {
    const reduced = { netCents: 10_000, vatCents: 900, totalCents: 10_900, ratePercent: 9 };
    expect(splitRefund(1090, reduced)).toEqual({ netCents: 1000, vatCents: 90 });
  });

  it('keeps all of a refund net when the invoice had no VAT (reverse charge, export)', () => {
    const noVat = { netCents: 6513, vatCents: 0, totalCents: 6513, ratePercent: 0 };
    expect(splitRefund(1234, noVat)).toEqual({ netCents: 1234, vatCents: 0 });
    expect(splitRefund(6513, noVat)).toEqual({ netCents: 6513, vatCents: 0 });
  });
});

describe('refunds that add up to the whole payment', () => {
  // The reviewer's invoice: net 5 383 + VAT 1 130 = 6 513 at 21 %.
  const issued = { netCents: 5383, vatCents: 1130, totalCents: 6513, ratePercent: 21 };

  it('split on the running total: their VAT adds up to the invoice’s to the cent', () => {
    const first = splitRefund(3000, issued);
    expect(first).toEqual({ netCents: 2479, vatCents: 521 });
    // What the invoice has left, exactly: 5 383 − 2 479 and 1 130 − 521.
    expect(splitRefund(3513, issued, 3000)).toEqual({ netCents: 2904, vatCents: 609 });
  });

  it('a middle refund takes the VAT share of the running total less what was credited before', () => {
    // 1 000: net 826, VAT 174; 1 000 + 1 000 = 2 000: VAT 347 in all, so the second credits 173.
    expect(splitRefund(1000, issued, 1000)).toEqual({ netCents: 827, vatCents: 173 });
  });
});
