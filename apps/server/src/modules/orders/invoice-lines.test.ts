import { describe, expect, it } from 'vitest';
import { lineAmount } from '../../lib/money.ts';
import { computeBreakdown } from '../quotes/pricing/offer-engine.ts';
import { part, pricingInput } from '../quotes/pricing/pricing.test-support.ts';
import { invoiceLineOf, invoiceLinesOf, type SnapshotLine, unitPriceOf } from './invoice-lines.ts';

/** Breakdown lines as an invoice shows them: quantity and unit price that come to the amount. */
const line = (overrides: Partial<SnapshotLine>): SnapshotLine => ({
  block: 'board',
  code: 'board.setup',
  label: 'Setup, 2 layers',
  rate: null,
  units: null,
  amountCents: 0,
  ...overrides,
});

describe('invoice lines', () => {
  it('keep a whole number of things × the rate the customer was shown', () => {
    // 1,180 placements × 0.8 ¢ = 944 ¢; a setup once at €32.50; 26 parts × 5.2 ¢ = 135.2 → 135 ¢.
    expect(
      invoiceLineOf(
        line({
          block: 'assembly',
          label: 'SMD',
          rate: 0.8,
          units: 1180,
          unit: 'placement',
          amountCents: 944,
        }),
        10,
      ),
    ).toEqual({ label: 'SMD', quantity: 1180, unit: 'placement', unitPriceCents: 0.8, amountCents: 944 });
    expect(invoiceLineOf(line({ rate: 3250, units: 1, unit: 'order', amountCents: 3250 }), 10)).toEqual({
      label: 'Setup, 2 layers',
      quantity: 1,
      unit: null,
      unitPriceCents: 3250,
      amountCents: 3250,
    });
    expect(
      invoiceLineOf(
        line({
          block: 'components',
          code: 'components.part',
          rate: 5.2,
          units: 26,
          unit: 'part',
          amountCents: 135,
        }),
        10,
      ),
    ).toMatchObject({ quantity: 26, unit: 'part', unitPriceCents: 5.2 });
    expect(invoiceLineOf(line({ rate: 200, units: 1, unit: 'parcel', amountCents: 200 }), 10).unit).toBe(
      'parcel',
    );
  });

  it('give board lines without a whole count per board ordered, with the decimals that add up', () => {
    // Half a panel at €23.40 = €11.70 for 10 boards: €1.17 a board.
    expect(
      invoiceLineOf(
        line({ code: 'board.panels', rate: 2340, units: 0.5, unit: 'panel', amountCents: 1170 }),
        10,
      ),
    ).toMatchObject({ quantity: 10, unit: 'board', unitPriceCents: 117, amountCents: 1170 });
    // €10.00 over 3 boards: €3.33 × 3 = €9.99 is a cent short; €3.333 × 3 = €9.999 rounds to €10.00.
    expect(
      invoiceLineOf(line({ block: 'assembly', code: 'assembly.minimum', amountCents: 1000 }), 3),
    ).toMatchObject({ quantity: 3, unit: 'board', unitPriceCents: 333.3 });
    expect(invoiceLineOf(line({ amountCents: 500 }), 1)).toMatchObject({ quantity: 1, unit: 'board' });
  });

  it('give the lead time, the parcel by weight and a promotion once', () => {
    const once = [
      line({
        block: 'leadTime',
        code: 'leadTime',
        rate: 0.25,
        units: 4628,
        unit: 'percentOf',
        amountCents: 1157,
      }),
      line({
        block: 'shipping',
        code: 'shipping.weight',
        rate: 100,
        units: 0.6,
        unit: 'kg',
        amountCents: 60,
      }),
      line({ block: 'discount', code: 'discount.amount', amountCents: -500 }),
      line({ block: 'volume', code: 'volume.sameTotal', amountCents: -320 }),
    ];
    expect(
      invoiceLinesOf(once, 10).map((entry) => [entry.quantity, entry.unit, entry.unitPriceCents]),
    ).toEqual([
      [1, null, 1157],
      [1, null, 60],
      [1, null, -500],
      [1, null, -320],
    ]);
  });

  it('find a unit price that comes back to the amount for any amount and quantity', () => {
    for (const quantity of [1, 3, 7, 10, 33, 997, 1180, 25_000]) {
      for (const amountCents of [1, 99, 1000, 12_345, 987_654, -4_321]) {
        const unit = unitPriceOf(amountCents, quantity);
        expect(lineAmount(unit, quantity), `${amountCents} over ${quantity}`).toBe(amountCents);
      }
    }
    expect(unitPriceOf(23_456, 10)).toBe(2345.6);
    expect(unitPriceOf(100_000, 10)).toBe(10_000);
  });

  it('leave the estimate out of an estimated part, as the engine labels it', () => {
    const breakdown = computeBreakdown(
      pricingInput({ parts: [part({ designators: ['U3'], mpn: 'LM358', package: 'SOIC-8' })] }),
      10,
      20,
    );
    const estimated = breakdown.lines.find((entry) => entry.code === 'components.estimated');
    expect(estimated?.label).toContain('estimated as');
    const lines = invoiceLinesOf(breakdown.lines, 10);
    expect(lines.find((entry) => entry.label.startsWith('LM358'))?.label).toBe('LM358 (U3)');
    expect(lines.map((entry) => entry.label).join(' ')).not.toMatch(/estimat/i);
    // The amounts are the breakdown's, line for line.
    expect(lines.map((entry) => entry.amountCents)).toEqual(
      breakdown.lines.map((entry) => entry.amountCents),
    );
  });
});
