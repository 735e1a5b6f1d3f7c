import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultParameters, part, plainBoard } from './pricing.test-support.ts';
import { contentsWeight, palletCount, parcelCount, placementsPerBoard, shippingOptions } from './shipping.ts';

/**
 * Every expected value was worked out by hand from the house defaults: packing 0.3 kg a parcel, parcels
 * of at most 31.5 kg, freight from 100 kg on pallets of at most 500 kg that weigh 25 kg themselves,
 * FR4 1.85 g/cm³, aluminium 2.7 g/cm³, 0.3 g a placed part. A 100 × 100 mm board of 1.6 mm FR4 is
 * 0.01 m² × 1.6 × 1.85 = 0.0296 kg.
 */
const parameters = defaultParameters();
const board = plainBoard();
const summary = (options: ReturnType<typeof shippingOptions>) =>
  options.map(({ code, kind, parcels, weightKg, priceCents }) => ({
    code,
    kind,
    parcels,
    weightKg,
    priceCents,
  }));

describe('placements per board', () => {
  it('counts designators, else the quantity, of placed lines only', () => {
    const parts = [
      part({ designators: ['R1', 'R2', 'R3'] }),
      part({ designators: [], quantityPerBoard: 4 }),
      part({ designators: ['C1', 'C2'], dnp: true }),
      part({ designators: ['J1'], quantityPerBoard: 0 }),
    ];
    expect(placementsPerBoard(parts)).toBe(3 + 4);
    expect(placementsPerBoard([])).toBe(0);
    expect(placementsPerBoard(null)).toBe(0);
  });
});

describe('shipment weight', () => {
  it('weighs boards by their material', () => {
    // 100 boards = 1 m² × 1.6 mm: FR4 × 1.85 = 2.96 kg; aluminium × 2.7 = 4.32 kg; Rogers × 2.0 = 3.2 kg.
    expect(contentsWeight(board, 100, parameters)).toEqual({
      boardsKg: 2.96,
      componentsKg: 0,
      contentsKg: 2.96,
    });
    expect(contentsWeight(plainBoard({ material: 'ALUMINIUM' }), 100, parameters).contentsKg).toBe(4.32);
    expect(contentsWeight(plainBoard({ material: 'ROGERS' }), 100, parameters).contentsKg).toBe(3.2);
    // Up to 10 g: 10 boards of FR4 are 0.296 kg → 0.3 kg; of aluminium 0.432 kg → 0.44 kg.
    expect(contentsWeight(board, 10, parameters).boardsKg).toBe(0.3);
    expect(contentsWeight(plainBoard({ material: 'ALUMINIUM' }), 10, parameters).boardsKg).toBe(0.44);
  });

  it('charges aluminium boards their own weight', () => {
    // NL: 695 a parcel + 100 a kg. FR4 2.96 + 0.3 = 3.26 kg → 1021; aluminium 4.32 + 0.3 = 4.62 kg → 1157.
    const [fr4] = shippingOptions(board, 100, 'NL', parameters);
    const [aluminium] = shippingOptions(plainBoard({ material: 'ALUMINIUM' }), 100, 'NL', parameters);
    expect(fr4).toMatchObject({ weightKg: 3.26, priceCents: 1021 });
    expect(aluminium).toMatchObject({ weightKg: 4.62, priceCents: 1157 });
  });

  it('adds the placed parts', () => {
    // 200 parts × 0.3 g = 60 g a board; × 100 boards = 6 kg. 2.96 + 6 + 0.3 packing = 9.26 kg.
    expect(contentsWeight(board, 100, parameters, 200)).toEqual({
      boardsKg: 2.96,
      componentsKg: 6,
      contentsKg: 8.96,
    });
    const [standard] = shippingOptions(board, 100, 'NL', parameters, 200);
    expect(standard).toMatchObject({ kind: 'parcel', parcels: 1, weightKg: 9.26, priceCents: 695 + 926 });
    expect(standard?.lines[1]?.label).toBe(
      'Shipment weight 9.26 kg: boards 2.96 kg, parts 6 kg, packing 0.3 kg',
    );
  });
});

describe('parcels', () => {
  it('fill a parcel up to 31.5 kg with its packing, and no further', () => {
    // Each parcel holds 31.5 − 0.3 = 31.2 kg of boards.
    expect(parcelCount(0, parameters)).toBe(1);
    expect(parcelCount(31.2, parameters)).toBe(1);
    expect(parcelCount(31.21, parameters)).toBe(2);
    expect(parcelCount(62.4, parameters)).toBe(2);
    expect(parcelCount(62.41, parameters)).toBe(3);
  });

  it('split 1055 boards into two parcels, 1054 fit one of exactly 31.5 kg', () => {
    // 1054 boards: 10.54 m² × 2.96 = 31.1984 → 31.2 kg + 0.3 = 31.5 kg, one parcel.
    // DE (near EU) 1295 + 250 × 31.5 = 9170.
    const [under] = shippingOptions(board, 1054, 'DE', parameters);
    expect(under).toMatchObject({ code: 'EU1-standard', parcels: 1, weightKg: 31.5, priceCents: 9170 });
    expect(under?.lines.map((line) => [line.label, line.units, line.unit, line.amountCents])).toEqual([
      ['DHL Parcel Connect to DE, 1 parcel', 1, 'parcel', 1295],
      ['Shipment weight 31.5 kg: boards 31.2 kg, packing 0.3 kg', 31.5, 'kg', 7875],
    ]);
    // 1055 boards: 10.55 m² × 2.96 = 31.228 → 31.23 kg, two parcels of 15.615 + 0.3 kg; 31.83 kg in all.
    // 1295 × 2 = 2590; 250 × 31.83 = 7957.5 → 7958.
    const [over] = shippingOptions(board, 1055, 'DE', parameters);
    expect(over).toMatchObject({ parcels: 2, weightKg: 31.83, priceCents: 2590 + 7958 });
    expect(over?.lines.map((line) => [line.label, line.units, line.unit])).toEqual([
      ['DHL Parcel Connect to DE, 2 parcels', 2, 'parcel'],
      ['Shipment weight 31.83 kg: boards 31.23 kg, packing 0.6 kg', 31.83, 'kg'],
    ]);
  });

  it('never packs a parcel over the limit, and never takes one parcel more than needed', () => {
    for (let quantity = 1; quantity <= 30_000; quantity += 97) {
      const weight = contentsWeight(board, quantity, parameters, quantity % 300);
      const parcels = parcelCount(weight.contentsKg, parameters);
      expect(weight.contentsKg / parcels + 0.3).toBeLessThanOrEqual(31.5 + 1e-9);
      if (parcels > 1) expect(weight.contentsKg / (parcels - 1) + 0.3).toBeGreaterThan(31.5);
    }
  });

  it('refuse a parcel limit its packing alone fills, rather than loop', () => {
    const broken = { ...parameters, 'shipping.parcelMaxKg': 0.3 };
    expect(() => shippingOptions(board, 10, 'NL', broken)).toThrow(
      'shipping.parcelMaxKg must be more than shipping.packagingKg',
    );
    expect(() => palletCount(100, { ...parameters, 'shipping.freight.palletKg': 500 })).toThrow(
      'shipping.freight.palletMaxKg must be more than shipping.freight.palletKg',
    );
  });

  it('ship 10,000 boards of 100 × 100 mm as ten parcels, or cheaper on a pallet', () => {
    // 100 m² × 2.96 = 296 kg: 296 / 31.2 = 9.49 → 10 parcels of 29.6 + 0.3 kg; 299 kg in all.
    // Standard: 695 × 10 + 100 × 299 = 36850. Express +80 %: 1251 × 10 + 180 × 299 = 66330.
    // Freight: 296 / (500 − 25) → 1 pallet of 321 kg, 9500.
    const options = shippingOptions(board, 10_000, 'NL', parameters);
    expect(summary(options)).toEqual([
      { code: 'NL-freight', kind: 'freight', parcels: 1, weightKg: 321, priceCents: 9500 },
      { code: 'NL-standard', kind: 'parcel', parcels: 10, weightKg: 299, priceCents: 36_850 },
      { code: 'NL-express', kind: 'parcel', parcels: 10, weightKg: 299, priceCents: 66_330 },
    ]);
    expect(options[0]).toMatchObject({
      carrier: 'Pallet freight',
      service: 'Road freight',
      transitWorkingDays: 2,
    });
    expect(options[0]?.lines.map((line) => [line.label, line.parameter, line.unit, line.units])).toEqual([
      [
        'Pallet freight by road to NL, 1 pallet of 321 kg in all (boards 296 kg, pallet 25 kg)',
        'shipping.freight.NL.perPallet',
        'pallet',
        1,
      ],
    ]);
  });
});

describe('pallet freight', () => {
  it('is offered from 100 kg of parcels on', () => {
    // At 200 € a pallet to NL, freight costs more than parcels just below 100 kg.
    const dearFreight = { ...parameters, 'shipping.freight.NL.perPallet': 20_000 };
    // 3337 boards: 33.37 m² × 2.96 = 98.7752 → 98.78 kg in 4 parcels (+1.2 kg) = 99.98 kg: parcels only
    // (695 × 4 + 100 × 99.98 = 12778).
    const below = shippingOptions(board, 3337, 'NL', dearFreight);
    expect(below.map((option) => option.code)).toEqual(['NL-standard', 'NL-express']);
    expect(below[0]).toMatchObject({ parcels: 4, weightKg: 99.98, priceCents: 12_778 });
    // 3338 boards: 33.38 m² × 2.96 = 98.8048 → 98.81 kg + 1.2 kg = 100.01 kg: freight too, 1 pallet of
    // 98.81 + 25 = 123.81 kg.
    const from = shippingOptions(board, 3338, 'NL', dearFreight);
    expect(from.find((option) => option.kind === 'freight')).toMatchObject({
      code: 'NL-freight',
      parcels: 1,
      weightKg: 123.81,
      priceCents: 20_000,
    });
  });

  it('is offered below 100 kg only where a pallet costs less than the parcels', () => {
    // At the house's 95 € a pallet, the 99.98 kg of 3337 boards (12778 by parcel) go cheaper on a pallet:
    // otherwise 3338 boards would ship for less than 3337.
    const options = shippingOptions(board, 3337, 'NL', parameters);
    expect(options.map((option) => [option.code, option.priceCents])).toEqual([
      ['NL-freight', 9500],
      ['NL-standard', 12_778],
      ['NL-express', 23_000],
    ]);
    // 2400 boards: 24 m² × 2.96 = 71.04 kg in 3 parcels, 71.94 kg: 695 × 3 + 100 × 71.94 = 9279, below 9500.
    expect(shippingOptions(board, 2400, 'NL', parameters).map((option) => option.code)).toEqual([
      'NL-standard',
      'NL-express',
    ]);
    expect(shippingOptions(board, 10, 'NL', parameters)).toHaveLength(2);
  });

  it('takes as many pallets as 475 kg of boards each needs', () => {
    expect(palletCount(475, parameters)).toBe(1);
    expect(palletCount(475.01, parameters)).toBe(2);
    // 20,000 boards: 200 m² × 2.96 = 592 kg → 2 pallets of 296 + 25 kg = 642 kg; to DE 2 × 18000.
    const freight = shippingOptions(board, 20_000, 'DE', parameters).find(
      (option) => option.kind === 'freight',
    );
    expect(freight).toMatchObject({
      code: 'EU1-freight',
      parcels: 2,
      weightKg: 642,
      priceCents: 36_000,
      transitWorkingDays: 3,
    });
    // Beyond Europe by air, 8 working days.
    const world = shippingOptions(board, 20_000, 'US', parameters).find(
      (option) => option.kind === 'freight',
    );
    expect(world).toMatchObject({ code: 'WORLD-freight', service: 'Air freight', transitWorkingDays: 8 });
    expect(world?.priceCents).toBe(2 * 90_000);
  });
});

describe('order of the options', () => {
  it('lists the cheapest first, freight among the parcels where its price falls', () => {
    // 3338 boards to NL, 4 parcels of 100.01 kg: standard 695 × 4 + 100 × 100.01 = 2780 + 10001 = 12781;
    // express 1251 × 4 + 180 × 100.01 = 5004 + 18001.8 → 23006; freight at 200 € a pallet: 20000.
    const dearFreight = { ...parameters, 'shipping.freight.NL.perPallet': 20_000 };
    expect(summary(shippingOptions(board, 3338, 'NL', dearFreight))).toEqual([
      { code: 'NL-standard', kind: 'parcel', parcels: 4, weightKg: 100.01, priceCents: 12_781 },
      { code: 'NL-freight', kind: 'freight', parcels: 1, weightKg: 123.81, priceCents: 20_000 },
      { code: 'NL-express', kind: 'parcel', parcels: 4, weightKg: 100.01, priceCents: 23_006 },
    ]);
  });

  it('puts the faster first at the same price', () => {
    // No express surcharge: DHL Express (1 day) costs what DHL Parcel Connect (2 days) does.
    const free = { ...parameters, 'shipping.expressSurcharge': 0 };
    expect(shippingOptions(board, 10, 'DE', free).map((option) => option.code)).toEqual([
      'EU1-express',
      'EU1-standard',
    ]);
  });
});

describe('the cheapest option', () => {
  const zones = ['NL', 'EU1', 'EU2', 'EUROPE', 'WORLD'] as const;
  const cents = fc.integer({ min: 0, max: 100_000 });
  /** Shipping parameters an administrator could save: a parcel and a pallet each hold more than their packing. */
  const shippingParameters = fc
    .record({
      packagingKg: fc.double({ min: 0, max: 5, noNaN: true }),
      parcelRoomKg: fc.double({ min: 0.5, max: 60, noNaN: true }),
      fromKg: fc.double({ min: 1, max: 2000, noNaN: true }),
      palletKg: fc.double({ min: 0, max: 100, noNaN: true }),
      palletRoomKg: fc.double({ min: 1, max: 2000, noNaN: true }),
      density: fc.double({ min: 0.5, max: 10, noNaN: true }),
      gramsPerPlacement: fc.double({ min: 0, max: 50, noNaN: true }),
      expressSurcharge: fc.integer({ min: 0, max: 300 }),
      base: fc.array(cents, { minLength: 5, maxLength: 5 }),
      perKg: fc.array(cents, { minLength: 5, maxLength: 5 }),
      perPallet: fc.array(cents, { minLength: 5, maxLength: 5 }),
    })
    .map((drawn) => {
      const values: Record<string, number> = {
        ...parameters,
        'shipping.packagingKg': drawn.packagingKg,
        'shipping.parcelMaxKg': drawn.packagingKg + drawn.parcelRoomKg,
        'shipping.freight.fromKg': drawn.fromKg,
        'shipping.freight.palletKg': drawn.palletKg,
        'shipping.freight.palletMaxKg': drawn.palletKg + drawn.palletRoomKg,
        'shipping.density.FR4': drawn.density,
        'shipping.gramsPerPlacement': drawn.gramsPerPlacement,
        'shipping.expressSurcharge': drawn.expressSurcharge,
      };
      zones.forEach((zone, index) => {
        values[`shipping.${zone}.base`] = drawn.base[index] ?? 0;
        values[`shipping.${zone}.perKg`] = drawn.perKg[index] ?? 0;
        values[`shipping.freight.${zone}.perPallet`] = drawn.perPallet[index] ?? 0;
      });
      return values;
    });
  const country = fc.constantFrom('NL', 'DE', 'IT', 'CH', 'US');
  const quantity = fc.integer({ min: 1, max: 100_000 });
  const cheapest = (values: Record<string, number>, to: string, boards: number, placements: number) =>
    shippingOptions(board, boards, to, values, placements)[0]?.priceCents ?? Number.NaN;

  it('never costs less for more boards or more parts, whatever the parameters', () => {
    fc.assert(
      fc.property(
        shippingParameters,
        country,
        quantity,
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 100 }),
        (values, to, boards, more, placements, extraPlacements) => {
          const base = cheapest(values, to, boards, placements);
          expect(cheapest(values, to, boards + 1, placements)).toBeGreaterThanOrEqual(base);
          expect(cheapest(values, to, boards + more, placements)).toBeGreaterThanOrEqual(base);
          expect(cheapest(values, to, boards, placements + extraPlacements)).toBeGreaterThanOrEqual(base);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('lists every option cheapest first, freight from its weight on', () => {
    fc.assert(
      fc.property(shippingParameters, country, quantity, (values, to, boards) => {
        const options = shippingOptions(board, boards, to, values);
        const prices = options.map((option) => option.priceCents);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
        const parcel = options.find((option) => option.kind === 'parcel');
        const hasFreight = options.some((option) => option.kind === 'freight');
        if ((parcel?.weightKg ?? 0) >= values['shipping.freight.fromKg']!) expect(hasFreight).toBe(true);
        for (const option of options) expect(Math.round(option.weightKg * 100) / 100).toBe(option.weightKg);
      }),
      { numRuns: 300 },
    );
  });
});
