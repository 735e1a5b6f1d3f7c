import { describe, expect, it } from 'vitest';
import {
  classify,
  estimatePart,
  estimateText,
  isFinePitch,
  isSmallPackage,
  partPins,
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
    // A size code is not a pin count (a chip has two terminals); the line's own pins win.
    expect([
      pinsOf({ pins: null, package: '0603' }, 8),
      pinsOf({ pins: null, package: '1206 wide' }, 8),
      pinsOf({ pins: 5, package: 'SOT-23' }, 8),
    ]).toEqual([2, 8, 5]);
    // Headers by rows × columns, not the first digit; a body size is not a grid.
    expect([
      pinsOf({ pins: null, package: 'PinHeader_1x08_P2.54mm_Vertical' }, 2),
      pinsOf({ pins: null, package: 'Conn_02x05' }, 2),
      pinsOf({ pins: null, package: 'JST_XH_B4B-XH-A_1x04_P2.50mm_Vertical' }, 2),
      pinsOf({ pins: null, package: 'QFN-32-1EP_5x5mm_P0.5mm' }, 2),
    ]).toEqual([8, 10, 4, 32]);
  });

  it('counts one pin number per part, for its estimate and its joints alike', () => {
    const parameters = defaultParameters();
    // Unknown pins: an IC or a connector is assumed at estimates.defaultPins (8), any other part at
    // assembly.tht.defaultPins (2 leads).
    expect([
      partPins({ pins: null, package: null }, 'J', parameters),
      partPins({ pins: null, package: null }, 'U', parameters),
      partPins({ pins: null, package: null }, 'D', parameters),
      partPins({ pins: null, package: null }, null, parameters),
      partPins({ pins: 3, package: null }, 'J', parameters),
    ]).toEqual([8, 8, 2, 2, 3]);
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
    const header = estimatePart('J', part({ pins: 40 }), parameters);
    expect(header).toMatchObject({
      parameter: 'estimates.J.base',
      unitCents: 135,
      description: 'connector',
      baseCents: 15,
      perPin: { parameter: 'estimates.J.perPin', cents: 3, pins: 40 },
    });
    expect(estimateText(header)).toBe('a connector: 15 ¢ + 3 ¢ a pin × 40 pins');
  });

  it('names the base and the per-pin price with their units', () => {
    const parameters = defaultParameters();
    // Pins unknown: 8 assumed. 40 + 8 × 2 = 56.
    const ic = estimatePart('U', part({ designators: ['U1'] }), parameters);
    expect([ic.unitCents, estimateText(ic)]).toEqual([
      56,
      'an integrated circuit: 40 ¢ + 2 ¢ a pin × 8 pins',
    ]);
    expect(estimateText(estimatePart('R', part({ package: '0402' }), parameters))).toBe(
      'a chip resistor: 0.4 ¢ a part',
    );
  });

  it('speaks English', () => {
    expect([withArticle('resistor'), withArticle('integrated circuit'), withArticle('LED')]).toEqual([
      'a resistor',
      'an integrated circuit',
      'an LED',
    ]);
  });
});
