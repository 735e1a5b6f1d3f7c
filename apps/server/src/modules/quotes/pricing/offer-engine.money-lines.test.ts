import { describe, expect, it } from 'vitest';
import { computeBreakdown, computeOfferSet } from './offer-engine.ts';
import { pricingInput } from './pricing.test-support.ts';
import type { MarginBand } from './pricing-input.ts';

/**
 * Worked examples of the lines a breakdown adds on top of board, parts and parcel: the volume price,
 * the lead-time surcharge, the margins shown to staff and the cost beside the net. 10 plain boards cost
 * the house 2500 setup + 900 of panels; margins are laid on the board block only.
 */
const band = (minQuantity: number, board: number): MarginBand => ({
  minQuantity,
  percent: { board, components: 0, assembly: 0 },
});
const cellAt = (margins: MarginBand[], quantity: number, workingDays: number) =>
  computeOfferSet(pricingInput({ margins }), [quantity]).cells.find(
    (cell) => cell.workingDays === workingDays,
  );
const summary = (lines: ReturnType<typeof computeBreakdown>['lines']) =>
  lines.map((line) => [line.block, line.code, line.rate, line.units, line.amountCents, line.costCents]);

// 10 boards at 40 % cost 5515 with their parcel, and so do 20 boards at 10 %: the same total. 5 boards
// at 100 % cost more, so they are priced as the larger quantities. Listed out of order on purpose.
const FALLING: MarginBand[] = [band(1, 100), band(20, 10), band(10, 40)];

describe('the volume price: a smaller quantity priced as a larger one that costs no more', () => {
  it('lays a negative volume line on the production, named after the largest such quantity', () => {
    const breakdown = computeBreakdown(pricingInput({ margins: FALLING }), 5, 20);
    // Own price: setup 2500 × 2 = 5000, panels 450 × 2 = 900; the parcel 695 + 45. 20 boards cost
    // 5515 with their parcel, so production is lowered by 5900 + 740 − 5515 = 1125.
    expect(summary(breakdown.lines)).toEqual([
      ['board', 'board.setup', 5000, 1, 5000, 2500],
      ['board', 'board.panels', 3600, 0.25, 900, 450],
      ['volume', 'volume.sameTotal', null, null, -1125, 0],
      ['shipping', 'shipping.parcel', 695, 1, 695, 695],
      ['shipping', 'shipping.weight', 100, 0.45, 45, 45],
    ]);
    expect(breakdown.lines[2]?.label).toBe('Volume price: 20 boards cost no more');
    expect(breakdown.sameTotalQuantity).toBe(20);
    expect(breakdown).toMatchObject({ netCents: 5515, costCents: 3690, totalCents: 6673 });
    expect(breakdown.vat).toEqual({ ratePercent: 21, reason: 'NL', amountCents: 1158 });
  });

  it('names the largest quantity at the cheapest price, whatever order the bands come in', () => {
    // 10 and 20 boards both cost 5515: the customer is told about 20, the most boards for the money.
    expect(cellAt(FALLING, 5, 20)).toMatchObject({ netCents: 5515, sameTotalQuantity: 20 });
    expect(cellAt([...FALLING].reverse(), 5, 20)).toMatchObject({ netCents: 5515, sameTotalQuantity: 20 });
  });

  it('needs a larger quantity that is cheaper, not one that only costs the same', () => {
    const margins = [band(1, 40), band(20, 10)];
    // 10 boards cost 5515, and so do 20: nothing to offer, and no volume line.
    expect(cellAt(margins, 10, 20)).toMatchObject({ netCents: 5515, sameTotalQuantity: null });
    const breakdown = computeBreakdown(pricingInput({ margins }), 10, 20);
    expect(breakdown.sameTotalQuantity).toBeNull();
    expect(breakdown.lines.map((line) => line.block)).not.toContain('volume');
    expect(breakdown.netCents).toBe(5515);
    // In 15 working days the surcharge on 20 boards' cheaper production makes them cheaper.
    expect(cellAt(margins, 10, 15)).toMatchObject({ sameTotalQuantity: 20 });
  });

  it('prices a quantity just below dedicated production as the first dedicated quantity', () => {
    // No margins: 500 boards fill the pool (2500 + 25 × 1800 = 47500); 501 on their own panels cost
    // 15000 + 29403 = 44403. With their parcels both come to 46611, so 480 and 500 boards do too.
    const cells = computeOfferSet(pricingInput(), [450, 480, 500, 501]).cells.filter(
      (cell) => cell.workingDays === 20,
    );
    expect(cells.map((cell) => [cell.quantity, cell.netCents, cell.sameTotalQuantity])).toEqual([
      [450, 45_057, null],
      [480, 46_611, 501],
      [500, 46_611, 501],
      [501, 46_611, null],
    ]);
    const volume = computeBreakdown(pricingInput(), 500, 20).lines.find((line) => line.block === 'volume');
    expect(volume).toMatchObject({ label: 'Volume price: 501 boards cost no more', amountCents: -3094 });
  });

  it('adds no volume line where no larger quantity is cheaper', () => {
    const breakdown = computeBreakdown(pricingInput(), 10, 20);
    expect(breakdown.lines.map((line) => line.block)).toEqual(['board', 'board', 'shipping', 'shipping']);
    expect(breakdown.sameTotalQuantity).toBeNull();
  });
});

describe('the lead-time line', () => {
  it('is left out at the standard lead time, which carries no surcharge', () => {
    const breakdown = computeBreakdown(pricingInput(), 10, 20);
    expect(breakdown.lines.some((line) => line.block === 'leadTime')).toBe(false);
  });

  it('charges the surcharge on board and assembly, its cost on their cost', () => {
    const breakdown = computeBreakdown(pricingInput({ margins: FALLING }), 5, 5);
    // 80 % of the 5900 charged (cost 2950): 4720, costing the house 2360.
    expect(summary(breakdown.lines).find(([block]) => block === 'leadTime')).toEqual([
      'leadTime',
      'leadTime',
      0.8,
      5900,
      4720,
      2360,
    ]);
    expect(breakdown.costCents).toBe(2500 + 450 + 2360 + 695 + 45);
  });
});

describe('the margins shown to staff', () => {
  it('name the band each block’s margin comes from', () => {
    expect(computeBreakdown(pricingInput({ margins: FALLING }), 12, 20).margins).toEqual([
      { block: 'board', fromQuantity: 10, percent: 40 },
      { block: 'components', fromQuantity: 10, percent: 0 },
      { block: 'assembly', fromQuantity: 10, percent: 0 },
    ]);
  });

  it('show no band and 0 % when the customer group has none', () => {
    expect(computeBreakdown(pricingInput(), 10, 20).margins).toEqual([
      { block: 'board', fromQuantity: null, percent: 0 },
      { block: 'components', fromQuantity: null, percent: 0 },
      { block: 'assembly', fromQuantity: null, percent: 0 },
    ]);
  });
});
