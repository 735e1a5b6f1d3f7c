import { marginBandLawBroken, parameterLawBroken } from '@boardhouse/shared/quotes/parameter-laws';
import {
  DEFAULT_PARAMETER_VALUES,
  PRICING_PARAMETERS,
  parameterValueProblem,
} from '@boardhouse/shared/quotes/pricing-parameters';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validMarginBands, validParameterSets } from './parameter-sets.test-support.ts';

/** The arbitraries property tests run over give only what an administrator could save. */

describe('valid parameter sets', () => {
  it('hold every key, each within its limits, and keep the laws', () => {
    fc.assert(
      fc.property(validParameterSets(), (values) => {
        expect(Object.keys(values).sort()).toEqual([...DEFAULT_PARAMETER_VALUES.keys()].sort());
        const problems = PRICING_PARAMETERS.flatMap((definition) => {
          const problem = parameterValueProblem(definition, values[definition.key] as number);
          return problem ? [problem] : [];
        });
        expect(problems).toEqual([]);
        expect(parameterLawBroken(values)).toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it('vary what the laws relate, not only the defaults', () => {
    const samples = fc.sample(validParameterSets(), 200);
    const distinct = (key: string) => new Set(samples.map((values) => values[key])).size;
    for (const key of [
      'leadTime.days5',
      'leadTime.days20',
      'leadTime.minimumDays.highLayer',
      'board.pool.maxPanels',
      'board.dedicated.perM2.layers2',
      'board.dedicated.yieldPercent',
      'shipping.parcelMaxKg',
      'assembly.smd.perPlacement',
    ]) {
      expect(distinct(key), key).toBeGreaterThan(5);
    }
  });
});

describe('valid margin bands', () => {
  it('start at 1 board, number 1–4 and keep the margin band laws', () => {
    fc.assert(
      fc.property(validMarginBands(), (bands) => {
        expect(bands.length).toBeGreaterThanOrEqual(1);
        expect(bands.length).toBeLessThanOrEqual(4);
        expect(bands.filter((band) => band.minQuantity === 1)).toHaveLength(1);
        for (const band of bands) {
          expect(band.minQuantity).toBeLessThanOrEqual(100_000);
          for (const percent of Object.values(band.percent)) {
            expect(percent).toBeGreaterThanOrEqual(0);
            expect(percent).toBeLessThanOrEqual(300);
          }
        }
        const values = bands.map((band) => ({
          minQuantity: band.minQuantity,
          boardPercent: band.percent.board,
          componentsPercent: band.percent.components,
          assemblyPercent: band.percent.assembly,
        }));
        expect(marginBandLawBroken(values)).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('include several bands whose margins fall', () => {
    const samples = fc.sample(validMarginBands(), 200);
    expect(samples.some((bands) => bands.length === 4)).toBe(true);
    expect(
      samples.some((bands) =>
        bands.some((band, index) => index > 0 && band.percent.board < (bands[0]?.percent.board ?? 0)),
      ),
    ).toBe(true);
  });
});
