import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import type { GecFake } from '../../../test/fakes/gec-fake.ts';
import { rememberSecret } from '../../../test/log-leaks.ts';
import { placedOrder } from '../../../test/orders.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';
import { apiLogs, users } from '../../db/schema.ts';
import { type GecWorld, gecWorld } from './gec.routes.test-support.ts';

/**
 * Who may use the client-order calls and which orders they take, the customer's client id, and a
 * server whose order system is missing or refuses its token. Sending: gec.sending.routes.test.ts.
 */
let fake: GecFake;
let t: TestApp;
let call: GecWorld['call'];
let customer: Person;
let gec: GecWorld['gec'];
let paidOrder: GecWorld['paidOrder'];
let requestsTo: GecWorld['requestsTo'];
let statusOf: GecWorld['statusOf'];

beforeAll(async () => {
  ({ fake, t, call, customer, gec, paidOrder, requestsTo, statusOf } = await gecWorld());
});
afterAll(async () => {
  await t?.close();
  await fake?.stop();
});

describe('who may call', () => {
  it('customers get 403 on every client-order call and the status page', async () => {
    const order = await paidOrder(customer, 'Not for customers');
    const bodies: [string, object][] = [
      ['send-order', { orderId: order.orderId }],
      ['get-order-info', { orderId: order.orderId }],
      ['update-json', { orderId: order.orderId, json: {} }],
      ['update-gec-clientId', { userId: customer.user.id, gecClientId: 'C-1' }],
      ['update-associated-emailId-to-gec-client-id', { gecClientId: 'C-1', email: customer.user.email }],
    ];
    for (const [path, body] of bodies) {
      const response = await gec(path, body, customer);
      expect(response.statusCode, path).toBe(403);
    }
    const page = await call('GET', `/rest/admin/orders/${order.orderId}/order-system`, customer);
    expect(page.statusCode).toBe(403);
    expect(fake.requests).toHaveLength(0);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(row?.gecClientId).toBeNull();
  });

  it('only paid orders are sent: an unpaid one answers 409 naming its status, an unknown one 404', async () => {
    const unpaid = await placedOrder(t, customer, 'Not paid yet');
    const refused = await gec('send-order', { orderId: unpaid.orderId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('AWAITING_PAYMENT');
    expect(refused.json().error.details.text).toMatchObject({
      key: 'refused.gec.notPaid',
      params: { status: 'AWAITING_PAYMENT' },
    });
    expect((await gec('update-json', { orderId: unpaid.orderId, json: {} })).statusCode).toBe(409);
    expect((await gec('send-order', { orderId: 999_999 })).statusCode).toBe(404);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('client ids', () => {
  it('a customer’s client id goes into the document, and the system keeps it', async () => {
    const known = await signedInPerson(t);
    const set = await gec('update-gec-clientId', { userId: known.user.id, gecClientId: 'C-777' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ userId: known.user.id, gecClientId: 'C-777' });
    const order = await paidOrder(known, 'Known client');
    const sent = await gec('send-order', { orderId: order.orderId });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().gecClientId).toBe('C-777');
    const post = requestsTo('POST', '/orders').find(
      (request) => (request.body as { orderKey: string }).orderKey === order.orderKey,
    );
    expect((post?.body as { gecClientId?: string } | undefined)?.gecClientId).toBe('C-777');
    expect(fake.orders.get(sent.json().gecOrderId)?.clientId).toBe('C-777');

    expect((await gec('update-gec-clientId', { userId: 999_999, gecClientId: 'C-1' })).statusCode).toBe(404);
  });

  it('a client id given later goes with an order the system does not hold yet, not with one it holds', async () => {
    const person = await signedInPerson(t);
    const refused = await paidOrder(person, 'Refused first');
    fake.mode = 'outage';
    expect((await gec('send-order', { orderId: refused.orderId })).statusCode).toBe(503);
    fake.mode = 'normal';
    // Another order's sending gives the customer the client id the system filed it under.
    const held = await paidOrder(person, 'Held by the system');
    const sent = await gec('send-order', { orderId: held.orderId });
    expect(sent.statusCode, sent.body).toBe(200);
    const given = sent.json().gecClientId as string;
    expect(given).toMatch(/^C-/);
    expect(await statusOf(refused.orderId)).toMatchObject({
      state: 'failed',
      documentVersion: 2,
      document: { gecClientId: given },
      history: [{ version: 1 }, { version: 2, editedBy: null }],
    });

    // Staff correct the client id: the order not yet in the system carries it; the one it holds does not.
    expect(
      (await gec('update-gec-clientId', { userId: person.user.id, gecClientId: 'C-900' })).statusCode,
    ).toBe(200);
    expect((await statusOf(refused.orderId)).document.gecClientId).toBe('C-900');
    expect(await statusOf(held.orderId)).toMatchObject({ documentVersion: 1, pendingEdit: false });
    const retried = await gec('send-order', { orderId: refused.orderId });
    expect(retried.statusCode, retried.body).toBe(200);
    // The fake notes the refused attempt too: the retry is the last POST of that order.
    const posts = requestsTo('POST', '/orders').filter(
      (request) => (request.body as { orderKey: string }).orderKey === refused.orderKey,
    );
    expect(posts.map((post) => (post.body as { gecClientId: string | null }).gecClientId)).toEqual([
      null,
      'C-900',
    ]);
  });

  it('the client id is set by e-mail address, in any case; an unknown address answers 404', async () => {
    const other = await signedInPerson(t);
    const set = await gec('update-associated-emailId-to-gec-client-id', {
      gecClientId: 'C-888',
      email: other.user.email.toUpperCase(),
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ userId: other.user.id, gecClientId: 'C-888' });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, other.user.id));
    expect(row?.gecClientId).toBe('C-888');
    const unknown = await gec('update-associated-emailId-to-gec-client-id', {
      gecClientId: 'C-888',
      email: 'nobody@example.test',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('without the order system configured', () => {
  it('sending a paid order answers 503; the status shows the document that would be sent', async () => {
    const bare = await createTestApp();
    try {
      const talk = caller(bare);
      const admin = await signedInPerson(bare, { roles: ['ADMIN', 'USER'] });
      const owner = await signedInPerson(bare);
      const order = await placedOrder(bare, owner, 'No order system');
      expect(
        (
          await talk('POST', '/rest/order/update-order-status', admin, {
            orderId: order.orderId,
            status: 'PAID',
          })
        ).statusCode,
      ).toBe(200);
      const send = await talk('POST', '/rest/gec/send-order', admin, { orderId: order.orderId });
      expect(send.statusCode).toBe(503);
      expect(send.json().error.code).toBe('GEC.NOT_CONFIGURED');
      // Nothing was ever sent: there is nothing to ask about, configured or not.
      const info = await talk('POST', '/rest/gec/get-order-info', admin, { orderId: order.orderId });
      expect(info.statusCode).toBe(409);
      const unpaid = await placedOrder(bare, owner, 'Unpaid, no order system');
      const refused = await talk('POST', '/rest/gec/send-order', admin, { orderId: unpaid.orderId });
      expect(refused.statusCode).toBe(409);
      const page = await talk('GET', `/rest/admin/orders/${order.orderId}/order-system`, admin);
      expect(page.json()).toMatchObject({
        configured: false,
        state: 'not-created',
        document: { orderKey: order.orderKey, gecClientId: null },
      });
    } finally {
      await bare.close();
    }
  });

  it('a token the system refuses answers 502 and never reaches a log line or an answer', async () => {
    const wrong = await createTestApp({ GEC_URL: fake.baseUrl, GEC_TOKEN: `wrong-${fake.token}` });
    rememberSecret(`wrong-${fake.token}`);
    try {
      const talk = caller(wrong);
      const admin = await signedInPerson(wrong, { roles: ['ADMIN', 'USER'] });
      const owner = await signedInPerson(wrong);
      const order = await placedOrder(wrong, owner, 'Wrong token');
      await talk('POST', '/rest/order/update-order-status', admin, {
        orderId: order.orderId,
        status: 'PAID',
      });
      const send = await talk('POST', '/rest/gec/send-order', admin, { orderId: order.orderId });
      expect(send.statusCode).toBe(502);
      expect(send.json().error).toMatchObject({ code: 'GEC.REFUSED' });
      expect(send.body).toContain('Invalid or missing API token');
      expect(send.body).not.toContain(fake.token);
      await wrong.apiLog.flush();
      const logged = await wrong.ctx.db.select().from(apiLogs).where(eq(apiLogs.service, 'gec'));
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ operation: 'sendOrder', status: 'error', httpStatus: 401 });
      expect(logged[0]?.message).not.toContain(fake.token);
    } finally {
      // Closing fails when the logs hold the token (remembered above).
      await wrong.close();
    }
  });
});
