import { PRICING_PARAMETERS } from '@boardhouse/shared/quotes/pricing-parameters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Person;
let customer: Person;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = await signedInPerson(t, { roles: ['ADMIN'] });
  customer = await signedInPerson(t);
});
afterAll(() => t.close());

const put = (url: string, who: Person, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: who.headers, payload });

describe('pricing parameters', () => {
  it('lists every parameter with the house default, unit and group', async () => {
    const response = await call('GET', '/rest/admin/parameters', admin);
    expect(response.statusCode).toBe(200);
    const parameters = response.json().parameters as {
      key: string;
      value: number;
      unit: string;
      group: string;
    }[];
    expect(parameters.map((parameter) => parameter.key)).toEqual(
      PRICING_PARAMETERS.map((definition) => definition.key),
    );
    expect(parameters.find((parameter) => parameter.key === 'board.setup.layers2')).toMatchObject({
      value: 2500,
      unit: 'EUR cents',
      group: 'board',
      defaultValue: 2500,
      history: [],
    });
  });

  it('changes a value and keeps who changed it from what', async () => {
    const changed = await put('/rest/admin/parameters/assembly.smd.perPlacement', admin, { value: 2.5 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ key: 'assembly.smd.perPlacement', value: 2.5, defaultValue: 2 });
    await put('/rest/admin/parameters/assembly.smd.perPlacement', admin, { value: 3 });
    const listed = (await call('GET', '/rest/admin/parameters', admin)).json().parameters as {
      key: string;
      value: number;
      history: { oldValue: number; newValue: number; changedBy: string }[];
    }[];
    const smd = listed.find((parameter) => parameter.key === 'assembly.smd.perPlacement');
    expect(smd?.value).toBe(3);
    expect(
      smd?.history.map(({ oldValue, newValue, changedBy }) => ({ oldValue, newValue, changedBy })),
    ).toEqual([
      { oldValue: 2.5, newValue: 3, changedBy: admin.user.username },
      { oldValue: 2, newValue: 2.5, changedBy: admin.user.username },
    ]);
  });

  it.each([
    ['a negative rate', 'board.setup.layers2', -1, 'board.setup.layers2 minimum is 0'],
    ['a fraction of a day', 'offers.validityDays', 1.5, 'offers.validityDays must be a whole number'],
    ['a VAT above 100 %', 'offers.vatPercent', 150, 'offers.vatPercent maximum is 100'],
  ])('refuses %s field by field', async (_what, key, value, message) => {
    const response = await put(`/rest/admin/parameters/${key}`, admin, { value });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields.value).toBe(message);
  });

  it('answers 404 for a key that is not a parameter and 400 for a value that is not a number', async () => {
    expect((await put('/rest/admin/parameters/board.nothing', admin, { value: 1 })).statusCode).toBe(404);
    expect(
      (await put('/rest/admin/parameters/board.setup.layers2', admin, { value: 'ten' })).statusCode,
    ).toBe(400);
  });

  it('is for administrators only', async () => {
    expect((await call('GET', '/rest/admin/parameters', customer)).statusCode).toBe(403);
    expect((await put('/rest/admin/parameters/board.setup.layers2', customer, { value: 1 })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/rest/admin/parameters' })).statusCode).toBe(401);
  });
});

describe('holidays', () => {
  it('starts with the Dutch public holidays, adds, renames and removes', async () => {
    const seeded = (await call('GET', '/rest/admin/holidays', admin)).json().holidays;
    expect(seeded).toContainEqual({ date: '2026-12-25', name: 'Christmas Day' });
    expect(seeded).toContainEqual({ date: '2027-05-06', name: 'Ascension Day' });
    const added = await call('POST', '/rest/admin/holidays', admin, {
      date: '2026-12-31',
      name: 'Stocktaking',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().holidays).toContainEqual({ date: '2026-12-31', name: 'Stocktaking' });
    const renamed = await call('POST', '/rest/admin/holidays', admin, {
      date: '2026-12-31',
      name: 'Inventory',
    });
    expect(renamed.json().holidays.filter((day: { date: string }) => day.date === '2026-12-31')).toEqual([
      { date: '2026-12-31', name: 'Inventory' },
    ]);
    expect((await call('DELETE', '/rest/admin/holidays/2026-12-31', admin)).statusCode).toBe(204);
    expect((await call('DELETE', '/rest/admin/holidays/2026-12-31', admin)).statusCode).toBe(404);
  });

  it.each([
    [{ date: '2026-02-30', name: 'Nope' }, 'date', 'Date is not a calendar day'],
    [{ date: '30-12-2026', name: 'Nope' }, 'date', 'Date must be written YYYY-MM-DD'],
    [{ date: '2026-12-30', name: '' }, 'name', 'Name is required'],
  ])('refuses %j', async (body, field, message) => {
    const response = await call('POST', '/rest/admin/holidays', admin, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields[field]).toBe(message);
  });
});

describe('production schedule', () => {
  it('starts Monday to Friday with a 14:00 cut-off and takes a new schedule with exceptions', async () => {
    expect((await call('GET', '/rest/admin/production-schedule', admin)).json()).toEqual({
      slotsPerWeekday: [10, 10, 10, 10, 10, 0, 0],
      cutOffHour: 14,
      capacityM2PerDay: 5,
      exceptions: [],
    });
    const schedule = {
      slotsPerWeekday: [8, 8, 8, 8, 6, 0, 0],
      cutOffHour: 12.5,
      capacityM2PerDay: 7.5,
      exceptions: [{ date: '2026-12-19', slots: 4, note: 'Extra Saturday' }],
    };
    const saved = await put('/rest/admin/production-schedule', admin, schedule);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(schedule);
  });

  it('refuses a week without slots and a date listed twice', async () => {
    const closed = await put('/rest/admin/production-schedule', admin, {
      slotsPerWeekday: [0, 0, 0, 0, 0, 0, 0],
      cutOffHour: 14,
      exceptions: [],
    });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().error.details.fields.slotsPerWeekday).toMatch(/At least one weekday needs slots/);
    const twice = await put('/rest/admin/production-schedule', admin, {
      slotsPerWeekday: [10, 10, 10, 10, 10, 0, 0],
      cutOffHour: 14,
      exceptions: [
        { date: '2026-12-19', slots: 4 },
        { date: '2026-12-19', slots: 2 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.details.fields['exceptions.1.date']).toBe('2026-12-19 is listed twice');
  });
});

describe('margins', () => {
  const band = {
    customerGroup: 'reseller',
    minQuantity: 1,
    boardPercent: 15,
    componentsPercent: 8,
    assemblyPercent: 20,
  };

  it('starts with three standard bands, adds, changes and removes one', async () => {
    const seeded = (await call('GET', '/rest/admin/margins', admin)).json().margins;
    expect(
      seeded.map((row: { minQuantity: number; boardPercent: number }) => [row.minQuantity, row.boardPercent]),
    ).toEqual([
      [1, 30],
      [100, 25],
      [1000, 20],
    ]);
    const created = await call('POST', '/rest/admin/margins', admin, band);
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json();
    const changed = await put(`/rest/admin/margins/${id}`, admin, { ...band, boardPercent: 12 });
    expect(changed.json()).toMatchObject({ id, boardPercent: 12 });
    expect((await call('POST', '/rest/admin/margins', admin, band)).json().error.code).toBe('CONFLICT');
    expect((await call('DELETE', `/rest/admin/margins/${id}`, admin)).statusCode).toBe(204);
    expect((await put(`/rest/admin/margins/${id}`, admin, band)).statusCode).toBe(404);
    expect((await call('DELETE', `/rest/admin/margins/${id}`, admin)).statusCode).toBe(404);
  });

  it('refuses a group name with spaces and a negative margin', async () => {
    const response = await call('POST', '/rest/admin/margins', admin, {
      ...band,
      customerGroup: 'Big Ones',
      assemblyPercent: -5,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.details.fields).sort()).toEqual([
      'assemblyPercent',
      'customerGroup',
    ]);
  });
});
