import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';

/** The general announcement: staff publish it sanitised, every user sees the newest one once. */
let t: TestApp;
let admin: Person;
let customer: Person;
let other: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  customer = await signedInPerson(t);
  other = await signedInPerson(t);
}, 60_000);
afterAll(() => t.close());

const check = async (who: Person) => {
  const response = await caller(t)('POST', '/rest/project/checkGeneralMessageBeforeLogInUser', who, {});
  expect(response.statusCode).toBe(200);
  return response.json().announcement as { id: number; body: string; createdAt: string } | null;
};
const publish = (who: Person, payload: object) => caller(t)('POST', '/rest/admin/announcement', who, payload);

describe('the general announcement', () => {
  it('answers null while staff have set none', async () => {
    expect(await check(customer)).toBeNull();
    const current = await caller(t)('GET', '/rest/admin/announcement', admin);
    expect(current.json()).toEqual({ announcement: null });
  });

  it('is published sanitised and shown to each user once', async () => {
    const published = await publish(admin, {
      active: true,
      body: '<p>Closed on <b>Friday</b></p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
    });
    expect(published.statusCode).toBe(200);
    const body = published.json().announcement.body as string;
    expect(body).toBe('<p>Closed on <b>Friday</b></p><a target="_blank" rel="noopener noreferrer">x</a>');
    expect((await check(customer))?.body).toBe(body);
    expect(await check(customer)).toBeNull();
    expect((await check(other))?.body).toBe(body);
  });

  it('shows a newer one again, and nothing once taken down', async () => {
    await publish(admin, { active: true, body: 'New opening hours' });
    expect((await check(customer))?.body).toBe('New opening hours');
    const down = await publish(admin, { active: false });
    expect(down.json()).toEqual({ announcement: null });
    expect(await check(other)).toBeNull();
  });

  it('refuses customers and an empty body', async () => {
    expect((await publish(customer, { active: true, body: 'Hi' })).statusCode).toBe(403);
    expect((await caller(t)('GET', '/rest/admin/announcement', customer)).statusCode).toBe(403);
    const empty = await publish(admin, { active: true, body: '<script>x</script> ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details.fields).toEqual({ body: 'Please write the announcement' });
    const wrongType = await publish(admin, { active: 'yes' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.details.fields).toEqual({ active: 'Active is not valid' });
  });
});
