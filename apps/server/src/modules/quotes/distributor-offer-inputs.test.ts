import { describe, expect, it } from 'vitest';
import { nextReadSize } from './distributor-offer-inputs.ts';

describe('reading a BOM’s distributor offers in slices', () => {
  it('keeps asking 100 numbers at a time while each has about three offers', () => {
    expect(nextReadSize(100, 100, 300)).toBe(100);
    expect(nextReadSize(100, 300, 900)).toBe(100);
  });

  it('asks for more numbers while the offers are sparse, at most twice the last read', () => {
    expect(nextReadSize(100, 100, 0)).toBe(200);
    expect(nextReadSize(200, 300, 0)).toBe(400);
    expect(nextReadSize(100, 100, 50)).toBe(200);
    // 0.75 offers a number so far: 400 numbers would bring about 300.
    expect(nextReadSize(400, 400, 300)).toBe(400);
  });

  it('never asks fewer than 100 numbers, however many offers each has', () => {
    expect(nextReadSize(100, 100, 2_000)).toBe(100);
  });
});
