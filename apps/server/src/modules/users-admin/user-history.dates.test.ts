import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';

/**
 * The audit log's day filters speak like every other day in a request: a day that does not exist and a
 * period that ends before it starts are refused (400, naming the field), not answered with nothing.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Person;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = await signedInPerson(t, { roles: ['ADMIN'] });
});
afterAll(() => t.close());

const search = (body: object) => call('POST', '/rest/admin/user-history/search', admin, body);

describe('the user history’s days', () => {
  it.each([
    [{ from: '2026-02-31' }, { from: 'From is not a calendar day' }],
    [{ to: '2026-04-31' }, { to: 'To is not a calendar day' }],
    [{ from: '2026-02-29', to: '2026-03-01' }, { from: 'From is not a calendar day' }],
    [{ from: '12.01.2026' }, { from: 'From must be written YYYY-MM-DD' }],
    [{ from: '2026-03-02', to: '2026-03-01' }, { to: 'To must be on or after From' }],
  ])('refuses %j with 400 naming the field', async (body, fields) => {
    const refused = await search(body);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.code).toBe('VALIDATION');
    expect(refused.json().error.details.fields).toEqual(fields);
  });

  it.each([
    { from: '2024-02-29', to: '2024-02-29' },
    { from: '2026-01-01', to: '2026-12-31' },
    { from: '2026-03-02' },
    { to: '2026-03-01' },
    {},
  ])('takes %j', async (body) => {
    const answer = await search(body);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ entries: expect.any(Array), total: expect.any(Number) });
  });
});
