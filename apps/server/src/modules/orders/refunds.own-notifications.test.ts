import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInPerson } from '../../../test/people.ts';
import { pollUntil } from '../../../test/polling.ts';
import { orders } from '../../db/schema.ts';
import { afterSalesSuite, paidOrder } from './after-sales.test-support.ts';
import { writeFlag } from './order-notes.ts';

/**
 * MultiSafepay notifies us of every change of a payment, our own refunds included (decision 028): such
 * a notification, arriving while our refund call is on its way or after it timed out, is no reversal
 * for staff to chase. A reversal flag it raised before is lifted when the refund is booked and the
 * provider reports no more given back than we booked.
 */
const suite = afterSalesSuite({ MSP_TIMEOUT_MS: '1000' });
const refund = (...args: Parameters<typeof suite.refund>) => suite.refund(...args);
const orderRow = async (orderId: number) => {
  const [row] = await suite.harness.t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
};
const refundsOf = async (orderId: number) =>
  (await suite.calls.call('GET', `/rest/admin/order/${orderId}/refunds`, suite.staff)).json();

describe('the provider’s notification of our own refund', () => {
  it('arriving while the refund call waits for its answer leaves the payment PAID and unflagged', async () => {
    const customer = await signedInPerson(suite.harness.t);
    const order = await paidOrder(suite.harness, customer, 'Notified mid-call');
    suite.harness.msp.simulator.refundAnswerDelayMs = 600;
    try {
      const pending = refund(order.orderId, 500);
      // The provider has made the refund; its answer to us is still on the way.
      await pollUntil(
        'the provider making the refund',
        async () =>
          suite.harness.msp.simulator.refunds.some((sent) => sent.orderId === order.providerOrderId),
        (made) => made,
        { intervalMs: 10 },
      );
      expect(suite.calls.simulated(order.providerOrderId)).toMatchObject({
        status: 'partial_refunded',
        amount_refunded: 500,
      });
      expect(await suite.harness.msp.simulator.notify(order.providerOrderId)).toBe(200);
      const answered = await pending;
      expect(answered.statusCode, answered.body).toBe(200);
      expect(answered.json()).toMatchObject({ status: 'BOOKED' });
    } finally {
      suite.harness.msp.simulator.refundAnswerDelayMs = 0;
    }
    expect(await orderRow(order.orderId)).toMatchObject({
      paymentState: 'PAID',
      flagged: false,
      refundedCents: 500,
    });
    expect((await suite.calls.orderOf(customer, order.orderId)).payment.status).toBe('PAID');
  });

  it('arriving after the call timed out is ours too; the retry books it and lifts the flag', async () => {
    const customer = await signedInPerson(suite.harness.t);
    const order = await paidOrder(suite.harness, customer, 'Notified after a timeout');
    suite.harness.msp.simulator.refundAnswerDelayMs = 2500;
    try {
      const lost = await refund(order.orderId, 500, 'own-refund-lost');
      expect(lost.statusCode).toBe(503);
    } finally {
      suite.harness.msp.simulator.refundAnswerDelayMs = 0;
    }
    // What is refunding is no longer refundable.
    expect((await refundsOf(order.orderId)).refundableCents).toBe(order.totalCents - 500);
    expect(await suite.harness.msp.simulator.notify(order.providerOrderId)).toBe(200);
    expect((await orderRow(order.orderId)).paymentState).toBe('PAID');

    const retried = await refund(order.orderId, 500, 'own-refund-lost');
    expect(retried.json()).toMatchObject({ status: 'BOOKED' });
    expect(await orderRow(order.orderId)).toMatchObject({ paymentState: 'PAID', flagged: false });
    expect((await suite.calls.orderOf(customer, order.orderId)).payment.status).toBe('PAID');
  });

  it('a reversal flag raised before is lifted once the provider reports no more than we booked', async () => {
    const customer = await signedInPerson(suite.harness.t);
    const order = await paidOrder(suite.harness, customer, 'Flagged before the fix');
    // Where the earlier notification left such an order.
    await suite.harness.t.ctx.db
      .update(orders)
      .set({ paymentState: 'REVERSED', flagged: true, ...writeFlag('order.flag.reversed.partial_refunded') })
      .where(eq(orders.id, order.orderId));
    expect((await refund(order.orderId, 400)).json()).toMatchObject({ status: 'BOOKED' });
    expect(await orderRow(order.orderId)).toMatchObject({
      paymentState: 'PAID',
      flagged: false,
      flagNote: null,
    });
  });

  it('keeps the reversal when the provider gave back more than we booked (a refund made elsewhere)', async () => {
    const customer = await signedInPerson(suite.harness.t);
    const order = await paidOrder(suite.harness, customer, 'Refunded at the provider too');
    // Someone refunded 300 in MultiSafepay's own dashboard: a reversal we did not make.
    suite.calls.simulated(order.providerOrderId).amount_refunded = 300;
    suite.calls.simulated(order.providerOrderId).status = 'partial_refunded';
    expect(await suite.harness.msp.simulator.notify(order.providerOrderId)).toBe(200);
    expect(await orderRow(order.orderId)).toMatchObject({ paymentState: 'REVERSED', flagged: true });
    expect((await refund(order.orderId, 400)).json()).toMatchObject({ status: 'BOOKED' });
    expect(await orderRow(order.orderId)).toMatchObject({ paymentState: 'REVERSED', flagged: true });
  });

  it('cancelling an order whose whole payment is being refunded is not refused', async () => {
    const customer = await signedInPerson(suite.harness.t);
    const order = await paidOrder(suite.harness, customer, 'Refund waits, then cancelled');
    suite.harness.msp.simulator.refundAnswerDelayMs = 2500;
    try {
      expect((await refund(order.orderId, order.totalCents, 'own-refund-whole')).statusCode).toBe(503);
    } finally {
      suite.harness.msp.simulator.refundAnswerDelayMs = 0;
    }
    const cancelled = await suite.calls.call('POST', '/rest/admin/order/cancel', suite.staff, {
      orderId: order.orderId,
      reason: 'Customer no longer needs the boards',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', refund: null });
  });
});
