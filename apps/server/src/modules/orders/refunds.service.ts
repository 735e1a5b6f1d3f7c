import type { RefundCause, RefundView } from '@boardhouse/shared/orders/after-sales-api';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { PaymentProviderError, type ProviderOrder } from '../../integrations/multisafepay/port.ts';
import { productionLocalTime } from '../../lib/calendar.ts';
import { AppError } from '../../lib/errors.ts';
import { refundBookedMessage } from './after-sales-mails.ts';
import type { CreditNotesService } from './credit-notes.service.ts';
import { money, NO_FLAG, writeFlag, writeNote } from './order-notes.ts';
import { insertStatusChange, type OrderRow, updateOrder } from './orders.repository.ts';
import { restoredAfterOwnRefund } from './own-refunds.ts';
import { findOrderById, lockOrderById, recordPaymentEvent } from './payments.repository.ts';
import type { PaymentGateway } from './payments.service.ts';
import { projectNameOf, recipientOf } from './recipients.ts';
import {
  bookedRefundsCents,
  findPaidAttempt,
  findRefundByKey,
  insertRefund,
  listRefunds,
  type RefundRow,
  refundsOnRecordCents,
  takeCreditNoteNumber,
  updateRefund,
} from './refunds.repository.ts';

export interface RefundAsk {
  orderId: number;
  amountCents: number;
  reason: string;
  /** The same key answers the same refund: a retried click or request never refunds twice. */
  requestKey: string;
  cause: RefundCause;
}

/**
 * A refund that is SENDING was handed to the provider less than this long ago: another request waits
 * for it instead of asking. Longer than any call may take, so a crashed process's claim runs out.
 */
const CLAIM_MS = 120_000;

/** How a refund's own flag starts, so booking a refund lowers only that flag, never another. */
const REFUND_FLAG = 'Refund';

const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;

/**
 * Gives money back through MultiSafepay's refund API (decision 028). The refund row is written and
 * claimed (SENDING) before the provider is called, so two requests never send it twice; it is BOOKED
 * only on the provider's answer, in one transaction with its credit-note number, the order's refunded
 * total, the history line and the e-mail. A call that got no answer leaves it UNCERTAIN: the next try
 * asks the provider what it gave back (amount_refunded) before it would ever send it again. An order
 * paid by bank transfer is paid back by bank: staff book it themselves and it takes its credit note
 * the same way.
 */
export class RefundsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly gateway: PaymentGateway | null,
    private readonly creditNotes: CreditNotesService,
  ) {}

  async list(orderId: number): Promise<RefundView[]> {
    return (await listRefunds(this.ctx.db, orderId)).map(presentRefund);
  }

  /** Asks for a refund (or answers the one made for this key), then takes it to the provider. */
  async refund(staffId: number | null, ask: RefundAsk): Promise<RefundView> {
    const claimed = await this.ctx.db.transaction((tx) => this.claim(tx, staffId, ask));
    if (claimed.status === 'BOOKED' || (claimed.status === 'SENDING' && !claimed.claimedNow)) {
      return presentRefund(claimed.row);
    }
    return this.send(claimed.row, claimed.askFirst);
  }

  /** Inside the caller's transaction (a cancellation): the row only; `send` it after the commit. */
  async reserve(tx: Executor, staffId: number | null, ask: RefundAsk): Promise<RefundRow> {
    return (await this.claim(tx, staffId, ask)).row;
  }

  /** Takes a reserved refund to the provider (after the transaction that reserved it committed). */
  async send(row: RefundRow, askFirst = false): Promise<RefundView> {
    if (row.providerOrderId === null) return presentRefund(await this.book(row, null, 'bank transfer'));
    const provider = this.gateway?.provider;
    if (!provider) return presentRefund(await this.leaveUncertain(row, 'Card payment is not set up'));
    try {
      if (askFirst) {
        const known = await provider.getPayment(row.providerOrderId);
        const bookedBefore = await this.bookedThrough(row);
        if (known.amountRefundedCents >= bookedBefore + row.amountCents) {
          // The earlier call went through though its answer was lost: book it, do not send it again.
          return presentRefund(await this.book(row, null, 'card', known));
        }
      }
      const answer = await provider.refund({
        providerOrderId: row.providerOrderId,
        amountCents: row.amountCents,
        currency: row.currency,
        description: `Refund ${row.id} of ${row.providerOrderId}: ${row.reason}`.slice(0, 200),
      });
      const providerSays = await this.providerWordIfReversed(row.orderId, row.providerOrderId);
      return presentRefund(await this.book(row, answer.refundId, 'card', providerSays));
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      if (error.providerCode === null) {
        await this.leaveUncertain(row, error.message);
        throw new AppError(
          'PAYMENT.UNAVAILABLE',
          'MultiSafepay did not answer, so the refund is waiting for its word. Try again in a minute: it is asked about first and never sent twice.',
        );
      }
      await this.settle(row, 'FAILED', error.message, {
        key: 'order.flag.refundFailed',
        error: error.message,
      });
      throw new AppError('PAYMENT.REFUND_REFUSED', `The refund was refused: ${error.message}`, {
        refundId: row.id,
      });
    }
  }

  private async claim(tx: Executor, staffId: number | null, ask: RefundAsk) {
    const order = await lockOrderById(tx, ask.orderId);
    if (!order) throw AppError.notFound('order');
    const existing = await findRefundByKey(tx, order.id, ask.requestKey);
    if (existing) {
      const stale = Date.now() - existing.updatedAt.getTime() > CLAIM_MS;
      if (existing.status === 'BOOKED' || (existing.status === 'SENDING' && !stale)) {
        return { row: existing, status: existing.status, claimedNow: false, askFirst: false };
      }
      // FAILED was a refusal (nothing moved): sent again. UNCERTAIN or a stale claim: asked about first.
      const askFirst = existing.status !== 'FAILED';
      await updateRefund(tx, existing.id, { status: 'SENDING', failure: null });
      return { row: { ...existing, status: 'SENDING' }, status: 'SENDING', claimedNow: true, askFirst };
    }
    const pending = (await listRefunds(tx, order.id)).find((row) =>
      ['SENDING', 'UNCERTAIN'].includes(row.status),
    );
    if (pending) {
      throw new AppError(
        'REFUND.IN_PROGRESS',
        `Refund ${pending.id} of this order is still waiting for the provider's answer: try it again first`,
        { refundId: pending.id },
      );
    }
    checkRefundable(order, ask.amountCents, await refundsOnRecordCents(tx, order.id));
    const providerOrderId =
      order.paymentMethod === 'card' ? await findPaidAttempt(tx, order.id, order.paymentTransactionId) : null;
    if (order.paymentMethod === 'card' && !providerOrderId) {
      throw new AppError(
        'REFUND.NOT_POSSIBLE',
        'The card payment of this order cannot be found at the provider',
      );
    }
    const row = await insertRefund(tx, {
      orderId: order.id,
      requestKey: ask.requestKey,
      amountCents: ask.amountCents,
      currency: order.currency,
      reason: ask.reason,
      cause: ask.cause,
      status: 'SENDING',
      providerOrderId,
      requestedBy: staffId,
    });
    return { row, status: 'SENDING', claimedNow: true, askFirst: false };
  }

  /** What was booked through the same payment before this refund (its own amount not included). */
  private async bookedThrough(row: RefundRow): Promise<number> {
    const all = await listRefunds(this.ctx.db, row.orderId);
    return all
      .filter(
        (other) =>
          other.id !== row.id && other.status === 'BOOKED' && other.providerOrderId === row.providerOrderId,
      )
      .reduce((sum, other) => sum + other.amountCents, 0);
  }

  /**
   * What the provider now says of the payment, asked only when a refund report marked the order
   * REVERSED: booking may then restore it (own-refunds.ts). No answer leaves the flag for staff.
   */
  private async providerWordIfReversed(orderId: number, providerOrderId: string) {
    const order = await findOrderById(this.ctx.db, orderId);
    const provider = this.gateway?.provider;
    if (order?.paymentState !== 'REVERSED' || !provider) return null;
    return provider.getPayment(providerOrderId).catch((error: unknown) => {
      if (!(error instanceof PaymentProviderError)) throw error;
      return null;
    });
  }

  private async leaveUncertain(row: RefundRow, failure: string): Promise<RefundRow> {
    await this.settle(row, 'UNCERTAIN', failure, { key: 'order.flag.refundUncertain' });
    return { ...row, status: 'UNCERTAIN', failure };
  }

  /** A refund that did not go through is flagged on the order until a later one is booked. */
  private async settle(
    row: RefundRow,
    status: 'UNCERTAIN' | 'FAILED',
    failure: string,
    { key, ...extra }: { key: string; error?: string },
  ) {
    await this.ctx.db.transaction(async (tx) => {
      await updateRefund(tx, row.id, { status, failure });
      await updateOrder(tx, row.orderId, {
        flagged: true,
        // Its English words start with REFUND_FLAG, which book() recognises to lift the flag.
        ...writeFlag(key, { refundId: row.id, amount: money(row.amountCents), ...extra }),
      });
    });
  }

  /** The provider gave the money back: credit note, refunded total, history, e-mail; PDF after the commit. */
  private async book(
    row: RefundRow,
    providerRefundId: string | null,
    through: 'card' | 'bank transfer',
    providerSays: ProviderOrder | null = null,
  ) {
    const { booked, mailIds } = await this.ctx.db.transaction(async (tx) => {
      const order = await lockOrderById(tx, row.orderId);
      if (!order) throw AppError.notFound('order');
      const now = new Date();
      const year = Number(productionLocalTime(now).date.slice(0, 4));
      const creditNoteNumber = `CN-${year}-${String(await takeCreditNoteNumber(tx, year)).padStart(6, '0')}`;
      const values = {
        status: 'BOOKED',
        providerRefundId,
        failure: null,
        creditNoteNumber,
        creditNoteIssuedAt: now,
      } as const;
      await updateRefund(tx, row.id, values);
      const refundedCents = order.refundedCents + row.amountCents;
      const flagWasRefunds = order.flagged && (order.flagNote ?? '').startsWith(REFUND_FLAG);
      const booked =
        row.providerOrderId === null ? 0 : await bookedRefundsCents(tx, order.id, row.providerOrderId);
      await updateOrder(tx, order.id, {
        refundedCents,
        ...(flagWasRefunds ? NO_FLAG : {}),
        ...restoredAfterOwnRefund(order, providerSays, booked),
      });
      await insertStatusChange(tx, {
        orderId: order.id,
        fromStatus: order.status,
        toStatus: order.status,
        changedBy: row.requestedBy,
        source: through === 'card' ? 'payment-provider' : 'staff',
        ...refundNote(row, through, creditNoteNumber),
      });
      await recordPaymentEvent(tx, {
        orderId: order.id,
        providerOrderId: row.providerOrderId,
        source: 'refund',
        verified: true,
        providerStatus: null,
        amountCents: row.amountCents,
        currency: row.currency,
        action: 'refunded',
        note: providerRefundId ? `refund ${providerRefundId}` : `by ${through}`,
      });
      const mail = refundBookedMessage(this.ctx.config.publicUrl, await recipientOf(tx, order.ownerId), {
        ...(await mailFacts(tx, order)),
        refundedCents: row.amountCents,
        creditNoteNumber,
      });
      return { booked: { ...row, ...values }, mailIds: [await this.ctx.mailer.enqueue(tx, mail)] };
    });
    this.ctx.mailer.deliver(mailIds);
    await this.creditNotes.store(booked.id).catch((error: unknown) => {
      this.ctx.log.error(
        { err: error, refundId: booked.id },
        'could not store the credit note; made on download',
      );
    });
    return booked;
  }
}

async function mailFacts(tx: Executor, order: OrderRow) {
  return {
    orderId: order.id,
    orderKey: order.orderKey,
    projectName: await projectNameOf(tx, order.projectId),
    totalCents: order.totalCents,
    currency: order.currency,
  };
}

/** Only money that was taken and not yet given back (or promised back) can be refunded. */
export function checkRefundable(
  order: Pick<OrderRow, 'paidAt' | 'paidAmountCents'>,
  amountCents: number,
  onRecordCents: number,
): void {
  if (!order.paidAt || !order.paidAmountCents) {
    throw new AppError('REFUND.NOT_POSSIBLE', 'This order was not paid, so there is nothing to refund');
  }
  const left = order.paidAmountCents - onRecordCents;
  if (!Number.isInteger(amountCents) || amountCents <= 0) {
    throw AppError.validation({ amountCents: 'Enter an amount above zero' });
  }
  if (amountCents > left) {
    throw AppError.validation({
      amountCents: `At most ${euros(left)} can be refunded (paid ${euros(order.paidAmountCents)}, refunded ${euros(onRecordCents)})`,
    });
  }
}

export function presentRefund(row: RefundRow): RefundView {
  return {
    id: row.id,
    requestKey: row.requestKey,
    amountCents: row.amountCents,
    currency: row.currency,
    reason: row.reason,
    cause: row.cause as RefundCause,
    status: row.status as RefundView['status'],
    failure: row.failure,
    creditNoteNumber: row.creditNoteNumber,
    creditNoteDocumentId: row.creditNoteDocumentId,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The history line of a booked refund. A cancellation's refund row carries an English reason the
 * cancel wrote ("Order … cancelled: …"); the line before it already gives the customer's reason, so this
 * one just names the cancelled order, in the reader's language.
 */
function refundNote(row: RefundRow, through: 'card' | 'bank transfer', creditNote: string) {
  const params = {
    amount: money(row.amountCents),
    through: { key: through === 'card' ? 'order.refundThrough.card' : 'order.refundThrough.bankTransfer' },
    creditNote,
  };
  return row.cause === 'cancellation'
    ? writeNote('order.note.refundedCancelled', params)
    : writeNote('order.note.refunded', { ...params, reason: row.reason });
}
