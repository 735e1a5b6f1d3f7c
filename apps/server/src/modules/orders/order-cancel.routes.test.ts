import type { OrderStatus } from '@boardhouse/shared/orders/order-status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placedOrder, selectedProject, submitOrder } from '../../../test/orders.ts';
import { createPaymentTestApp } from '../../../test/payment-harness.ts';
import { signedInPerson } from '../../../test/people.ts';
import { orders, paymentEvents, refunds, users } from '../../db/schema.ts';
import { afterSalesCalls, type PaymentHarness, paidOrder } from './after-sales.test-support.ts';

/** Cancelling an order: who may, in which states, and what a paid order's cancellation gives back. */
let harness: PaymentHarness;
let calls: ReturnType<typeof afterSalesCalls>;
beforeAll(async () => {
  harness = await createPaymentTestApp();
  calls = afterSalesCalls(harness);
});
afterAll(() => harness.close());

describe('a customer cancels', () => {
  it('an unpaid order: cancelled, nothing to refund, the reason in the history and the e-mail', async () => {
    const customer = await signedInPerson(harness.t, { language: 'de' });
    const order = await placedOrder(harness.t, customer, 'Changed my mind');
    const response = await calls.call('POST', '/rest/order/cancel', customer, {
      orderId: order.orderId,
      reason: 'Found a mistake in the schematic',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'CANCELLED', refund: null });
    const detail = await calls.orderOf(customer, order.orderId);
    expect(detail.status).toBe('CANCELLED');
    expect(detail.canCancel).toBe(false);
    expect(detail.history.at(-1).note).toContain('Found a mistake in the schematic');
    const mails = await calls.mailsTo(customer.user.email);
    const mail = mails.find((row) => row.subject.includes('storniert'));
    expect(mail?.textBody).toContain('Found a mistake in the schematic');
    expect(mail?.textBody).not.toContain('erstattet');
  });

  it('a paid order: the whole payment goes back through the provider once, with a credit note', async () => {
    const customer = await signedInPerson(harness.t);
    const order = await paidOrder(harness, customer, 'Paid then cancelled');
    const sentBefore = harness.msp.simulator.refunds.length;
    const response = await calls.call('POST', '/rest/order/cancel', customer, {
      orderId: order.orderId,
      reason: 'Ordered twice by mistake',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { refund } = response.json();
    expect(refund).toMatchObject({ status: 'BOOKED', amountCents: order.totalCents, cause: 'cancellation' });
    expect(refund.creditNoteNumber).toMatch(/^CN-\d{4}-\d{6}$/);
    expect(harness.msp.simulator.refunds.slice(sentBefore)).toEqual([
      expect.objectContaining({ orderId: order.providerOrderId, amount: order.totalCents }),
    ]);
    expect(calls.simulated(order.providerOrderId)).toMatchObject({
      status: 'refunded',
      amount_refunded: order.totalCents,
    });
    const detail = await calls.orderOf(customer, order.orderId);
    expect(detail).toMatchObject({ status: 'CANCELLED', refundedCents: order.totalCents });

    // The provider's notification of its own refund is no reversal for staff to chase.
    expect(await harness.msp.simulator.notify(order.providerOrderId)).toBe(200);
    const [row] = await harness.t.ctx.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ flagged: false, status: 'CANCELLED' });

    // The credit note is in My Documentation and downloads as a PDF that names the invoice.
    const documents = (await calls.call('GET', '/rest/documents', customer)).json().documents;
    const note = documents.find((document: { kind: string }) => document.kind === 'credit-note');
    expect(note?.fileName).toContain(refund.creditNoteNumber);
    const pdf = await calls.call('GET', `/rest/get-file/${order.orderId}/${note.id}`, customer);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const mails = await calls.mailsTo(customer.user.email);
    expect(mails.filter((mail) => mail.subject.startsWith('Refund of'))).toHaveLength(1);
  });

  it.each<OrderStatus>(['PENDING', 'PAYMENT_FAILED'])('an unpaid order that is %s', async (status) => {
    const customer = await signedInPerson(harness.t);
    const order = await placedOrder(harness.t, customer, `Waiting ${status}`);
    await calls.setStatus(order.orderId, status);
    const response = await calls.call('POST', '/rest/order/cancel', customer, {
      orderId: order.orderId,
      reason: 'No longer needed',
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('opens the project again, as the e-mail says: its offer chosen and ordered anew, its files changed', async () => {
    const customer = await signedInPerson(harness.t);
    const projectId = await selectedProject(harness.t, customer, 'Ordered, cancelled, ordered again');
    const first = await submitOrder(harness.t, customer, projectId);
    const cancelled = await calls.call('POST', '/rest/order/cancel', customer, {
      orderId: first.orderId,
      reason: 'Wrong quantity',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const info = await calls.call('GET', `/rest/project/info/${projectId}`, customer);
    expect(info.json().status).toBe('pcb-specified');
    expect((await calls.call('POST', `/rest/project/pcb/${projectId}`, customer, {})).statusCode).toBe(200);
    expect((await calls.call('GET', `/rest/project/offers/${projectId}`, customer)).statusCode).toBe(200);
    const chosen = await calls.call('POST', '/rest/project/select-offer', customer, {
      projectId,
      quantity: 25,
      workingDays: 20,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const again = await submitOrder(harness.t, customer, projectId);
    expect(again.orderId).not.toBe(first.orderId);
    expect((await calls.call('GET', `/rest/project/info/${projectId}`, customer)).json().status).toBe(
      'ordered',
    );
  });

  it('an order with its payment page open: the page is closed at the provider, so nothing is paid after', async () => {
    const customer = await signedInPerson(harness.t);
    const order = await placedOrder(harness.t, customer, 'Page left open');
    const opened = await calls.call('POST', '/rest/open/payWithMultiSafePay', customer, {
      orderId: order.orderId,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const paymentUrl: string = opened.json().paymentUrl;
    const providerOrderId = decodeURIComponent(paymentUrl.split('/pay/')[1]?.split('/')[0] ?? '');
    const cancelled = await calls.call('POST', '/rest/order/cancel', customer, {
      orderId: order.orderId,
      reason: 'Changed my mind',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(calls.simulated(providerOrderId).status).toBe('cancelled');
    // The page no longer takes money: the customer pressing Pay in the other tab is refused there.
    const paid = await fetch(`${paymentUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).not.toBe(302);
    const [row] = await harness.t.ctx.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({
      status: 'CANCELLED',
      paidAt: null,
      flagged: false,
      paymentState: 'CANCELLED',
    });
    const events = await harness.t.ctx.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, order.orderId));
    expect(events.map((event) => [event.source, event.action])).toContainEqual(['cancellation', 'cancelled']);
  });

  it('an order paid by bank transfer: staff are asked to send it back, nothing reads as refunded before', async () => {
    const customer = await signedInPerson(harness.t);
    const staff = await calls.staff();
    const order = await placedOrder(harness.t, customer, 'Paid by transfer');
    const later = await calls.call('POST', '/rest/order/delay-payment-email', customer, {
      orderId: order.orderId,
    });
    expect(later.statusCode, later.body).toBe(200);
    const received = await calls.call('POST', '/rest/order/update-order-status', staff, {
      orderId: order.orderId,
      status: 'PAID',
      note: 'Transfer received',
    });
    expect(received.statusCode, received.body).toBe(200);
    const sentBefore = harness.msp.simulator.refunds.length;

    const cancelled = await calls.call('POST', '/rest/order/cancel', customer, {
      orderId: order.orderId,
      reason: 'Ordered twice',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ status: 'CANCELLED', refund: null });
    expect(harness.msp.simulator.refunds.length).toBe(sentBefore);
    const [row] = await harness.t.ctx.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ status: 'CANCELLED', refundedCents: 0, flagged: true });
    expect(row?.flagNote).toMatch(/^Refund €[\d.,]+ by bank transfer/);
    expect(await harness.t.ctx.db.select().from(refunds).where(eq(refunds.orderId, order.orderId))).toEqual(
      [],
    );
    const mails = await calls.mailsTo(customer.user.email);
    expect(mails.some((mail) => mail.subject.startsWith('Refund of'))).toBe(false);
    expect(mails.find((mail) => mail.subject.endsWith('is cancelled'))?.textBody).toContain(
      'is refunded to you',
    );

    // Staff send the transfer and book it: credit note, refunded total, the flag lifted, the e-mail.
    const booked = await calls.call('POST', '/rest/admin/order/refund', staff, {
      orderId: order.orderId,
      amountCents: order.totalCents,
      reason: 'Cancelled after payment',
      requestKey: `bank-refund-${order.orderId}`,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toMatchObject({ status: 'BOOKED', amountCents: order.totalCents });
    const [after] = await harness.t.ctx.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(after).toMatchObject({ refundedCents: order.totalCents, flagged: false });
  });

  it('a paid order in review, but not once parts are bought or boards made', async () => {
    const customer = await signedInPerson(harness.t);
    const staff = await calls.staff();
    const inReview = await paidOrder(harness, customer, 'In review');
    const moved = await calls.call('POST', '/rest/order/update-order-status', staff, {
      orderId: inReview.orderId,
      status: 'IN_REVIEW',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelled = await calls.call('POST', '/rest/order/cancel', customer, {
      orderId: inReview.orderId,
      reason: 'Too slow',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().refund.status).toBe('BOOKED');

    const late = await placedOrder(harness.t, customer, 'Too late');
    // Each refusal names the reason that holds in that state, not one text for all of them.
    const why = {
      PURCHASING: 'refused.order.inProduction',
      IN_PRODUCTION: 'refused.order.inProduction',
      BLOCKED: 'refused.order.inProduction',
      SHIPPED: 'refused.order.shipped',
      DELIVERED: 'refused.order.shipped',
      CANCELLED: 'refused.order.alreadyCancelled',
    } as const;
    for (const [status, key] of Object.entries(why) as [keyof typeof why, string][]) {
      await calls.setStatus(late.orderId, status);
      const refused = await calls.call('POST', '/rest/order/cancel', customer, {
        orderId: late.orderId,
        reason: 'Please stop',
      });
      expect(refused.statusCode, status).toBe(409);
      const { error } = refused.json();
      expect(error.code).toBe('ORDER.NOT_CANCELLABLE');
      expect(error.details.text, status).toEqual({ key, params: { orderKey: late.orderKey } });
      expect(error.message, status).toContain(late.orderKey);
      const [row] = await harness.t.ctx.db.select().from(orders).where(eq(orders.id, late.orderId));
      expect(row?.status).toBe(status);
    }
  });
});

describe('who may cancel', () => {
  it('refuses strangers (404), members without "Order and pay" (403) and a reason left empty (400)', async () => {
    const owner = await signedInPerson(harness.t);
    const order = await placedOrder(harness.t, owner, 'Guarded');
    const stranger = await signedInPerson(harness.t);
    const member = await signedInPerson(harness.t, { createdBy: owner.user.id });
    await harness.t.ctx.db.update(users).set({ orderAndPayFlag: false }).where(eq(users.id, member.user.id));
    const body = { orderId: order.orderId, reason: 'Not mine' };
    expect((await calls.call('POST', '/rest/order/cancel', stranger, body)).statusCode).toBe(404);
    const denied = await calls.call('POST', '/rest/order/cancel', member, body);
    expect(denied.statusCode, denied.body).toBe(403);
    // The order as each sees it says the same before anyone tries.
    expect(await calls.orderOf(owner, order.orderId)).toMatchObject({ canCancel: true });
    expect(await calls.orderOf(member, order.orderId)).toMatchObject({ canCancel: false });
    const empty = await calls.call('POST', '/rest/order/cancel', owner, {
      orderId: order.orderId,
      reason: ' ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details.fields.reason).toBeTruthy();
    expect((await calls.orderOf(owner, order.orderId)).status).toBe('AWAITING_PAYMENT');
    // The staff routes are staff's only.
    const staffCancel = await calls.call('POST', '/rest/admin/order/cancel', owner, body);
    expect(staffCancel.statusCode).toBe(403);
  });
});

describe("a member whose team withdrew 'Order and pay'", () => {
  it('is offered neither paying nor cancelling the order placed while allowed, in the order or the list', async () => {
    const head = await signedInPerson(harness.t);
    const member = await signedInPerson(harness.t, { createdBy: head.user.id });
    const order = await placedOrder(harness.t, member, 'Ordered while allowed');
    const listed = async () =>
      (
        await calls.call('POST', '/rest/order/getLimitedOrders', member, { startLimit: 0, endLimit: 10 })
      ).json().orders[0];
    expect(await calls.orderOf(member, order.orderId)).toMatchObject({ canPay: true, canCancel: true });
    expect(await listed()).toMatchObject({ orderId: order.orderId, canPay: true });

    await harness.t.ctx.db.update(users).set({ orderAndPayFlag: false }).where(eq(users.id, member.user.id));
    expect(await calls.orderOf(member, order.orderId)).toMatchObject({ canPay: false, canCancel: false });
    expect(await listed()).toMatchObject({ orderId: order.orderId, canPay: false });
  });
});

describe('staff cancel', () => {
  it('a paid order in production without refunding it: flagged with the money to settle', async () => {
    const customer = await signedInPerson(harness.t);
    const staff = await calls.staff();
    const order = await paidOrder(harness, customer, 'Stopped in production');
    await calls.setStatus(order.orderId, 'IN_PRODUCTION');
    const response = await calls.call('POST', '/rest/admin/order/cancel', staff, {
      orderId: order.orderId,
      reason: 'Customer asked by phone; refund agreed separately',
      refund: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().refund).toBeNull();
    const [row] = await harness.t.ctx.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ status: 'CANCELLED', flagged: true, refundedCents: 0 });
    expect(row?.flagNote).toContain('to settle');
    expect(await harness.t.ctx.db.select().from(refunds).where(eq(refunds.orderId, order.orderId))).toEqual(
      [],
    );
  });

  it('a shipped order (a parcel lost), but not a delivered one', async () => {
    const customer = await signedInPerson(harness.t);
    const staff = await calls.staff();
    const lost = await placedOrder(harness.t, customer, 'Lost in transit');
    await calls.setStatus(lost.orderId, 'SHIPPED');
    const cancelled = await calls.call('POST', '/rest/admin/order/cancel', staff, {
      orderId: lost.orderId,
      reason: 'The carrier lost the parcel',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const delivered = await placedOrder(harness.t, customer, 'Delivered already');
    await calls.setStatus(delivered.orderId, 'DELIVERED');
    const response = await calls.call('POST', '/rest/admin/order/cancel', staff, {
      orderId: delivered.orderId,
      reason: 'Too late',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('ORDER.NOT_CANCELLABLE');
  });
});
