import { describe, expect, it } from 'vitest';
import { deliveryDateAfter } from './transit.ts';

// November 2026: Monday the 23rd, Friday the 27th, Saturday the 28th, Monday the 30th.
describe('delivery date after transit', () => {
  it('counts weekdays after the ship date', () => {
    expect(deliveryDateAfter('2026-11-23', 1, [])).toBe('2026-11-24');
    expect(deliveryDateAfter('2026-11-23', 4, [])).toBe('2026-11-27');
  });

  it('skips the weekend', () => {
    expect(deliveryDateAfter('2026-11-27', 1, [])).toBe('2026-11-30');
    // Monday + 5 working days is the next Monday; Thursday + 2 is Monday.
    expect(deliveryDateAfter('2026-11-23', 5, [])).toBe('2026-11-30');
    expect(deliveryDateAfter('2026-11-26', 2, [])).toBe('2026-11-30');
    // Shipped on a Saturday, the first day in transit is Monday.
    expect(deliveryDateAfter('2026-11-28', 1, [])).toBe('2026-11-30');
  });

  it('moves on over a holiday', () => {
    expect(deliveryDateAfter('2026-11-27', 1, ['2026-11-30'])).toBe('2026-12-01');
    // Christmas 2026 is a Friday: shipped Thursday the 24th with 2 days, it arrives Tuesday the 29th.
    expect(deliveryDateAfter('2026-12-24', 2, ['2026-12-25'])).toBe('2026-12-29');
    // A holiday on a weekend changes nothing.
    expect(deliveryDateAfter('2026-11-27', 1, ['2026-11-28'])).toBe('2026-11-30');
  });

  it('delivers on the ship date with no transit', () => {
    expect(deliveryDateAfter('2026-11-27', 0, [])).toBe('2026-11-27');
    expect(deliveryDateAfter('2026-11-28', 0, ['2026-11-28'])).toBe('2026-11-28');
  });

  it('refuses a transit that is not a whole number of days from 0', () => {
    expect(() => deliveryDateAfter('2026-11-27', -1, [])).toThrow(RangeError);
    expect(() => deliveryDateAfter('2026-11-27', 1.5, [])).toThrow(RangeError);
  });
});
