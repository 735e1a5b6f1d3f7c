import type { ProviderOrder } from '../../integrations/multisafepay/port.ts';
import { NO_FLAG } from './order-notes.ts';
import type { OrderRow } from './orders.repository.ts';

/**
 * Refunds the house made itself and the provider's reports of them (decision 028). MultiSafepay
 * notifies every change of a payment, our own refunds included, and may do so while our refund call
 * still waits for its answer or after it timed out: money we are giving back is no reversal for staff.
 */

/**
 * Statuses of a refund whose money is ours to explain: handed to the provider (SENDING), sent without
 * an answer (UNCERTAIN) and given back (BOOKED). A FAILED one moved nothing.
 */
export const OWN_REFUND_STATUSES = ['SENDING', 'UNCERTAIN', 'BOOKED'] as const;

/** Provider statuses that report money given back (a chargeback is not ours, whatever the amounts). */
const REFUNDED_STATUSES: ReadonlySet<string> = new Set(['refunded', 'partial_refunded']);

/** The flags a refund report raised (payment-outcome.ts writes them on a reversal). */
const REVERSAL_FLAGS: ReadonlySet<string> = new Set([
  'order.flag.reversed.refunded',
  'order.flag.reversed.partial_refunded',
]);

/** True when the provider reports refunds and no more given back than `ownCents` explains. */
export function explainedByOwnRefunds(
  answer: Pick<ProviderOrder, 'status' | 'amountRefundedCents'>,
  ownCents: number,
): boolean {
  return (
    REFUNDED_STATUSES.has(answer.status.toLowerCase()) &&
    ownCents > 0 &&
    answer.amountRefundedCents <= ownCents
  );
}

/**
 * A payment a refund report marked REVERSED (the report came before our refund was on record) is PAID
 * again, partly refunded, once the provider reports no more given back than we booked: the reversal
 * flag is lifted with it, any other flag stays. Answers the columns to change, none when it stays.
 */
export function restoredAfterOwnRefund(
  order: Pick<OrderRow, 'paymentState' | 'flagged' | 'flagNoteText'>,
  answer: Pick<ProviderOrder, 'status' | 'amountRefundedCents'> | null,
  bookedCents: number,
): Partial<OrderRow> {
  if (order.paymentState !== 'REVERSED' || !answer || !explainedByOwnRefunds(answer, bookedCents)) return {};
  const reversalFlag = order.flagged && REVERSAL_FLAGS.has(order.flagNoteText?.key ?? '');
  return { paymentState: 'PAID', ...(reversalFlag ? NO_FLAG : {}) };
}
