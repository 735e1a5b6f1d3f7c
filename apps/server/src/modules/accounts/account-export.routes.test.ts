import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { placedOrder } from '../../../test/orders.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';
import { refreshTokens, shippingAddresses, users } from '../../db/schema.ts';

let t: TestApp;
let alice: Person;
let bob: Person;
let aliceOrderKey: string;
let bobOrderKey: string;

/** A customer with a profile, a shipping address, an ordered project and a message of their own. */
async function customerWithData(name: string): Promise<{ person: Person; orderKey: string }> {
  const person = await signedInPerson(t, { firstname: `${name}-first`, lastname: `${name}-last` });
  const call = caller(t);
  const profile = await call('POST', '/rest/user', person, {
    firstname: `${name}-first`,
    lastname: `${name}-last`,
    phoneNumber: `+31 20 555 ${name.length}0${name.length}`,
    address: `${name} street 1`,
    city: `${name}ville`,
    language: 'en',
  });
  expect(profile.statusCode, profile.body).toBe(200);
  await t.ctx.db.insert(shippingAddresses).values({
    userId: person.user.id,
    name: `${name} receiving desk`,
    street: `${name} dock 7`,
    postalCode: '1011 AB',
    city: 'Amsterdam',
    countryCode: 'NL',
  });
  const order = await placedOrder(t, person, `${name} board`);
  const projectId = (await call('GET', `/rest/order/${order.orderId}`, person)).json().projectId;
  const message = await call('POST', '/rest/message/saveMessage', person, {
    projectId,
    message: `${name} asks about the solder mask`,
  });
  expect(message.statusCode, message.body).toBe(200);
  return { person, orderKey: order.orderKey };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ person: alice, orderKey: aliceOrderKey } = await customerWithData('alice'));
  ({ person: bob, orderKey: bobOrderKey } = await customerWithData('bobby'));
}, 120_000);
afterAll(() => t.close());

const exportOf = (who: Person) => caller(t)('GET', '/rest/account/export', who);

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

describe('GET /rest/account/export', () => {
  it('answers the caller’s own data as a JSON attachment named after them and the day', async () => {
    const response = await exportOf(alice);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toContain(
      `filename="boardhouse-account-${alice.user.username}-${day}.json"`,
    );
    const data = response.json();
    expect(data.profile).toMatchObject({
      username: alice.user.username,
      email: alice.user.email,
      firstname: 'alice-first',
      phoneNumber: '+31 20 555 505',
      address: 'alice street 1',
      city: 'aliceville',
    });
    expect(data.shippingAddresses).toEqual([
      expect.objectContaining({ name: 'alice receiving desk', street: 'alice dock 7', city: 'Amsterdam' }),
    ]);
    expect(data.team).toMatchObject({ role: 'owner', members: [] });
    expect(data.projects).toHaveLength(1);
    expect(data.projects[0]).toMatchObject({ name: 'alice board', status: expect.any(String) });
    expect(data.projects[0].pcbSpec).toMatchObject({
      quantity: expect.any(Number),
      layers: expect.any(Number),
    });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ orderKey: aliceOrderKey, quantity: 10, workingDays: 20 });
    expect(data.orders[0].totalCents).toBeGreaterThan(0);
    expect(data.orders[0].statusHistory.length).toBeGreaterThan(0);
    expect(data.messages).toEqual([
      expect.objectContaining({ body: expect.stringContaining('alice asks about the solder mask') }),
    ]);
    expect(data.signIns).toHaveLength(1);
  });

  it('holds nothing of another customer', async () => {
    const text = (await exportOf(alice)).body;
    for (const theirs of [bob.user.username, bob.user.email, 'bobby', bobOrderKey]) {
      expect(text).not.toContain(theirs);
    }
    // And the other way round.
    const theirs = (await exportOf(bob)).body;
    expect(theirs).toContain(bobOrderKey);
    expect(theirs).not.toContain(aliceOrderKey);
    expect(theirs).not.toContain(alice.user.email);
  });

  it('holds no password hash, token or code, by name or by value', async () => {
    const text = (await exportOf(alice)).body;
    const secretKeys = keysOf(JSON.parse(text)).filter(
      (key) => /hash|token|secret|password|sealed/i.test(key) || key === 'code',
    );
    expect(secretKeys).toEqual([]);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, alice.user.id));
    expect(row?.passwordHash).toBeTruthy();
    expect(text).not.toContain(row?.passwordHash);
    const tokens = await t.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, alice.user.id));
    expect(tokens.length).toBeGreaterThan(0);
    for (const token of tokens) {
      expect(text).not.toContain(token.tokenHash);
      expect(text).not.toContain(token.familyId);
    }
    expect(text).not.toContain(alice.headers.authorization?.slice(7));
  });

  it('refuses a caller who is not signed in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/rest/account/export' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('AUTH.UNAUTHENTICATED');
  });

  it('answers 5 a minute per account, then 429; another account is not slowed', async () => {
    const busy = await signedInPerson(t);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await exportOf(busy)).statusCode).toBe(200);
    expect((await exportOf(busy)).statusCode).toBe(429);
    expect((await exportOf(await signedInPerson(t))).statusCode).toBe(200);
  });
});
