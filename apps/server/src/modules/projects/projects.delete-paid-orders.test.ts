import type { OrderStatus } from '@boardhouse/shared/orders/order-status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placedOrder } from '../../../test/orders.ts';
import { createPaymentTestApp } from '../../../test/payment-harness.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';
import { orders, projects } from '../../db/schema.ts';
import { type PaymentHarness, paidOrder } from '../orders/after-sales.test-support.ts';
import { lockOrderById } from '../orders/payments.repository.ts';

/**
 * Deleting a project whose order is paid and still being handled is refused: the order would leave
 * staff's working tabs for Deleted while the customer still sees it open. Unpaid, cancelled, shipped and
 * delivered orders leave with the project as before.
 */
let harness: PaymentHarness;
let call: ReturnType<typeof caller>;
let customer: Person;
beforeAll(async () => {
  harness = await createPaymentTestApp();
  call = caller(harness.t);
  customer = await signedInPerson(harness.t);
});
afterAll(() => harness.close());

const projectOfOrder = async (orderId: number) => {
  const [row] = await harness.t.ctx.db
    .select({ key: projects.projectKey, deletedAt: projects.deletedAt })
    .from(orders)
    .innerJoin(projects, eq(projects.id, orders.projectId))
    .where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
};
const orderRow = async (orderId: number) => {
  const [row] = await harness.t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
};
const setOrder = (orderId: number, values: { status: OrderStatus; paidAt?: Date | null }) =>
  harness.t.ctx.db.update(orders).set(values).where(eq(orders.id, orderId));
const deleteProject = (key: string) => call('DELETE', `/rest/project/${key}`, customer);

async function expectRefusedAndKept(orderId: number, orderKey: string, status: OrderStatus) {
  const { key } = await projectOfOrder(orderId);
  const refused = await deleteProject(key);
  expect(refused.statusCode, refused.body).toBe(409);
  expect(refused.json().error).toEqual({
    code: 'ORDER.EXISTS',
    message: `This project’s order ${orderKey} is paid and being handled, so the project cannot be deleted. Ask us in Messages if the order should be cancelled.`,
    details: {
      orderKey,
      currentStatus: status,
      text: { key: 'refused.project.orderBeingHandled', params: { orderKey } },
    },
  });
  // Nothing changed: the project is still the customer's, the order still in staff's working tabs.
  expect((await call('GET', `/rest/project/info/${key}`, customer)).statusCode).toBe(200);
  expect((await projectOfOrder(orderId)).deletedAt).toBeNull();
  const order = await orderRow(orderId);
  expect(order.deletedAt).toBeNull();
  expect(order.status).toBe(status);
}

describe('deleting a project whose order is paid and being handled', () => {
  it('is refused (409) for an order paid by card, naming the order; the project and order stay', async () => {
    const order = await paidOrder(harness, customer, 'Paid and waiting');
    await expectRefusedAndKept(order.orderId, order.orderKey, 'PAID');
  });

  it.each(['IN_REVIEW', 'PURCHASING', 'IN_PRODUCTION', 'BLOCKED'] as const)(
    'is refused while the paid order is %s',
    async (status) => {
      const order = await placedOrder(harness.t, customer, `Paid and ${status}`);
      await setOrder(order.orderId, { status, paidAt: new Date() });
      await expectRefusedAndKept(order.orderId, order.orderKey, status);
    },
  );

  it('is refused when the payment is booked while the deletion waits for the order’s lock', async () => {
    const order = await placedOrder(harness.t, customer, 'Paid during the deletion');
    const { key } = await projectOfOrder(order.orderId);
    let deletion: ReturnType<typeof deleteProject> | undefined;
    // The payment's own transaction: the order row locked first, as a provider's answer locks it.
    await harness.t.ctx.db.transaction(async (tx) => {
      await lockOrderById(tx, order.orderId);
      deletion = deleteProject(key);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.update(orders).set({ status: 'PAID', paidAt: new Date() }).where(eq(orders.id, order.orderId));
    });
    const refused = await deletion;
    expect(refused?.statusCode, refused?.body).toBe(409);
    expect(refused?.json().error.details.orderKey).toBe(order.orderKey);
    expect((await orderRow(order.orderId)).deletedAt).toBeNull();
    expect((await projectOfOrder(order.orderId)).deletedAt).toBeNull();
  });
});

describe('deleting a project whose order is not being handled', () => {
  it.each([
    ['unpaid', 'AWAITING_PAYMENT', null],
    ['failed to pay', 'PAYMENT_FAILED', null],
    ['pending', 'PENDING', null],
    ['blocked before payment', 'BLOCKED', null],
    ['paid and shipped', 'SHIPPED', new Date()],
    ['paid and delivered', 'DELIVERED', new Date()],
    ['paid and cancelled', 'CANCELLED', new Date()],
    ['cancelled unpaid', 'CANCELLED', null],
  ] as const)('deletes it with its %s order', async (label, status, paidAt) => {
    const order = await placedOrder(harness.t, customer, `Order ${label}`);
    await setOrder(order.orderId, { status, paidAt });
    const { key } = await projectOfOrder(order.orderId);
    const deleted = await deleteProject(key);
    expect(deleted.statusCode, deleted.body).toBe(204);
    const project = await projectOfOrder(order.orderId);
    expect(project.deletedAt).toBeInstanceOf(Date);
    // Stamped with the project's own time, so staff's restore brings it back with the project.
    expect((await orderRow(order.orderId)).deletedAt?.getTime()).toBe(project.deletedAt?.getTime());
  });
});
