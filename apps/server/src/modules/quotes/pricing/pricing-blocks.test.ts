import { describe, expect, it } from 'vitest';
import { assemblyWork, priceAssembly } from './assembly-pricing.ts';
import { boardsPerPanel, priceBoard } from './board-pricing.ts';
import { prepareParts, priceComponents } from './component-pricing.ts';
import { decideVat } from './delivery.ts';
import { leadTimeLine, shipDates, unavailableReason } from './lead-times.ts';
import { computeBreakdown, computeOfferSet, marginFor } from './offer-engine.ts';
import {
  defaultParameters,
  MONDAY_MORNING,
  part,
  plainBoard,
  pricingInput,
  weekdayCalendar,
} from './pricing.test-support.ts';
import { shippingOptions } from './shipping.ts';

/**
 * Every expected value here was worked out by hand from the house defaults
 * (packages/shared/src/quotes/pricing-parameters.ts); the working is in the comments.
 */
const parameters = defaultParameters();
const amounts = (lines: { code: string; amountCents: number }[]) =>
  lines.map((line) => [line.code, line.amountCents]);

describe('bare board', () => {
  it('fits 20 boards of 100 × 100 mm on a 457 × 610 mm panel', () => {
    // Usable 437 × 590 mm; with 2.5 mm gaps: floor(439.5 / 102.5) = 4 across, floor(592.5 / 102.5) = 5 down.
    expect(boardsPerPanel({ widthMm: 100, heightMm: 100 }, parameters)).toBe(20);
    // 160 × 100: 2 × 5 = 10 one way, 4 × 3 = 12 turned.
    expect(boardsPerPanel({ widthMm: 160, heightMm: 100 }, parameters)).toBe(12);
    // 500 × 500 fits the usable 437 × 590 mm neither way round: it cannot be made here.
    expect(boardsPerPanel({ widthMm: 500, heightMm: 500 }, parameters)).toBe(0);
    // 580 × 430 fits only turned (430 ≤ 437 across, 580 ≤ 590 down).
    expect(boardsPerPanel({ widthMm: 580, heightMm: 430 }, parameters)).toBe(1);
  });

  it('prices 10 plain 2-layer boards as setup plus half a panel', () => {
    // Setup 2500; 10 / 20 = 0.5 panels (the minimum share too) × 1800 = 900.
    expect(amounts(priceBoard(plainBoard(), 10, parameters, 0))).toEqual([
      ['board.setup', 2500],
      ['board.panels', 900],
    ]);
  });

  it('lays the margin on each rate before rounding', () => {
    // 2500 × 1.3 = 3250; 1800 × 1.3 = 2340 × 0.3 (6 of 20 places) = 702; cost 1800 × 0.3 = 540.
    const lines = priceBoard(plainBoard(), 6, parameters, 30);
    expect(amounts(lines)).toEqual([
      ['board.setup', 3250],
      ['board.panels', 702],
    ]);
    expect(lines.map((line) => line.costCents)).toEqual([2500, 540]);
    // One board still pays the smallest share, a tenth of a panel: 2340 × 0.1 = 234.
    expect(amounts(priceBoard(plainBoard(), 1, parameters, 30))[1]).toEqual(['board.panels', 234]);
  });

  it('adds every option that costs extra, per order or per m²', () => {
    const board = plainBoard({
      layers: 4,
      widthMm: 160,
      heightMm: 100,
      surfaceFinish: 'ENIG',
      solderMaskColor: 'black',
      thicknessMm: 0.8,
      outerCopperOz: 2,
      minDrillMm: 0.2,
      minTrackMil: 5,
    });
    // 25 boards: 25 / 12 = 2.08333… → 2.0834 panels × 4200 = 8750.28 → 8750. Area 0.16 × 0.1 × 25 = 0.4 m².
    // ENIG 3500 × 0.4; black mask 1500; 2 oz outer 4000 × 0.4; 0.8 mm 1500; 0.2 mm drill is not under
    // 0.2, so the under-0.3 rate 3000 × 0.4; 5 mil is not under 5, so the under-6 rate 2000 × 0.4.
    expect(amounts(priceBoard(board, 25, parameters, 0))).toEqual([
      ['board.setup', 3500],
      ['board.panels', 8750],
      ['board.finish', 1400],
      ['board.maskColour', 1500],
      ['board.outerCopper', 1600],
      ['board.thickness', 1500],
      ['board.smallDrill', 1200],
      ['board.fineTracks', 800],
    ]);
  });

  it('prices a dearer material as a share of the panels', () => {
    // Rogers +300 % of the 900 of half a panel = 2700; a 0.15 mm drill and 4 mil tracks take the higher
    // rates: 6000 and 5000 × 0.1 m².
    const lines = priceBoard(
      plainBoard({ material: 'ROGERS', minDrillMm: 0.15, minTrackMil: 4, electricalTest: true }),
      10,
      parameters,
      0,
    );
    expect(amounts(lines)).toEqual([
      ['board.setup', 2500],
      ['board.panels', 900],
      ['board.material', 2700],
      ['board.smallDrill', 600],
      ['board.fineTracks', 500],
      ['board.electricalTest', 80],
    ]);
    expect(lines[2]).toMatchObject({ rate: 3, units: 900, parameter: 'board.material.ROGERS' });
  });
});

describe('components', () => {
  const bom = [
    part({
      lineNo: 1,
      designators: ['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'R8', 'R9', 'R10'],
      value: '10k',
      package: '0402',
    }),
    part({ lineNo: 2, designators: ['C1', 'C2'], value: '100nF', package: '0603' }),
    part({
      lineNo: 3,
      designators: ['U1'],
      mpn: 'STM32F103C8T6',
      package: 'LQFP-48',
      priceBreaks: [
        { quantity: 1, unitPriceCents: 350 },
        { quantity: 10, unitPriceCents: 300 },
        { quantity: 100, unitPriceCents: 250 },
      ],
    }),
    part({
      lineNo: 4,
      designators: ['U2'],
      mpn: 'FPGA-X',
      priceBreaks: [{ quantity: 1, unitPriceCents: 900 }],
    }),
    part({ lineNo: 5, designators: ['MOD1'], description: 'Custom module' }),
    part({ lineNo: 6, designators: ['R99'], value: '0R', package: '0603', dnp: true }),
    part({ lineNo: 7, designators: ['U9'], mpn: 'OWN-PART', customerSupplied: true }),
    part({
      lineNo: 8,
      designators: ['J1'],
      mpn: 'HDR-4',
      mountingStyle: 'THT',
      pins: 4,
      priceBreaks: [
        { quantity: 50, unitPriceCents: 20 },
        { quantity: 500, unitPriceCents: 15 },
      ],
      orderMultiple: 25,
    }),
  ];

  it('buys each line with its spares at the fitting price break, for 100 boards', () => {
    const lines = priceComponents(prepareParts(bom, parameters), 100, parameters, 0);
    // 1: 1000 small passives + max(10, 10 %) = 1100 × 0.4 (chip resistor estimate) = 440.
    // 2: 200 passives + 5 % = 210 × 0.8 (ceramic estimate) = 168.
    // 3: 100 actives + max(1, 2 %) = 102 at the 100 break, 250 → 25500.
    // 4: 100 + 1 (dearer than 500) = 101 × 900 = 90900.
    // 5: no class, no price: on request, no line. 6: DNP. 7: customer supplied.
    // 8: 100 + 2 = 102, above the 50 minimum; bought in multiples of 25 (125, still the 50 break at 20),
    // charged for the 102 used: 2040.
    expect(lines.map((line) => [line.lineNo, line.units, line.rate, line.amountCents])).toEqual([
      [1, 1100, 0.4, 440],
      [2, 210, 0.8, 168],
      [3, 102, 250, 25500],
      [4, 101, 900, 90900],
      [8, 102, 20, 2040],
    ]);
    expect(lines.map((line) => line.code)).toEqual([
      'components.estimated',
      'components.estimated',
      'components.part',
      'components.part',
      'components.part',
    ]);
  });

  it('judges a part dear at its cheapest break, so more boards never add spares', () => {
    // 5.02 € a piece, 5.00 € from 251: cheapest 500, not dearer than 500, so small-passive spares at any
    // quantity: 100 boards + max(10, 10 %) = 110 × 502 = 55220; 300 + 30 = 330 × 500 = 165000. Judged at
    // the break reached, the 100 boards took one spare only (101 × 502) and 300 boards cost more a board.
    const resistor = part({
      designators: ['R1'],
      package: '0201',
      priceBreaks: [
        { quantity: 1, unitPriceCents: 502 },
        { quantity: 251, unitPriceCents: 500 },
      ],
    });
    const line = (boards: number) =>
      priceComponents(prepareParts([resistor], parameters), boards, parameters, 0)[0];
    expect([line(100)?.units, line(100)?.amountCents]).toEqual([110, 55220]);
    expect([line(300)?.units, line(300)?.amountCents]).toEqual([330, 165000]);
  });

  it('estimates an IC from its pins and buys at least the minimum', () => {
    // 40 + 8 pins × 2 = 56 a piece; 10 boards + max(1, ceil(0.2)) = 11 → 616.
    const ic = part({ designators: ['U3'], package: 'SOIC-8' });
    // The minimum order of 50 beats 10 + 1 spare.
    const moq = part({ designators: ['Q1'], priceBreaks: [{ quantity: 50, unitPriceCents: 4 }] });
    const lines = priceComponents(prepareParts([ic, moq], parameters), 10, parameters, 0);
    expect(lines.map((line) => [line.units, line.amountCents])).toEqual([
      [11, 616],
      [50, 200],
    ]);
  });
});

describe('assembly', () => {
  const bom = [
    part({
      designators: ['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'R8', 'R9', 'R10'],
      value: '10k',
      package: '0402',
    }),
    part({ designators: ['C1', 'C2'], value: '100nF', package: '0603' }),
    part({ designators: ['U1'], mpn: 'STM32F103C8T6', package: 'LQFP-48' }),
    part({ designators: ['J1'], mpn: 'HDR-4', mountingStyle: 'THT', pins: 4 }),
    part({ designators: ['R99'], value: '0R', dnp: true }),
  ];

  it('charges setup and stencil per side, placements, joints, feeders and fine pitch', () => {
    const work = assemblyWork(bom, 'both', parameters);
    expect(work).toEqual({
      sides: 2,
      smdSides: 2,
      smdPlacements: 13,
      thtJoints: 4,
      finePitchPlacements: 1,
      uniqueParts: 4,
      houseStockParts: 0,
    });
    // 10 boards: setup 2 × 5000; stencils 2 × 2500; 130 placements × 2; 40 joints × 3; 4 feeders × 100;
    // 10 fine-pitch placements × 10. 15880 is above the 7500 minimum.
    expect(amounts(priceAssembly(work!, 10, parameters, 0))).toEqual([
      ['assembly.setup', 10000],
      ['assembly.stencil', 5000],
      ['assembly.smd', 260],
      ['assembly.tht', 120],
      ['assembly.feeders', 400],
      ['assembly.finePitch', 100],
    ]);
  });

  it('tops a small job up to the minimum charge', () => {
    // One THT connector, pins unknown (8 assumed, as its estimate says), 5 boards:
    // 5000 + 40 joints × 3 + 100 = 5220; +2280 = 7500.
    const work = assemblyWork([part({ designators: ['J1'], mountingStyle: 'THT' })], 'top', parameters);
    expect(amounts(priceAssembly(work!, 5, parameters, 0))).toEqual([
      ['assembly.setup', 5000],
      ['assembly.tht', 120],
      ['assembly.feeders', 100],
      ['assembly.minimum', 2280],
    ]);
  });

  it('has nothing to assemble when every line is DNP', () => {
    expect(assemblyWork([part({ designators: ['R1'], dnp: true })], 'top', parameters)).toBeNull();
  });
});

describe('lead time, shipping, VAT and margins', () => {
  it('surcharges the production by the lead time’s percentage', () => {
    // 10 working days: 25 % of 10000 = 2500 (cost: 25 % of 8000 = 2000).
    expect(leadTimeLine(10, 10_000, 8000, parameters)).toMatchObject({
      rate: 0.25,
      units: 10_000,
      amountCents: 2500,
      costCents: 2000,
    });
    expect(leadTimeLine(20, 10_000, 8000, parameters).amountCents).toBe(0);
  });

  it('counts working days from a Monday morning, skipping weekends and holidays', () => {
    const dates = shipDates(weekdayCalendar(), MONDAY_MORNING);
    expect([...dates]).toEqual([
      [20, '2026-12-18'],
      [15, '2026-12-11'],
      [10, '2026-12-04'],
      [7, '2026-12-01'],
      [5, '2026-11-27'],
    ]);
    // A holiday on Wednesday moves the 5-day date from Friday to Monday.
    expect(shipDates(weekdayCalendar({ holidays: ['2026-11-25'] }), MONDAY_MORNING).get(5)).toBe(
      '2026-11-30',
    );
  });

  it('keeps multilayer boards and large areas out of the fastest lead times', () => {
    expect(unavailableReason(plainBoard({ layers: 8 }), 10, 7, parameters)).toBe(
      '8-layer boards need at least 10 working days',
    );
    expect(unavailableReason(plainBoard({ layers: 4 }), 10, 7, parameters)).toBeNull();
    expect(unavailableReason(plainBoard({ layers: 4 }), 10, 5, parameters)).toBe(
      '4-layer boards need at least 7 working days',
    );
    // 1000 boards of 0.01 m² = 10 m², over the 5 m² of express work.
    expect(unavailableReason(plainBoard(), 1000, 7, parameters)).toBe(
      'More than 5 m² of boards cannot be made in 7 working days',
    );
    expect(unavailableReason(plainBoard(), 1000, 10, parameters)).toBeNull();
  });

  it('prices the parcel by zone and weight, express at its surcharge', () => {
    // 10 boards: 0.1 m² × 1.6 mm × 1.85 kg = 0.296 kg + 0.3 kg box = 0.596 → 0.6 kg.
    const [standard, express] = shippingOptions(plainBoard(), 10, 'NL', parameters);
    expect(standard).toMatchObject({ code: 'NL-standard', carrier: 'PostNL', priceCents: 695 + 60 });
    // Express +80 %: 695 × 1.8 = 1251; 100 × 1.8 = 180 × 0.6 = 108.
    expect(express).toMatchObject({ code: 'NL-express', priceCents: 1251 + 108 });
    // Germany is in the near zone: 1295 + 250 × 0.6.
    expect(shippingOptions(plainBoard(), 10, 'DE', parameters)[0]?.priceCents).toBe(1445);
    expect(shippingOptions(plainBoard(), 10, 'US', parameters)[0]?.priceCents).toBe(3995 + 540);
  });

  it('decides VAT by country and a confirmed VAT number', () => {
    const vat = (billingCountry: string, vatNumberConfirmed: boolean) =>
      decideVat({ billingCountry, shippingCountry: billingCountry, vatNumberConfirmed }, 10_001, parameters);
    // 21 % of 10001 = 2100.21 → 2100.
    expect(vat('NL', false)).toEqual({ ratePercent: 21, reason: 'NL', amountCents: 2100 });
    expect(vat('NL', true)).toEqual({ ratePercent: 21, reason: 'NL', amountCents: 2100 });
    expect(vat('DE', false)).toEqual({ ratePercent: 21, reason: 'EU_CONSUMER', amountCents: 2100 });
    expect(vat('DE', true)).toEqual({ ratePercent: 0, reason: 'REVERSE_CHARGE', amountCents: 0 });
    expect(vat('US', false)).toEqual({ ratePercent: 0, reason: 'EXPORT', amountCents: 0 });
    expect(vat('CH', true)).toEqual({ ratePercent: 0, reason: 'EXPORT', amountCents: 0 });
  });

  it('takes the margin of the band with the largest minimum not above the quantity', () => {
    const bands = [
      { minQuantity: 100, percent: { board: 25, components: 12, assembly: 30 } },
      { minQuantity: 1, percent: { board: 30, components: 15, assembly: 35 } },
    ];
    expect(marginFor(bands, 99, 'board')).toBe(30);
    expect(marginFor(bands, 100, 'board')).toBe(25);
    expect(marginFor(bands, 5000, 'components')).toBe(12);
  });
});

describe('a whole offer', () => {
  it('prices 10 bare boards in 20 working days to the Netherlands', () => {
    // Board 2500 + 900; lead time 0 %; parcel 755: net 4155, VAT 21 % = 872.55 → 873, total 5028.
    const breakdown = computeBreakdown(pricingInput(), 10, 20);
    expect(breakdown).toMatchObject({
      netCents: 4155,
      vat: { amountCents: 873 },
      totalCents: 5028,
      // Made by Friday 18 December; one working day with PostNL: Monday 21 December.
      shipDate: '2026-12-18',
      deliveryDate: '2026-12-21',
    });
    const cell = computeOfferSet(pricingInput(), [10]).cells.find((entry) => entry.workingDays === 20);
    // 4155 / 10 = 415.5 → 416 a board.
    expect(cell).toMatchObject({
      netCents: 4155,
      unitNetCents: 416,
      available: true,
      onRequest: false,
      estimated: false,
    });
  });
});
