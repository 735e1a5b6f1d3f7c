import { describe, expect, it } from 'vitest';
import { type HouseStockRule, isHouseStock, packageKey, valueKey } from './house-stock.ts';
import { part } from './pricing.test-support.ts';

const byClass = (componentClass: string, pack: string, value: string | null = null): HouseStockRule => ({
  normalisedMpn: null,
  componentClass,
  package: packageKey(pack),
  value: value === null ? null : valueKey(value),
});
const byMpn = (mpn: string): HouseStockRule => ({
  normalisedMpn: mpn,
  componentClass: null,
  package: null,
  value: null,
});

describe('package keys', () => {
  it('reads chip sizes out of KiCad footprints and metric remarks', () => {
    expect(
      ['0603', 'R_0603_1608Metric', 'Resistor_SMD:R_0603_1608Metric', '0603 (1608 Metric)', ' 0603 '].map(
        packageKey,
      ),
    ).toEqual(['0603', '0603', '0603', '0603', '0603']);
    expect(['SOT-23', 'sot23', 'SOT_23'].map(packageKey)).toEqual(['SOT23', 'SOT23', 'SOT23']);
    // A name no rule knows is kept, upper case without spaces or punctuation.
    expect(packageKey('my custom pkg')).toBe('MYCUSTOMPKG');
  });
});

describe('value keys', () => {
  it('writes one value one way, whatever the BOM wrote', () => {
    expect(['10k', '10K', '10 kΩ', '10kohm', '10 K', '10000', '10K0'].map(valueKey)).toEqual(
      Array(7).fill('10K'),
    );
    expect(['100nF', '100 n', '0.1uF', '0.1µF', '100 nF'].map(valueKey)).toEqual(Array(5).fill('100N'));
    expect(['4k7', '4.7k', '4,7 kΩ'].map(valueKey)).toEqual(['4.7K', '4.7K', '4.7K']);
    expect(['4R7', '0R', '100R', '1M', '1m', '22pF', '100nF 50V X7R'].map(valueKey)).toEqual([
      '4.7',
      '0',
      '100',
      '1MEG',
      '1M',
      '22P',
      '100N',
    ]);
  });

  it('keeps a value that is not a number as a name', () => {
    expect([valueKey('BLM18 PG221'), valueKey('1N4148')]).toEqual(['BLM18PG221', '1N4148']);
  });
});

describe('isHouseStock', () => {
  const list = [byClass('R', '0603'), byClass('C', '0402', '100nF'), byMpn('GRM155R71C104KA88D')];

  it('matches a class entry of any value by class and package', () => {
    expect(
      isHouseStock(part({ designators: ['R1'], value: '10k', package: 'R_0603_1608Metric' }), list),
    ).toBe(true);
    expect(
      isHouseStock(part({ designators: ['R2'], value: '1M', package: '0603 (1608 Metric)' }), list),
    ).toBe(true);
    // The package read from the description when the line has none.
    expect(isHouseStock(part({ designators: ['R3'], description: 'Resistor 10K 0603 1%' }), list)).toBe(true);
  });

  it('needs the class and the package to match', () => {
    // A 0603 capacitor is not a 0603 resistor; a 0805 resistor is not a 0603 one.
    expect(isHouseStock(part({ designators: ['C9'], value: '1uF', package: '0603' }), list)).toBe(false);
    expect(isHouseStock(part({ designators: ['R9'], value: '10k', package: '0805' }), list)).toBe(false);
    expect(isHouseStock(part({ designators: ['R8'], value: '10k' }), list)).toBe(false);
  });

  it('matches an entry with a value only for that value, however it is written', () => {
    expect(
      isHouseStock(part({ designators: ['C1'], value: '0.1µF', package: 'C_0402_1005Metric' }), list),
    ).toBe(true);
    expect(isHouseStock(part({ designators: ['C2'], value: '100 nF', package: '0402' }), list)).toBe(true);
    expect(isHouseStock(part({ designators: ['C3'], value: '10nF', package: '0402' }), list)).toBe(false);
    expect(isHouseStock(part({ designators: ['C4'], package: '0402' }), list)).toBe(false);
  });

  it('matches an MPN entry by the normalised MPN, whatever the line’s class', () => {
    expect(isHouseStock(part({ designators: ['X1'], mpn: 'grm155r71c104ka88d' }), list)).toBe(true);
    expect(isHouseStock(part({ designators: ['X2'], mpn: 'GRM155R71C104KA88 D' }), list)).toBe(true);
    expect(isHouseStock(part({ designators: ['X3'], mpn: 'GRM155R71C104KA88J' }), list)).toBe(false);
  });

  it('matches nothing with an empty list', () => {
    expect(isHouseStock(part({ designators: ['R1'], value: '10k', package: '0603' }), [])).toBe(false);
  });
});
