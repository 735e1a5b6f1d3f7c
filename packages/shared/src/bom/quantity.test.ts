import { describe, expect, it } from 'vitest';
import { parseQuantity } from './quantity.ts';

describe('parseQuantity', () => {
  it.each([
    [0, 0],
    [12, 12],
    [-1, null],
    [2.5, null],
  ])('reads the number cell %s as %s', (cell, expected) => {
    expect(parseQuantity(cell)).toBe(expected);
  });

  it.each([
    ['0', 0],
    ['1.000', 1000],
    ['12.345.678', 12_345_678],
    ["1'000", 1000],
    ['1 000', 1000],
    ['10', 10],
    ['4,0', 4],
    ['4,00', 4],
    ['12 pc', 12],
    ['12 PCS.', 12],
    ['3 stk', 3],
    ['3 Stk.', 3],
    ['5x', 5],
    [' 7 ', 7],
  ])('reads "%s" as %s', (cell, expected) => {
    expect(parseQuantity(cell)).toBe(expected);
  });

  it.each(['4,5', '1000.000x2', '12,34', 'pcs', '', 'ten', '1-2', '4 stkk'])('refuses "%s"', (cell) => {
    expect(parseQuantity(cell)).toBeNull();
  });

  it('refuses cells that are neither numbers nor text', () => {
    expect(parseQuantity(null)).toBeNull();
    expect(parseQuantity(undefined)).toBeNull();
    expect(parseQuantity(true)).toBeNull();
    expect(parseQuantity({ toString: () => '4' })).toBeNull();
  });
});
