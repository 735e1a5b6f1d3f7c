import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placedOrder } from '../../../test/orders.ts';
import { createPaymentTestApp } from '../../../test/payment-harness.ts';
import { caller, signedInPerson } from '../../../test/people.ts';

/**
 * A payment the provider never opened (nothing listens at its address): the customer is told nothing
 * was charged, and the order does not claim a payment is under way.
 */
let harness: Awaited<ReturnType<typeof createPaymentTestApp>>;
beforeAll(async () => {
  // Port 9 (discard): nothing listens there, every call is refused at once.
  harness = await createPaymentTestApp({ MSP_BASE_URL: 'http://127.0.0.1:9/v1/json' });
});
afterAll(() => harness.close());

describe('a payment the provider could not open', () => {
  it('answers 503 and leaves the order showing what it showed before, still payable', async () => {
    const call = caller(harness.t);
    const customer = await signedInPerson(harness.t);
    const order = await placedOrder(harness.t, customer, 'Provider away');
    const before = (await call('GET', `/rest/order/${order.orderId}`, customer)).json();

    const started = await call('POST', '/rest/open/payWithMultiSafePay', customer, {
      orderId: order.orderId,
    });
    expect(started.statusCode, started.body).toBe(503);
    expect(started.json().error.code).toBe('PAYMENT.UNAVAILABLE');
    expect(started.json().error.message).toMatch(/nothing was charged/);

    const after = (await call('GET', `/rest/order/${order.orderId}`, customer)).json();
    expect(after.payment).toEqual(before.payment);
    expect(after.status).toBe(before.status);
    expect(after.canPay).toBe(true);
    const later = await call('POST', '/rest/order/delay-payment-email', customer, { orderId: order.orderId });
    expect(later.statusCode, later.body).toBe(200);
  });
});
