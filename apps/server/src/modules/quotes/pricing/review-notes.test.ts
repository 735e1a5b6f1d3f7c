import { describe, expect, it } from 'vitest';
import { asRanges, linesLabel } from './line-ranges.ts';
import { computeOfferSet } from './offer-engine.ts';
import { part, pricingInput } from './pricing.test-support.ts';

describe('line numbers as people write them', () => {
  it('joins runs into ranges, in order, each number once', () => {
    expect(asRanges([5, 1, 2, 3, 3, 9, 10])).toBe('1–3, 5, 9–10');
    expect(linesLabel([4])).toBe('Line 4');
    expect(linesLabel([4, 4])).toBe('Line 4');
    expect(linesLabel([1, 2, 5])).toBe('Lines 1–2, 5');
  });

  it('names the first ranges and counts the lines left', () => {
    expect(asRanges([1, 3, 5, 6, 7, 9], 2)).toBe('1, 3 and 4 more');
    expect(asRanges([1, 3], 2)).toBe('1, 3');
  });
});

describe('review notes of an offer set', () => {
  it('gathers lines priced by estimate into one note per class, with every line number', () => {
    const capacitors = Array.from({ length: 30 }, (_, index) =>
      part({ lineNo: index * 2 + 1, designators: [`C${index}`], value: '100nF', package: '0402' }),
    );
    const ic = part({ lineNo: 2, designators: ['U1'], value: 'MCU', package: 'QFN-32' });
    const set = computeOfferSet(pricingInput({ parts: [...capacitors, ic] }), [10]);
    const estimated = set.reviewNotes.filter((note) => note.code === 'COMPONENT_ESTIMATED');
    expect(estimated).toHaveLength(2);
    const [first, second] = estimated;
    expect(first?.lineNos).toEqual(capacitors.map((line) => line.lineNo));
    expect(first?.message).toBe(
      'Lines 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23 and 18 more: no price known yet; each estimated as a capacitor until staff confirm it',
    );
    expect(second).toEqual({
      code: 'COMPONENT_ESTIMATED',
      lineNos: [2],
      message: 'Line 2: no price known yet; estimated as an integrated circuit until staff confirm it',
      text: {
        key: 'review.estimated',
        params: {
          lines: { key: 'review.line', params: { lines: '2' } },
          name: { key: 'class.integratedCircuit' },
        },
      },
    });
  });
});
