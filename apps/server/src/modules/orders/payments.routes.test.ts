import { serverText } from '@boardhouse/shared/server-texts/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placedOrder } from '../../../test/orders.ts';
import { lastMailTo } from '../../../test/outbox.ts';
import { createPaymentTestApp, MSP_TEST_KEY } from '../../../test/payment-harness.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';
import { orderStatusChanges, paymentAttempts, paymentEvents, users } from '../../db/schema.ts';
import { notificationAuthHeader } from '../../integrations/multisafepay/signature.ts';

/**
 * Card payment against the MultiSafepay simulator over HTTP, as MultiSafepay would drive it: the
 * payment page's buttons send signed notifications to the listening app and the browser back to it.
 */
let harness: Awaited<ReturnType<typeof createPaymentTestApp>>;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  harness = await createPaymentTestApp();
  call = caller(harness.t);
});
afterAll(() => harness.close());

const orderOf = async (who: Person, orderId: number) =>
  (await call('GET', `/rest/order/${orderId}`, who)).json();

async function startPayment(who: Person, orderId: number) {
  const response = await call('POST', '/rest/open/payWithMultiSafePay', who, { orderId });
  expect(response.statusCode, response.body).toBe(200);
  const paymentUrl: string = response.json().paymentUrl;
  // The payment page's address: /pay/{provider order id}/{single-use key}.
  const providerOrderId = decodeURIComponent(paymentUrl.split('/pay/')[1]?.split('/')[0] ?? '');
  return { paymentUrl, providerOrderId };
}

/** Presses a button of the payment page; answers where the browser is sent (our return address). */
async function press(paymentUrl: string, button: 'pay' | 'decline' | 'cancel'): Promise<string> {
  const response = await fetch(`${paymentUrl}/${button}`, { method: 'POST', redirect: 'manual' });
  expect(response.status).toBe(302);
  return response.headers.get('location') ?? '';
}

/** The browser following the return address: where our app sends it. */
async function browserReturn(location: string): Promise<string> {
  const response = await fetch(location, { redirect: 'manual', headers: { accept: 'text/html' } });
  expect(response.status).toBe(302);
  return response.headers.get('location') ?? '';
}

const changesTo = async (orderId: number, status: string) =>
  (
    await harness.t.ctx.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, orderId))
  ).filter((change) => change.toStatus === status);
const eventsOf = (orderId: number) =>
  harness.t.ctx.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId));

async function customerWithOrder(name: string) {
  const customer = await signedInPerson(harness.t);
  const order = await placedOrder(harness.t, customer, name);
  return { customer, order };
}

describe('paying by card', () => {
  it('marks the order paid on the provider’s word, with an invoice and an e-mail', async () => {
    const { customer, order } = await customerWithOrder('Paid by card');
    const { paymentUrl, providerOrderId } = await startPayment(customer, order.orderId);
    expect(providerOrderId).toBe(`${order.orderKey}-1`);
    expect((await orderOf(customer, order.orderId)).payment.status).toBe('OPEN');
    const back = await press(paymentUrl, 'pay');
    expect(back).toBe(
      `${harness.publicUrl}/rest/open/multisafepay-success?order=${order.orderId}&transactionid=${encodeURIComponent(providerOrderId)}`,
    );
    const detail = await orderOf(customer, order.orderId);
    expect(detail.status).toBe('PAID');
    expect(detail.payment).toMatchObject({ status: 'PAID', method: 'card', amountCents: order.totalCents });
    expect(detail.invoice.number).toMatch(/^\d{4}-\d{6}$/);
    expect(detail.history.at(-1)).toMatchObject({ status: 'PAID', by: 'Payment provider' });
    expect((await lastMailTo(harness.t, customer.user.email)).message.textBody).toContain(
      detail.invoice.number,
    );

    // The browser comes back after the notification: same answer, nothing booked twice.
    expect(await browserReturn(back)).toBe(
      `${harness.publicUrl}/#/my-orders/${order.orderId}?payment=return`,
    );
    expect(await changesTo(order.orderId, 'PAID')).toHaveLength(1);
    // Not a browser: the same handling, and an answer that tells nothing (the order page does).
    const text = await fetch(back);
    expect(await text.text()).toBe('RECEIVED');

    const invoice = await call('GET', `/rest/order/${order.orderId}/invoice`, customer);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.headers['content-disposition']).toContain(
      `invoice-${detail.invoice.number}-${order.orderKey}.pdf`,
    );
    expect(invoice.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await orderOf(customer, order.orderId)).documents).toEqual([
      expect.objectContaining({ kind: 'invoice' }),
    ]);
    // Paid is paid: no second payment page.
    const again = await call('POST', '/rest/open/payWithMultiSafePay', customer, { orderId: order.orderId });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ORDER.NOT_PAYABLE');
  });

  it('lets the customer try again after a decline, with a fresh provider order id', async () => {
    const { customer, order } = await customerWithOrder('Declined first');
    const first = await startPayment(customer, order.orderId);
    await press(first.paymentUrl, 'decline');
    const failed = await orderOf(customer, order.orderId);
    expect(failed.status).toBe('PAYMENT_FAILED');
    expect(failed.payment).toMatchObject({ status: 'FAILED' });
    expect(failed.payment.message).toMatch(/declined/);
    expect(failed.canPay).toBe(true);
    expect((await lastMailTo(harness.t, customer.user.email)).message.textBody).toMatch(/declined/);

    const second = await startPayment(customer, order.orderId);
    expect(second.providerOrderId).toBe(`${order.orderKey}-2`);
    expect((await orderOf(customer, order.orderId)).status).toBe('AWAITING_PAYMENT');
    await press(second.paymentUrl, 'pay');
    const paid = await orderOf(customer, order.orderId);
    expect(paid.status).toBe('PAID');
    expect(paid.history.map((entry: { status: string }) => entry.status)).toEqual([
      'AWAITING_PAYMENT',
      'PAYMENT_FAILED',
      'AWAITING_PAYMENT',
      'PAID',
    ]);
    // The old attempt's failure, told again late, changes nothing.
    expect(await harness.msp.simulator.notify(first.providerOrderId)).toBe(200);
    expect((await orderOf(customer, order.orderId)).status).toBe('PAID');
  });

  it('keeps a payment left with Cancel payable and quiet, and records an expired one as failed', async () => {
    const { customer, order } = await customerWithOrder('Cancelled');
    const lastMailBefore = (await lastMailTo(harness.t, customer.user.email)).message.id;
    const { paymentUrl } = await startPayment(customer, order.orderId);
    const back = await press(paymentUrl, 'cancel');
    expect(await browserReturn(back)).toContain(`#/my-orders/${order.orderId}`);
    const cancelled = await orderOf(customer, order.orderId);
    // Nothing failed: the order still waits for its payment, says it was cancelled, sends no e-mail.
    expect(cancelled.status).toBe('AWAITING_PAYMENT');
    expect(cancelled.payment).toMatchObject({ status: 'CANCELLED' });
    expect(cancelled.payment.message).toBe('The payment was cancelled. You can pay whenever you are ready.');
    expect(cancelled.canPay).toBe(true);
    expect((await lastMailTo(harness.t, customer.user.email)).message.id).toBe(lastMailBefore);
    const again = await startPayment(customer, order.orderId);
    await press(again.paymentUrl, 'pay');
    expect((await orderOf(customer, order.orderId)).status).toBe('PAID');

    const other = await customerWithOrder('Expired');
    const attempt = await startPayment(other.customer, other.order.orderId);
    const simulated = harness.msp.simulator.orders.get(attempt.providerOrderId);
    if (!simulated) throw new Error('the simulator lost the order');
    simulated.status = 'expired';
    expect(await harness.msp.simulator.notify(attempt.providerOrderId)).toBe(200);
    const expired = await orderOf(other.customer, other.order.orderId);
    expect(expired.status).toBe('PAYMENT_FAILED');
    expect(expired.payment.message).toMatch(/expired/);
  });

  it('pays on a return that comes before the notification, and books the late notification once', async () => {
    const { customer, order } = await customerWithOrder('Return first');
    const { providerOrderId } = await startPayment(customer, order.orderId);
    const simulated = harness.msp.simulator.orders.get(providerOrderId);
    if (!simulated) throw new Error('the simulator lost the order');
    simulated.status = 'uncleared';
    const returnUrl = `${harness.publicUrl}/rest/open/multisafepay-success?transactionid=${providerOrderId}`;
    expect(await (await fetch(returnUrl)).text()).toBe('RECEIVED');
    expect((await orderOf(customer, order.orderId)).status).toBe('AWAITING_PAYMENT');
    expect((await orderOf(customer, order.orderId)).payment.status).toBe('CONFIRMING');
    simulated.status = 'completed';
    expect(await (await fetch(returnUrl)).text()).toBe('RECEIVED');
    expect((await orderOf(customer, order.orderId)).status).toBe('PAID');
    const invoiceNumber = (await orderOf(customer, order.orderId)).invoice.number;
    for (let time = 0; time < 3; time += 1) {
      expect(await harness.msp.simulator.notify(providerOrderId)).toBe(200);
    }
    const detail = await orderOf(customer, order.orderId);
    expect(detail.invoice.number).toBe(invoiceNumber);
    expect(await changesTo(order.orderId, 'PAID')).toHaveLength(1);
    const actions = (await eventsOf(order.orderId)).map((event) => `${event.source}:${event.action}`);
    expect(actions).toEqual([
      'pay:created',
      'return:pending',
      'return:paid',
      'notification:ignored',
      'notification:ignored',
      'notification:ignored',
    ]);
  });
});

describe('an order whose project was deleted', () => {
  it('is no longer offered for payment, and neither a card nor a bank transfer is taken for it', async () => {
    const customer = await signedInPerson(harness.t);
    const order = await placedOrder(harness.t, customer, 'Deleted before paying');
    const { projectId } = await orderOf(customer, order.orderId);
    expect((await call('DELETE', `/rest/project/${projectId}`, customer)).statusCode).toBe(204);
    expect(await orderOf(customer, order.orderId)).toMatchObject({ canPay: false });
    for (const url of ['/rest/open/payWithMultiSafePay', '/rest/order/delay-payment-email']) {
      const refused = await call('POST', url, customer, { orderId: order.orderId });
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'ORDER.NOT_PAYABLE',
        message: 'The project of this order was deleted, so the order cannot be paid',
      });
      expect(serverText(refused.json().error.details.text, 'de')).toBe(
        'Das Projekt dieser Bestellung wurde gelöscht, daher kann die Bestellung nicht bezahlt werden',
      );
    }
  });
});

describe('what is never believed', () => {
  it('refuses a bad signature and a stale timestamp, and records the first refusal', async () => {
    const { customer, order } = await customerWithOrder('Forged');
    const { providerOrderId } = await startPayment(customer, order.orderId);
    const body = JSON.stringify({ order_id: providerOrderId, status: 'completed', amount: order.totalCents });
    const now = String(Math.floor(Date.now() / 1000));
    const url = `${harness.publicUrl}/rest/open/multisafepay-notification?transactionid=${providerOrderId}&timestamp=${now}`;
    const forged = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', auth: notificationAuthHeader('not-the-key', now, body) },
      body,
    });
    expect(forged.status).toBe(403);
    const unsigned = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(unsigned.status).toBe(403);
    // Signed correctly but the body was changed on the way.
    const tampered = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', auth: notificationAuthHeader(MSP_TEST_KEY, now, body) },
      body: body.replace('completed', 'COMPLETED'),
    });
    expect(tampered.status).toBe(403);
    const simulated = harness.msp.simulator.orders.get(providerOrderId);
    if (!simulated) throw new Error('the simulator lost the order');
    simulated.status = 'completed';
    expect(await harness.msp.simulator.notify(providerOrderId, Math.floor(Date.now() / 1000) - 700)).toBe(
      403,
    );
    expect((await orderOf(customer, order.orderId)).status).toBe('AWAITING_PAYMENT');
    const refused = (await harness.t.ctx.db.select().from(paymentEvents)).filter(
      (event) => event.providerOrderId === providerOrderId && event.action === 'refused',
    );
    // The first refusal of a minute is stored, the rest only counted (payment-refusals.ts); a second row
    // only when the four straddle a minute's end.
    expect(refused[0]?.note).toBe('signature bad-signature');
    expect(refused.length).toBeLessThanOrEqual(2);
    expect(refused.every((event) => !event.verified)).toBe(true);
  });

  it('never marks paid an amount that is not the order’s, and flags it for staff', async () => {
    const { customer, order } = await customerWithOrder('Short payment');
    const { providerOrderId } = await startPayment(customer, order.orderId);
    const simulated = harness.msp.simulator.orders.get(providerOrderId);
    if (!simulated) throw new Error('the simulator lost the order');
    simulated.amount = order.totalCents - 1;
    simulated.status = 'completed';
    expect(await harness.msp.simulator.notify(providerOrderId)).toBe(200);
    const detail = await orderOf(customer, order.orderId);
    expect(detail.status).toBe('AWAITING_PAYMENT');
    expect(detail.payment.status).toBe('UNCONFIRMED');
    expect(detail.invoice).toBeNull();
    const [mismatch] = (await eventsOf(order.orderId)).filter((event) => event.action === 'mismatch');
    expect(mismatch?.amountCents).toBe(order.totalCents - 1);
  });

  it('closes a payment page of the old amount when staff change the price; the new amount is paid', async () => {
    const { customer, order } = await customerWithOrder('Price changed while paying');
    const staff = await signedInPerson(harness.t, { roles: ['ADMIN', 'USER'] });
    const old = await startPayment(customer, order.orderId);
    expect((await fetch(old.paymentUrl)).status).toBe(200);
    const edited = await call('POST', '/rest/order/updatePackagingTotalPrice', staff, {
      orderId: order.orderId,
      amountCents: 2_500,
      reason: 'Courier agreed',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const newTotal: number = edited.json().after.totalCents;
    expect(newTotal).not.toBe(order.totalCents);
    // The provider closed the old page: it takes no money any more.
    expect(harness.msp.simulator.orders.get(old.providerOrderId)?.status).toBe('cancelled');
    expect((await fetch(old.paymentUrl)).status).toBe(404);
    const view = await orderOf(customer, order.orderId);
    expect(view).toMatchObject({
      status: 'AWAITING_PAYMENT',
      canPay: true,
      payment: { status: 'CANCELLED' },
    });
    expect(view.payment.message).toMatch(/^The amount changed to €[\d,.]+ after the payment page was opened/);
    expect(view.payment.messageText).toMatchObject({ key: 'order.payment.amountChanged' });
    const actions = (await eventsOf(order.orderId)).map((event) => `${event.source} ${event.action}`);
    expect(actions).toContain('price-change cancelled');

    const fresh = await startPayment(customer, order.orderId);
    expect(harness.msp.simulator.orders.get(fresh.providerOrderId)?.amount).toBe(newTotal);
    await press(fresh.paymentUrl, 'pay');
    expect(await orderOf(customer, order.orderId)).toMatchObject({ status: 'PAID', totalCents: newTotal });
  });

  it('keeps the page, logged, when the provider cannot close it; the edit stands', async () => {
    const { customer, order } = await customerWithOrder('Price changed, provider down');
    const staff = await signedInPerson(harness.t, { roles: ['ADMIN', 'USER'] });
    const open = await startPayment(customer, order.orderId);
    harness.msp.simulator.down = true;
    try {
      const edited = await call('POST', '/rest/order/updatePackagingTotalPrice', staff, {
        orderId: order.orderId,
        amountCents: 2_500,
        reason: 'Courier agreed',
      });
      expect(edited.statusCode, edited.body).toBe(200);
    } finally {
      harness.msp.simulator.down = false;
    }
    expect(harness.msp.simulator.orders.get(open.providerOrderId)?.status).toBe('initialized');
    expect((await orderOf(customer, order.orderId)).payment.status).toBe('OPEN');
    const [refused] = (await eventsOf(order.orderId)).filter((event) => event.source === 'price-change');
    expect(refused).toMatchObject({ action: 'not-cancelled', note: expect.stringMatching(/MultiSafepay/) });
  });

  it('keeps the order unpaid while the provider is down, and pays once it answers', async () => {
    const { customer, order } = await customerWithOrder('Provider down');
    const { paymentUrl, providerOrderId } = await startPayment(customer, order.orderId);
    harness.msp.simulator.down = true;
    try {
      const refused = await call('POST', '/rest/open/payWithMultiSafePay', customer, {
        orderId: order.orderId,
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().error.code).toBe('PAYMENT.UNAVAILABLE');
      // The customer paid on the page, but neither the notification nor the return can ask the provider.
      const back = await fetch(`${paymentUrl}/pay`, { method: 'POST', redirect: 'manual' });
      expect(back.status).toBe(302);
      const returnUrl = `${harness.publicUrl}/rest/open/multisafepay-success?transactionid=${providerOrderId}`;
      expect(await (await fetch(returnUrl)).text()).toBe('RECEIVED');
      const waiting = await orderOf(customer, order.orderId);
      expect(waiting.status).toBe('AWAITING_PAYMENT');
      expect(waiting.payment.status).toBe('UNCONFIRMED');
      expect(waiting.payment.message).toMatch(/could not confirm/);
    } finally {
      harness.msp.simulator.down = false;
    }
    // MultiSafepay sends the notification again later: now it is confirmed.
    expect(await harness.msp.simulator.notify(providerOrderId)).toBe(200);
    expect((await orderOf(customer, order.orderId)).status).toBe('PAID');
    const actions = (await eventsOf(order.orderId)).map((event) => `${event.source}:${event.action}`);
    expect(actions).toContain('notification:unreachable');
    expect(actions).toContain('pay:unreachable');
  });

  it('books one payment when two tabs pay the same order, and flags the second for a refund', async () => {
    const { customer, order } = await customerWithOrder('Two tabs');
    const [first, second] = [
      await startPayment(customer, order.orderId),
      await startPayment(customer, order.orderId),
    ];
    expect(first.providerOrderId).not.toBe(second.providerOrderId);
    await press(first.paymentUrl, 'pay');
    await press(second.paymentUrl, 'pay');
    const detail = await orderOf(customer, order.orderId);
    expect(detail.status).toBe('PAID');
    expect(await changesTo(order.orderId, 'PAID')).toHaveLength(1);
    const mismatches = (await eventsOf(order.orderId)).filter((event) => event.action === 'mismatch');
    expect(mismatches).toHaveLength(1);
    expect(mismatches[0]?.note).toMatch(/second payment/);
  });
});

describe('who pays by card', () => {
  it('refuses a team member without the "Order and pay" permission (403), even for their own order', async () => {
    const owner = await signedInPerson(harness.t);
    const member = await signedInPerson(harness.t, { createdBy: owner.user.id });
    const order = await placedOrder(harness.t, member, 'Member pays');
    await harness.t.ctx.db.update(users).set({ orderAndPayFlag: false }).where(eq(users.id, member.user.id));
    const refused = await call('POST', '/rest/open/payWithMultiSafePay', member, { orderId: order.orderId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('TEAM.ORDER_AND_PAY_DENIED');
    const attempts = await harness.t.ctx.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, order.orderId));
    expect(attempts).toEqual([]);
    expect((await orderOf(member, order.orderId)).status).toBe(order.status);
  });
});
