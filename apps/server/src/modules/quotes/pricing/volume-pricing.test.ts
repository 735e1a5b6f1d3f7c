import { serverText } from '@boardhouse/shared/server-texts/index';
import { describe, expect, it } from 'vitest';
import { firstDedicatedQuantity, priceBoard, productionPlan } from './board-pricing.ts';
import { prepareParts, priceComponents } from './component-pricing.ts';
import { computeBreakdown, computeOfferSet } from './offer-engine.ts';
import {
  defaultParameters,
  part,
  plainBoard,
  pricingInput,
  weekdayCalendar,
} from './pricing.test-support.ts';
import type { MarginBand } from './pricing-input.ts';

/**
 * Worked examples of what a board house must never quote: volume priced as prototypes, boards that fit
 * no panel, more boards than the production can make by the date, a total that falls with the
 * quantity, a delivery date that is the day production ends.
 */

const parameters = defaultParameters();
const HOUSE_MARGINS: MarginBand[] = [
  { minQuantity: 1, percent: { board: 30, components: 15, assembly: 35 } },
  { minQuantity: 100, percent: { board: 25, components: 12, assembly: 30 } },
  { minQuantity: 1000, percent: { board: 20, components: 10, assembly: 25 } },
];
const cellOf = (input: ReturnType<typeof pricingInput>, quantity: number, workingDays: number) =>
  computeOfferSet(input, [quantity]).cells.find((cell) => cell.workingDays === workingDays);

describe('pool and dedicated production', () => {
  // 100 × 100 mm: 20 boards a panel; the pool takes up to 25 panels, so 500 boards.
  it('makes up to 25 panels of boards on shared panels and more on the order’s own', () => {
    expect(productionPlan(plainBoard(), 500, parameters)).toEqual({ mode: 'pool', perPanel: 20, panels: 25 });
    // 501 boards at 95 % yield: 501 / 19 = 26.368… → 26.3685 panels of its own.
    expect(productionPlan(plainBoard(), 501, parameters)).toEqual({
      mode: 'dedicated',
      perPanel: 20,
      panels: 26.3685,
    });
    expect(firstDedicatedQuantity(plainBoard(), 10, parameters)).toBe(501);
    expect(firstDedicatedQuantity(plainBoard(), 501, parameters)).toBeNull();
  });

  it('prices a dedicated run with its own setup and a price per m² of panel, never dearer a board than the pool', () => {
    // Setup 15000; a panel is 0.457 × 0.610 = 0.27877 m² × 4000 = 1115.08 a panel × 26.3685 = 29402.98.
    const lines = priceBoard(plainBoard(), 501, parameters, 0);
    expect(lines.map((line) => [line.code, line.parameter, line.rate, line.units, line.amountCents])).toEqual(
      [
        ['board.setup', 'board.dedicated.setup.layers2', 15_000, 1, 15_000],
        ['board.panels', 'board.dedicated.perM2.layers2', 1115.08, 26.3685, 29_403],
      ],
    );
    expect(lines[1]?.label).toBe('Dedicated production panels (20 boards per panel, 95 % yield)');
    const breakdown = computeBreakdown(pricingInput(), 501, 20);
    expect(breakdown.productionMode).toBe('dedicated');
    // The full pool: 2500 + 25 × 1800 = 47500 for 500 boards, 95 a board; dedicated 44403 / 501 = 88.6.
    const board = (quantity: number) =>
      priceBoard(plainBoard(), quantity, parameters, 0).reduce((sum, line) => sum + line.amountCents, 0);
    expect(board(500)).toBe(47_500);
    expect(board(501) / 501).toBeLessThan(board(500) / 500);
  });

  it('fits a board only turned, and refuses a board that fits no panel either way', () => {
    // Usable 437 × 590 mm: 580 × 430 fits only turned, 500 × 500 not at all.
    const turned = computeOfferSet(
      pricingInput({ board: plainBoard({ widthMm: 580, heightMm: 430 }) }),
      [10],
    );
    expect(turned.cells.every((cell) => cell.available)).toBe(true);
    const tooLarge = computeOfferSet(
      pricingInput({ board: plainBoard({ widthMm: 500, heightMm: 500 }) }),
      [1, 10],
    );
    for (const cell of tooLarge.cells) {
      expect(cell).toMatchObject({ available: false, unavailableCode: 'NO_PANEL_FIT', productionMode: null });
      expect(cell.unavailableReason).toBe(
        'A 500 × 500 mm board does not fit the usable area of our production panel (437 × 590 mm), either way round',
      );
    }
  });
});

describe('the total never falls as the quantity rises', () => {
  it('prices 99 boards no higher than 100, and says so', () => {
    const input = pricingInput({ margins: HOUSE_MARGINS });
    const ninetyNine = cellOf(input, 99, 20);
    const hundred = cellOf(input, 100, 20);
    // The same total, parcel included: 99 boards cost what 100 do.
    expect(ninetyNine?.netCents).toBe(hundred?.netCents);
    expect(ninetyNine?.sameTotalQuantity).toBe(100);
    const breakdown = computeBreakdown(input, 99, 20);
    const volume = breakdown.lines.find((line) => line.code === 'volume.sameTotal');
    expect(volume?.label).toBe('Volume price: 100 boards cost no more');
    expect(volume?.amountCents).toBeLessThan(0);
    expect(breakdown.netCents).toBe(ninetyNine?.netCents);
    // Far from a band's start, a quantity is its own price.
    expect(cellOf(input, 50, 20)?.sameTotalQuantity).toBeNull();
  });

  it('buys a line at the break where more parts cost less', () => {
    // 95 resistors at 10 cents (950) cost more than the 100 of the next break at 8 (800).
    const resistor = part({
      designators: ['R1'],
      package: '0805',
      priceBreaks: [
        { quantity: 1, unitPriceCents: 10 },
        { quantity: 100, unitPriceCents: 8 },
      ],
    });
    const prepared = prepareParts([resistor], parameters);
    // 86 boards need 86 + 5 % spares (5) = 91 at 10 = 910 > 800: charged 100 at 8.
    const [line] = priceComponents(prepared, 86, parameters, 0);
    expect(line).toMatchObject({ units: 100, rate: 8, amountCents: 800 });
    // 40 boards need 42 at 10 = 420 < 800: their own price.
    expect(priceComponents(prepared, 40, parameters, 0)[0]).toMatchObject({ units: 42, amountCents: 420 });
  });
});

describe('capacity', () => {
  const capacity = (booked: { shipDate: string; areaM2: number }[] = []) => ({ m2PerWorkingDay: 5, booked });

  it('does not promise 10,000 boards of 100 × 100 mm (100 m²) in 10 working days', () => {
    const input = pricingInput({ capacity: capacity() });
    const tenDays = cellOf(input, 10_000, 10);
    // From Monday 23 November: 10 working days to 4 December make 50 m².
    expect(tenDays).toMatchObject({ available: false, unavailableCode: 'CAPACITY' });
    expect(tenDays?.unavailableReason).toBe(
      '10,000 boards (100 m²) do not fit the production capacity left before 2026-12-04: 50 m² (we make 5 m² a working day)',
    );
    // 20 working days make exactly 100 m².
    expect(cellOf(input, 10_000, 20)?.available).toBe(true);
  });

  it('tells a German reader the same facts in German, the English being that text in English', () => {
    const tenDays = cellOf(pricingInput({ capacity: capacity() }), 10_000, 10);
    const text = tenDays?.unavailableText;
    if (!text) throw new Error('an unavailable cell carries its text');
    expect(serverText(text, 'de')).toBe(
      '10.000 Leiterplatten (100 m²) passen nicht in die bis 2026-12-04 verbleibende Fertigungskapazität: 50 m² (wir fertigen 5 m² pro Arbeitstag)',
    );
    expect(serverText(text, 'en')).toBe(tenDays.unavailableReason);
    const delayed = cellOf(
      pricingInput({ capacity: capacity([{ shipDate: '2026-12-03', areaM2: 44 }]) }),
      200,
      7,
    );
    expect(delayed?.unavailableText && serverText(delayed.unavailableText, 'de')).toBe(
      '200 Leiterplatten (2 m²) bis 2026-12-01 würden bereits für 2026-12-03 gebuchte Aufträge verzögern: Die Fertigung schafft 5 m² pro Arbeitstag',
    );
    expect(cellOf(pricingInput({ capacity: capacity() }), 10_000, 20)?.unavailableText).toBeUndefined();
  });

  it('counts what booked orders take, and will not delay them', () => {
    // 40 m² booked to ship on 4 December leave 10 m² of the 50 before it: 1,000 boards (10 m²) fit, 1,100 not.
    const booked = pricingInput({ capacity: capacity([{ shipDate: '2026-12-04', areaM2: 40 }]) });
    expect(cellOf(booked, 1000, 10)?.available).toBe(true);
    expect(cellOf(booked, 1100, 10)).toMatchObject({ available: false, unavailableCode: 'CAPACITY' });
    // 44 m² booked for 3 December leave 1 m² of the 45 made by then (9 working days); 200 boards (2 m²)
    // due by 1 December fit the 35 m² made by that day, but would push the booked order past its date.
    const early = pricingInput({ capacity: capacity([{ shipDate: '2026-12-03', areaM2: 44 }]) });
    expect(cellOf(early, 100, 7)?.available).toBe(true);
    const sevenDays = cellOf(early, 200, 7);
    expect(sevenDays).toMatchObject({ available: false, unavailableCode: 'CAPACITY' });
    expect(sevenDays?.unavailableReason).toContain('would delay orders already booked for 2026-12-03');
  });
});

describe('ship and delivery dates', () => {
  it('adds the parcel’s transit working days to the day the boards leave', () => {
    // 5 working days from Monday 23 November ship on Friday 27; PostNL's one day lands on Monday 30.
    const cell = cellOf(pricingInput(), 10, 5);
    expect(cell).toMatchObject({ shipDate: '2026-11-27', deliveryDate: '2026-11-30' });
    // To Italy (DHL Parcel Connect, 4 working days): Thursday 3 December.
    const italy = pricingInput({
      customer: { billingCountry: 'IT', shippingCountry: 'IT', vatNumberConfirmed: false },
    });
    expect(cellOf(italy, 10, 5)).toMatchObject({ shipDate: '2026-11-27', deliveryDate: '2026-12-03' });
  });

  it('counts no transit on a weekend or a holiday', () => {
    // Boxing Day falls on Saturday 26 December 2026; with Monday 28 December a holiday too, a parcel
    // leaving on Friday 18 December still lands on Monday 21, and one leaving on Christmas Eve on Tuesday 29.
    const holidays = ['2026-12-25', '2026-12-28'];
    const input = pricingInput({ calendar: weekdayCalendar({ holidays }) });
    expect(cellOf(input, 10, 20)).toMatchObject({ shipDate: '2026-12-18', deliveryDate: '2026-12-21' });
    const christmas = pricingInput({
      calendar: weekdayCalendar({ holidays }),
      quotedAt: '2026-12-18T08:00:00.000Z',
    });
    // 5 working days from Friday 18 December: 18, 21, 22, 23, 24 → ships Thursday 24, lands Tuesday 29.
    expect(cellOf(christmas, 10, 5)).toMatchObject({ shipDate: '2026-12-24', deliveryDate: '2026-12-29' });
  });
});
