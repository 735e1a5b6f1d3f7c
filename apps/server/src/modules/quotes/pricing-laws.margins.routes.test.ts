import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app-harness.ts';
import type { Person } from '../../../test/people.ts';
import { type PricingLawsWorld, pricingLawsWorld } from './pricing-laws.routes.test-support.ts';

/** The laws of a customer group's margin bands on each save: margins fall, bands start at 1 board. */
let t: TestApp;
let call: PricingLawsWorld['call'];
let admin: Person;
let put: PricingLawsWorld['put'];
beforeAll(async () => {
  ({ t, call, admin, put } = await pricingLawsWorld());
}, 60_000);
afterAll(() => t.close());

describe('margin band laws on save', () => {
  // A group of its own, from bands a person worked the messages out from.
  const group = 'trade';
  beforeAll(async () => {
    for (const [minQuantity, boardPercent, componentsPercent, assemblyPercent] of [
      [1, 30, 15, 35],
      [100, 25, 12, 30],
      [1000, 20, 10, 25],
    ]) {
      const created = await call('POST', '/rest/admin/margins', admin, {
        customerGroup: group,
        minQuantity,
        boardPercent,
        componentsPercent,
        assemblyPercent,
      });
      expect(created.statusCode, created.body).toBe(200);
    }
  });
  const band = {
    customerGroup: group,
    minQuantity: 500,
    boardPercent: 22,
    componentsPercent: 11,
    assemblyPercent: 27,
  };
  type Row = { id: number; customerGroup: string; minQuantity: number; boardPercent: number };
  const listed = async () => (await call('GET', '/rest/admin/margins', admin)).json().margins as Row[];
  const summary = (rows: Row[]) => rows.map((row) => [row.customerGroup, row.minQuantity, row.boardPercent]);

  it('takes a band between the others whose margins fall', async () => {
    const created = await call('POST', '/rest/admin/margins', admin, band);
    expect(created.statusCode, created.body).toBe(200);
    expect((await call('DELETE', `/rest/admin/margins/${created.json().id}`, admin)).statusCode).toBe(204);
  });

  it.each([
    [
      'a margin that rises with the quantity',
      { ...band, assemblyPercent: 31 },
      'marginsFall',
      'Margins must not rise as quantities grow: the assembly margin from 500 boards (31 %) is above the one from 100 boards (30 %)',
      'assemblyPercent',
    ],
    [
      'a new group whose bands start above 1',
      { ...band, customerGroup: 'wholesale', minQuantity: 50 },
      'marginFromOne',
      'A customer group’s margin bands must start at 1 board, or smaller orders carry no margin: the first band starts at 50',
      'minQuantity',
    ],
  ])('refuses %s and adds nothing', async (_what, body, law, message, field) => {
    const before = await listed();
    const response = await call('POST', '/rest/admin/margins', admin, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({ message, details: { law, fields: { [field]: message } } });
    expect(summary(await listed())).toEqual(summary(before));
  });

  it('refuses a margin above 300 % field by field, and adds nothing', async () => {
    const before = await listed();
    const response = await call('POST', '/rest/admin/margins', admin, {
      ...band,
      boardPercent: 301,
      componentsPercent: 11,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual({ boardPercent: 'Board margin maximum is 300' });
    expect(summary(await listed())).toEqual(summary(before));
  });

  it('refuses a change or a removal that breaks the group’s bands, and changes nothing', async () => {
    const before = await listed();
    const first = before.find((row) => row.customerGroup === group && row.minQuantity === 1);
    if (!first) throw new Error('no band from 1');
    const lowered = await put(`/rest/admin/margins/${first.id}`, {
      ...band,
      minQuantity: 1,
      boardPercent: 24,
      componentsPercent: 15,
      assemblyPercent: 35,
    });
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json().error.message).toBe(
      'Margins must not rise as quantities grow: the board margin from 100 boards (25 %) is above the one from 1 board (24 %)',
    );
    const moved = await put(`/rest/admin/margins/${first.id}`, {
      ...band,
      minQuantity: 10,
      boardPercent: 30,
      componentsPercent: 15,
      assemblyPercent: 35,
    });
    expect(moved.json().error.details.law).toBe('marginFromOne');
    const removed = await call('DELETE', `/rest/admin/margins/${first.id}`, admin);
    expect(removed.statusCode).toBe(400);
    expect(removed.json().error.details.law).toBe('marginFromOne');
    expect(summary(await listed())).toEqual(summary(before));
  });

  it('answers a second band from the same quantity with a conflict, not a law', async () => {
    const response = await call('POST', '/rest/admin/margins', admin, { ...band, minQuantity: 100 });
    expect(response.statusCode).toBe(409);
  });
});
