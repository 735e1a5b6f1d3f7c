import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { type PlacedOrder, placedOrder } from '../../../test/orders.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';
import { orders } from '../../db/schema.ts';

/**
 * The Orders page's search over every tab (GET /rest/admin/orders/search): staff find an order by its
 * key wherever it stands, see which tabs list it, and customers are refused.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let customer: Person;
let admin: Person;
let fresh: PlacedOrder;
let paid: PlacedOrder;
let removed: PlacedOrder;
let delivered: PlacedOrder;

const FIND = '/rest/admin/orders/search';
const find = (q: string, who: Person = admin) => call('GET', `${FIND}?q=${encodeURIComponent(q)}`, who);
const found = async (q: string) => {
  const response = await find(q);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { rows: { orderKey: string; tabs: string[] }[]; total: number; limit: number };
};

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  customer = await signedInPerson(t);
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  fresh = await placedOrder(t, customer, 'Find fresh');
  paid = await placedOrder(t, customer, 'Find paid');
  removed = await placedOrder(t, customer, 'Find removed');
  delivered = await placedOrder(t, customer, 'Find delivered');
  // Put straight where each tab looks (order-lists.tabs.test.ts walks the state machine itself).
  const set = (order: PlacedOrder, values: Partial<typeof orders.$inferInsert>) =>
    t.ctx.db.update(orders).set(values).where(eq(orders.id, order.orderId));
  await set(paid, {
    status: 'PAID',
    paidAt: new Date(),
    paymentState: 'PAID',
    invoiceNumber: '2026-000042',
    customerReference: 'PO-Alpha-7781',
  });
  await set(removed, { deletedAt: new Date() });
  await set(delivered, { status: 'DELIVERED', paidAt: new Date(), reviewStatus: 'APPROVED' });
}, 120_000);
afterAll(() => t.close());

describe('GET /rest/admin/orders/search', () => {
  it('finds an order by its key in whichever tab holds it, and names the tabs', async () => {
    expect((await found(fresh.orderKey.toLowerCase())).rows).toEqual([
      expect.objectContaining({ orderKey: fresh.orderKey, tabs: ['new'] }),
    ]);
    expect((await found(paid.orderKey)).rows).toEqual([
      expect.objectContaining({ orderKey: paid.orderKey, tabs: ['open', 'review'] }),
    ]);
    expect((await found(removed.orderKey)).rows).toEqual([
      expect.objectContaining({ orderKey: removed.orderKey, tabs: ['deleted'] }),
    ]);
    // Delivered: listed by no tab, still found.
    expect((await found(delivered.orderKey)).rows).toEqual([
      expect.objectContaining({ orderKey: delivered.orderKey, tabs: [] }),
    ]);
  });

  it('answers every match across the tabs, the exact key first, then newest first', async () => {
    const body = await found(paid.orderKey.slice(0, 4));
    expect(body.rows.map((row) => row.orderKey)).toEqual([
      delivered.orderKey,
      removed.orderKey,
      paid.orderKey,
      fresh.orderKey,
    ]);
    expect(body).toMatchObject({ total: 4, limit: 50 });
    const exact = await found(fresh.orderKey);
    expect(exact.rows[0]?.orderKey).toBe(fresh.orderKey);
  });

  it('finds by project name, the customer reference (any part, any case) and the exact invoice number', async () => {
    expect((await found('find REMOVED')).rows.map((row) => row.orderKey)).toEqual([removed.orderKey]);
    expect((await found('alpha-77')).rows.map((row) => row.orderKey)).toEqual([paid.orderKey]);
    expect((await found('2026-000042')).rows.map((row) => row.orderKey)).toEqual([paid.orderKey]);
    expect(await found('2026-00004')).toMatchObject({ rows: [], total: 0 });
    expect(await found('%%')).toMatchObject({ rows: [], total: 0 });
  });

  it('refuses customers and callers without a token', async () => {
    expect((await find(fresh.orderKey, customer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${FIND}?q=BH` })).statusCode).toBe(401);
  });

  it('asks for at least two characters, naming the field', async () => {
    for (const [query, message] of [
      ['q=B', 'Search minimum length is 2'],
      ['', 'Search is required'],
      ['q=B%00H', 'Search contains characters that are not allowed'],
    ]) {
      const response = await call('GET', `${FIND}?${query}`, admin);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.details.fields).toEqual({ q: message });
    }
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.paths[FIND]?.get?.summary).toMatch(/every tab/);
  });
});
