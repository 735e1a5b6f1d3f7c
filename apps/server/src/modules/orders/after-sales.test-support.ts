import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { type PlacedOrder, placedOrder } from '../../../test/orders.ts';
import type { createPaymentTestApp } from '../../../test/payment-harness.ts';
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

/** An order of `who` paid by card: the simulator's page is opened and "Pay" pressed, as a browser would. */
export async function paidOrder(
  harness: PaymentHarness,
  who: Person,
  name: string,
): Promise<PlacedOrder & { providerOrderId: string }> {
  const call = caller(harness.t);
  const order = await placedOrder(harness.t, who, name);
  const response = await call('POST', '/rest/open/payWithMultiSafePay', who, { orderId: order.orderId });
  expect(response.statusCode, response.body).toBe(200);
  const paymentUrl: string = response.json().paymentUrl;
  const paid = await fetch(`${paymentUrl}/pay`, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(302);
  const detail = (await call('GET', `/rest/order/${order.orderId}`, who)).json();
  expect(detail.status).toBe('PAID');
  return { ...order, providerOrderId: decodeURIComponent(paymentUrl.split('/pay/')[1]?.split('/')[0] ?? '') };
}
