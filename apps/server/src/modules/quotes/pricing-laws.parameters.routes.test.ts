import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app-harness.ts';
import type { Person } from '../../../test/people.ts';
import { pricingParameters } from '../../db/schema.ts';
import { type PricingLawsWorld, pricingLawsWorld } from './pricing-laws.routes.test-support.ts';

/** The laws between pricing parameters (lead times, panels, pool, parcels, pallets) on each save. */
let t: TestApp;
let call: PricingLawsWorld['call'];
let admin: Person;
let saveParameter: PricingLawsWorld['saveParameter'];
let storedValue: PricingLawsWorld['storedValue'];
beforeAll(async () => {
  ({ t, call, admin, saveParameter, storedValue } = await pricingLawsWorld());
}, 60_000);
afterAll(() => t.close());

describe('parameter laws on save', () => {
  it.each([
    [
      'a 5-day surcharge below the 7-day one',
      'leadTime.days5',
      40,
      'leadTimeSurcharges',
      'Lead-time surcharges must rise as the days fall: 5 working days (40 %) is below 7 working days (50 %)',
    ],
    [
      'a 20-day surcharge above the 15-day one',
      'leadTime.days20',
      12,
      'leadTimeSurcharges',
      'Lead-time surcharges must rise as the days fall: 15 working days (10 %) is below 20 working days (12 %)',
    ],
    [
      '8 layers faster than 4',
      'leadTime.minimumDays.highLayer',
      6,
      'leadTimeMinimumDays',
      'Boards of 8 layers or more must not need fewer working days than 4 and 6 layers: 6 working days is below 7',
    ],
    [
      '4 layers slower than any lead time',
      'leadTime.minimumDays.multilayer',
      21,
      'leadTimeMinimumDays',
      'Boards of 8 layers or more must not need fewer working days than 4 and 6 layers: 10 working days is below 21',
    ],
    [
      '8 layers slower than any lead time',
      'leadTime.minimumDays.highLayer',
      25,
      'leadTimeOffered',
      'Every board must keep a lead time: boards of 8 layers or more would need 25 working days, but the slowest lead time offered is 20',
    ],
    [
      'a pool smaller than the smallest share',
      'board.pool.maxPanels',
      0.25,
      'poolTakesSmallestOrder',
      "The pool must take the smallest order: the smallest share an order pays for (0.5 panels) is above the pool's largest order (0.25 panels)",
    ],
    [
      'packing heavier than a parcel',
      'shipping.packagingKg',
      40,
      'parcelHoldsBoards',
      'A parcel must hold boards: the heaviest parcel (31.5 kg) is not above its box and packing (40 kg)',
    ],
    ['a parcel no heavier than its packing', 'shipping.parcelMaxKg', 1, null, null],
    [
      'a pallet heavier than the heaviest pallet',
      'shipping.freight.palletKg',
      500,
      'palletHoldsBoards',
      'A pallet must hold boards: the heaviest pallet (500 kg) is not above the pallet and its packing (500 kg)',
    ],
    [
      'a heaviest pallet below the pallet',
      'shipping.freight.palletMaxKg',
      20,
      'palletHoldsBoards',
      'A pallet must hold boards: the heaviest pallet (20 kg) is not above the pallet and its packing (25 kg)',
    ],
  ])('refuses %s and keeps the stored value', async (_what, key, value, law, message) => {
    const before = await storedValue(key);
    const response = await saveParameter(key, value);
    if (law === null) {
      // 1 kg still holds more than the 0.3 kg of packing: allowed, then put back.
      expect(response.statusCode, response.body).toBe(200);
      expect((await saveParameter(key, before)).statusCode).toBe(200);
      return;
    }
    expect(response.statusCode, response.body).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION');
    expect(error.message).toBe(message);
    expect(error.details).toMatchObject({ law, fields: { value: message } });
    expect(error.details.keys).toContain(key);
    expect(await storedValue(key)).toBe(before);
  });

  it('refuses a border that leaves no production panel, after a narrower panel was accepted', async () => {
    expect((await saveParameter('board.panel.widthMm', 150)).statusCode).toBe(200);
    const response = await saveParameter('board.panel.borderMm', 80);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message:
        'The production panel must have room inside its border: 150 × 610 mm less 2 × 80 mm of border leaves -10 × 450 mm',
      details: { law: 'usablePanel' },
    });
    expect(await storedValue('board.panel.borderMm')).toBe(10);
    // The same border on the wide panel is fine: the law reads the stored set, not the defaults.
    expect((await saveParameter('board.panel.widthMm', 457)).statusCode).toBe(200);
    expect((await saveParameter('board.panel.borderMm', 80)).statusCode).toBe(200);
    expect((await saveParameter('board.panel.borderMm', 10)).statusCode).toBe(200);
  });

  it('refuses a dedicated run dearer a board than the full pool', async () => {
    // 2 layers: a panel of 0.27877 m² at 7000 a m² is 1951.39, at 95 % yield 2054.09: above the pool's 1800.
    const response = await saveParameter('board.dedicated.perM2.layers2', 7000);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'A dedicated 2-layer run must not cost more a board than the full pool: its extra setup spread over 25 panels (€0.00) and a dedicated panel at 95 % yield (€20.54) come to more than a pool panel (€18.00)',
    );
    expect(await storedValue('board.dedicated.perM2.layers2')).toBe(4000);
  });

  it('refuses a smallest share above a pool made smaller', async () => {
    expect((await saveParameter('board.pool.maxPanels', 2)).statusCode).toBe(200);
    const response = await saveParameter('board.panel.minimum', 3);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      "The pool must take the smallest order: the smallest share an order pays for (3 panels) is above the pool's largest order (2 panels)",
    );
    expect(await storedValue('board.panel.minimum')).toBe(0.5);
    expect((await saveParameter('board.pool.maxPanels', 25)).statusCode).toBe(200);
  });

  it('takes surcharges that keep rising, one save at a time in a workable order', async () => {
    expect((await saveParameter('leadTime.days5', 120)).statusCode).toBe(200);
    expect((await saveParameter('leadTime.days7', 100)).statusCode).toBe(200);
    expect((await saveParameter('leadTime.days7', 130)).statusCode).toBe(400);
    expect(await storedValue('leadTime.days7')).toBe(100);
    // A refused save writes no history either.
    const listed = (await call('GET', '/rest/admin/parameters', admin)).json().parameters as {
      key: string;
      history: { newValue: number }[];
    }[];
    expect(
      listed.find((parameter) => parameter.key === 'leadTime.days7')?.history.map((entry) => entry.newValue),
    ).toEqual([100]);
  });

  it('lets a set saved before the laws change elsewhere, but a save of a broken law’s parameter must mend it', async () => {
    // As if saved before the law existed: 5 working days cheaper than 7.
    for (const [key, value] of [
      ['leadTime.days7', 50],
      ['leadTime.days5', 45],
    ] as const) {
      await t.ctx.db.update(pricingParameters).set({ value }).where(eq(pricingParameters.key, key));
    }
    expect((await saveParameter('assembly.smd.perPlacement', 2.5)).statusCode).toBe(200);
    const worse = await saveParameter('leadTime.days5', 40);
    expect(worse.statusCode).toBe(400);
    expect(worse.json().error.message).toBe(
      'Lead-time surcharges must rise as the days fall: 5 working days (40 %) is below 7 working days (50 %)',
    );
    expect((await saveParameter('leadTime.days5', 49)).statusCode).toBe(400);
    expect((await saveParameter('leadTime.days5', 50)).statusCode).toBe(200);
    expect(await storedValue('leadTime.days5')).toBe(50);
  });

  it('still refuses a value outside its own limits with the field message', async () => {
    const response = await saveParameter('board.dedicated.yieldPercent', 40);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields.value).toBe('board.dedicated.yieldPercent minimum is 50');
  });
});
