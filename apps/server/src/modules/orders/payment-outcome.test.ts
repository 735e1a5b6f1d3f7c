import type { OrderStatus } from '@boardhouse/shared/orders/order-status';
import { describe, expect, it } from 'vitest';
import type { ProviderOrder } from '../../integrations/multisafepay/port.ts';
import { decidePaymentOutcome, type PayableOrder } from './payment-outcome.ts';

const order = (status: OrderStatus, paid = false): PayableOrder => ({
  status,
  paidAt: paid ? new Date('2026-11-25T10:00:00Z') : null,
  totalCents: 6513,
  currency: 'EUR',
});
const answer = (status: string, amountCents = 6513, currency = 'EUR'): ProviderOrder => ({
  providerOrderId: 'BH-26-000001-1',
  status,
  amountCents,
  currency,
  transactionId: '123456789',
  amountRefundedCents: 0,
});

describe('what a provider answer does to an order', () => {
  it('pays an awaiting order when the exact amount is completed, and only once', () => {
    expect(decidePaymentOutcome(order('AWAITING_PAYMENT'), answer('completed'))).toEqual({ kind: 'paid' });
    expect(decidePaymentOutcome(order('PAID', true), answer('completed')).kind).toBe('ignored');
    expect(decidePaymentOutcome(order('IN_REVIEW', true), answer('completed')).kind).toBe('ignored');
  });

  it('pays after an earlier failure (a retry, or a late confirmation) and from pay-later', () => {
    expect(decidePaymentOutcome(order('PAYMENT_FAILED'), answer('completed'))).toEqual({ kind: 'paid' });
    expect(decidePaymentOutcome(order('PENDING'), answer('completed'))).toEqual({ kind: 'paid' });
  });

  it('never pays a wrong amount or currency, and says what differs', () => {
    expect(decidePaymentOutcome(order('AWAITING_PAYMENT'), answer('completed', 1))).toMatchObject({
      kind: 'mismatch',
      note: 'The provider reports 1 EUR paid; the order is 6513 EUR',
      noteText: { key: 'order.flag.amountMismatch' },
    });
    expect(decidePaymentOutcome(order('AWAITING_PAYMENT'), answer('completed', 6513, 'USD')).kind).toBe(
      'mismatch',
    );
  });

  it('never pays more than the order’s total: an overpayment is a mismatch for staff', () => {
    expect(decidePaymentOutcome(order('AWAITING_PAYMENT'), answer('completed', 6514))).toEqual({
      kind: 'mismatch',
      note: 'The provider reports 6514 EUR paid; the order is 6513 EUR',
      // The provider's cents as sent, so no reader's number format alters what staff compare.
      noteText: {
        key: 'order.flag.amountMismatch',
        params: { paid: '6514', paidCurrency: 'EUR', total: '6513', currency: 'EUR' },
      },
    });
    expect(decidePaymentOutcome(order('PAYMENT_FAILED'), answer('completed', 100_000)).kind).toBe('mismatch');
  });

  it.each(['cancelled', 'void'])(
    'keeps an unpaid order payable on %s, without calling it failed',
    (status) => {
      const cancelled = {
        kind: 'cancelled',
        customerMessage: 'The payment was cancelled. You can pay whenever you are ready.',
        customerText: { key: 'order.payment.cancelled' },
      };
      expect(decidePaymentOutcome(order('AWAITING_PAYMENT'), answer(status))).toEqual(cancelled);
      // After an earlier declined attempt, a new attempt left with Cancel says so too.
      expect(decidePaymentOutcome(order('PAYMENT_FAILED'), answer(status))).toEqual(cancelled);
      expect(decidePaymentOutcome(order('PAID', true), answer(status)).kind).toBe('ignored');
      expect(decidePaymentOutcome(order('CANCELLED'), answer(status)).kind).toBe('ignored');
    },
  );

  it.each(['declined', 'expired'])('fails an unpaid order on %s, once', (status) => {
    const outcome = decidePaymentOutcome(order('AWAITING_PAYMENT'), answer(status));
    expect(outcome.kind).toBe('failed');
    expect(outcome.kind === 'failed' && outcome.customerMessage.length > 10).toBe(true);
    expect(decidePaymentOutcome(order('PAYMENT_FAILED'), answer(status)).kind).toBe('ignored');
  });

  it('never takes a paid order back on a late failure', () => {
    expect(decidePaymentOutcome(order('PAID', true), answer('declined')).kind).toBe('ignored');
    expect(decidePaymentOutcome(order('SHIPPED', true), answer('expired')).kind).toBe('ignored');
  });

  it.each(['initialized', 'uncleared', 'reserved'])('leaves the order as it is while %s', (status) => {
    expect(decidePaymentOutcome(order('AWAITING_PAYMENT'), answer(status))).toEqual({ kind: 'pending' });
  });

  it.each(['refunded', 'partial_refunded', 'chargedback'])('flags a paid order %s for staff', (status) => {
    expect(decidePaymentOutcome(order('IN_PRODUCTION', true), answer(status)).kind).toBe('reversed');
    expect(decidePaymentOutcome(order('AWAITING_PAYMENT'), answer(status)).kind).toBe('ignored');
  });

  it('tells staff about money received for an order that can no longer be paid', () => {
    expect(decidePaymentOutcome(order('CANCELLED'), answer('completed'))).toEqual({
      kind: 'mismatch',
      note: 'The provider reports the payment completed, but the order is CANCELLED: refund or reopen it',
      noteText: { key: 'order.flag.paidButClosed', params: { status: 'CANCELLED' } },
    });
  });

  it('ignores failures of cancelled orders and statuses it does not know', () => {
    expect(decidePaymentOutcome(order('CANCELLED'), answer('declined')).kind).toBe('ignored');
    expect(decidePaymentOutcome(order('AWAITING_PAYMENT'), answer('something-new')).kind).toBe('ignored');
  });
});
