import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placedOrder } from '../../../test/orders.ts';
import { createLocalPaymentTestApp } from '../../../test/payment-harness.ts';
import { caller, signedInPerson } from '../../../test/people.ts';

/**
 * Refunds and closing a payment page against the simulator the server itself serves without MSP_API_KEY (under /dev/multisafepay,
 * reached over HTTP by the same adapter), as a developer's local server runs them.
 */
let harness: Awaited<ReturnType<typeof createLocalPaymentTestApp>>;
beforeAll(async () => {
  harness = await createLocalPaymentTestApp();
});
afterAll(() => harness.close());

describe('the local simulator', () => {
  it('takes a partial and then a full refund, each booked once with its credit note', async () => {
    const call = caller(harness.t);
    const customer = await signedInPerson(harness.t);
    const staff = await signedInPerson(harness.t, { roles: ['ADMIN'] });
    const order = await placedOrder(harness.t, customer, 'Local refunds');
    const { paymentUrl } = (
      await call('POST', '/rest/open/payWithMultiSafePay', customer, { orderId: order.orderId })
    ).json();
    expect(paymentUrl.startsWith(`${harness.publicUrl}/dev/multisafepay/pay/`)).toBe(true);
    expect((await fetch(`${paymentUrl}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(302);

    const refund = (amountCents: number, requestKey: string) =>
      call('POST', '/rest/admin/order/refund', staff, {
        orderId: order.orderId,
        amountCents,
        reason: 'Local check',
        requestKey,
      });
    const part = await refund(100, 'local-part-01');
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().status).toBe('BOOKED');
    const rest = await refund(order.totalCents - 100, 'local-rest-01');
    expect(rest.json().status).toBe('BOOKED');
    // Nothing is left to give back, so a third refund is a field error, not a provider call.
    const more = await refund(1, 'local-more-01');
    expect(more.statusCode).toBe(400);
    const refunds = (await call('GET', `/rest/admin/order/${order.orderId}/refunds`, staff)).json();
    expect(refunds).toMatchObject({ refundedCents: order.totalCents, refundableCents: 0 });
    expect(refunds.refunds.map((row: { creditNoteNumber: string }) => row.creditNoteNumber)).toHaveLength(2);
  });

  it('closes a payment page of the old amount when staff change the price', async () => {
    const call = caller(harness.t);
    const customer = await signedInPerson(harness.t);
    const staff = await signedInPerson(harness.t, { roles: ['ADMIN'] });
    const order = await placedOrder(harness.t, customer, 'Local price change');
    const { paymentUrl } = (
      await call('POST', '/rest/open/payWithMultiSafePay', customer, { orderId: order.orderId })
    ).json();
    const edited = await call('POST', '/rest/order/updatePackagingTotalPrice', staff, {
      orderId: order.orderId,
      amountCents: 2_500,
      reason: 'Courier agreed',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The server's own simulator takes the cancel (PATCH) as MultiSafepay does: the page is gone.
    expect((await fetch(paymentUrl)).status).toBe(404);
    const view = (await call('GET', `/rest/order/${order.orderId}`, customer)).json();
    expect(view.payment).toMatchObject({ status: 'CANCELLED' });
  });
});
