import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { type PlacedOrder, placedOrder } from '../../../test/orders.ts';
import { createPaymentTestApp } from '../../../test/payment-harness.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';
import { orders, outbox } from '../../db/schema.ts';

/** Orders placed and paid by card through the MultiSafepay simulator over HTTP, for after-sales tests. */

export type PaymentHarness = Awaited<ReturnType<typeof createPaymentTestApp>>;

export function afterSalesCalls(harness: PaymentHarness) {
  const call = caller(harness.t);
  return {
    call,
    staff: () => signedInPerson(harness.t, { roles: ['ADMIN'] }),
    orderOf: async (who: Person, orderId: number) =>
      (await call('GET', `/rest/order/${orderId}`, who)).json(),
    mailsTo: (recipient: string) =>
      harness.t.ctx.db.select().from(outbox).where(eq(outbox.recipient, recipient)),
    /** Puts an order straight into a state (for the states the payment flow does not reach quickly). */
    setStatus: (orderId: number, status: (typeof orders.$inferSelect)['status']) =>
      harness.t.ctx.db.update(orders).set({ status }).where(eq(orders.id, orderId)),
    /** The provider's own record of the attempt that paid the order. */
    simulated: (providerOrderId: string) => {
      const order = harness.msp.simulator.orders.get(providerOrderId);
      if (!order) throw new Error(`the simulator has no order ${providerOrderId}`);
      return order;
    },
  };
}

/**
 * An order of `who` paid by card: the simulator's page is opened and "Pay" pressed, as a browser would.
 * `beforePaying` may change the placed order first (figures a test needs).
 */
export async function paidOrder(
  harness: PaymentHarness,
  who: Person,
  name: string,
  beforePaying?: (order: PlacedOrder) => Promise<PlacedOrder>,
): Promise<PlacedOrder & { providerOrderId: string }> {
  const call = caller(harness.t);
  const placed = await placedOrder(harness.t, who, name);
  const order = beforePaying ? await beforePaying(placed) : placed;
  const response = await call('POST', '/rest/open/payWithMultiSafePay', who, { orderId: order.orderId });
  expect(response.statusCode, response.body).toBe(200);
  const paymentUrl: string = response.json().paymentUrl;
  const paid = await fetch(`${paymentUrl}/pay`, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(302);
  const detail = (await call('GET', `/rest/order/${order.orderId}`, who)).json();
  expect(detail.status).toBe('PAID');
  return { ...order, providerOrderId: decodeURIComponent(paymentUrl.split('/pay/')[1]?.split('/')[0] ?? '') };
}

/**
 * A test file's payment app with the MultiSafepay simulator, its after-sales calls and a staff member:
 * started before the file's tests and closed after them. Read the fields inside the tests.
 */
export function afterSalesSuite(env: Record<string, string> = {}) {
  const suite = {} as {
    harness: PaymentHarness;
    calls: ReturnType<typeof afterSalesCalls>;
    staff: Person;
    /** A staff refund of `amountCents`, each with a fresh request key unless one is given. */
    refund: (
      orderId: number,
      amountCents: number,
      requestKey?: string,
    ) => ReturnType<ReturnType<typeof caller>>;
  };
  let keys = 0;
  beforeAll(async () => {
    suite.harness = await createPaymentTestApp(env);
    suite.calls = afterSalesCalls(suite.harness);
    suite.staff = await suite.calls.staff();
    suite.refund = (orderId, amountCents, requestKey = `suite-refund-${++keys}`) =>
      suite.calls.call('POST', '/rest/admin/order/refund', suite.staff, {
        orderId,
        amountCents,
        reason: 'Two boards arrived scratched',
        requestKey,
      });
  });
  afterAll(() => suite.harness.close());
  return suite;
}
