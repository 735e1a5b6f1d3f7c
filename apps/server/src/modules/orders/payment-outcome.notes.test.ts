import type { OrderStatus } from '@boardhouse/shared/orders/order-status';
import { describe, expect, it } from 'vitest';
import type { ProviderOrder } from '../../integrations/multisafepay/port.ts';
import { decidePaymentOutcome, type PayableOrder } from './payment-outcome.ts';

// What staff read in an order's payment history for each answer that changes nothing, and the
// provider's "shipped" (a completed payment whose goods were marked sent at the provider).
const order = (status: OrderStatus, paid = false): PayableOrder => ({
  status,
  paidAt: paid ? new Date('2026-11-25T10:00:00Z') : null,
  totalCents: 6513,
  currency: 'EUR',
});
const answer = (status: string): ProviderOrder => ({
  providerOrderId: 'BH-26-000001-1',
  status,
  amountCents: 6513,
  currency: 'EUR',
  transactionId: '123456789',
  amountRefundedCents: 0,
});
const decide = (status: OrderStatus, paid: boolean, providerStatus: string) =>
  decidePaymentOutcome(order(status, paid), answer(providerStatus));

describe('what a provider answer records when it changes nothing', () => {
  it('pays on "shipped" as on "completed", in any letter case', () => {
    expect(decide('AWAITING_PAYMENT', false, 'shipped')).toEqual({ kind: 'paid' });
    expect(decide('AWAITING_PAYMENT', false, 'Completed')).toEqual({ kind: 'paid' });
    expect(decide('PAID', true, 'shipped')).toEqual({
      kind: 'ignored',
      note: 'Already paid: the confirmation was booked before',
    });
  });

  it('says a late failure of a paid order changes nothing, naming the failure', () => {
    expect(decide('PAID', true, 'declined')).toEqual({
      kind: 'ignored',
      note: 'A declined attempt after the order was paid changes nothing',
    });
    expect(decide('IN_PRODUCTION', true, 'expired')).toEqual({
      kind: 'ignored',
      note: 'A expired attempt after the order was paid changes nothing',
    });
  });

  it('records a repeated failure once', () => {
    expect(decide('PAYMENT_FAILED', false, 'declined')).toEqual({
      kind: 'ignored',
      note: 'The failure was recorded before',
    });
  });

  it('names where the order stands when a failure no longer applies', () => {
    expect(decide('CANCELLED', false, 'void')).toEqual({
      kind: 'ignored',
      note: 'The order is CANCELLED: a payment answer no longer changes it',
    });
  });

  it('flags a reversal of a paid order and ignores one of an unpaid order, saying which', () => {
    expect(decide('SHIPPED', true, 'chargedback')).toEqual({
      kind: 'reversed',
      note: 'The provider reports the payment chargedback',
      noteText: { key: 'order.flag.reversed.chargedback' },
    });
    expect(decide('AWAITING_PAYMENT', false, 'partial_refunded')).toEqual({
      kind: 'ignored',
      note: 'partial_refunded on an order that was never paid',
    });
  });

  it('never takes an unknown status for a reversal, even on a paid order', () => {
    expect(decide('IN_PRODUCTION', true, 'Something-New')).toEqual({
      kind: 'ignored',
      note: 'Unknown provider status Something-New',
    });
  });
});

describe('a status that only looks like a known one', () => {
  it('never fails an order on a name every object has ("constructor", "__proto__", "toString")', () => {
    for (const status of ['constructor', '__proto__', 'toString']) {
      expect(decide('AWAITING_PAYMENT', false, status)).toEqual({
        kind: 'ignored',
        note: `Unknown provider status ${status}`,
      });
    }
  });
});
