import type { OrderStatus } from '@boardhouse/shared/orders/order-status';
import type { ProviderOrder } from '../../integrations/multisafepay/port.ts';
import { type OrderPosition, transitionProblem } from './order-transitions.ts';

/**
 * What one answer of the payment provider does to an order. The answer is always the provider's own
 * (a status query), never a notification's body. The same answer twice, a late one or one out of
 * order decides the same or nothing: it never books twice and never takes a paid order back.
 */
export type PaymentOutcome =
  /** The provider confirmed the exact amount: the order becomes PAID (invoice and e-mail follow). */
  | { kind: 'paid' }
  /** The attempt ended without money: PAYMENT_FAILED, with a reason for the customer. */
  | { kind: 'failed'; customerMessage: string }
  /** Still open at the provider: nothing changes; the customer sees "payment being confirmed". */
  | { kind: 'pending' }
  /** Money went back after payment (refund, chargeback): recorded and the order flagged for staff. */
  | { kind: 'reversed'; note: string }
  /** The provider's figures do not match the order: recorded for staff, never paid. */
  | { kind: 'mismatch'; note: string }
  /** Nothing to do: already booked, or an answer that no longer applies to where the order stands. */
  | { kind: 'ignored'; note: string };

const FAILURES: Record<string, string> = {
  declined: 'Your card payment was declined. You can try again or pay by bank transfer.',
  cancelled: 'The payment was cancelled. You can pay whenever you are ready.',
  void: 'The payment was cancelled. You can pay whenever you are ready.',
  expired: 'The payment session expired before it was completed. Please try again.',
};
const STILL_OPEN = new Set(['initialized', 'uncleared', 'reserved']);
const REVERSALS = new Set(['refunded', 'partial_refunded', 'chargedback']);

export interface PayableOrder extends OrderPosition {
  totalCents: number;
  currency: string;
}

export function decidePaymentOutcome(order: PayableOrder, answer: ProviderOrder): PaymentOutcome {
  const status = answer.status.toLowerCase();
  const paid = order.paidAt !== null;
  if (status === 'completed' || status === 'shipped') {
    if (answer.amountCents !== order.totalCents || answer.currency.toUpperCase() !== order.currency) {
      return {
        kind: 'mismatch',
        note: `The provider reports ${answer.amountCents} ${answer.currency} paid; the order is ${order.totalCents} ${order.currency}`,
      };
    }
    if (paid) return { kind: 'ignored', note: 'Already paid: the confirmation was booked before' };
    if (moves(order, 'PAID')) return { kind: 'paid' };
    // Money arrived for an order that can no longer be paid (cancelled, blocked): staff must act.
    return {
      kind: 'mismatch',
      note: `The provider reports the payment completed, but the order is ${order.status}: refund or reopen it`,
    };
  }
  if (Object.hasOwn(FAILURES, status)) {
    if (paid)
      return { kind: 'ignored', note: `A ${status} attempt after the order was paid changes nothing` };
    if (order.status === 'PAYMENT_FAILED')
      return { kind: 'ignored', note: 'The failure was recorded before' };
    return moves(order, 'PAYMENT_FAILED')
      ? { kind: 'failed', customerMessage: FAILURES[status] ?? '' }
      : ignoredIn(order);
  }
  if (STILL_OPEN.has(status)) return { kind: 'pending' };
  if (REVERSALS.has(status)) {
    return paid
      ? { kind: 'reversed', note: `The provider reports the payment ${status}` }
      : { kind: 'ignored', note: `${status} on an order that was never paid` };
  }
  return { kind: 'ignored', note: `Unknown provider status ${answer.status}` };
}

const moves = (order: OrderPosition, to: OrderStatus) => transitionProblem(order, to) === null;
const ignoredIn = (order: OrderPosition): PaymentOutcome => ({
  kind: 'ignored',
  note: `The order is ${order.status}: a payment answer no longer changes it`,
});
