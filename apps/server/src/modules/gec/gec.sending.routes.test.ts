import type { GecOrderDocument } from '@boardhouse/shared/integrations/gec-order-document';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app-harness.ts';
import type { GecFake } from '../../../test/fakes/gec-fake.ts';
import { placedOrderWithBom } from '../../../test/orders.ts';
import type { Person } from '../../../test/people.ts';
import { apiLogs, users } from '../../db/schema.ts';
import { type GecWorld, gecWorld } from './gec.routes.test-support.ts';

/**
 * Sending a paid order: once however often it is clicked, with its BOM and prices; an edit checked,
 * kept and sent again as a PUT; an outage that leaves the order failed until a later send.
 */
let fake: GecFake;
let t: TestApp;
let call: GecWorld['call'];
let staff: Person;
let customer: Person;
let gec: GecWorld['gec'];
let statusOf: GecWorld['statusOf'];
let markPaid: GecWorld['markPaid'];
let paidOrder: GecWorld['paidOrder'];
let requestsTo: GecWorld['requestsTo'];

beforeAll(async () => {
  ({ fake, t, call, staff, customer, gec, statusOf, markPaid, paidOrder, requestsTo } = await gecWorld());
});
afterAll(async () => {
  await t?.close();
  await fake?.stop();
});

const BOM = [
  'Designator,Quantity,MPN,Manufacturer,Description',
  '"R1,R2",2,CRCW060310K0FKEA,Vishay,Resistor 10k',
  'U1,1,ULN2003ADR,Texas Instruments,Darlington array',
  'R3,1,CRCW060322R0FKEA,Vishay,DNP',
].join('\n');

/** A paid order of 10 boards with a BOM (priced by the local distributor simulator), purchasing opened. */
async function paidOrderWithBom(name: string) {
  const order = await placedOrderWithBom(t, customer, name, BOM);
  await markPaid(order.orderId);
  expect((await call('GET', `/rest/order/purchasing/${order.orderId}`, staff)).statusCode).toBe(200);
  return order;
}

describe('sending', () => {
  it('sends a paid order once (two clicks at once make one POST), with its BOM, prices and a new client id', async () => {
    const order = await paidOrderWithBom('Sent once');
    const before = await statusOf(order.orderId);
    expect(before).toMatchObject({ configured: true, state: 'not-created', gecOrderId: null, history: [] });
    expect(before.document.orderKey).toBe(order.orderKey);

    fake.delayMs = 300;
    const [first, second] = await Promise.all([
      gec('send-order', { orderId: order.orderId }),
      gec('send-order', { orderId: order.orderId }),
    ]);
    fake.delayMs = 0;
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const posts = requestsTo('POST', '/orders');
    expect(posts).toHaveLength(1);
    const [post] = posts;
    expect(post?.headers.authorization).toBe(`Bearer ${fake.token}`);
    expect(post?.headers['idempotency-key']).toBe(`${order.orderKey}-v1`);
    const gecOrderId = [...fake.orders.keys()][0];
    for (const answer of [first.json(), second.json()])
      expect(answer).toMatchObject({ state: 'sent', gecOrderId, documentVersion: 1, sentVersion: 1 });

    const sent = post?.body as GecOrderDocument;
    expect(sent).toMatchObject({
      schemaVersion: 1,
      orderKey: order.orderKey,
      gecClientId: null,
      customer: {
        userId: customer.user.id,
        firstname: 'Cora',
        lastname: 'Client',
        email: customer.user.email,
      },
      quantity: 10,
      leadTimeDays: 20,
      assembly: true,
    });
    expect(sent.prices.totalInclVat).toBe(order.totalCents / 100);
    const { prices } = sent;
    const parts =
      prices.boards +
      prices.components +
      prices.assembly +
      prices.leadTime +
      prices.shipping +
      prices.discount;
    expect(parts).toBeCloseTo(prices.totalExclVat, 2);
    expect(prices.totalExclVat + prices.vat).toBeCloseTo(prices.totalInclVat, 2);
    expect(sent.bomLines).toEqual([
      expect.objectContaining({
        designators: ['R1', 'R2'],
        mpn: 'CRCW060310K0FKEA',
        manufacturer: 'Vishay',
        quantityPerBoard: 2,
        notPlaced: false,
        purchasingState: 'NOT_PLACED',
      }),
      expect.objectContaining({ designators: ['U1'], mpn: 'ULN2003ADR', quantityPerBoard: 1 }),
      expect.objectContaining({
        designators: ['R3'],
        quantityPerBoard: 1,
        notPlaced: true,
        purchasingState: null,
      }),
    ]);

    // The system gave the customer a client id: kept on the order and on the customer.
    const clientId = fake.orders.get(gecOrderId ?? '')?.clientId;
    expect(clientId).toMatch(/^C-\d+$/);
    expect((await statusOf(order.orderId)).gecClientId).toBe(clientId);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(row?.gecClientId).toBe(clientId);

    // Nothing edited: sending again sends nothing.
    const again = await gec('send-order', { orderId: order.orderId });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ state: 'sent', gecOrderId, sentVersion: 1 });
    expect(requestsTo('POST')).toHaveLength(1);
    expect(requestsTo('PUT')).toHaveLength(0);

    // Every call is in the API log, with the order, and no token.
    await t.apiLog.flush();
    const logged = await t.ctx.db
      .select()
      .from(apiLogs)
      .where(and(eq(apiLogs.service, 'gec'), eq(apiLogs.orderId, order.orderId)));
    expect(logged.map((entry) => [entry.operation, entry.status, entry.httpStatus])).toEqual([
      ['sendOrder', 'ok', 201],
    ]);
  });

  it('an edit is validated field by field, kept with its editor, and sent as a PUT of the system’s order', async () => {
    const order = await paidOrder(customer, 'Edited after sending');
    const sent = await gec('send-order', { orderId: order.orderId });
    expect(sent.statusCode, sent.body).toBe(200);
    const { gecOrderId, document } = sent.json();

    const invalid = await gec('update-json', {
      orderId: order.orderId,
      json: { ...document, quantity: 0, prices: { ...document.prices, vat: 'much' }, extra: true },
    });
    expect(invalid.statusCode).toBe(400);
    const fields = invalid.json().error.details.fields;
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['json.quantity', 'json.prices.vat', 'json']));
    const notJson = await gec('update-json', { orderId: order.orderId, json: '{ "orderKey": ' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.details.fields).toHaveProperty('json');
    const foreign = await gec('update-json', {
      orderId: order.orderId,
      json: { ...document, orderKey: 'BH-99-999999' },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details.fields['json.orderKey']).toContain(order.orderKey);
    expect((await statusOf(order.orderId)).documentVersion).toBe(1);

    // As JSON text, the way the editor sends it.
    const edited = { ...document, notes: 'Gold fingers: bevel 30°', quantity: 12 };
    const saved = await gec('update-json', { orderId: order.orderId, json: JSON.stringify(edited) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      state: 'sent',
      documentVersion: 2,
      sentVersion: 1,
      pendingEdit: true,
      document: edited,
      history: [
        { version: 1, editedBy: null },
        { version: 2, editedBy: 'Sam Staff' },
      ],
    });
    expect(requestsTo('PUT')).toHaveLength(0);

    const resent = await gec('send-order', { orderId: order.orderId });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ state: 'sent', gecOrderId, sentVersion: 2, pendingEdit: false });
    const puts = requestsTo('PUT', `/orders/${gecOrderId}`);
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toEqual(edited);
    expect(
      requestsTo('POST').filter((post) => (post.body as { orderKey: string }).orderKey === order.orderKey),
    ).toHaveLength(1);

    // The system's own answer, passed through.
    const info = await gec('get-order-info', { orderId: order.orderId });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toMatchObject({
      gecOrderId,
      info: { gecOrderId, status: 'UPDATED', revisions: 1, document: { quantity: 12, notes: edited.notes } },
    });
  });

  it('info before sending answers 409', async () => {
    const order = await paidOrder(customer, 'Not sent');
    const info = await gec('get-order-info', { orderId: order.orderId });
    expect(info.statusCode).toBe(409);
  });

  it('an outage leaves the order failed with the system’s message; a later send succeeds', async () => {
    const order = await paidOrder(customer, 'Sent in an outage');
    fake.mode = 'outage';
    const failed = await gec('send-order', { orderId: order.orderId });
    fake.mode = 'normal';
    expect(failed.statusCode).toBe(503);
    expect(failed.json().error).toMatchObject({ code: 'GEC.UNAVAILABLE' });
    expect(failed.json().error.message).toContain('Order system under maintenance');
    expect(await statusOf(order.orderId)).toMatchObject({
      state: 'failed',
      gecOrderId: null,
      sentVersion: null,
      lastError: 'Order system under maintenance',
    });

    const retried = await gec('send-order', { orderId: order.orderId });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ state: 'sent', sentVersion: 1, lastError: null });
    expect(retried.json().gecOrderId).toMatch(/^GEC-/);
  });
});
