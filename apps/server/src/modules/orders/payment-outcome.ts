import type { OrderStatus } from '@boardhouse/shared/orders/order-status';
import type { ServerText } from '@boardhouse/shared/server-texts/server-text';
import type { ProviderOrder } from '../../integrations/multisafepay/port.ts';
import { type WrittenNote, writeNote } from './order-notes.ts';
import { type OrderPosition, transitionProblem } from './order-transitions.ts';

/**
 * What one answer of the payment provider does to an order. The answer is always the provider's own
 * (a status query), never a notification's body. The same answer twice, a late one or one out of
 * order decides the same or nothing: it never books twice and never takes a paid order back.
 */
export type PaymentOutcome =
  /** The provider confirmed the exact amount: the order becomes PAID (invoice and e-mail follow). */
  | { kind: 'paid' }
  /** The attempt ended without money: PAYMENT_FAILED, with a reason for the customer (and its key). */
  | { kind: 'failed'; status: FailureStatus; customerMessage: string; customerText: ServerText }
  /**
   * The customer left the payment page with Cancel (or the provider voided the attempt): nothing failed,
   * so the order keeps its status and the customer reads that they can pay when ready.
   */
  | { kind: 'cancelled'; customerMessage: string; customerText: ServerText }
  /** Still open at the provider: nothing changes; the customer sees "payment being confirmed". */
  | { kind: 'pending' }
  /**
   * Money went back after payment (refund, chargeback): recorded and the order flagged for staff (the
   * note in their language too, hence the key).
   */
  | ({ kind: 'reversed' } & WrittenNote)
  /** The provider's figures do not match the order: recorded for staff, never paid; flagged likewise. */
  | ({ kind: 'mismatch' } & WrittenNote)
  /** Nothing to do: already booked, or an answer that no longer applies to where the order stands. */
  | { kind: 'ignored'; note: string };

type FailureStatus = 'declined' | 'expired';
/** What the customer reads of each failure (order-note-texts.ts). */
const FAILURES: Record<FailureStatus, string> = {
  declined: 'order.payment.declined',
  expired: 'order.payment.expired',
};
const isFailure = (status: string): status is FailureStatus => Object.hasOwn(FAILURES, status);
/** A payment page left with Cancel, or an attempt the provider voided: read as cancelled. */
const CANCELLATIONS = new Set(['cancelled', 'void']);
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
      // The amounts as the provider sent them (cents), strings so no number format changes them.
      return {
        kind: 'mismatch',
        ...writeNote('order.flag.amountMismatch', {
          paid: String(answer.amountCents),
          paidCurrency: answer.currency,
          total: String(order.totalCents),
          currency: order.currency,
        }),
      };
    }
    if (paid) return { kind: 'ignored', note: 'Already paid: the confirmation was booked before' };
    if (moves(order, 'PAID')) return { kind: 'paid' };
    // Money arrived for an order that can no longer be paid (cancelled, blocked): staff must act.
    return { kind: 'mismatch', ...writeNote('order.flag.paidButClosed', { status: order.status }) };
  }
  if (isFailure(status)) {
    if (paid)
      return { kind: 'ignored', note: `A ${status} attempt after the order was paid changes nothing` };
    if (order.status === 'PAYMENT_FAILED')
      return { kind: 'ignored', note: 'The failure was recorded before' };
    return moves(order, 'PAYMENT_FAILED')
      ? { kind: 'failed', status, ...customerWords(writeNote(FAILURES[status])) }
      : ignoredIn(order);
  }
  if (CANCELLATIONS.has(status)) {
    if (paid)
      return { kind: 'ignored', note: `A ${status} attempt after the order was paid changes nothing` };
    // Where a failure would be recorded, or after one: the order can still be paid.
    return moves(order, 'PAYMENT_FAILED') || order.status === 'PAYMENT_FAILED'
      ? { kind: 'cancelled', ...customerWords(writeNote('order.payment.cancelled')) }
      : ignoredIn(order);
  }
  if (STILL_OPEN.has(status)) return { kind: 'pending' };
  if (REVERSALS.has(status)) {
    return paid
      ? { kind: 'reversed', ...writeNote(`order.flag.reversed.${status}`) }
      : { kind: 'ignored', note: `${status} on an order that was never paid` };
  }
  return { kind: 'ignored', note: `Unknown provider status ${answer.status}` };
}

const customerWords = ({ note, noteText }: WrittenNote) => ({
  customerMessage: note,
  customerText: noteText,
});
const moves = (order: OrderPosition, to: OrderStatus) => transitionProblem(order, to) === null;
const ignoredIn = (order: OrderPosition): PaymentOutcome => ({
  kind: 'ignored',
  note: `The order is ${order.status}: a payment answer no longer changes it`,
});
