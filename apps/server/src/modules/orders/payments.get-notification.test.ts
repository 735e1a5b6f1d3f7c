import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { placedOrder } from '../../../test/orders.ts';
import { type caller, signedInPerson } from '../../../test/people.ts';
import { paymentEvents } from '../../db/schema.ts';
import { afterSalesSuite } from './after-sales.test-support.ts';

/**
 * MultiSafepay's notification_method GET: `GET {notification_url}?transactionid=…&timestamp=…`, unsigned,
 * answered 200 "OK". Like the browser's return it is only a hint whom to ask: the provider's own answer
 * to GET /orders/{id} books money, never the call itself.
 */
const suite = afterSalesSuite();
const call: ReturnType<typeof caller> = (...args) => suite.calls.call(...args);

const notifyByGet = (transactionId: string) =>
  fetch(
    `${suite.harness.publicUrl}/rest/open/multisafepay-notification?transactionid=${encodeURIComponent(transactionId)}&timestamp=${Math.floor(Date.now() / 1000)}`,
  );

describe('a notification by GET', () => {
  it('asks the provider and books what it answers; "OK" whatever the id', async () => {
    const customer = await signedInPerson(suite.harness.t);
    const order = await placedOrder(suite.harness.t, customer, 'Notified by GET');
    const opened = await call('POST', '/rest/open/payWithMultiSafePay', customer, { orderId: order.orderId });
    expect(opened.statusCode, opened.body).toBe(200);
    const providerOrderId = decodeURIComponent(opened.json().paymentUrl.split('/pay/')[1].split('/')[0]);

    // Nothing happened at the provider yet: the hint changes nothing.
    const early = await notifyByGet(providerOrderId);
    expect([early.status, await early.text()]).toEqual([200, 'OK']);
    expect((await call('GET', `/rest/order/${order.orderId}`, customer)).json().status).toBe(
      'AWAITING_PAYMENT',
    );

    // The customer paid (the provider's own record says so); MultiSafepay tells us by GET.
    const simulated = suite.harness.msp.simulator.orders.get(providerOrderId);
    if (!simulated) throw new Error('the simulator has no such order');
    simulated.status = 'completed';
    simulated.financial_status = 'completed';
    const told = await notifyByGet(providerOrderId);
    expect([told.status, told.headers.get('content-type'), await told.text()]).toEqual([
      200,
      'text/plain; charset=utf-8',
      'OK',
    ]);
    const paid = (await call('GET', `/rest/order/${order.orderId}`, customer)).json();
    expect(paid).toMatchObject({ status: 'PAID', payment: { status: 'PAID' } });
    const events = await suite.harness.t.ctx.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.providerOrderId, providerOrderId));
    expect(events.map((event) => event.action)).toContain('paid');

    const unknown = await notifyByGet('BH-99-999999-1');
    expect([unknown.status, await unknown.text()]).toEqual([200, 'OK']);
    const bare = await fetch(`${suite.harness.publicUrl}/rest/open/multisafepay-notification`);
    expect([bare.status, await bare.text()]).toEqual([200, 'OK']);
  });

  it('is documented next to the POST', async () => {
    const served = await suite.harness.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const path = served.json().paths['/rest/open/multisafepay-notification'];
    expect(Object.keys(path).sort()).toEqual(['get', 'post']);
    expect(path.get.responses['200']).toBeTruthy();
  });
});
