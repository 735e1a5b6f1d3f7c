import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentTestApp } from '../../../test/payment-harness.ts';
import { type Person, signedInPerson } from '../../../test/people.ts';
import { creditNoteCounters, orders, refunds } from '../../db/schema.ts';
import { afterSalesCalls, type PaymentHarness, paidOrder } from './after-sales.test-support.ts';

/**
 * Staff refunds through MultiSafepay's refund API (the simulator over HTTP, with a short timeout so a
 * lost answer can be staged): partial and full, once per request key even when the first answer never
 * came, and credit notes numbered without gaps when many are booked at once. Run on PGlite and on
 * PostgreSQL (TEST_DATABASE_URL), where the refunds truly run side by side.
 */
let harness: PaymentHarness;
let calls: ReturnType<typeof afterSalesCalls>;
let staff: Person;
beforeAll(async () => {
  harness = await createPaymentTestApp({ MSP_TIMEOUT_MS: '1000' });
  calls = afterSalesCalls(harness);
  staff = await calls.staff();
});
afterAll(() => harness.close());

let keys = 0;
const refund = (orderId: number, amountCents: number, requestKey = `refund-key-${++keys}`) =>
  calls.call('POST', '/rest/admin/order/refund', staff, {
    orderId,
    amountCents,
    reason: 'Two boards arrived scratched',
    requestKey,
  });
const refundsOf = async (orderId: number) =>
  (await calls.call('GET', `/rest/admin/order/${orderId}/refunds`, staff)).json();
const sentFor = (providerOrderId: string) =>
  harness.msp.simulator.refunds.filter((sent) => sent.orderId === providerOrderId);

describe('staff refund', () => {
  it('part of a payment, then the rest, each booked with its own credit note; never more than was paid', async () => {
    const customer = await signedInPerson(harness.t);
    const order = await paidOrder(harness, customer, 'Partly refunded');
    const first = await refund(order.orderId, 1000);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'BOOKED', amountCents: 1000, cause: 'manual' });
    expect(calls.simulated(order.providerOrderId)).toMatchObject({
      status: 'partial_refunded',
      amount_refunded: 1000,
    });
    expect(await refundsOf(order.orderId)).toMatchObject({
      paidCents: order.totalCents,
      refundedCents: 1000,
      refundableCents: order.totalCents - 1000,
    });

    const tooMuch = await refund(order.orderId, order.totalCents);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.details.fields.amountCents).toMatch(/At most €/);

    const rest = await refund(order.orderId, order.totalCents - 1000);
    expect(rest.statusCode, rest.body).toBe(200);
    const [one, two] = [first.json().creditNoteNumber, rest.json().creditNoteNumber];
    expect(Number(two.slice(-6))).toBe(Number(one.slice(-6)) + 1);
    expect(sentFor(order.providerOrderId).map((sent) => sent.amount)).toEqual([
      1000,
      order.totalCents - 1000,
    ]);
    const detail = await calls.orderOf(customer, order.orderId);
    expect(detail.refundedCents).toBe(order.totalCents);
    expect(
      detail.history.filter((entry: { note: string | null }) => entry.note?.startsWith('Refunded')),
    ).toHaveLength(2);
    // Customers have no say here.
    expect((await calls.call('GET', `/rest/admin/order/${order.orderId}/refunds`, customer)).statusCode).toBe(
      403,
    );
    expect(
      (
        await calls.call('POST', '/rest/admin/order/refund', customer, {
          orderId: order.orderId,
          amountCents: 1,
          reason: 'Mine',
          requestKey: 'customer-tries-1',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('answers the same refund for the same request key and sends it once', async () => {
    const customer = await signedInPerson(harness.t);
    const order = await paidOrder(harness, customer, 'Clicked twice');
    const [a, b] = await Promise.all([
      refund(order.orderId, 500, 'same-key-0001'),
      refund(order.orderId, 500, 'same-key-0001'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().id).toBe(b.json().id);
    const again = await refund(order.orderId, 500, 'same-key-0001');
    expect(again.json()).toMatchObject({ id: a.json().id, status: 'BOOKED' });
    expect(sentFor(order.providerOrderId)).toHaveLength(1);
    expect((await refundsOf(order.orderId)).refundedCents).toBe(500);
  });

  it('sends a refund once when the first answer times out: the retry asks the provider first', async () => {
    const customer = await signedInPerson(harness.t);
    const order = await paidOrder(harness, customer, 'Slow provider');
    harness.msp.simulator.refundAnswerDelayMs = 2500;
    try {
      const lost = await refund(order.orderId, 700, 'lost-answer-01');
      expect(lost.statusCode).toBe(503);
      expect(lost.json().error.code).toBe('PAYMENT.UNAVAILABLE');
    } finally {
      harness.msp.simulator.refundAnswerDelayMs = 0;
    }
    const waiting = await refundsOf(order.orderId);
    expect(waiting.refunds).toEqual([expect.objectContaining({ status: 'UNCERTAIN', amountCents: 700 })]);
    // Nothing else may be refunded while one waits for its answer.
    const other = await refund(order.orderId, 100);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('REFUND.IN_PROGRESS');
    const [flagged] = await harness.t.ctx.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(flagged?.flagged).toBe(true);

    const retried = await refund(order.orderId, 700, 'lost-answer-01');
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'BOOKED', amountCents: 700 });
    expect(sentFor(order.providerOrderId)).toHaveLength(1);
    expect(calls.simulated(order.providerOrderId).amount_refunded).toBe(700);
    const [settled] = await harness.t.ctx.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(settled).toMatchObject({ flagged: false, refundedCents: 700 });
  });

  it('sends it again after the provider refused it (nothing moved), once', async () => {
    const customer = await signedInPerson(harness.t);
    const order = await paidOrder(harness, customer, 'Provider down');
    harness.msp.simulator.down = true;
    try {
      const refused = await refund(order.orderId, 300, 'refused-once-1');
      expect(refused.statusCode).toBe(502);
      expect(refused.json().error.code).toBe('PAYMENT.REFUND_REFUSED');
    } finally {
      harness.msp.simulator.down = false;
    }
    expect((await refundsOf(order.orderId)).refunds[0]).toMatchObject({ status: 'FAILED' });
    const retried = await refund(order.orderId, 300, 'refused-once-1');
    expect(retried.json()).toMatchObject({ status: 'BOOKED' });
    expect(sentFor(order.providerOrderId)).toHaveLength(1);
  });

  it('refuses an unpaid order (409) and a bad request key (400)', async () => {
    const customer = await signedInPerson(harness.t);
    const { placedOrder } = await import('../../../test/orders.ts');
    const order = await placedOrder(harness.t, customer, 'Never paid');
    const unpaid = await refund(order.orderId, 100);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().error.code).toBe('REFUND.NOT_POSSIBLE');
    const badKey = await refund(order.orderId, 100, 'x');
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().error.details.fields.requestKey).toBeTruthy();
  });
});

describe('credit notes under contention', () => {
  it('numbers six refunds booked at once without a gap or a repeat', async () => {
    const customer = await signedInPerson(harness.t);
    const paid = [];
    for (let index = 0; index < 6; index += 1)
      paid.push(await paidOrder(harness, customer, `Batch ${index}`));
    const year = new Date().getUTCFullYear();
    const [counter] = await harness.t.ctx.db
      .select()
      .from(creditNoteCounters)
      .where(eq(creditNoteCounters.year, year));
    const before = counter?.lastNumber ?? 0;
    const answers = await Promise.all(paid.map((order) => refund(order.orderId, 200)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    const numbers = answers
      .map((answer) => Number(answer.json().creditNoteNumber.slice(-6)))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 6 }, (_, index) => before + index + 1));
    const rows = await harness.t.ctx.db.select().from(refunds);
    expect(new Set(rows.map((row) => row.creditNoteNumber)).size).toBe(rows.length);
  }, 120_000);
});
