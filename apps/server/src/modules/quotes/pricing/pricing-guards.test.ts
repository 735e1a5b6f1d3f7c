import { describe, expect, it } from 'vitest';
import { roundCents } from '../../../lib/money.ts';
import { parameterValue } from './price-lines.ts';

/** A price is never made of a missing rate or an amount that is not a number. */
describe('what the pricing refuses to compute with', () => {
  it('a pricing parameter that is missing, by name, instead of a silent zero', () => {
    expect(() => parameterValue({}, 'board.setup.layers2')).toThrow(
      'The pricing parameter board.setup.layers2 is missing',
    );
    expect(parameterValue({ 'board.setup.layers2': 0 }, 'board.setup.layers2')).toBe(0);
  });

  it('an amount that is not a finite number, naming it', () => {
    expect(() => roundCents(Number.NaN)).toThrow(
      new RangeError('An amount must be a finite number, not NaN'),
    );
    expect(() => roundCents(Number.POSITIVE_INFINITY)).toThrow('not Infinity');
  });
});
