import { ORDER_LIST_TABS, type OrderListTab, orderTabsOf } from '@boardhouse/shared/orders/backoffice-api';
import type { OrderStatus, ReviewStatus } from '@boardhouse/shared/orders/order-status';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { placedOrder } from '../../../test/orders.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';
import { orders } from '../../db/schema.ts';
import { changeOrderStatus } from '../orders/order-status-changes.ts';
import { findOrder, type OrderRow } from '../orders/orders.repository.ts';
import { PAGED } from './order-lists.test-support.ts';

/**
 * Which tab each order is in, and the counts: an order is placed for each case, moved through the
 * state machine as staff and the payment provider would, and the review mark or removal set directly.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let customer: Person;
let admin: Person;
const keys = new Map<string, string>();
const ids = new Map<string, number>();

interface Case {
  path: OrderStatus[];
  also?: Partial<OrderRow>;
  review?: ReviewStatus;
  isDeleted?: boolean;
  tabs: OrderListTab[];
}

const paid = { paidAt: new Date(), paymentState: 'PAID', paymentMethod: 'card' };
const bankTransfer = { paymentState: 'BANK_TRANSFER', paymentMethod: 'bank-transfer' };

/** What a person worked out from the tab definitions (issue 13), per order. */
const CASES: Record<string, Case> = {
  awaiting: { path: [], tabs: ['new'] },
  failed: { path: ['PAYMENT_FAILED'], also: { paymentState: 'FAILED' }, tabs: ['new'] },
  paidWaitingReview: { path: ['PAID'], also: paid, tabs: ['open', 'review'] },
  paidChangesNeeded: {
    path: ['PAID', 'IN_REVIEW'],
    also: paid,
    review: 'CHANGES_NEEDED',
    tabs: ['open', 'review'],
  },
  inProductionApproved: {
    path: ['PAID', 'IN_REVIEW', 'PURCHASING', 'IN_PRODUCTION'],
    also: paid,
    review: 'APPROVED',
    tabs: ['open'],
  },
  shipped: {
    path: ['PAID', 'IN_REVIEW', 'PURCHASING', 'IN_PRODUCTION', 'SHIPPED'],
    also: paid,
    review: 'APPROVED',
    tabs: ['open'],
  },
  blockedPaid: { path: ['PAID', 'BLOCKED'], also: paid, tabs: ['open', 'review'] },
  blockedUnpaid: { path: ['BLOCKED'], tabs: ['open'] },
  pendingBankTransfer: { path: ['PENDING'], also: bankTransfer, tabs: ['pending', 'review'] },
  pendingBankTransferApproved: {
    path: ['PENDING'],
    also: bankTransfer,
    review: 'APPROVED',
    tabs: ['pending'],
  },
  pendingQuestion: { path: ['PENDING'], tabs: ['pending'] },
  delivered: {
    path: ['PAID', 'IN_REVIEW', 'PURCHASING', 'IN_PRODUCTION', 'SHIPPED', 'DELIVERED'],
    also: paid,
    tabs: [],
  },
  cancelledPaid: { path: ['PAID', 'CANCELLED'], also: paid, tabs: [] },
  deletedPaid: { path: ['PAID'], also: paid, isDeleted: true, tabs: ['deleted'] },
  deletedNew: { path: [], isDeleted: true, tabs: ['deleted'] },
};

/** Moves an order step by step as the state machine allows, in one transaction per step. */
async function move(orderId: number, path: OrderStatus[], also: Partial<OrderRow> = {}) {
  for (const [index, to] of path.entries()) {
    await t.ctx.db.transaction(async (tx) => {
      const order = await findOrder(tx, orderId, sql`true`, { lock: true });
      if (!order) throw new Error(`order ${orderId} is gone`);
      const actor = { userId: admin.user.id, source: 'staff' as const };
      await changeOrderStatus(tx, order, to, actor, index === 0 ? also : {});
    });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  customer = await signedInPerson(t);
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  for (const [name, given] of Object.entries(CASES)) {
    const order = await placedOrder(t, customer, `Tabs ${name}`);
    keys.set(name, order.orderKey);
    ids.set(name, order.orderId);
    await move(order.orderId, given.path, given.also);
    if (given.review)
      await t.ctx.db.update(orders).set({ reviewStatus: given.review }).where(eq(orders.id, order.orderId));
    if (given.isDeleted)
      await t.ctx.db.update(orders).set({ deletedAt: new Date() }).where(eq(orders.id, order.orderId));
  }
}, 240_000);
afterAll(() => t.close());

const expectedIn = (tab: OrderListTab) =>
  Object.entries(CASES)
    .filter(([, given]) => given.tabs.includes(tab))
    .map(([name]) => keys.get(name))
    .sort();

const keysOf = (body: { rows: { orderKey: string }[] }) => body.rows.map((row) => row.orderKey).sort();

describe('the tabs', () => {
  it('count the orders of each tab', async () => {
    const counts = (await call('GET', '/rest/getCountsOfAllOrdersTypes', admin)).json();
    expect(counts).toEqual({ new: 2, open: 6, pending: 3, review: 4, deleted: 2 });
  });

  it.each(ORDER_LIST_TABS)('%s holds exactly the orders the definition puts there', async (tab) => {
    const page = (await call('GET', `${PAGED[tab]}?pageSize=100`, admin)).json();
    expect(keysOf(page)).toEqual(expectedIn(tab));
    expect(page.total).toBe(expectedIn(tab).length);
  });

  it('are what the shared definition says of each stored order', async () => {
    for (const [name, given] of Object.entries(CASES)) {
      const [row] = await t.ctx.db
        .select()
        .from(orders)
        .where(eq(orders.id, ids.get(name) ?? 0));
      if (!row) throw new Error(`${name} is gone`);
      expect(orderTabsOf(row), name).toEqual(given.tabs);
    }
  });

  it('answer the unpaginated lists and the searches with the same orders', async () => {
    const lists: [string, OrderListTab][] = [
      ['/rest/getOpenOrders', 'open'],
      ['/rest/getPendingOrders', 'pending'],
      ['/rest/getProjectsReview', 'review'],
      ['/rest/getDeletedOrders', 'deleted'],
      ['/rest/getSearchByOrderForOpenOrder', 'open'],
      ['/rest/getSearchByOrderForNewOrder', 'new'],
    ];
    for (const [path, tab] of lists) {
      const body = (await call('GET', path, admin)).json();
      expect(keysOf(body), path).toEqual(expectedIn(tab));
      expect(body.total, path).toBe(expectedIn(tab).length);
    }
  });

  it('GET /rest/orders lists every order that is not deleted, newest first', async () => {
    const body = (await call('GET', '/rest/orders', admin)).json();
    const live = Object.entries(CASES)
      .filter(([, given]) => !given.isDeleted)
      .map(([name]) => keys.get(name));
    expect(keysOf(body)).toEqual(live.sort());
    expect(body.total).toBe(13);
    const created = body.rows.map((row: { createdAt: string }) => row.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('show an order as staff need it', async () => {
    const page = (await call('GET', `${PAGED.review}?filter=${keys.get('paidChangesNeeded')}`, admin)).json();
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({
      orderId: ids.get('paidChangesNeeded'),
      orderKey: keys.get('paidChangesNeeded'),
      projectId: expect.stringMatching(/^P-\d{2}-\d{6}$/),
      projectName: 'Tabs paidChangesNeeded',
      customer: {
        userId: customer.user.id,
        name: `${customer.user.firstname} ${customer.user.lastname}`,
        email: customer.user.email,
        company: null,
      },
      status: 'IN_REVIEW',
      reviewStatus: 'CHANGES_NEEDED',
      paymentState: 'PAID',
      deliveryDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      currency: 'EUR',
      flagged: false,
    });
    expect(page.rows[0].totalCents).toBeGreaterThan(0);
  });

  it('follow an order when staff move it', async () => {
    const orderId = ids.get('pendingQuestion') ?? 0;
    await move(orderId, ['AWAITING_PAYMENT']);
    const counts = (await call('GET', '/rest/getCountsOfAllOrdersTypes', admin)).json();
    expect(counts).toMatchObject({ new: 3, pending: 2 });
    await move(orderId, ['PENDING']);
    expect((await call('GET', '/rest/getCountsOfAllOrdersTypes', admin)).json()).toMatchObject({
      new: 2,
      pending: 3,
    });
  });
});
