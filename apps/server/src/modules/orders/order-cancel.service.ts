import type {
  CancelOrderRequest,
  CancelOrderResponse,
  StaffCancelOrderRequest,
} from '@boardhouse/shared/orders/after-sales-api';
import type { OrderStatus } from '@boardhouse/shared/orders/order-status';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { textError } from '../../lib/text-errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { assertTeamAllows } from '../team/team-rules.ts';
import { orderCancelledMessage } from './after-sales-mails.ts';
import { type StalePaymentPageListener, tellPaymentPageStale } from './order-money.ts';
import { money, writeFlag, writeNote } from './order-notes.ts';
import { changeOrderStatus, type OrderActor } from './order-status-changes.ts';
import { isCustomerCancellable } from './order-view.ts';
import { updateOrder } from './orders.repository.ts';
import type { OrdersService } from './orders.service.ts';
import { lockOrderById } from './payments.repository.ts';
import { projectNameOf, recipientOf } from './recipients.ts';
import { findRefund, type RefundRow, refundsOnRecordCents } from './refunds.repository.ts';
import { presentRefund, type RefundsService } from './refunds.service.ts';

/** A delivered order is final: what goes back after delivery is a refund on its own. */
const STAFF_CANNOT_CANCEL: ReadonlySet<OrderStatus> = new Set(['DELIVERED', 'CANCELLED']);

/** Why an order cannot be cancelled, by where it stands: the reader's words, and what they can still do. */
function notCancellable(orderKey: string, status: OrderStatus, customerRules: boolean): AppError {
  const details = { currentStatus: status };
  if (status === 'CANCELLED') {
    return textError('ORDER.NOT_CANCELLABLE', 'refused.order.alreadyCancelled', { orderKey }, details);
  }
  if (!customerRules) {
    return new AppError(
      'ORDER.NOT_CANCELLABLE',
      `Order ${orderKey} is ${status}: it can no longer be cancelled (refund money on its own instead)`,
      details,
    );
  }
  const shipped = status === 'SHIPPED' || status === 'DELIVERED';
  return textError(
    'ORDER.NOT_CANCELLABLE',
    shipped ? 'refused.order.shipped' : 'refused.order.inProduction',
    { orderKey },
    details,
  );
}

/**
 * Cancelling an order. The customer (the owner, or a team member allowed to order) may cancel while
 * nothing has been bought or made; staff may cancel at any state until it is delivered. A paid order's cancellation gives
 * back what is left of the payment: the refund is reserved in the cancellation's transaction and taken
 * to the provider after the commit, so the order is cancelled even when the provider is slow, and the
 * refund (never sent twice) is tried again from the staff order page. Money paid by bank transfer is
 * sent back by staff: the order is flagged for them, and the refund is booked when they book it. A
 * payment page still open for the order is closed at the provider after the commit.
 */
export class OrderCancelService {
  constructor(
    private readonly ctx: AppContext,
    private readonly orders: OrdersService,
    private readonly refunds: RefundsService,
    /** Closes a payment page still open for the cancelled order, so nothing is paid after the cancel. */
    private readonly onPaymentPageStale?: StalePaymentPageListener,
  ) {}

  async cancelByCustomer(caller: AccessClaims, request: CancelOrderRequest): Promise<CancelOrderResponse> {
    // 404 for an order the caller may not see (a share holder's included), before anything else.
    await this.orders.find(caller, request.orderId);
    await assertTeamAllows(this.ctx.db, caller.userId, 'orderAndPay');
    return this.cancel(request.orderId, request.reason, true, {
      userId: caller.userId,
      source: 'customer',
      ...writeNote('order.note.cancelledByCustomer', { reason: request.reason }),
    });
  }

  async cancelByStaff(staff: AccessClaims, request: StaffCancelOrderRequest): Promise<CancelOrderResponse> {
    return this.cancel(
      request.orderId,
      request.reason,
      request.refund,
      {
        userId: staff.userId,
        source: 'staff',
        ...writeNote('order.note.cancelledByHouse', { reason: request.reason }),
      },
      false,
    );
  }

  private async cancel(
    orderId: number,
    reason: string,
    refund: boolean,
    actor: OrderActor,
    customerRules = actor.source === 'customer',
  ): Promise<CancelOrderResponse> {
    const { reserved, mailIds } = await this.ctx.db.transaction(async (tx) => {
      const order = await lockOrderById(tx, orderId);
      if (!order) throw AppError.notFound('order');
      if (customerRules ? !isCustomerCancellable(order.status) : STAFF_CANNOT_CANCEL.has(order.status)) {
        throw notCancellable(order.orderKey, order.status, customerRules);
      }
      const left = order.paidAt
        ? (order.paidAmountCents ?? 0) - (await refundsOnRecordCents(tx, order.id))
        : 0;
      const settleLater = left > 0 && !refund;
      // Card money goes back through the provider at once. A bank transfer goes back only by staff's
      // own transfer: they are asked to send it and book it then, so nothing reads as refunded before.
      const byBank = left > 0 && refund && order.paymentMethod !== 'card';
      const flag = settleLater
        ? writeFlag('order.flag.cancelledUnsettled', { amount: money(left) })
        : byBank
          ? writeFlag('order.flag.refundByBank', { amount: money(left) })
          : null;
      await changeOrderStatus(tx, order, 'CANCELLED', actor, flag ? { flagged: true, ...flag } : {});
      let row: RefundRow | null = null;
      if (left > 0 && refund && !byBank) {
        row = await this.refunds.reserve(tx, actor.source === 'staff' ? actor.userId : null, {
          orderId: order.id,
          amountCents: left,
          reason: `Order ${order.orderKey} cancelled: ${reason}`.slice(0, 500),
          requestKey: `cancel-${order.id}`,
          cause: 'cancellation',
        });
        await updateOrder(tx, order.id, { paymentMessage: null });
      }
      const to = await recipientOf(tx, order.ownerId);
      const message = orderCancelledMessage(this.ctx.config.publicUrl, to, {
        orderId: order.id,
        orderKey: order.orderKey,
        projectName: await projectNameOf(tx, order.projectId),
        totalCents: order.totalCents,
        currency: order.currency,
        reason,
        refundFollows: row !== null || byBank,
      });
      return { reserved: row, mailIds: [await this.ctx.mailer.enqueue(tx, message)] };
    });
    this.ctx.mailer.deliver(mailIds);
    await tellPaymentPageStale(this.onPaymentPageStale, orderId, this.ctx.log);
    if (!reserved) return { status: 'CANCELLED', refund: null };
    try {
      return { status: 'CANCELLED', refund: await this.refunds.send(reserved) };
    } catch (error) {
      // The order stays cancelled; the refund waits (UNCERTAIN) or was refused (FAILED), flagged for staff.
      if (!(error instanceof AppError)) throw error;
      this.ctx.log.warn({ err: error, orderId }, 'the refund of a cancelled order did not complete');
      const now = await findRefund(this.ctx.db, reserved.id);
      return { status: 'CANCELLED', refund: now ? presentRefund(now) : null };
    }
  }
}
