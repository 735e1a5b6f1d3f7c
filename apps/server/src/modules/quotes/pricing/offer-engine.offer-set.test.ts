import { LEAD_TIME_WORKING_DAYS, STANDARD_QUANTITIES } from '@boardhouse/shared/quotes/offers-api';
import { describe, expect, it } from 'vitest';
import { computeOfferSet, deliveryDateFor, offerQuantities } from './offer-engine.ts';
import { part, pricingInput, weekdayCalendar } from './pricing.test-support.ts';

/** What an offer set says besides the prices: its quantities, lead times, flags and notes. */

describe('the quantities offered', () => {
  it('are the standard ones with the intended quantity among them, ascending', () => {
    expect(offerQuantities(null)).toEqual([...STANDARD_QUANTITIES]);
    expect(offerQuantities(7)).toEqual([5, 7, 10, 25, 50, 100, 250, 500, 1000]);
    expect(offerQuantities(100)).toEqual([...STANDARD_QUANTITIES]);
  });

  it('ignore an intended quantity of zero or below', () => {
    expect(offerQuantities(0)).toEqual([...STANDARD_QUANTITIES]);
    expect(offerQuantities(-5)).toEqual([...STANDARD_QUANTITIES]);
  });

  it('come back with the lead times, named, as the offer set’s rows and columns', () => {
    const set = computeOfferSet(pricingInput(), [7, 10]);
    expect(set.quantities).toEqual([7, 10]);
    expect(set.leadTimes).toEqual(
      LEAD_TIME_WORKING_DAYS.map((workingDays) => ({
        workingDays,
        label: `${workingDays} working days`,
        text: { key: 'price.leadTime.days', params: { days: workingDays } },
      })),
    );
    expect(set.cells).toHaveLength(2 * LEAD_TIME_WORKING_DAYS.length);
  });
});

describe('what each cell says about the parts', () => {
  const cellFlags = (parts: ReturnType<typeof part>[] | null) =>
    computeOfferSet(pricingInput({ parts }), [10]).cells.map(({ estimated, onRequest }) => ({
      estimated,
      onRequest,
    }));
  const every = (flags: { estimated: boolean; onRequest: boolean }) =>
    LEAD_TIME_WORKING_DAYS.map(() => flags);

  it('marks a price estimated where a part has no price but a known kind', () => {
    const resistor = part({ designators: ['R1', 'R2'], value: '10k', package: '0603' });
    expect(cellFlags([resistor])).toEqual(every({ estimated: true, onRequest: false }));
  });

  it('marks a part on request where nothing says what it is', () => {
    expect(cellFlags([part({ mpn: 'ZZ-QX-17' })])).toEqual(every({ estimated: false, onRequest: true }));
  });

  it('marks neither where every part has its own price, nor for a bare board', () => {
    const priced = part({
      designators: ['C1'],
      mpn: 'GRM188',
      priceBreaks: [{ quantity: 1, unitPriceCents: 5 }],
    });
    expect(cellFlags([priced])).toEqual(every({ estimated: false, onRequest: false }));
    expect(cellFlags(null)).toEqual(every({ estimated: false, onRequest: false }));
  });

  it('notes a bare board only when there is no BOM, not when the BOM is empty', () => {
    const codes = (parts: [] | null) =>
      computeOfferSet(pricingInput({ parts }), [10]).reviewNotes.map((note) => note.code);
    expect(codes(null)).toEqual(['BARE_BOARD']);
    expect(codes([])).toEqual([]);
  });
});

describe('a production calendar without a working day', () => {
  it('offers nothing, says why, and has no ship or delivery date', () => {
    const closed = weekdayCalendar({ slotsPerWeekday: [0, 0, 0, 0, 0, 0, 0] });
    const set = computeOfferSet(pricingInput({ calendar: closed }), [10]);
    for (const cell of set.cells) {
      expect(cell).toMatchObject({
        available: false,
        unavailableCode: 'NO_WORKING_DAY',
        unavailableReason: 'The production calendar has no working day within a year',
        shipDate: null,
        deliveryDate: null,
      });
    }
  });
});

describe('the delivery date', () => {
  it('is the ship date plus the transit working days, and unknown without either', () => {
    const input = pricingInput();
    // Tuesday 1 December plus 2 working days.
    expect(deliveryDateFor(input, '2026-12-01', 2)).toBe('2026-12-03');
    expect(deliveryDateFor(input, null, 2)).toBeNull();
    expect(deliveryDateFor(input, '2026-12-01', null)).toBeNull();
  });
});
