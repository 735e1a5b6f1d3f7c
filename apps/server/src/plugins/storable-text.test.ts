import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness.ts';
import { placedOrder } from '../../test/orders.ts';
import { caller, type Person, signedInPerson } from '../../test/people.ts';
import { findUnstorableText } from './storable-text.ts';

/** Text PostgreSQL cannot store answers 400 naming the field, on every route, before it reaches a statement. */

describe('findUnstorableText', () => {
  it('finds a NUL or a lone surrogate half, in values and in keys, with its path', () => {
    expect(findUnstorableText({ a: 'fine', b: ['ok', { c: 'x\u0000y' }] })).toEqual(['b', '1', 'c']);
    expect(findUnstorableText({ note: 'oops \ud800' })).toEqual(['note']);
    expect(findUnstorableText({ note: '\udc00 trailing half first' })).toEqual(['note']);
    expect(findUnstorableText({ 'bad\u0000key': 1 })).toEqual(['bad\u0000key']);
    expect(findUnstorableText('\ud800')).toEqual([]);
  });

  it('passes whole pairs, other text and non-text values', () => {
    expect(
      findUnstorableText({ emoji: 'board 🟩 ok', cjk: '基板', tab: 'a\tb', n: 3, t: true, z: null }),
    ).toBe(null);
    expect(findUnstorableText(undefined)).toBe(null);
  });

  it('walks a body nested far deeper than the call stack would allow', () => {
    let deep: unknown = 'end \u0000';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(findUnstorableText(deep)?.length).toBe(200_000);
  });
});

describe('requests carrying it', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let customer: Person;
  let admin: Person;
  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    customer = await signedInPerson(t);
    admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  });
  afterAll(() => t.close());

  it('a cancellation reason with half a surrogate pair: 400 on the reason, the order untouched', async () => {
    const order = await placedOrder(t, customer, 'Half a pair');
    const response = await call('POST', '/rest/order/cancel', customer, {
      orderId: order.orderId,
      reason: 'oops \ud800',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.details.fields).toEqual({
      reason: 'Reason contains characters that are not allowed',
    });
    const detail = (await call('GET', `/rest/order/${order.orderId}`, customer)).json();
    expect(detail.status).toBe(order.status);
  });

  it('a staff field with a NUL, and a NUL in a query: 400 naming them', async () => {
    const response = await call('POST', '/rest/gec/update-gec-clientId', admin, {
      userId: customer.user.id,
      gecClientId: 'C-\u0000',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.details.fields).toEqual({
      gecClientId: 'Client id contains characters that are not allowed',
    });
    const search = await call('GET', '/rest/search?q=ab%00cd', customer);
    expect(search.statusCode, search.body).toBe(400);
    expect(search.json().error.details.fields).toHaveProperty('q');
  });

  it('a free-form document no schema describes: 400 naming the place inside it', async () => {
    const order = await placedOrder(t, customer, 'Free-form document');
    const response = await call('POST', '/rest/gec/update-json', admin, {
      orderId: order.orderId,
      json: { prices: [{ note: 'fine' }, { note: 'half \udfff' }] },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.details.fields).toEqual({
      'json.prices.1.note': 'Note contains characters that are not allowed',
    });
  });

  it('text with whole surrogate pairs goes through', async () => {
    const response = await call('POST', '/rest/project/new', customer, { name: 'Board 🟩 基板' });
    expect(response.statusCode, response.body).toBeLessThan(300);
  });
});
