import { orderWindowRequest } from '@boardhouse/shared/orders/order-actions-api';
import {
  dashboardCountsResponse,
  orderParams,
  orderRefParams,
  orderResponse,
  orderWindowResponse,
  submitOrderRequest,
  submitOrderResponse,
  userOrdersRequest,
  userOrdersResponse,
} from '@boardhouse/shared/orders/orders-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendAttachment } from '../../lib/attachment.ts';
import { requireCaller } from '../../plugins/access.ts';
import { fileResponse } from '../../plugins/error-responses.ts';
import type { InvoicesService } from './invoices.service.ts';
import type { OrdersService } from './orders.service.ts';

const tags = ['orders'];
const user = { access: 'user' as const };

/** The customer's order calls: the seed's paths (submit-order, the dashboard counts) and RESTful reads. */
export function registerOrderRoutes(
  app: FastifyInstance,
  { orders, invoices }: { orders: OrdersService; invoices: InvoicesService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/rest/project/submit-order',
    {
      config: { ...user, errors: [403, 409] },
      schema: {
        tags,
        summary: 'Turns the project’s selected offer into an order awaiting payment',
        description:
          'One transaction snapshots the offer (breakdown, promo code, VAT decision and its VIES evidence), the PCB spec, BOM, placement file, Gerbers and both addresses, and takes the promo code’s use for good. The same idempotencyKey from the same person answers the same order. 409 OFFER.NOT_SELECTED, OFFER.EXPIRED (expired, or the project or prices changed since; details.expiredReason is the reason My Basket shows, and the basket lists as valid exactly what is accepted here), ORDER.EXISTS, ORDER.FILES_MISSING (no finished Gerber analysis, or for an offer with assembly no placement file, and no staff waiver on the project; details.missing lists placement and/or gerbers); 403 for a project shared with the caller (only its owner and team order it).',
        body: submitOrderRequest,
        response: { 200: submitOrderResponse },
      },
    },
    async (request) => orders.submit(requireCaller(request), request.body),
  );

  api.get(
    '/rest/order/:orderId',
    {
      config: user,
      schema: {
        tags,
        summary: 'One order: status and history, offer, payment, addresses, shipment, invoice, documents',
        description:
          'By the order id or the order number (BH-26-000001). For the order’s owner, their team and staff; anyone else gets 404.',
        params: orderRefParams,
        response: { 200: orderResponse },
      },
    },
    async (request) => orders.get(requireCaller(request), request.params.orderId),
  );

  api.get(
    '/rest/order/:orderId/invoice',
    {
      config: user,
      schema: {
        tags,
        summary: 'The invoice of a paid order (PDF attachment)',
        description: '404 until the payment is confirmed and the invoice issued.',
        params: orderParams,
        response: { 200: fileResponse('The invoice (PDF)', ['application/pdf']) },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await invoices.download(requireCaller(request), request.params.orderId);
      return sendAttachment(reply, { fileName, contentType: 'application/pdf', data: pdf });
    },
  );

  api.post(
    '/rest/order/user-orders',
    {
      config: user,
      schema: {
        tags,
        summary: 'My Orders: the caller’s and their team’s orders, newest first, in the seed’s groups',
        description:
          'newOrders: awaiting payment, payment failed or pending; openOrders: paid and in work (or blocked); closedOrders: delivered or cancelled. startLimit/endLimit window the list (at most 500).',
        body: userOrdersRequest,
        response: { 200: userOrdersResponse },
      },
    },
    async (request) => orders.listForUser(requireCaller(request), request.body),
  );

  for (const [url, own] of [
    ['/rest/order/getLimitedOrders', true],
    ['/rest/order/getTeamOrders', false],
  ] as const) {
    api.post(
      url,
      {
        config: { ...user, audited: false },
        schema: {
          tags,
          summary: own
            ? 'A window of the caller’s own orders, newest first'
            : 'A window of the orders of the caller’s team members (not the caller’s own), newest first',
          description: 'startLimit/endLimit as the seed sends them (0 and 500); at most 500 orders.',
          body: orderWindowRequest,
          response: { 200: orderWindowResponse },
        },
      },
      async (request) => orders.orderWindow(requireCaller(request), own, request.body),
    );
  }

  api.get(
    '/rest/getProjectsAndOrdersCountForDashboard',
    {
      config: user,
      schema: {
        tags,
        summary: 'The Homepage counts: projects, open orders, orders awaiting payment, unread messages',
        response: { 200: dashboardCountsResponse },
      },
    },
    async (request) => orders.dashboardCounts(requireCaller(request)),
  );
}
