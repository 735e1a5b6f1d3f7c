import {
  type SaveReviewRequest,
  type ShipmentDatesRequest,
  type TrackingCodeRequest,
  trackingUrl,
} from '@boardhouse/shared/orders/order-actions-api';
import { FINAL_STATUSES, type OrderStatus } from '@boardhouse/shared/orders/order-status';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { ownOrTeamProjects } from '../projects/projects.policy.ts';
import { checkLinesPriced } from '../purchasing/pricing-gate.ts';
import { bookPayment } from './book-payment.ts';
import type { InvoicesService } from './invoices.service.ts';
import type { OrderMailFacts, OrderMailRecipient } from './order-mails.ts';
import { type StalePaymentPageListener, tellPaymentPageStale } from './order-money.ts';
import { money, type WrittenNote, writeFlag, writeNote } from './order-notes.ts';
import { departureMessage, reviewResultMessage, shippedMessage } from './order-progress-mails.ts';
import { reviewRequestMessage } from './order-rework-mails.ts';
import { changeOrderStatus, type OrderActor } from './order-status-changes.ts';
import { findOrder, type OrderWithProject, setOrderKey, updateOrder } from './orders.repository.ts';
import { recipientOf } from './recipients.ts';

type Compose = (publicUrl: string, to: OrderMailRecipient, facts: OrderMailFacts) => MailMessage;

/**
 * What staff do to an order: each change is validated, made in one transaction with the order row
 * locked, recorded (status changes in the history, everything in the audit log), and e-mailed to the
 * customer where it concerns them (the e-mail in the same transaction, sent after the commit).
 */
export class OrderActionsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly invoices: InvoicesService,
    /** Closes a payment page still open for an order staff cancel, so nothing is paid after it. */
    private readonly onPaymentPageStale?: StalePaymentPageListener,
  ) {}

  /**
   * Any change the state table allows. PAID by staff books a bank transfer that arrived (invoice and
   * e-mail as for a card payment); a failed card payment is only ever the provider's word.
   */
  async changeStatus(
    staff: AccessClaims,
    orderId: number,
    status: OrderStatus,
    note?: string | WrittenNote,
    pricingOverride?: string,
  ): Promise<void> {
    const actor: OrderActor = {
      userId: staff.userId,
      source: 'staff',
      ...(typeof note === 'object' ? note : { note: note || null }),
    };
    await this.withOrder(orderId, async (tx, order) => {
      // Parts are bought and built only when each is priced, or staff say why they go ahead anyway.
      const overridden = await checkLinesPriced(tx, order, status, pricingOverride);
      if (overridden) {
        // Staff's own note (typed, or the server's text) and the override's share one history note.
        const joined = actor.note
          ? writeNote('order.note.withOverride', {
              note: actor.noteText ?? actor.note,
              override: overridden.noteText,
            })
          : overridden;
        actor.note = joined.note;
        actor.noteText = joined.noteText;
      }
      if (status === 'PAYMENT_FAILED') {
        throw new AppError('ORDER.ILLEGAL_TRANSITION', 'Only the payment provider reports a failed payment', {
          currentStatus: order.status,
          to: status,
        });
      }
      if (status === 'PAID' && !order.paidAt && order.status !== 'PAID') {
        return bookPayment(this.ctx, tx, order, {
          amountCents: order.totalCents,
          method: 'bank-transfer',
          transactionId: null,
          actor: actor.note ? actor : { ...actor, ...writeNote('order.note.bankTransferReceived') },
        });
      }
      // The seed's status call cancels without giving money back (POST /rest/admin/order/cancel does):
      // what was paid is flagged for staff to settle.
      const unsettled =
        status === 'CANCELLED' && order.paidAt ? (order.paidAmountCents ?? 0) - order.refundedCents : 0;
      await changeOrderStatus(
        tx,
        order,
        status,
        actor,
        unsettled > 0
          ? {
              flagged: true,
              ...writeFlag('order.flag.cancelledUnsettled', { amount: money(unsettled) }),
            }
          : {},
      );
      return null;
    });
    if (status === 'CANCELLED') await tellPaymentPageStale(this.onPaymentPageStale, orderId, this.ctx.log);
    if (status === 'PAID') {
      await this.invoices.store(orderId).catch((error: unknown) => {
        this.ctx.log.error({ err: error, orderId }, 'could not store the invoice; it is made on download');
      });
    }
  }

  async block(staff: AccessClaims, orderId: number, note?: string): Promise<void> {
    await this.changeStatus(staff, orderId, 'BLOCKED', note || writeNote('order.note.blocked'));
  }

  /** The review of the ordered files and BOM; the customer is told the result (and what to change). */
  async saveReview(staff: AccessClaims, request: SaveReviewRequest): Promise<void> {
    await this.withOrder(request.orderId, async (tx, order) => {
      await updateOrder(tx, order.id, {
        reviewStatus: request.reviewStatus,
        reviewNote: request.note || null,
        reviewedBy: staff.userId,
        reviewedAt: new Date(),
      });
      return reviewMail(request.reviewStatus === 'APPROVED', request.note || null);
    });
  }

  /**
   * The customer asks staff to review the ordered files (the seed's sendMailForOrderReview): every
   * active staff account gets an e-mail in their language with a link to the order in the back office.
   */
  async askForReview(caller: AccessClaims, orderId: number): Promise<{ notified: number }> {
    const order = await findOrder(this.ctx.db, orderId, ownOrTeamProjects(caller));
    if (!order) throw AppError.notFound('order');
    const mailIds = await this.ctx.db.transaction(async (tx) => {
      const staff = await tx
        .select({ email: users.email, firstname: users.firstname, language: users.language })
        .from(users)
        .where(and(sql`'ADMIN' = any(${users.roles})`, eq(users.disabled, false)));
      const link = `${this.ctx.config.publicUrl}/#/admin/orders/${order.id}`;
      return Promise.all(
        staff.map((person) => this.ctx.mailer.enqueue(tx, reviewRequestMessage(person, order, link))),
      );
    });
    this.ctx.mailer.deliver(mailIds);
    return { notified: mailIds.length };
  }

  /** A corrected order key: the generated pattern, and no other order's (409 CONFLICT). */
  async changeOrderKey(orderId: number, orderKey: string): Promise<void> {
    await this.withOrder(orderId, async (tx, order) => {
      if (order.orderKey === orderKey) return null;
      await setOrderKey(tx, order.id, orderKey).catch((error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        throw new AppError('CONFLICT', `Order key ${orderKey} belongs to another order`, {
          field: 'orderKey',
        });
      });
      return null;
    });
  }

  async setShipmentDates(request: ShipmentDatesRequest): Promise<void> {
    await this.withOrder(request.orderId, async (tx, order) => {
      refuseFinal(order);
      await updateOrder(tx, order.id, {
        departureDate: request.departureDate,
        arrivalDate: request.arrivalDate,
      });
      return null;
    });
  }

  /** Tells the customer when the parcel leaves and arrives (the seed's departureDateConfirmationMail). */
  async sendDepartureMail(orderId: number): Promise<void> {
    await this.withOrder(orderId, async (_tx, order) => {
      const { departureDate, arrivalDate } = order;
      if (!departureDate || !arrivalDate) {
        throw new AppError('CONFLICT', 'Set the departure and arrival dates before confirming them');
      }
      return (publicUrl, to, facts) =>
        departureMessage(publicUrl, to, { ...facts, departureDate, arrivalDate });
    });
  }

  /** The parcel left: the order becomes SHIPPED and the customer gets the carrier's tracking link. */
  async setTrackingCode(staff: AccessClaims, request: TrackingCodeRequest): Promise<void> {
    await this.withOrder(request.orderId, async (tx, order) => {
      const today = new Date().toISOString().slice(0, 10);
      await changeOrderStatus(
        tx,
        order,
        'SHIPPED',
        { userId: staff.userId, source: 'staff', note: `${request.carrier} ${request.trackingCode}` },
        {
          carrier: request.carrier,
          trackingCode: request.trackingCode,
          departureDate: order.departureDate ?? today,
        },
      );
      const url = trackingUrl(request.carrier, request.trackingCode);
      return (publicUrl, to, facts) =>
        shippedMessage(publicUrl, to, {
          ...facts,
          carrier: request.carrier,
          trackingCode: request.trackingCode,
          trackingUrl: url,
        });
    });
  }

  /**
   * Runs `change` on the locked order (404 when there is none) in one transaction; the e-mail it
   * answers (or the outbox ids it wrote) goes out after the commit.
   */
  private async withOrder(
    orderId: number,
    change: (tx: Executor, order: OrderWithProject) => Promise<Compose | number[] | null>,
  ): Promise<void> {
    const mailIds = await this.ctx.db.transaction(async (tx) => {
      const order = await findOrder(tx, orderId, sql`true`, { lock: true });
      if (!order) throw AppError.notFound('order');
      const compose = await change(tx, order);
      if (!compose) return [];
      if (Array.isArray(compose)) return compose;
      const to = await recipientOf(tx, order.ownerId);
      const facts: OrderMailFacts = {
        orderId: order.id,
        orderKey: order.orderKey,
        projectName: order.projectName,
        totalCents: order.totalCents,
        currency: order.currency,
      };
      return [await this.ctx.mailer.enqueue(tx, compose(this.ctx.config.publicUrl, to, facts))];
    });
    this.ctx.mailer.deliver(mailIds);
  }
}

function reviewMail(approved: boolean, note: string | null): Compose {
  return (publicUrl, to, facts) => reviewResultMessage(publicUrl, to, { ...facts, approved, note });
}

/** Shipment dates change nothing in a closed order (the state table's final states). */
function refuseFinal(order: OrderWithProject): void {
  if (FINAL_STATUSES.has(order.status)) {
    throw new AppError(
      'ORDER.ILLEGAL_TRANSITION',
      `The order is ${order.status} and cannot change any more`,
      {
        currentStatus: order.status,
      },
    );
  }
}
