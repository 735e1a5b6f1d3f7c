import { describe, expect, it } from 'vitest';
import { assemblyWork, priceAssembly } from './assembly-pricing.ts';
import { prepareParts, priceComponents } from './component-pricing.ts';
import { defaultParameters, part } from './pricing.test-support.ts';

/**
 * Lines a customer can read: what each line counts (parts, placements, joints, feeders), the parts
 * needed and the spares apart, estimates with their parameters, joints from the pins the line shows,
 * and no feeder loading for parts from the house stock. Values worked out from the house defaults.
 */
const parameters = defaultParameters();
const amounts = (lines: { code: string; amountCents: number }[]) =>
  lines.map((line) => [line.code, line.amountCents]);
const components = (parts: Parameters<typeof prepareParts>[0], boards: number) =>
  priceComponents(prepareParts(parts, parameters), boards, parameters, 0);

describe('component lines', () => {
  it('count parts: those needed and the spares apart', () => {
    // 10 resistors a board × 100 boards = 1000 needed; small passives take max(10, 10 %) = 100 spares.
    const [line] = components(
      [part({ designators: ['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'R8', 'R9', 'R10'], package: '0402' })],
      100,
    );
    expect(line).toMatchObject({ unit: 'part', units: 1100, needed: 1000, spares: 100, bought: 1100 });
    expect(line?.label).toBe('part (R1, R2, R3, +7), estimated as a chip resistor: 0.4 ¢ a part');
  });

  it('show a supplier’s minimum as parts charged beyond those needed and the spares', () => {
    // 10 boards: 10 needed + max(1, 2 %) = 1 spare = 11, but the first price break is 50 parts.
    const [line] = components(
      [part({ designators: ['Q1'], priceBreaks: [{ quantity: 50, unitPriceCents: 4 }] })],
      10,
    );
    expect(line).toMatchObject({ unit: 'part', units: 50, needed: 10, spares: 1, amountCents: 200 });
    expect(line?.label).toBe('part (Q1), minimum order 50');
  });

  it('say so when a larger quantity is charged because it costs less at the price breaks', () => {
    // 95 boards: 95 needed + max(1, 2 %) = 2 spares = 97 × 10 ¢ = 970; 100 reach the 5 ¢ break: 500.
    const [line] = components(
      [
        part({
          designators: ['Q1'],
          priceBreaks: [
            { quantity: 1, unitPriceCents: 10 },
            { quantity: 100, unitPriceCents: 5 },
          ],
        }),
      ],
      95,
    );
    expect(line).toMatchObject({ units: 100, needed: 95, spares: 2, amountCents: 500 });
    expect(line?.label).toBe('part (Q1), 100 charged: cheaper than 97 at the price breaks');
  });

  it('name an IC estimate’s base and per-pin prices with their units', () => {
    // 40 ¢ + 2 ¢ × 8 pins (SOIC-8) = 56 ¢; 10 boards + 1 spare = 11 → 616.
    const [line] = components([part({ designators: ['U3'], mpn: 'LM358', package: 'SOIC-8' })], 10);
    expect([line?.label, line?.parameter, line?.rate, line?.amountCents]).toEqual([
      'LM358 (U3), estimated as an integrated circuit: 40 ¢ + 2 ¢ a pin × 8 pins',
      'estimates.U.base',
      56,
      616,
    ]);
  });
});

describe('assembly lines', () => {
  it('say what each line counts', () => {
    const work = assemblyWork(
      [
        part({ designators: ['R1', 'R2'], value: '10k', package: '0402' }),
        part({ designators: ['U1'], mpn: 'STM32F103C8T6', package: 'LQFP-48' }),
        part({ designators: ['J1'], mpn: 'HDR-4', mountingStyle: 'THT', pins: 4 }),
      ],
      'both',
      parameters,
    );
    const lines = priceAssembly(work!, 10, parameters, 0);
    expect(lines.map((line) => [line.code, line.unit, line.units])).toEqual([
      ['assembly.setup', 'side', 2],
      ['assembly.stencil', 'side', 2],
      ['assembly.smd', 'placement', 30],
      ['assembly.tht', 'joint', 40],
      ['assembly.feeders', 'feeder', 3],
      ['assembly.finePitch', 'placement', 10],
    ]);
  });

  it('solder a connector line saying 8 pins at 8 joints per board', () => {
    // Pins unknown: its estimate assumes 8 (estimates.defaultPins), and so does the soldering.
    const connector = part({ designators: ['J1'], mpn: 'CONN-X', mountingStyle: 'THT' });
    const [line] = components([connector], 1);
    expect(line?.label).toBe('CONN-X (J1), estimated as a connector: 15 ¢ + 3 ¢ a pin × 8 pins');
    expect(assemblyWork([connector], 'top', parameters)?.thtJoints).toBe(8);
    // Pins from the footprint: a 1 × 8 header is 8 pins on its line and 8 joints.
    const header = part({
      designators: ['J2'],
      mountingStyle: 'THT',
      package: 'PinHeader_1x08_P2.54mm_Vertical',
    });
    expect(components([header], 1)[0]?.label).toContain('× 8 pins');
    expect(assemblyWork([header], 'top', parameters)?.thtJoints).toBe(8);
  });
});

describe('feeder loading and the house stock', () => {
  const resistor = (designator: string, value: string) =>
    part({ designators: [designator], value, package: '0603', houseStock: true });

  it('loads feeders only for parts outside the house stock, and says how many came from it', () => {
    const work = assemblyWork(
      [
        resistor('R1', '10k'),
        resistor('R2', '4k7'),
        part({ designators: ['C1'], value: '10uF', package: '1206' }),
        part({ designators: ['U1'], mpn: 'LM358', package: 'SOIC-8' }),
      ],
      'top',
      parameters,
    );
    expect([work?.uniqueParts, work?.houseStockParts]).toEqual([2, 2]);
    const feeders = priceAssembly(work!, 10, parameters, 0).find((line) => line.code === 'assembly.feeders');
    // 2 feeders × 100 = 200.
    expect([feeders?.label, feeders?.units, feeders?.amountCents]).toEqual([
      'Feeder loading per distinct part (4 parts; 2 from house stock need none)',
      2,
      200,
    ]);
  });

  it('has no feeder line for a BOM of house-stock parts only', () => {
    const work = assemblyWork([resistor('R1', '10k'), resistor('R2', '1k')], 'top', parameters);
    expect([work?.uniqueParts, work?.houseStockParts]).toEqual([0, 2]);
    // 10 boards: setup 5000 + stencil 2500 + 20 placements × 2 = 7540, above the 7500 minimum.
    expect(amounts(priceAssembly(work!, 10, parameters, 0))).toEqual([
      ['assembly.setup', 5000],
      ['assembly.stencil', 2500],
      ['assembly.smd', 40],
    ]);
  });

  it('loads a feeder for a part that one line takes from the house stock and another does not', () => {
    const work = assemblyWork(
      [resistor('R1', '10k'), part({ designators: ['R2'], value: '10k', package: '0603' })],
      'top',
      parameters,
    );
    expect([work?.uniqueParts, work?.houseStockParts]).toEqual([1, 0]);
  });
});
