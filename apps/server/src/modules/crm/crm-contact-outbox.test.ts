import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { bearer, buildUser, signIn } from '../../../test/factories.ts';
import { type HubSpotFake, startHubSpotFake } from '../../../test/fakes/hubspot-fake.ts';
import { rememberSecret } from '../../../test/log-leaks.ts';
import { lastMailTo } from '../../../test/outbox.ts';
import { pollUntil } from '../../../test/polling.ts';
import { apiLogs, crmContactPushes, users } from '../../db/schema.ts';
import { HubSpotRestClient } from '../../integrations/hubspot/hubspot-rest.ts';
import { invitationCodeFor } from '../team/team-invitations.test-support.ts';
import { CrmContactPusher, retryDelayMs } from './crm-contact-pusher.ts';

/**
 * HubSpot answers a call within this, or the push counts as failed. Longer than the 2 s a confirmation
 * may take, so a confirmation that waited for a hanging HubSpot would fail the test.
 */
const HUBSPOT_TIMEOUT_MS = 2500;

let hubspot: HubSpotFake;
let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  hubspot = await startHubSpotFake();
  rememberSecret(hubspot.token);
  t = await createTestApp({ ...hubspot.env(), HUBSPOT_TIMEOUT_MS: String(HUBSPOT_TIMEOUT_MS) }, undefined, {
    logStream: { write: (line: string) => void logLines.push(line) },
  });
});
afterAll(async () => {
  await t?.close();
  await hubspot?.stop();
});
beforeEach(() => {
  hubspot.mode = 'normal';
});

const pusher = () => t.services.crmContacts;
let names = 0;

/** Signs up through the API and follows the e-mailed link; answers the account and how long the confirmation took. */
async function signUpAndConfirm(overrides: { email?: string; phoneNumber?: string } = {}) {
  names += 1;
  const username = `crm${names}${Date.now().toString(36)}`;
  const email = overrides.email ?? `${username}@example.test`;
  const signup = await t.app.inject({
    method: 'POST',
    url: '/rest/open/signup',
    payload: {
      username,
      email,
      password: 'Solder-Paste-42',
      firstname: 'Linus',
      lastname: 'Board',
      companyName: 'Acme Electronics',
      ...(overrides.phoneNumber ? { phoneNumber: overrides.phoneNumber } : {}),
      acceptTerms: true,
    },
  });
  expect(signup.statusCode, signup.body).toBe(201);
  const { code } = await lastMailTo(t, email.toLowerCase());
  const started = performance.now();
  const confirm = await t.app.inject({ method: 'POST', url: `/rest/open/registration/${code}` });
  const durationMs = performance.now() - started;
  expect(confirm.statusCode, confirm.body).toBe(200);
  const [user] = await t.ctx.db.select().from(users).where(eq(users.username, username));
  if (!user) throw new Error('no account');
  return { user, email, durationMs };
}

const pushRow = async (userId: number) => {
  const [row] = await t.ctx.db.select().from(crmContactPushes).where(eq(crmContactPushes.userId, userId));
  return row;
};
const contactIdOf = async (userId: number) =>
  (await t.ctx.db.select({ id: users.hubspotContactId }).from(users).where(eq(users.id, userId)))[0]?.id;
const requestsFor = (email: string) =>
  hubspot.requests.filter(
    (request) => (request.body as { properties?: { email?: string } })?.properties?.email === email,
  );
/** Time passes: the row's next attempt is due. */
const makeDue = (userId: number) =>
  t.ctx.db
    .update(crmContactPushes)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(crmContactPushes.userId, userId));
/** Seconds from now to the row's next attempt, as the database sees it. */
const secondsToNextAttempt = async (userId: number) => {
  const [row] = await t.ctx.db
    .select({ seconds: sql<number>`extract(epoch from ${crmContactPushes.nextAttemptAt} - now())::float8` })
    .from(crmContactPushes)
    .where(eq(crmContactPushes.userId, userId));
  return row?.seconds ?? Number.NaN;
};

describe('a confirmed sign-up becomes a HubSpot contact', () => {
  it('is pushed after the confirmation with HubSpot’s properties and the bearer token; the id lands on the account', async () => {
    const { user, email } = await signUpAndConfirm({ phoneNumber: '+31 20 123 4567' });
    await pusher().settled();
    const [request] = requestsFor(email);
    expect(request?.url).toBe('/crm/v3/objects/contacts');
    expect(request?.headers.authorization).toBe(`Bearer ${hubspot.token}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      properties: {
        email,
        firstname: 'Linus',
        lastname: 'Board',
        company: 'Acme Electronics',
        phone: '+31 20 123 4567',
      },
    });
    const stored = hubspot.contacts.get(email);
    expect(stored?.id).toMatch(/^\d+$/);
    expect(await contactIdOf(user.id)).toBe(stored?.id);
    const row = await pushRow(user.id);
    expect(row?.pushedAt).toBeInstanceOf(Date);
    expect(row).toMatchObject({ attempts: 1, lastError: null, claimedUntil: null });
    // Nothing is due any more: another round pushes nothing.
    expect(await pusher().deliverDue()).toBe(0);
    expect(requestsFor(email)).toHaveLength(1);
  });

  it('links the contact HubSpot already has for the address (409 CONFLICT → its existing id)', async () => {
    const email = `known${Date.now()}@example.test`;
    hubspot.contacts.set(email, { id: '5551', properties: { email } });
    const { user } = await signUpAndConfirm({ email });
    await pusher().settled();
    expect(requestsFor(email).map((request) => request.status)).toEqual([409]);
    expect(await contactIdOf(user.id)).toBe('5551');
    expect((await pushRow(user.id))?.pushedAt).toBeInstanceOf(Date);
  });

  it('keeps HubSpot’s validation error and does not retry it, until someone asks again', async () => {
    const { user } = await signUpAndConfirm();
    await pusher().settled();
    // An address HubSpot refuses (the fake checks addresses as HubSpot does): edited behind the account's back.
    const badEmail = 'not-an-address';
    await t.ctx.db.update(users).set({ email: badEmail }).where(eq(users.id, user.id));
    await t.ctx.db.transaction((tx) => pusher().request(tx, user.id));
    expect(await pusher().deliverDue()).toBe(0);
    const row = await pushRow(user.id);
    expect(row?.pushedAt).toBeNull();
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toContain('Email address not-an-address is invalid');
    // Far in the future: neither this round nor the next minute's pushes it again.
    expect(await secondsToNextAttempt(user.id)).toBeGreaterThan(50 * 365 * 86_400);
    const before = requestsFor(badEmail).length;
    expect(await pusher().deliverDue()).toBe(0);
    expect(requestsFor(badEmail)).toHaveLength(before);
    // Asking again re-arms it: the count and error are cleared and it is pushed once more.
    await t.ctx.db
      .update(users)
      .set({ email: `fixed${user.id}@example.test` })
      .where(eq(users.id, user.id));
    await t.ctx.db.transaction((tx) => pusher().request(tx, user.id));
    expect(await pusher().deliverDue()).toBe(1);
    expect(await pushRow(user.id)).toMatchObject({ attempts: 1, lastError: null });
  });

  it('retries an outage with back-off (1 min, then 2) and pushes once HubSpot is back', async () => {
    hubspot.mode = 'outage';
    const { user, email } = await signUpAndConfirm();
    await pusher().settled();
    let row = await pushRow(user.id);
    expect(row).toMatchObject({ pushedAt: null, attempts: 1, lastError: 'Service Unavailable' });
    expect(await secondsToNextAttempt(user.id)).toBeGreaterThan(55);
    expect(await secondsToNextAttempt(user.id)).toBeLessThanOrEqual(60);
    // Not due yet: the minute's round leaves it alone.
    expect(await pusher().deliverDue()).toBe(0);
    expect(requestsFor(email)).toHaveLength(1);

    await makeDue(user.id);
    expect(await pusher().deliverDue()).toBe(0);
    expect((await pushRow(user.id))?.attempts).toBe(2);
    expect(await secondsToNextAttempt(user.id)).toBeGreaterThan(115);
    expect(await secondsToNextAttempt(user.id)).toBeLessThanOrEqual(120);

    hubspot.mode = 'normal';
    await makeDue(user.id);
    expect(await pusher().deliverDue()).toBe(1);
    row = await pushRow(user.id);
    expect(row?.pushedAt).toBeInstanceOf(Date);
    expect(row).toMatchObject({ attempts: 3, lastError: null });
    expect(await contactIdOf(user.id)).toBe(hubspot.contacts.get(email)?.id);
    expect(requestsFor(email).map((request) => request.status)).toEqual([503, 503, 201]);
  });

  it('waits at least as long as HubSpot’s Retry-After', async () => {
    hubspot.mode = 'rate-limited';
    hubspot.retryAfterSeconds = 300;
    const { user } = await signUpAndConfirm();
    await pusher().settled();
    expect((await pushRow(user.id))?.lastError).toBe('You have reached your secondly limit.');
    expect(await secondsToNextAttempt(user.id)).toBeGreaterThan(295);
  });

  it('retries a portal migrating between data centres (477) after its Retry-After, not in 100 years', async () => {
    hubspot.mode = 'migrating';
    hubspot.retryAfterSeconds = 3 * 3600;
    const { user } = await signUpAndConfirm();
    await pusher().settled();
    expect((await pushRow(user.id))?.lastError).toBe('Migration in progress');
    const seconds = await secondsToNextAttempt(user.id);
    expect(seconds).toBeGreaterThan(3 * 3600 - 5);
    expect(seconds).toBeLessThanOrEqual(3 * 3600);
  });

  it('answers the confirmation in under 2 s while HubSpot hangs; the push happens later', async () => {
    hubspot.mode = 'hang';
    const { user, email, durationMs } = await signUpAndConfirm();
    expect(durationMs).toBeLessThan(2000);
    // The push starts after the answer and waits on HubSpot.
    const asked = await pollUntil(
      'the push to HubSpot',
      async () => requestsFor(email),
      (seen) => seen.length > 0,
      {
        timeoutMs: 1000,
        intervalMs: 20,
      },
    );
    expect(asked.map((request) => request.status)).toEqual([null]);
    expect(await contactIdOf(user.id)).toBeNull();
    // The background push gives up at its timeout and leaves the row for a retry.
    await pusher().settled();
    expect(await pushRow(user.id)).toMatchObject({ pushedAt: null, attempts: 1, lastError: 'timeout' });
    hubspot.mode = 'normal';
    await makeDue(user.id);
    expect(await pusher().deliverDue()).toBe(1);
    expect(await contactIdOf(user.id)).toBe(hubspot.contacts.get(email)?.id);
  });

  it('pushes each contact once when two processes deliver at once', async () => {
    hubspot.mode = 'outage';
    const people = [];
    for (let index = 0; index < 5; index += 1) people.push(await signUpAndConfirm());
    await pusher().settled();
    hubspot.mode = 'normal';
    for (const { user } of people) await makeDue(user.id);
    const other = new CrmContactPusher(
      t.ctx.db,
      t.app.log,
      new HubSpotRestClient(hubspot.baseUrl, hubspot.token, HUBSPOT_TIMEOUT_MS),
      HUBSPOT_TIMEOUT_MS,
    );
    const [mine, theirs] = await Promise.all([pusher().deliverDue(), other.deliverDue()]);
    expect(mine + theirs).toBe(5);
    for (const { user, email } of people) {
      expect(requestsFor(email).map((request) => request.status)).toEqual([503, 201]);
      expect(await contactIdOf(user.id)).toBe(hubspot.contacts.get(email)?.id);
    }
  });

  it('records each call in the API log as hubspot/createContact, and the token in no log line or row', async () => {
    await t.apiLog.flush();
    const rows = await t.ctx.db.select().from(apiLogs).where(eq(apiLogs.service, 'hubspot'));
    expect(rows.length).toBeGreaterThan(5);
    expect(new Set(rows.map((row) => row.operation))).toEqual(new Set(['createContact']));
    expect(rows.some((row) => row.status === 'error' && row.message === 'Service Unavailable')).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(hubspot.token);
    expect(logLines.join('')).not.toContain(hubspot.token);
    expect(logLines.some((line) => line.includes('HubSpot push failed'))).toBe(true);
  });
});

describe('other ways an account becomes a customer’s', () => {
  it('pushes a team member whose account the invitation created, once they accept', async () => {
    const email = `member${Date.now()}@example.test`;
    const code = await invitationCodeFor(t, email);
    const accept = await t.app.inject({
      method: 'POST',
      url: `/rest/open/accept-user-invitation/${code}`,
      payload: { password: 'Invited-Pass-1' },
    });
    expect(accept.statusCode, accept.body).toBe(200);
    await pusher().settled();
    expect(requestsFor(email).map((request) => request.body)).toEqual([
      { properties: { email, firstname: 'Invited', lastname: 'Person' } },
    ]);
    const [member] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(member?.hubspotContactId).toBe(hubspot.contacts.get(email)?.id);
  });

  it('pushes a customer account staff created when its owner sets the first password, not on later resets', async () => {
    const { user: admin, password } = await buildUser(t, { roles: ['USER', 'ADMIN'] });
    const staff = bearer((await signIn(t, admin.username, password)).accessToken);
    const username = `made${Date.now().toString(36)}`;
    const email = `${username}@example.test`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/rest/admin/users',
      headers: staff,
      payload: { kind: 'customer', username, email, firstname: 'Made', lastname: 'ByStaff' },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(requestsFor(email)).toHaveLength(0);
    const setPassword = async () => {
      const { code } = await lastMailTo(t, email);
      const response = await t.app.inject({
        method: 'POST',
        url: `/rest/open/welcome/${code}`,
        payload: { password: 'Chosen-Pass-42' },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await setPassword();
    await pusher().settled();
    expect(requestsFor(email).map((request) => request.status)).toEqual([201]);

    const [account] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    const reset = await t.app.inject({
      method: 'POST',
      url: `/rest/admin/users/${account?.id}/reset-password`,
      headers: staff,
    });
    expect(reset.statusCode, reset.body).toBeLessThan(300);
    await setPassword();
    await pusher().settled();
    expect(requestsFor(email)).toHaveLength(1);
  });
});

describe('the back-off', () => {
  it('doubles from a minute up to six hours, and honours a longer Retry-After', () => {
    expect([1, 2, 3, 4].map((failures) => retryDelayMs(failures))).toEqual([
      60_000, 120_000, 240_000, 480_000,
    ]);
    expect(retryDelayMs(30)).toBe(6 * 3_600_000);
    expect(retryDelayMs(1, 90_000)).toBe(90_000);
    expect(retryDelayMs(3, 1_000)).toBe(240_000);
  });
});
