import { describe, expect, it } from 'vitest';
import { expandDesignators } from './designators.ts';

describe('expandDesignators: edges of the rule', () => {
  it('answers nothing for a missing cell', () => {
    expect(expandDesignators(null)).toEqual([]);
    expect(expandDesignators(undefined)).toEqual([]);
  });

  it('reads spaces on one side of the dash as part of the range', () => {
    expect(expandDesignators('R1 -R3')).toEqual(['R1', 'R2', 'R3']);
    expect(expandDesignators('R1- R3')).toEqual(['R1', 'R2', 'R3']);
  });

  it('skips runs of separators without empty entries', () => {
    expect(expandDesignators('R1,  R2;; R3 ,')).toEqual(['R1', 'R2', 'R3']);
  });

  it('expands a range of one', () => {
    expect(expandDesignators('C4-C4')).toEqual(['C4']);
  });

  it('keeps a backwards range as written', () => {
    expect(expandDesignators('R9-R7')).toEqual(['R9-R7']);
  });

  it('expands up to 10 000 designators and keeps a longer range as written', () => {
    const longest = expandDesignators('R1-R10000');
    expect(longest).toHaveLength(10_000);
    expect(longest.at(-1)).toBe('R10000');
    expect(expandDesignators('R1-R10001')).toEqual(['R1-R10001']);
    expect(expandDesignators('R0-R10000')).toEqual(['R0-R10000']);
  });
});
