import {
  BOARD_COLOURS,
  INNER_COPPER_OZ,
  LAYER_COUNTS,
  MATERIALS,
  MIN_DRILLS_MM,
  OUTER_COPPER_OZ,
  SURFACE_FINISHES,
  THICKNESSES_MM,
  TRACK_SPACING_MIL,
  VIA_TREATMENTS,
} from '@boardhouse/shared/pcb/pcb-spec';
import { LEAD_TIME_WORKING_DAYS } from '@boardhouse/shared/quotes/offers-api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeBreakdown, computeOfferSet, offerQuantities } from './offer-engine.ts';
import { validMarginBands, validParameterSets } from './parameter-sets.test-support.ts';
import { defaultParameters, part, plainBoard, pricingInput } from './pricing.test-support.ts';
import type {
  MarginBand,
  PricingBoard,
  PricingDistributorOffer,
  PricingInput,
  PricingPart,
} from './pricing-input.ts';
import { placementsPerBoard, shippingOptions } from './shipping.ts';

/** Properties every offer keeps, whatever the board, the BOM and the quantity. */

const board: fc.Arbitrary<PricingBoard> = fc.record({
  layers: fc.constantFrom(...LAYER_COUNTS),
  material: fc.constantFrom(...MATERIALS),
  widthMm: fc.integer({ min: 5, max: 500 }),
  heightMm: fc.integer({ min: 5, max: 500 }),
  thicknessMm: fc.constantFrom(...THICKNESSES_MM),
  outerCopperOz: fc.constantFrom(...OUTER_COPPER_OZ),
  innerCopperOz: fc.constantFrom(...INNER_COPPER_OZ),
  surfaceFinish: fc.constantFrom(...SURFACE_FINISHES),
  solderMaskColor: fc.constantFrom(...BOARD_COLOURS),
  silkscreenColor: fc.constantFrom(...BOARD_COLOURS),
  viaTreatment: fc.constantFrom(...VIA_TREATMENTS),
  impedanceControl: fc.boolean(),
  castellatedHoles: fc.boolean(),
  goldFingers: fc.boolean(),
  goldFingerBevel: fc.boolean(),
  edgePlating: fc.boolean(),
  blindBuriedVias: fc.boolean(),
  ulMarking: fc.boolean(),
  electricalTest: fc.boolean(),
  minDrillMm: fc.constantFrom(...MIN_DRILLS_MM),
  minTrackMil: fc.constantFrom(...TRACK_SPACING_MIL),
});

/** A distributor's offer as suppliers publish them: breaks ascending in quantity, prices falling. */
const distributorOffer: fc.Arbitrary<PricingDistributorOffer> = fc
  .record({
    distributor: fc.constantFrom('Mouser', 'Arrow', 'Verical'),
    stock: fc.integer({ min: 0, max: 20_000 }),
    moq: fc.constantFrom(1, 1, 10, 100, 1000),
    multiple: fc.constantFrom(1, 1, 5, 10, 100, 1000),
    first: fc.integer({ min: 1, max: 3000 }),
    quantities: fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 5 }),
    falls: fc.array(fc.double({ min: 0.3, max: 1, noNaN: true }), { minLength: 5, maxLength: 5 }),
  })
  .map(({ distributor, stock, moq, multiple, first, quantities, falls }) => {
    let price = first;
    const priceBreaks = [...quantities]
      .sort((a, b) => a - b)
      .map((quantity, index) => {
        if (index > 0) price = Math.max(0.01, Math.round(price * (falls[index] ?? 1) * 100) / 100);
        return { quantity, unitPriceCents: price, unitPrice: price / 100 };
      });
    return {
      distributor,
      sku: `${distributor}-1`,
      currency: 'EUR',
      rateParameter: null,
      stock,
      moq,
      multiple,
      priceBreaks,
      leadTimeDays: 20,
      fetchedAt: '2026-11-20T10:00:00.000Z',
      simulated: false,
    };
  });

const prefixes = ['R', 'C', 'L', 'D', 'LED', 'Q', 'U', 'Y', 'J', 'SW', 'F', 'RV', 'MOD'];
const packages = [
  '0201',
  '0402',
  '0603',
  '0805',
  '1206',
  'SOT-23',
  'SOIC-8',
  'QFN-32',
  'BGA-256',
  'TO-220',
  null,
];

const bomPart: fc.Arbitrary<PricingPart> = fc
  .record({
    prefix: fc.constantFrom(...prefixes),
    placements: fc.integer({ min: 1, max: 12 }),
    pack: fc.constantFrom(...packages),
    tht: fc.boolean(),
    pins: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
    dnp: fc.boolean(),
    supplied: fc.boolean(),
    breaks: fc.array(
      fc.record({
        quantity: fc.integer({ min: 1, max: 5000 }),
        unitPriceCents: fc.integer({ min: 1, max: 3000 }),
      }),
      {
        maxLength: 3,
      },
    ),
    multiple: fc.constantFrom(1, 1, 5, 10, 100),
    offers: fc.array(distributorOffer, { maxLength: 3 }),
    fromDistributors: fc.boolean(),
  })
  .map(({ prefix, placements, pack, tht, pins, dnp, supplied, breaks, multiple, offers, fromDistributors }) =>
    part({
      designators: Array.from({ length: placements }, (_, index) => `${prefix}${index + 1}`),
      package: pack,
      mountingStyle: tht ? 'THT' : 'SMD',
      pins,
      dnp,
      customerSupplied: supplied,
      // Price breaks ascend in quantity and fall in price, as suppliers publish them.
      priceBreaks: [...new Map(breaks.map((entry) => [entry.quantity, entry])).values()]
        .sort((a, b) => a.quantity - b.quantity)
        .map((entry, index, all) => ({
          ...entry,
          unitPriceCents: Math.max(1, (all[0]?.unitPriceCents ?? 1) - index),
        })),
      orderMultiple: multiple,
      ...(fromDistributors ? { priceBreaks: [], distributorOffers: offers } : {}),
    }),
  );

/** The house's bands, none, or any bands the back office accepts. */
const margins = fc.oneof(
  fc.constantFrom<MarginBand[]>(
    [],
    [
      { minQuantity: 1, percent: { board: 30, components: 15, assembly: 35 } },
      { minQuantity: 100, percent: { board: 25, components: 12, assembly: 30 } },
      { minQuantity: 1000, percent: { board: 20, components: 10, assembly: 25 } },
    ],
  ),
  validMarginBands(),
);

/** The house defaults, or any parameter set an administrator can save. */
const parameters = fc.oneof(fc.constant(defaultParameters()), validParameterSets());

const input: fc.Arbitrary<PricingInput> = fc
  .record({
    board,
    parts: fc.option(fc.array(bomPart, { maxLength: 12 }), { nil: null }),
    sides: fc.constantFrom('top' as const, 'bottom' as const, 'both' as const),
    margins,
    values: parameters,
    country: fc.constantFrom('NL', 'DE', 'IT', 'CH', 'US'),
    confirmed: fc.boolean(),
  })
  .map(({ board: pcb, parts, sides, margins: bands, values, country, confirmed }) =>
    pricingInput({
      board: pcb,
      parts,
      populatedSides: sides,
      margins: bands,
      parameters: values,
      customer: { billingCountry: country, shippingCountry: country, vatNumberConfirmed: confirmed },
    }),
  );

const quantity = fc.integer({ min: 1, max: 100_000 });
const leadTime = fc.constantFrom(...LEAD_TIME_WORKING_DAYS);

/**
 * Every way of making `board` dearer, one option at a time: more layers, a finish, material or colour
 * that costs extra, more copper, a costlier via treatment, a smaller drill or track, each yes/no option.
 * Thickness only grows from 1.6 mm: a thinner board pays its surcharge but weighs less to ship.
 */
function dearerBoards(board: PricingBoard): Partial<PricingBoard>[] {
  const above = <T>(list: readonly T[], value: T) => list.slice(list.indexOf(value) + 1);
  const below = <T>(list: readonly T[], value: T) => list.slice(0, Math.max(0, list.indexOf(value)));
  const toggles = [
    'impedanceControl',
    'castellatedHoles',
    'goldFingers',
    'goldFingerBevel',
    'edgePlating',
    'blindBuriedVias',
    'ulMarking',
    'electricalTest',
  ] as const;
  const plainFinish = board.surfaceFinish === 'HASL' || board.surfaceFinish === 'OSP';
  const thicker = board.thicknessMm >= 1.6 ? above<number>(THICKNESSES_MM, board.thicknessMm) : [];
  return [
    ...above<number>(LAYER_COUNTS, board.layers).map((layers) => ({ layers })),
    ...(plainFinish ? SURFACE_FINISHES.map((surfaceFinish) => ({ surfaceFinish })) : []),
    ...(board.material === 'FR4' ? MATERIALS.map((material) => ({ material })) : []),
    ...(board.solderMaskColor === 'green'
      ? BOARD_COLOURS.map((solderMaskColor) => ({ solderMaskColor }))
      : []),
    ...(board.silkscreenColor === 'white'
      ? BOARD_COLOURS.map((silkscreenColor) => ({ silkscreenColor }))
      : []),
    ...thicker.map((thicknessMm) => ({ thicknessMm })),
    ...above<number>(OUTER_COPPER_OZ, board.outerCopperOz).map((outerCopperOz) => ({ outerCopperOz })),
    ...above<number>(INNER_COPPER_OZ, board.innerCopperOz).map((innerCopperOz) => ({ innerCopperOz })),
    ...above(VIA_TREATMENTS, board.viaTreatment).map((viaTreatment) => ({ viaTreatment })),
    ...below<number>(MIN_DRILLS_MM, board.minDrillMm).map((minDrillMm) => ({ minDrillMm })),
    ...below<number>(TRACK_SPACING_MIL, board.minTrackMil).map((minTrackMil) => ({ minTrackMil })),
    ...toggles.filter((option) => !board[option]).map((option) => ({ [option]: true })),
  ];
}

describe('offer properties', () => {
  it('lines add up to the net, the net and VAT to the total, and each rate × units line is rounded once', () => {
    fc.assert(
      fc.property(input, quantity, leadTime, (offerInput, boards, days) => {
        const breakdown = computeBreakdown(offerInput, boards, days);
        const sum = breakdown.lines.reduce((total, line) => total + line.amountCents, 0);
        expect(sum).toBe(breakdown.netCents);
        expect(breakdown.totalCents).toBe(breakdown.netCents + breakdown.vat.amountCents);
        for (const line of breakdown.lines) {
          expect(Number.isInteger(line.amountCents)).toBe(true);
          if (line.rate !== null && line.units !== null) {
            // Rounding moves a line by at most half a cent: no cent is lost or made up.
            expect(Math.abs(line.amountCents - line.rate * line.units)).toBeLessThanOrEqual(0.5 + 1e-6);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a cell’s net is its breakdown’s net', () => {
    fc.assert(
      fc.property(input, quantity, (offerInput, boards) => {
        const set = computeOfferSet(offerInput, [boards]);
        for (const cell of set.cells) {
          expect(cell.netCents).toBe(computeBreakdown(offerInput, boards, cell.workingDays).netCents);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('within one lead time, the unit production price never rises with the quantity', () => {
    // Where a distributor's cheap stock runs out, a larger quantity's parts are dearer a piece, and a
    // second parcel can raise a board's share of the carrier's price: that is the market, not the
    // engine, so this property is held on the production price with every offer's stock ample.
    const ampleStock = (offerInput: PricingInput): PricingInput => ({
      ...offerInput,
      parts:
        offerInput.parts?.map((entry) => ({
          ...entry,
          distributorOffers: entry.distributorOffers?.map((offer) => ({ ...offer, stock: 100_000_000 })),
        })) ?? null,
    });
    fc.assert(
      fc.property(
        input.map(ampleStock),
        fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
        (offerInput, intended) => {
          const set = computeOfferSet(offerInput, offerQuantities(intended));
          const shipping = (boards: number) =>
            shippingOptions(
              offerInput.board,
              boards,
              offerInput.customer.shippingCountry,
              offerInput.parameters,
              placementsPerBoard(offerInput.parts),
            )[0]?.priceCents ?? 0;
          // Each line is rounded to the cent on its own (a line of 0.4 cents is 0 for 10 boards and 1 for
          // 25), and areas and panel shares to 1/10,000: a larger quantity may cost that much more
          // than the smaller one's unit price makes it, and no more.
          const roundingOf = (boards: number) =>
            computeBreakdown(offerInput, boards, 5).lines.reduce(
              (sum, line) =>
                sum + 0.5 + (line.unit === 'boardM2' || line.unit === 'panel' ? (line.rate ?? 0) * 1e-4 : 0),
              0.5,
            );
          const rounding = new Map(set.quantities.map((boards) => [boards, roundingOf(boards)]));
          for (const days of LEAD_TIME_WORKING_DAYS) {
            const cells = set.cells.filter((cell) => cell.workingDays === days);
            for (let index = 1; index < cells.length; index += 1) {
              const [smaller, larger] = [cells[index - 1], cells[index]];
              if (!smaller || !larger) continue;
              const scale = larger.quantity / smaller.quantity;
              const smallerProduction = smaller.netCents - shipping(smaller.quantity);
              const allowed =
                smallerProduction * scale +
                (rounding.get(larger.quantity) ?? 0) +
                (rounding.get(smaller.quantity) ?? 0) * scale;
              expect(larger.netCents - shipping(larger.quantity)).toBeLessThanOrEqual(allowed);
            }
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('the total never falls as the quantity rises, whatever the parameters an administrator saved', () => {
    fc.assert(
      fc.property(input, quantity, fc.integer({ min: 1, max: 100_000 }), (offerInput, boards, more) => {
        const larger = Math.min(100_000, boards + more);
        const quantities = [...new Set([boards, boards + 1, larger])].sort((a, b) => a - b);
        const set = computeOfferSet(offerInput, quantities);
        for (const days of LEAD_TIME_WORKING_DAYS) {
          const nets = set.cells.filter((cell) => cell.workingDays === days).map((cell) => cell.netCents);
          for (let index = 1; index < nets.length; index += 1) {
            expect(nets[index]).toBeGreaterThanOrEqual(nets[index - 1] ?? 0);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a quantity priced as a larger one says which, and that one costs no more', () => {
    fc.assert(
      fc.property(input, quantity, (offerInput, boards) => {
        const cell = computeOfferSet(offerInput, [boards]).cells.find((entry) => entry.workingDays === 20);
        if (!cell?.sameTotalQuantity) return;
        expect(cell.sameTotalQuantity).toBeGreaterThan(boards);
        // With the cheapest parcel each, the two cost the same.
        const breakdown = computeBreakdown(offerInput, boards, 20);
        const larger = computeBreakdown(offerInput, cell.sameTotalQuantity, 20);
        expect(breakdown.netCents).toBe(larger.netCents);
      }),
      { numRuns: 200 },
    );
  });

  it('a faster lead time never costs less', () => {
    fc.assert(
      fc.property(input, quantity, (offerInput, boards) => {
        const nets = computeOfferSet(offerInput, [boards]).cells.map((cell) => cell.netCents);
        // Cells come slowest first.
        for (let index = 1; index < nets.length; index += 1) {
          expect(nets[index]).toBeGreaterThanOrEqual(nets[index - 1] ?? 0);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('more layers, any dearer board option or more placements never cost less (at the house’s rates)', () => {
    // An administrator may make a 4-layer setup cheaper than a 2-layer one; the house's rates do not.
    const netOf = (offerInput: PricingInput, boards: number) =>
      computeBreakdown({ ...offerInput, parameters: defaultParameters() }, boards, 20).netCents;
    fc.assert(
      fc.property(input, quantity, bomPart, (offerInput, boards, extra) => {
        const base = netOf(offerInput, boards);
        for (const dearer of dearerBoards(offerInput.board)) {
          const changed = JSON.stringify(dearer);
          expect(
            netOf({ ...offerInput, board: { ...offerInput.board, ...dearer } }, boards),
            changed,
          ).toBeGreaterThanOrEqual(base);
        }
        const placed = { ...extra, dnp: false };
        expect(
          netOf({ ...offerInput, parts: [...(offerInput.parts ?? []), placed] }, boards),
        ).toBeGreaterThanOrEqual(base);
      }),
      { numRuns: 200 },
    );
  });

  it('a plain board stays a plain board: the generators reach the surcharges', () => {
    // Guards the properties above against a generator that never makes anything dearer.
    const lines = computeBreakdown(
      pricingInput({ board: plainBoard({ surfaceFinish: 'ENIG' }) }),
      10,
      20,
    ).lines;
    expect(lines.some((line) => line.code === 'board.finish')).toBe(true);
  });
});
