import type { PaymentEventSource } from '@boardhouse/shared/orders/payment-events';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { ProviderOrder } from '../../integrations/multisafepay/port.ts';
import { bookPayment } from './book-payment.ts';
import { paymentFailedMessage } from './order-mails.ts';
import { type WrittenNote, writeNote } from './order-notes.ts';
import { changeOrderStatus } from './order-status-changes.ts';
import { type OrderRow, updateOrder } from './orders.repository.ts';
import { explainedByOwnRefunds, restoredAfterOwnRefund } from './own-refunds.ts';
import { decidePaymentOutcome, type PaymentOutcome } from './payment-outcome.ts';
import {
  findLatestAttempt,
  lockOrderById,
  type PaymentAttemptRow,
  recordPaymentEvent,
  updateAttempt,
} from './payments.repository.ts';
import { projectNameOf, recipientOf } from './recipients.ts';
import { bookedRefundsCents, refundsOnRecordCents } from './refunds.repository.ts';

/** Where an answer of the provider came from. */
export type AnswerSource = Extract<PaymentEventSource, 'notification' | 'return'>;

export interface AppliedAnswer {
  outcome: PaymentOutcome;
  orderId: number;
  /** The order became PAID now: its invoice PDF is to be stored (after the commit). */
  becamePaid: boolean;
  mailIds: number[];
}

const UNCONFIRMED = writeNote('order.payment.unconfirmed');

/**
 * Acts on what the provider itself said of one payment attempt, in one transaction with the order row
 * locked: duplicates, late and out-of-order answers decide nothing new (payment-outcome.ts), every
 * answer is recorded in payment_events, and the e-mails go to the outbox with the change.
 */
export async function applyProviderAnswer(
  ctx: AppContext,
  attempt: PaymentAttemptRow,
  answer: ProviderOrder,
  source: AnswerSource,
): Promise<AppliedAnswer> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrderById(tx, attempt.orderId);
    if (!order) throw new Error(`payment attempt ${attempt.id} has no order`);
    const latest = await findLatestAttempt(tx, order.id);
    const transactionId = answer.transactionId ?? attempt.providerOrderId;
    await updateAttempt(tx, attempt.id, { providerStatus: answer.status, transactionId });
    const ownRefundsCents = await refundsOnRecordCents(tx, order.id, attempt.providerOrderId);
    const outcome = refine(decidePaymentOutcome(order, answer), order, answer, {
      transactionId,
      isLatest: latest?.id === attempt.id,
      ownRefundsCents,
    });
    const mailIds = await act(ctx, tx, order, outcome, answer, transactionId);
    if (outcome.kind === 'ignored' && explainedByOwnRefunds(answer, ownRefundsCents)) {
      // A reversal an earlier report marked is lifted once what we booked explains the provider's word.
      const booked = await bookedRefundsCents(tx, order.id, attempt.providerOrderId);
      const restored = restoredAfterOwnRefund(order, answer, booked);
      if (Object.keys(restored).length > 0) await updateOrder(tx, order.id, restored);
    }
    await recordPaymentEvent(tx, {
      orderId: order.id,
      providerOrderId: attempt.providerOrderId,
      source,
      verified: true,
      providerStatus: answer.status,
      amountCents: answer.amountCents,
      currency: answer.currency,
      action: outcome.kind,
      note: 'note' in outcome ? outcome.note : 'customerMessage' in outcome ? outcome.customerMessage : null,
    });
    return { outcome, orderId: order.id, becamePaid: outcome.kind === 'paid', mailIds };
  });
}

/**
 * What only the attempt tells: a second completed payment (another tab) of a paid order is money to
 * give back, an older attempt's failure or open state says nothing about a newer attempt, and a refund
 * the house made itself (booked, or on its way) is no reversal for staff to chase.
 */
function refine(
  outcome: PaymentOutcome,
  order: OrderRow,
  answer: ProviderOrder,
  attempt: { transactionId: string; isLatest: boolean; ownRefundsCents: number },
): PaymentOutcome {
  if (outcome.kind === 'reversed' && explainedByOwnRefunds(answer, attempt.ownRefundsCents)) {
    return { kind: 'ignored', note: `Our own refund: ${answer.status}` };
  }
  const completed = ['completed', 'shipped'].includes(answer.status.toLowerCase());
  if (
    outcome.kind === 'ignored' &&
    completed &&
    order.paidAt &&
    order.paymentTransactionId !== attempt.transactionId
  ) {
    return {
      kind: 'mismatch',
      ...writeNote('order.flag.secondPayment', { transactionId: attempt.transactionId }),
    };
  }
  const saysOnlyOfItself =
    outcome.kind === 'failed' || outcome.kind === 'cancelled' || outcome.kind === 'pending';
  if (saysOnlyOfItself && !attempt.isLatest) {
    return { kind: 'ignored', note: `An earlier attempt is ${answer.status}; a newer one is under way` };
  }
  return outcome;
}

async function act(
  ctx: AppContext,
  tx: Executor,
  order: OrderRow,
  outcome: PaymentOutcome,
  answer: ProviderOrder,
  transactionId: string,
): Promise<number[]> {
  const facts = async () => ({
    orderId: order.id,
    orderKey: order.orderKey,
    projectName: await projectNameOf(tx, order.projectId),
    totalCents: order.totalCents,
    currency: order.currency,
  });
  const publicUrl = ctx.config.publicUrl;
  switch (outcome.kind) {
    case 'paid':
      return bookPayment(ctx, tx, order, {
        amountCents: answer.amountCents,
        method: 'card',
        transactionId,
        actor: {
          userId: null,
          source: 'payment-provider',
          ...writeNote('order.note.cardConfirmed', { transactionId }),
        },
      });
    case 'failed': {
      await changeOrderStatus(
        tx,
        order,
        'PAYMENT_FAILED',
        { userId: null, source: 'payment-provider', ...writeNote(`order.note.card.${outcome.status}`) },
        {
          paymentState: 'FAILED',
          paymentMessage: outcome.customerMessage,
          paymentMessageText: outcome.customerText,
        },
      );
      const to = await recipientOf(tx, order.ownerId);
      const reason = outcome.customerMessage;
      return [
        await ctx.mailer.enqueue(tx, paymentFailedMessage(publicUrl, to, { ...(await facts()), reason })),
      ];
    }
    case 'cancelled':
      // Told before (a repeated notification, or the house closed the page and said why): kept.
      if (order.paymentState === 'CANCELLED') return [];
      // No status change and no e-mail: the customer chose to stop and can pay whenever ready.
      await updateOrder(tx, order.id, {
        paymentState: 'CANCELLED',
        paymentMessage: outcome.customerMessage,
        paymentMessageText: outcome.customerText,
      });
      return [];
    case 'pending':
      if (!order.paidAt)
        await updateOrder(tx, order.id, { paymentState: 'CONFIRMING', paymentMessage: null });
      return [];
    case 'reversed':
      await updateOrder(tx, order.id, { flagged: true, ...flagOf(outcome), paymentState: 'REVERSED' });
      return [];
    case 'mismatch':
      await updateOrder(tx, order.id, {
        flagged: true,
        ...flagOf(outcome),
        ...(order.paidAt
          ? {}
          : {
              paymentState: 'UNCONFIRMED',
              paymentMessage: UNCONFIRMED.note,
              paymentMessageText: UNCONFIRMED.noteText,
            }),
      });
      return [];
    case 'ignored':
      return [];
  }
}

const flagOf = (note: WrittenNote) => ({ flagNote: note.note, flagNoteText: note.noteText });
