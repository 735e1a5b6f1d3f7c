import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineAmount, percentOf, roundCents } from './money.ts';

describe('rounding to cents', () => {
  it('rounds half a cent away from zero, and nothing else up', () => {
    expect(roundCents(2.5)).toBe(3);
    expect(roundCents(2.4999)).toBe(2);
    expect(roundCents(-2.5)).toBe(-3);
    expect(roundCents(-2.4)).toBe(-2);
    expect(roundCents(-0.4)).toBe(0);
    expect(Object.is(roundCents(-0.4), -0)).toBe(false);
  });

  it('rounds the decimal numbers a person wrote, not their binary neighbours', () => {
    // 0.15 × 10 is 1.5000000000000002 in floating point, 1.005 × 100 is 100.49999999999999.
    expect(lineAmount(0.15, 10)).toBe(2);
    expect(lineAmount(1.005, 100)).toBe(101);
    expect(lineAmount(0.8, 66)).toBe(53); // 52.8 cents: 66 placements at 0.8 cents
  });

  it('takes a percentage of a base in cents: 21 % VAT of €49.99 is €10.50 (1049.79 cents)', () => {
    expect(percentOf(4999, 21)).toBe(1050);
    expect(percentOf(1000, 12.5)).toBe(125);
    expect(percentOf(-4000, 10)).toBe(-400);
  });

  it('refuses what is not a number of cents', () => {
    expect(() => roundCents(Number.NaN)).toThrow(RangeError);
    expect(() => roundCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('never moves an amount by more than half a cent, and whole cents stay as they are', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.integer({ min: 0, max: 999 }),
        (whole, milli) => {
          const cents = whole + milli / 1000;
          expect(Math.abs(roundCents(cents) - cents)).toBeLessThanOrEqual(0.5 + 1e-9);
          expect(roundCents(whole)).toBe(whole);
        },
      ),
      { seed: 20261124 },
    );
  });
});
