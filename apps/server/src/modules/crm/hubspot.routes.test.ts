import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { type HubSpotFake, startHubSpotFake } from '../../../test/fakes/hubspot-fake.ts';
import { rememberSecret } from '../../../test/log-leaks.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';
import { crmContactPushes, users } from '../../db/schema.ts';

const URL = '/rest/hubspot/createContact';

let hubspot: HubSpotFake;
let t: TestApp;
let customer: Person;
let otherCustomer: Person;
let staff: Person;
const logLines: string[] = [];
/** Every answer the tests received, to search for the token at the end. */
const answers: string[] = [];

beforeAll(async () => {
  hubspot = await startHubSpotFake();
  rememberSecret(hubspot.token);
  t = await createTestApp({ ...hubspot.env(), HUBSPOT_TIMEOUT_MS: '1000' }, undefined, {
    logStream: { write: (line: string) => void logLines.push(line) },
  });
  customer = await signedInPerson(t, { firstname: 'Ada', lastname: 'Lovelace' });
  otherCustomer = await signedInPerson(t, { firstname: 'Grace', lastname: 'Hopper' });
  staff = await signedInPerson(t, { roles: ['USER', 'ADMIN'] });
});
afterAll(async () => {
  await t?.close();
  await hubspot?.stop();
});
beforeEach(() => {
  hubspot.mode = 'normal';
});

async function createContact(who: Person, payload?: object) {
  const response = await caller(t)('POST', URL, who, payload);
  answers.push(response.body);
  return response;
}
const contactIdOf = async (userId: number) =>
  (await t.ctx.db.select({ id: users.hubspotContactId }).from(users).where(eq(users.id, userId)))[0]?.id;
const requestsFor = (email: string) =>
  hubspot.requests.filter(
    (request) => (request.body as { properties?: { email?: string } })?.properties?.email === email,
  );

describe('POST /rest/hubspot/createContact', () => {
  it('pushes the caller’s own contact and answers HubSpot’s id, which the account keeps', async () => {
    const response = await createContact(customer);
    expect(response.statusCode, response.body).toBe(200);
    const stored = hubspot.contacts.get(customer.user.email);
    expect(stored?.properties).toMatchObject({ firstname: 'Ada', lastname: 'Lovelace' });
    expect(response.json()).toEqual({ contactId: stored?.id });
    expect(await contactIdOf(customer.user.id)).toBe(stored?.id);
  });

  it('is idempotent: a second call answers the same id (HubSpot’s 409 links the existing contact)', async () => {
    const first = (await contactIdOf(customer.user.id)) ?? '';
    const again = await createContact(customer, {});
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ contactId: first });
    expect(requestsFor(customer.user.email).map((request) => request.status)).toEqual([201, 409]);
    const [row] = await t.ctx.db
      .select()
      .from(crmContactPushes)
      .where(eq(crmContactPushes.userId, customer.user.id));
    expect(row?.pushedAt).toBeInstanceOf(Date);
  });

  it('accepts the caller naming themselves; a customer naming someone else gets 404, as for any other’s object', async () => {
    const own = await createContact(customer, { userId: customer.user.id });
    expect(own.statusCode).toBe(200);
    const other = await createContact(customer, { userId: otherCustomer.user.id });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('NOT_FOUND');
    expect(requestsFor(otherCustomer.user.email)).toHaveLength(0);
  });

  it('lets staff push a customer’s contact; an unknown or staff account is 404', async () => {
    const response = await createContact(staff, { userId: otherCustomer.user.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().contactId).toBe(hubspot.contacts.get(otherCustomer.user.email)?.id);
    expect(await contactIdOf(otherCustomer.user.id)).toBe(response.json().contactId);

    const colleague = await signedInPerson(t, { roles: ['USER', 'ADMIN'] });
    expect((await createContact(staff, { userId: colleague.user.id })).statusCode).toBe(404);
    expect((await createContact(staff, { userId: 2_000_000_000 })).statusCode).toBe(404);
    expect(requestsFor(colleague.user.email)).toHaveLength(0);
  });

  it('refuses a userId that is not an id (400)', async () => {
    const response = await createContact(staff, { userId: 'everyone' });
    expect(response.statusCode).toBe(400);
  });

  it('answers 503 while HubSpot is down and leaves the push queued; the retry pushes it', async () => {
    const person = await signedInPerson(t);
    hubspot.mode = 'outage';
    const down = await createContact(person);
    expect(down.statusCode).toBe(503);
    expect(down.json().error).toMatchObject({ code: 'CRM.UNAVAILABLE' });
    expect(down.json().error.message).toMatch(/HubSpot could not be reached/);
    const [row] = await t.ctx.db
      .select()
      .from(crmContactPushes)
      .where(eq(crmContactPushes.userId, person.user.id));
    expect(row).toMatchObject({
      pushedAt: null,
      attempts: 1,
      lastError: 'Service Unavailable',
      claimedUntil: null,
    });

    hubspot.mode = 'normal';
    await t.ctx.db
      .update(crmContactPushes)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(crmContactPushes.userId, person.user.id));
    expect(await t.services.crmContacts.deliverDue()).toBe(1);
    expect(await contactIdOf(person.user.id)).toBe(hubspot.contacts.get(person.user.email)?.id);
  });

  it('answers 503 when HubSpot does not answer in time', async () => {
    const person = await signedInPerson(t);
    hubspot.mode = 'hang';
    const started = Date.now();
    const response = await createContact(person);
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('CRM.UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('answers 503, not 502 CRM.REFUSED, while HubSpot’s portal is locked (423) or migrating (477)', async () => {
    for (const mode of ['locked', 'migrating'] as const) {
      const person = await signedInPerson(t);
      hubspot.mode = mode;
      const response = await createContact(person);
      expect(response.statusCode, mode).toBe(503);
      expect(response.json().error.code).toBe('CRM.UNAVAILABLE');
    }
  });

  it('answers 502 with HubSpot’s reason when it refuses the contact', async () => {
    const person = await signedInPerson(t);
    await t.ctx.db.update(users).set({ email: 'not-an-address' }).where(eq(users.id, person.user.id));
    const response = await createContact(person);
    expect(response.statusCode).toBe(502);
    expect(response.json().error.code).toBe('CRM.REFUSED');
    expect(response.json().error.message).toContain('Email address not-an-address is invalid');
  });

  it('never puts the token in an answer or a log line', async () => {
    expect(answers.length).toBeGreaterThan(8);
    for (const body of answers) expect(body).not.toContain(hubspot.token);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('')).not.toContain(hubspot.token);
  });
});

describe('POST /rest/hubspot/createContact without HUBSPOT_TOKEN', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare?.close());

  it('answers 404 CRM.NOT_CONFIGURED and a confirmed sign-up waits in the outbox', async () => {
    const person = await signedInPerson(bare);
    const response = await bare.app.inject({ method: 'POST', url: URL, headers: person.headers });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({
      code: 'CRM.NOT_CONFIGURED',
      message: expect.stringContaining('HUBSPOT_TOKEN'),
    });
    await bare.ctx.db.transaction((tx) => bare.services.crmContacts.request(tx, person.user.id));
    expect(await bare.services.crmContacts.deliverDue()).toBe(0);
    const [row] = await bare.ctx.db
      .select()
      .from(crmContactPushes)
      .where(eq(crmContactPushes.userId, person.user.id));
    expect(row).toMatchObject({ pushedAt: null, attempts: 0 });
  });
});
