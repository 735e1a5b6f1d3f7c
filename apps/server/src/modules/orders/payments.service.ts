import { type DelayPaymentResponse, providerOrderIdField } from '@boardhouse/shared/orders/orders-api';
import type { PaymentEventAction, PaymentEventSource } from '@boardhouse/shared/orders/payment-events';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { type PaymentProvider, PaymentProviderError } from '../../integrations/multisafepay/port.ts';
import { verifyNotification } from '../../integrations/multisafepay/signature.ts';
import { AppError } from '../../lib/errors.ts';
import { textError } from '../../lib/text-errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { ownOrTeamProjects } from '../projects/projects.policy.ts';
import { assertTeamAllows } from '../team/team-rules.ts';
import { BANK_TRANSFER_DETAILS } from './house-details.ts';
import type { InvoicesService } from './invoices.service.ts';
import { payLaterMessage } from './order-mails.ts';
import { money, writeNote } from './order-notes.ts';
import type { OrderSnapshot } from './order-snapshot.ts';
import { changeOrderStatus } from './order-status-changes.ts';
import { isPayable } from './order-view.ts';
import { findOrder, updateOrder } from './orders.repository.ts';
import { type AnswerSource, applyProviderAnswer } from './payment-answers.ts';
import { RefusedNotifications } from './payment-refusals.ts';
import {
  countAttempts,
  findAttempt,
  findLatestAttempt,
  findOrderById,
  insertAttempt,
  lockOrderById,
  recordPaymentEvent,
  updateAttempt,
} from './payments.repository.ts';
import { recipientOf } from './recipients.ts';

/** The payment provider as configured: its adapter and the key that signs its notifications. */
export interface PaymentGateway {
  provider: PaymentProvider;
  apiKey: string;
}

const LOCALES: Record<string, string> = {
  en: 'en_US',
  de: 'de_DE',
  fr: 'fr_FR',
  es: 'es_ES',
  jp: 'ja_JP',
  ch: 'zh_CN',
};

const UNREACHABLE = writeNote('order.payment.unreachable');
/** Payment states in which the customer may still be on the provider's page, paying. */
const PAGE_OPEN: readonly string[] = ['OPEN', 'CONFIRMING'];

/**
 * Card payment through MultiSafepay, and paying later by bank transfer. Money moves only on the
 * provider's own answer, which we ask for: a notification's body and a returning browser only tell us
 * whom to ask.
 */
export class PaymentsService {
  /** Forged notifications cost a stranger nothing: only a few are stored (payment-refusals.ts). */
  private readonly refusals = new RefusedNotifications();

  constructor(
    private readonly ctx: AppContext,
    private readonly invoices: InvoicesService,
    private readonly gateway: PaymentGateway | null,
  ) {}

  /** Opens a payment page for an unpaid order of the caller's or their team's: a fresh provider order id per attempt. */
  async pay(caller: AccessClaims, orderId: number): Promise<{ paymentUrl: string }> {
    // The owner, or a member of the owner's team allowed to order and pay; 404 for anyone else, staff
    // included (they book a bank transfer instead; a card payment is the customer's own).
    const visible = await this.customersOrder(this.ctx.db, caller, orderId);
    await assertTeamAllows(this.ctx.db, caller.userId, 'orderAndPay');
    if (!this.gateway) throw new AppError('PAYMENT.UNAVAILABLE', 'Card payment is not set up on this server');
    const { attempt, before } = await this.ctx.db.transaction(async (tx) => {
      const order = await this.lockVisible(tx, caller, orderId);
      if (!isPayable(order)) throw notPayable(order);
      const before = {
        paymentMethod: order.paymentMethod,
        paymentState: order.paymentState,
        paymentMessage: order.paymentMessage,
      };
      if (order.status !== 'AWAITING_PAYMENT') {
        await changeOrderStatus(tx, order, 'AWAITING_PAYMENT', {
          userId: caller.userId,
          source: 'customer',
          ...writeNote('order.note.payingByCard'),
        });
      }
      await updateOrder(tx, order.id, { paymentMethod: 'card', paymentState: 'OPEN', paymentMessage: null });
      const number = (await countAttempts(tx, order.id)) + 1;
      const attempt = await insertAttempt(tx, {
        orderId: order.id,
        providerOrderId: `${order.orderKey}-${number}`,
        amountCents: order.totalCents,
        currency: order.currency,
        createdBy: caller.userId,
      });
      return { attempt: { ...attempt, number }, before };
    });
    const snapshot = visible.snapshot as OrderSnapshot;
    const recipient = await recipientOf(this.ctx.db, visible.ownerId);
    const [firstName = '', ...rest] = snapshot.billing.name.split(' ');
    const base = this.ctx.config.publicUrl;
    try {
      const { paymentUrl } = await this.gateway.provider.createPayment({
        providerOrderId: attempt.providerOrderId,
        amountCents: attempt.amountCents,
        description: `Boardhouse order ${visible.orderKey}: ${visible.projectName}`,
        notificationUrl: `${base}/rest/open/multisafepay-notification`,
        // The order id rides in the return address itself, so the return can send the browser to the
        // order page without saying whether the transaction id it was given exists.
        redirectUrl: `${base}/rest/open/multisafepay-success?order=${visible.id}`,
        cancelUrl: `${base}/rest/open/multisafepay-success?order=${visible.id}`,
        customer: {
          locale: LOCALES[recipient.language] ?? 'en_US',
          firstName,
          lastName: rest.join(' '),
          email: recipient.email,
          country: snapshot.billing.countryCode,
        },
      });
      await this.event(visible.id, attempt.providerOrderId, 'pay', 'created', null);
      return { paymentUrl };
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      await updateAttempt(this.ctx.db, attempt.id, { providerStatus: 'not-created' });
      await this.event(visible.id, attempt.providerOrderId, 'pay', 'unreachable', error.message);
      // Nothing was opened with the provider: the order goes back to what it showed before, not to
      // a payment under way that will never report (unless a newer attempt has begun meanwhile).
      await this.ctx.db.transaction(async (tx) => {
        const order = await this.lockVisible(tx, caller, orderId);
        if (order.paymentState === 'OPEN' && (await countAttempts(tx, order.id)) === attempt.number) {
          await updateOrder(tx, order.id, before);
        }
      });
      throw new AppError(
        'PAYMENT.UNAVAILABLE',
        'The payment service could not be reached; nothing was charged. Please try again in a few minutes.',
      );
    }
  }

  /**
   * A notification: checked against its signature first, then answered from the provider's status
   * query. The HTTP status tells the provider whether to send it again.
   */
  async notification(input: {
    rawBody: string;
    auth: string | undefined;
    transactionId: string | undefined;
  }): Promise<'OK'> {
    if (!this.gateway) throw new AppError('PAYMENT.UNAVAILABLE', 'Card payment is not set up on this server');
    const check = verifyNotification(input.auth, input.rawBody, this.gateway.apiKey, Date.now());
    const providerOrderId = input.transactionId ?? bodyOrderId(input.rawBody);
    if (!check.ok) {
      const note = this.refusals.admit(check.reason, Date.now());
      if (note !== null) {
        this.ctx.log.warn({ providerOrderId, note }, 'refused a payment notification');
        await this.event(null, providerOrderId ?? null, 'notification', 'refused', note, false);
      }
      throw new AppError('AUTH.FORBIDDEN', 'The notification’s signature is not valid');
    }
    const attempt = providerOrderId ? await findAttempt(this.ctx.db, providerOrderId) : null;
    if (!attempt) {
      await this.event(null, providerOrderId ?? null, 'notification', 'ignored', 'No such payment attempt');
      return 'OK';
    }
    if (!(await this.askAndApply(attempt, 'notification'))) {
      throw new AppError(
        'PAYMENT.UNAVAILABLE',
        'The payment provider could not be asked: send the notification again later',
      );
    }
    return 'OK';
  }

  /**
   * The browser is back from the payment page: the same query and handling as a notification. Anyone
   * can call this with any id, so it answers nothing: the caller cannot tell a known id from an unknown
   * one, and the provider is asked only for a known one. The state shows on the signed-in order page.
   */
  async paymentReturn(providerOrderId: string | undefined): Promise<void> {
    const attempt = providerOrderId ? await findAttempt(this.ctx.db, providerOrderId) : null;
    if (!attempt) return;
    // Only a hint that an answer is ready: a failure here must not show (the provider's notification,
    // sent again until answered OK, books the payment).
    await this.askAndApply(attempt, 'return').catch((error: unknown) => {
      this.ctx.log.error({ err: error, providerOrderId }, 'could not handle a return from the payment page');
    });
  }

  /**
   * MultiSafepay's notification by GET (notification_method GET): no body and no signature, so, like a
   * return, only a hint whom to ask; the provider's own answer books money. An unknown id is "OK" and
   * ignored. A known one the provider could not be asked about is 503, so MultiSafepay sends it again.
   */
  async notificationHint(providerOrderId: string | undefined): Promise<'OK'> {
    const attempt = providerOrderId ? await findAttempt(this.ctx.db, providerOrderId) : null;
    if (attempt && !(await this.askAndApply(attempt, 'notification', false))) {
      throw new AppError('PAYMENT.UNAVAILABLE', 'The payment provider could not be asked: try again later');
    }
    return 'OK';
  }

  /** Pay later by bank transfer: the order waits (PENDING) and the customer gets the bank details. */
  async delayPayment(caller: AccessClaims, orderId: number): Promise<DelayPaymentResponse> {
    await this.customersOrder(this.ctx.db, caller, orderId);
    await assertTeamAllows(this.ctx.db, caller.userId, 'orderAndPay');
    let mailIds: number[] = [];
    const status = await this.ctx.db.transaction(async (tx) => {
      const order = await this.lockVisible(tx, caller, orderId);
      if (order.status === 'PENDING' && order.paymentMethod === 'bank-transfer') return order.status;
      if (!isPayable(order)) throw notPayable(order);
      await changeOrderStatus(
        tx,
        order,
        'PENDING',
        { userId: caller.userId, source: 'customer', ...writeNote('order.note.payLater') },
        {
          paymentMethod: 'bank-transfer',
          paymentState: 'BANK_TRANSFER',
          paymentMessage: null,
          reminderSentAt: null,
        },
      );
      const to = await recipientOf(tx, order.ownerId);
      mailIds = [
        await this.ctx.mailer.enqueue(
          tx,
          payLaterMessage(this.ctx.config.publicUrl, to, {
            orderId: order.id,
            orderKey: order.orderKey,
            projectName: order.projectName,
            totalCents: order.totalCents,
            currency: order.currency,
            bank: BANK_TRANSFER_DETAILS,
          }),
        ),
      ];
      return 'PENDING' as const;
    });
    this.ctx.mailer.deliver(mailIds);
    return { orderId, status };
  }

  /**
   * A payment page was left open for an amount no longer to be paid: the total changed (a staff edit,
   * the customer's rework) or the order was cancelled. That page is closed at the provider; after a
   * new total the customer reads that the amount changed and pays the new one. Called after the change
   * committed. When the provider refuses (the payment went ahead) or cannot be asked, the page stays
   * and a payment of it is caught as a mismatch for staff, as it always was; either way the payment log
   * says what happened.
   */
  async closeStalePaymentPage(orderId: number): Promise<void> {
    if (!this.gateway) return;
    const open = await this.stalePage(this.ctx.db, orderId);
    if (!open) return;
    const { providerOrderId } = open.attempt;
    try {
      await this.gateway.provider.cancelPayment(providerOrderId);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      await this.event(orderId, providerOrderId, open.why, 'not-cancelled', error.message);
      return;
    }
    await this.event(orderId, providerOrderId, open.why, 'cancelled', null);
    await this.ctx.db.transaction(async (tx) => {
      // Still the same page and still unpaid (the provider's own "cancelled" may have landed already).
      const still = await this.stalePage(tx, orderId, { lock: true, orCancelled: true });
      if (still?.attempt.id !== open.attempt.id) return;
      const words =
        still.why === 'price-change'
          ? writeNote('order.payment.amountChanged', { amount: money(still.order.totalCents) })
          : { note: null, noteText: null };
      await updateOrder(tx, orderId, {
        paymentState: 'CANCELLED',
        paymentMessage: words.note,
        paymentMessageText: words.noteText,
      });
    });
  }

  /**
   * The unpaid order's latest attempt when it is no longer to be paid: the order was cancelled, or the
   * attempt asks another amount than the order's total now.
   */
  private async stalePage(db: Executor, orderId: number, { lock = false, orCancelled = false } = {}) {
    const order = lock ? await lockOrderById(db, orderId) : await findOrderById(db, orderId);
    const states = orCancelled ? [...PAGE_OPEN, 'CANCELLED'] : PAGE_OPEN;
    if (!order || order.paidAt || !states.includes(order.paymentState ?? '')) return null;
    const attempt = await findLatestAttempt(db, orderId);
    if (!attempt) return null;
    const why: PaymentEventSource | null =
      order.status === 'CANCELLED'
        ? 'cancellation'
        : attempt.amountCents !== order.totalCents
          ? 'price-change'
          : null;
    return why ? { order, attempt, why } : null;
  }

  /**
   * Asks the provider and acts on its answer; false when it could not be asked (the order stays
   * unpaid). `signed`: what prompted the question carried the provider's signature.
   */
  private async askAndApply(
    attempt: NonNullable<Awaited<ReturnType<typeof findAttempt>>>,
    source: AnswerSource,
    signed = source === 'notification',
  ): Promise<boolean> {
    if (!this.gateway) return false;
    let answer: Awaited<ReturnType<PaymentProvider['getPayment']>>;
    try {
      answer = await this.gateway.provider.getPayment(attempt.providerOrderId);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      await this.ctx.db.transaction(async (tx) => {
        const order = await lockOrderById(tx, attempt.orderId);
        if (order && !order.paidAt) {
          await updateOrder(tx, order.id, {
            paymentState: 'UNCONFIRMED',
            paymentMessage: UNREACHABLE.note,
            paymentMessageText: UNREACHABLE.noteText,
          });
        }
        await recordPaymentEvent(tx, {
          orderId: attempt.orderId,
          providerOrderId: attempt.providerOrderId,
          source,
          verified: signed,
          action: 'unreachable',
          note: error.message,
        });
      });
      return false;
    }
    const applied = await applyProviderAnswer(this.ctx, attempt, answer, source);
    this.ctx.mailer.deliver(applied.mailIds);
    if (applied.becamePaid) {
      await this.invoices.store(applied.orderId).catch((error: unknown) => {
        this.ctx.log.error(
          { err: error, orderId: applied.orderId },
          'could not store the invoice; it is made on download',
        );
      });
    }
    return true;
  }

  private lockVisible(tx: Executor, caller: AccessClaims, orderId: number) {
    return this.customersOrder(tx, caller, orderId, { lock: true });
  }

  /** The order when it is the caller's or their team's, as a customer sees it (staff's rights aside). */
  private async customersOrder(
    db: Executor,
    caller: AccessClaims,
    orderId: number,
    options = { lock: false },
  ) {
    const order = await findOrder(db, orderId, ownOrTeamProjects(caller, { asCustomer: true }), options);
    if (!order) throw AppError.notFound('order');
    return order;
  }

  private async event(
    orderId: number | null,
    providerOrderId: string | null,
    source: PaymentEventSource,
    action: PaymentEventAction,
    note: string | null,
    verified = true,
  ) {
    await recordPaymentEvent(this.ctx.db, { orderId, providerOrderId, source, verified, action, note });
  }
}

function notPayable(order: { status: string; paidAt: Date | null; deletedAt: Date | null }): AppError {
  const details = { currentStatus: order.status };
  if (order.paidAt) return textError('ORDER.NOT_PAYABLE', 'refused.order.paidAlready', undefined, details);
  if (order.deletedAt)
    return textError('ORDER.NOT_PAYABLE', 'refused.order.projectDeleted', undefined, details);
  return textError('ORDER.NOT_PAYABLE', 'refused.order.notPayable', { status: order.status }, details);
}

/** The order id a notification body names (only used to say whom to ask; the body is never believed). */
function bodyOrderId(rawBody: string): string | undefined {
  try {
    const parsed = JSON.parse(rawBody) as { order_id?: unknown };
    const id = parsed.order_id;
    return typeof id === 'string' && providerOrderIdField.safeParse(id).success ? id : undefined;
  } catch {
    return undefined;
  }
}
