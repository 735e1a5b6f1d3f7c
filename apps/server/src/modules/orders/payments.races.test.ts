import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placedOrder } from '../../../test/orders.ts';
import { createPaymentTestApp } from '../../../test/payment-harness.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';
import { invoiceCounters, orderStatusChanges, outbox, paymentEvents } from '../../db/schema.ts';

/**
 * Answers of the provider that arrive late, out of order or all at once. Run on PGlite and on
 * PostgreSQL (TEST_DATABASE_URL): only PostgreSQL runs the transactions truly side by side, so only
 * there does the order row's lock (lockOrderById) decide who books.
 */
let harness: Awaited<ReturnType<typeof createPaymentTestApp>>;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  harness = await createPaymentTestApp();
  call = caller(harness.t);
});
afterAll(() => harness.close());

async function startPayment(who: Person, orderId: number) {
  const response = await call('POST', '/rest/open/payWithMultiSafePay', who, { orderId });
  expect(response.statusCode, response.body).toBe(200);
  const paymentUrl: string = response.json().paymentUrl;
  return {
    paymentUrl,
    providerOrderId: decodeURIComponent(paymentUrl.split('/pay/')[1]?.split('/')[0] ?? ''),
  };
}

const orderOf = async (who: Person, orderId: number) =>
  (await call('GET', `/rest/order/${orderId}`, who)).json();
const mailsTo = (recipient: string) =>
  harness.t.ctx.db.select().from(outbox).where(eq(outbox.recipient, recipient));
const paidChanges = async (orderId: number) =>
  (
    await harness.t.ctx.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, orderId))
  ).filter((change) => change.toStatus === 'PAID');
const invoicesNumbered = async () =>
  Number(
    (await harness.t.ctx.db.select({ total: sum(invoiceCounters.lastNumber) }).from(invoiceCounters))[0]
      ?.total ?? 0,
  );

describe('answers out of order', () => {
  it('leaves the order waiting when an older attempt is declined after a newer one started, with no "declined" e-mail', async () => {
    const customer = await signedInPerson(harness.t);
    const order = await placedOrder(harness.t, customer, 'Second tab');
    const older = await startPayment(customer, order.orderId);
    const newer = await startPayment(customer, order.orderId);
    const mailsBefore = (await mailsTo(customer.user.email)).length;

    const back = await fetch(`${older.paymentUrl}/decline`, { method: 'POST', redirect: 'manual' });
    expect(back.status).toBe(302);
    const waiting = await orderOf(customer, order.orderId);
    expect(waiting.status).toBe('AWAITING_PAYMENT');
    expect(waiting.payment.status).toBe('OPEN');
    const mails = await mailsTo(customer.user.email);
    expect(mails).toHaveLength(mailsBefore);
    expect(mails.filter((mail) => /declined/.test(mail.textBody))).toEqual([]);
    const [heard] = (
      await harness.t.ctx.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.orderId))
    ).filter((event) => event.providerOrderId === older.providerOrderId && event.source === 'notification');
    expect(heard).toMatchObject({ providerStatus: 'declined', action: 'ignored' });

    // The newer attempt still pays.
    await fetch(`${newer.paymentUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect((await orderOf(customer, order.orderId)).status).toBe('PAID');
  });
});

describe('answers all at once', () => {
  it('books one PAID change and one invoice number for ten notifications and returns of one completed attempt', async () => {
    const customer = await signedInPerson(harness.t);
    const order = await placedOrder(harness.t, customer, 'Ten at once');
    const { providerOrderId } = await startPayment(customer, order.orderId);
    const simulated = harness.msp.simulator.orders.get(providerOrderId);
    if (!simulated) throw new Error('the simulator lost the order');
    simulated.status = 'completed';
    const numberedBefore = await invoicesNumbered();

    const returnUrl = `${harness.publicUrl}/rest/open/multisafepay-success?transactionid=${providerOrderId}`;
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 2 === 0
          ? harness.msp.simulator.notify(providerOrderId)
          : fetch(returnUrl).then((response) => response.status),
      ),
    );
    expect(statuses).toEqual(Array(10).fill(200));
    expect(await paidChanges(order.orderId)).toHaveLength(1);
    expect((await invoicesNumbered()) - numberedBefore).toBe(1);
    const detail = await orderOf(customer, order.orderId);
    expect(detail.status).toBe('PAID');
    expect(detail.invoice.number).toMatch(/^\d{4}-\d{6}$/);
    const booked = (
      await harness.t.ctx.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.orderId))
    ).filter((event) => event.action === 'paid');
    expect(booked).toHaveLength(1);
    const receipts = (await mailsTo(customer.user.email)).filter((mail) =>
      mail.textBody.includes(detail.invoice.number),
    );
    expect(receipts).toHaveLength(1);
  });
});
