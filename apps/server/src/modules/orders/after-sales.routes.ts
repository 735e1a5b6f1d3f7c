import {
  cancelOrderRequest,
  cancelOrderResponse,
  orderRefundsResponse,
  refundRequest,
  refundView,
  staffCancelOrderRequest,
} from '@boardhouse/shared/orders/after-sales-api';
import { orderParams } from '@boardhouse/shared/orders/orders-api';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { requireCaller } from '../../plugins/access.ts';
import type { OrderCancelService } from './order-cancel.service.ts';
import { findOrder } from './orders.repository.ts';
import { refundsOnRecordCents } from './refunds.repository.ts';
import type { RefundsService } from './refunds.service.ts';

const tags = ['orders'];

/** Cancelling orders and giving money back (decision 028). */
export function registerAfterSalesRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  services: { cancel: OrderCancelService; refunds: RefundsService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/rest/order/cancel',
    {
      config: { access: 'user', errors: [403, 409] },
      schema: {
        tags,
        summary:
          'The customer cancels an order before parts are bought (owner or a team member allowed to order)',
        description:
          'Allowed while the order is AWAITING_PAYMENT, PAYMENT_FAILED, PENDING, PAID or IN_REVIEW; 409 ORDER.NOT_CANCELLABLE after that. A paid order is refunded through the payment provider (the refund in the answer; it shows BOOKED with its credit note, or UNCERTAIN/FAILED for staff to settle).',
        body: cancelOrderRequest,
        response: { 200: cancelOrderResponse },
      },
    },
    async (request) => services.cancel.cancelByCustomer(requireCaller(request), request.body),
  );

  api.post(
    '/rest/admin/order/cancel',
    {
      config: { access: 'admin', errors: [409] },
      schema: {
        tags,
        summary: 'Staff cancel an order at any state until it is delivered, with a reason',
        description:
          'A paid order is refunded what is left of its payment unless `refund` is false (then the order is flagged: money to settle).',
        body: staffCancelOrderRequest,
        response: { 200: cancelOrderResponse },
      },
    },
    async (request) => services.cancel.cancelByStaff(requireCaller(request), request.body),
  );

  api.get(
    '/rest/admin/order/:orderId/refunds',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The refunds of an order, and what may still be refunded',
        params: orderParams,
        response: { 200: orderRefundsResponse },
      },
    },
    async (request) => {
      const order = await findOrder(ctx.db, request.params.orderId, sql`true`);
      if (!order) throw AppError.notFound('order');
      const paidCents = order.paidAt ? (order.paidAmountCents ?? 0) : 0;
      return {
        refunds: await services.refunds.list(order.id),
        paidCents,
        refundedCents: order.refundedCents,
        refundableCents: Math.max(0, paidCents - (await refundsOnRecordCents(ctx.db, order.id))),
      };
    },
  );

  api.post(
    '/rest/admin/order/refund',
    {
      config: { access: 'admin', errors: [409, 502, 503] },
      schema: {
        tags,
        summary: 'Refund all or part of a paid order through the payment provider',
        description:
          'Booked only on the provider’s answer, with a credit note and an e-mail. The same requestKey answers the same refund: sending it again after a timeout asks the provider what it gave back before anything is sent, so a refund is never made twice. 409 REFUND.IN_PROGRESS while another refund of the order waits for its answer; 502 PAYMENT.REFUND_REFUSED with the provider’s reason; 503 PAYMENT.UNAVAILABLE when the provider did not answer (try again with the same key).',
        body: refundRequest,
        response: { 200: refundView },
      },
    },
    async (request) => {
      const { orderId, amountCents, reason, cause, requestKey } = request.body;
      return services.refunds.refund(requireCaller(request).userId, {
        orderId,
        amountCents,
        reason,
        cause,
        requestKey,
      });
    },
  );
}
