import { describe, expect, it } from 'vitest';
import {
  classify,
  estimatePart,
  isFinePitch,
  isSmallPackage,
  pinsOf,
  withArticle,
} from './component-classes.ts';
import { defaultParameters, part } from './pricing.test-support.ts';

describe('telling a part’s class', () => {
  it.each([
    [{ designators: ['R12'] }, 'R'],
    [{ designators: ['LED3'] }, 'LED'],
    [{ designators: ['D5'], description: 'led YELLOW 0805' }, 'LED'],
    [{ designators: ['RV1'], description: 'Varistor 0603' }, 'D'],
    [{ designators: ['RV2'], description: '10k trimmer' }, 'RV'],
    [{ designators: ['FB1'] }, 'L'],
    [{ designators: ['IC4'] }, 'U'],
    [{ designators: ['XTAL1'] }, 'Y'],
    [{ designators: ['CN2'] }, 'J'],
    [{ designators: ['MOD1'], description: 'Quartz crystal 16 MHz' }, 'Y'],
    [{ designators: ['MOD2'], value: '4.7k' + 'Ω' }, 'R'],
    [{ designators: ['MOD3'], value: '100nF' }, 'C'],
    [{ designators: ['MOD4'], package: 'SOT-23' }, 'Q'],
    [{ designators: ['MOD5'], package: 'TSSOP-20' }, 'U'],
    [{ designators: ['MOD6'], description: 'Custom module' }, null],
  ])('%j is %s', (line, kind) => {
    expect(classify({ description: null, value: null, package: null, ...line })).toBe(kind);
  });
});

describe('package facts', () => {
  it('knows small passives, fine pitch and pin counts', () => {
    expect([
      isSmallPackage('0402'),
      isSmallPackage('R_0201_0603Metric'),
      isSmallPackage('0603'),
      isSmallPackage(null),
    ]).toEqual([true, true, false, false]);
    expect([isFinePitch('QFN-32'), isFinePitch('LQFP-48'), isFinePitch('SOIC-8')]).toEqual([
      true,
      true,
      false,
    ]);
    expect([
      pinsOf({ pins: null, package: 'SOIC-8' }, 8),
      pinsOf({ pins: null, package: 'QFN32' }, 8),
    ]).toEqual([8, 32]);
    // A size code is not a pin count; the line's own pins win.
    expect([pinsOf({ pins: null, package: '0603' }, 8), pinsOf({ pins: 5, package: 'SOT-23' }, 8)]).toEqual([
      8, 5,
    ]);
  });

  it('estimates by class and size', () => {
    const parameters = defaultParameters();
    expect(estimatePart('C', part({ package: '0805' }), parameters)).toMatchObject({
      parameter: 'estimates.C.chip',
      unitCents: 0.8,
    });
    expect(estimatePart('C', part({ description: 'Electrolytic 470uF' }), parameters).unitCents).toBe(12);
    expect(estimatePart('L', part({ package: '1210' }), parameters).unitCents).toBe(25);
    // 15 + 40 pins × 3.
    expect(estimatePart('J', part({ pins: 40 }), parameters)).toMatchObject({
      unitCents: 135,
      description: 'connector, 40 pins',
    });
  });

  it('speaks English', () => {
    expect([withArticle('resistor'), withArticle('integrated circuit'), withArticle('LED')]).toEqual([
      'a resistor',
      'an integrated circuit',
      'an LED',
    ]);
  });
});
