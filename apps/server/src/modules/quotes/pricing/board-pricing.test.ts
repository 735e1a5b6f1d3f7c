import { describe, expect, it } from 'vitest';
import { boardsPerPanel, productionPlan } from './board-pricing.ts';
import { computeBreakdown } from './offer-engine.ts';
import { defaultParameters, plainBoard, pricingInput } from './pricing.test-support.ts';
import type { PricingBoard } from './pricing-input.ts';

/**
 * What each board option adds to an offer, worked out by hand from the house defaults
 * (packages/shared/src/quotes/pricing-parameter-defaults.ts). Every case prices 10 boards of
 * 100 × 100 mm in 20 working days (0 % lead-time surcharge) with no margin, once without the option and
 * once with it; the nets differ by the option's surcharge alone, since none of these options changes
 * the panels, the parcel's weight or the VAT-free net. 10 boards of 0.01 m² are 0.1 m².
 */
const BOARDS = 10;
const WORKING_DAYS = 20;

const netOf = (board: PricingBoard) =>
  computeBreakdown(pricingInput({ board }), BOARDS, WORKING_DAYS).netCents;
const lineOf = (board: PricingBoard, code: string) =>
  computeBreakdown(pricingInput({ board }), BOARDS, WORKING_DAYS).lines.find((line) => line.code === code);

interface Case {
  option: string;
  without: PricingBoard;
  with: PricingBoard;
  code: string;
  parameter: string;
  /** The worked example: rate (cents) × units. */
  rate: number;
  units: number;
  surchargeCents: number;
}

const CASES: Case[] = [
  {
    // finish.impedanceControl 5000 per order.
    option: 'impedance control',
    without: plainBoard(),
    with: plainBoard({ impedanceControl: true }),
    code: 'board.impedance',
    parameter: 'finish.impedanceControl',
    rate: 5000,
    units: 1,
    surchargeCents: 5000,
  },
  {
    // finish.castellatedHoles 4000 per order.
    option: 'castellated holes',
    without: plainBoard(),
    with: plainBoard({ castellatedHoles: true }),
    code: 'board.castellated',
    parameter: 'finish.castellatedHoles',
    rate: 4000,
    units: 1,
    surchargeCents: 4000,
  },
  {
    // finish.goldFingers 3000 per order.
    option: 'gold fingers',
    without: plainBoard(),
    with: plainBoard({ goldFingers: true }),
    code: 'board.goldFingers',
    parameter: 'finish.goldFingers',
    rate: 3000,
    units: 1,
    surchargeCents: 3000,
  },
  {
    // The bevel comes on top of the gold fingers: finish.goldFingerBevel 1500 per order.
    option: 'bevelled gold fingers',
    without: plainBoard({ goldFingers: true }),
    with: plainBoard({ goldFingers: true, goldFingerBevel: true }),
    code: 'board.goldFingerBevel',
    parameter: 'finish.goldFingerBevel',
    rate: 1500,
    units: 1,
    surchargeCents: 1500,
  },
  {
    // finish.edgePlating 4000 per order.
    option: 'edge plating',
    without: plainBoard(),
    with: plainBoard({ edgePlating: true }),
    code: 'board.edgePlating',
    parameter: 'finish.edgePlating',
    rate: 4000,
    units: 1,
    surchargeCents: 4000,
  },
  {
    // finish.blindBuriedVias 15000 per order.
    option: 'blind or buried vias',
    without: plainBoard(),
    with: plainBoard({ blindBuriedVias: true }),
    code: 'board.blindBuriedVias',
    parameter: 'finish.blindBuriedVias',
    rate: 15_000,
    units: 1,
    surchargeCents: 15_000,
  },
  {
    // finish.ulMarking 500 per order.
    option: 'UL marking',
    without: plainBoard(),
    with: plainBoard({ ulMarking: true }),
    code: 'board.ulMarking',
    parameter: 'finish.ulMarking',
    rate: 500,
    units: 1,
    surchargeCents: 500,
  },
  {
    // finish.viaFilledCapped 6000 per m² × 0.1 m² = 600.
    option: 'filled and capped vias',
    without: plainBoard(),
    with: plainBoard({ viaTreatment: 'filled-capped' }),
    code: 'board.vias',
    parameter: 'finish.viaFilledCapped',
    rate: 6000,
    units: 0.1,
    surchargeCents: 600,
  },
  {
    // finish.viaPlugged 2000 per m² × 0.1 m² = 200.
    option: 'plugged vias',
    without: plainBoard(),
    with: plainBoard({ viaTreatment: 'plugged' }),
    code: 'board.vias',
    parameter: 'finish.viaPlugged',
    rate: 2000,
    units: 0.1,
    surchargeCents: 200,
  },
  {
    // finish.silkscreenColour 1000 per order, for any colour but white.
    option: 'black silkscreen',
    without: plainBoard(),
    with: plainBoard({ silkscreenColor: 'black' }),
    code: 'board.silkscreenColour',
    parameter: 'finish.silkscreenColour',
    rate: 1000,
    units: 1,
    surchargeCents: 1000,
  },
  {
    // Inner layers need 4 layers: finish.innerCopper2oz 3000 per m² × 0.1 m² = 300.
    option: '2 oz inner copper',
    without: plainBoard({ layers: 4 }),
    with: plainBoard({ layers: 4, innerCopperOz: 2 }),
    code: 'board.innerCopper',
    parameter: 'finish.innerCopper2oz',
    rate: 3000,
    units: 0.1,
    surchargeCents: 300,
  },
];

describe('board option surcharges', () => {
  it.each(CASES.map((entry) => [entry.option, entry] as const))(
    '%s adds exactly its parameter’s surcharge',
    (_option, entry) => {
      expect(netOf(entry.with) - netOf(entry.without)).toBe(entry.surchargeCents);
      expect(lineOf(entry.with, entry.code)).toMatchObject({
        parameter: entry.parameter,
        rate: entry.rate,
        units: entry.units,
        amountCents: entry.surchargeCents,
      });
      expect(lineOf(entry.without, entry.code)?.parameter).not.toBe(entry.parameter);
    },
  );

  it('charges no inner copper on a 2-layer board, and no bevel without gold fingers', () => {
    // A 2-layer board has no inner layers; a bevel is of the fingers, so alone it is nothing to make.
    expect(netOf(plainBoard({ innerCopperOz: 2 }))).toBe(netOf(plainBoard()));
    expect(netOf(plainBoard({ goldFingerBevel: true }))).toBe(netOf(plainBoard()));
  });

  it('adds every option’s surcharge once when they are all chosen together', () => {
    // 4-layer base; options: 5000 + 4000 + 3000 + 1500 + 4000 + 15000 + 500 + 600 + 1000 + 300 = 34900.
    const all = plainBoard({
      layers: 4,
      innerCopperOz: 2,
      impedanceControl: true,
      castellatedHoles: true,
      goldFingers: true,
      goldFingerBevel: true,
      edgePlating: true,
      blindBuriedVias: true,
      ulMarking: true,
      viaTreatment: 'filled-capped',
      silkscreenColor: 'black',
    });
    expect(netOf(all) - netOf(plainBoard({ layers: 4 }))).toBe(34_900);
  });
});

describe('production panels', () => {
  const parameters = defaultParameters();

  it('charges 45 boards of 50 × 50 mm 0.5114 pool panels', () => {
    // The 457 × 610 mm panel less its 10 mm border is 437 × 590 mm usable; with the 2.5 mm routing gap
    // a board takes 52.5 mm, the last one needing no gap after it: floor(439.5 / 52.5) = 8 across and
    // floor(592.5 / 52.5) = 11 down, 88 boards a panel. 45 / 88 = 0.51136… panels, rounded up to the
    // next 1/10,000 of a panel: 0.5114 (rounded down it would be 0.5113).
    expect(boardsPerPanel({ widthMm: 50, heightMm: 50 }, parameters)).toBe(88);
    expect(productionPlan({ widthMm: 50, heightMm: 50 }, 45, parameters)).toEqual({
      mode: 'pool',
      perPanel: 88,
      panels: 0.5114,
    });
    // On the offer: 0.5114 panels × 1800 (2-layer panel) = 920.52 → 921.
    const lines = computeBreakdown(
      pricingInput({ board: plainBoard({ widthMm: 50, heightMm: 50 }) }),
      45,
      WORKING_DAYS,
    ).lines;
    expect(lines.find((line) => line.code === 'board.panels')).toMatchObject({
      rate: 1800,
      units: 0.5114,
      amountCents: 921,
    });
  });
});
