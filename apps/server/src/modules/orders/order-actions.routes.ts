import {
  blockOrderRequest,
  orderByProjectResponse,
  orderedProjectsResponse,
  orderOnlyRequest,
  projectDownloadRequest,
  projectOrderedParams,
  projectOrderedResponse,
  projectOrderRequest,
  saveReviewRequest,
  shipmentDatesRequest,
  staffOrderResponse,
  trackingCodeRequest,
  updateOrderKeyRequest,
  updateOrderStatusRequest,
} from '@boardhouse/shared/orders/order-actions-api';
import { orderParams, orderResponse } from '@boardhouse/shared/orders/orders-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAdmin, requireCaller } from '../../plugins/access.ts';
import type { OrderActionsService } from './order-actions.service.ts';
import type { OrdersService } from './orders.service.ts';
import type { StaffOrdersService } from './staff-orders.service.ts';

const tags = ['back office'];
/** Staff calls answer the order as staff see it; 409 ORDER.ILLEGAL_TRANSITION names the current state. */
const staff = { access: 'admin' as const, errors: [409] as const };
const user = { access: 'user' as const };

/** The seed's staff calls on one order (same methods and paths), and the customer's project lookups. */
export function registerOrderActionRoutes(
  app: FastifyInstance,
  {
    actions,
    orders,
    customerOrders,
  }: { actions: OrderActionsService; orders: StaffOrdersService; customerOrders: OrdersService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/rest/order-info/:orderId',
    {
      config: user,
      schema: {
        tags,
        summary:
          'An order: for ADMIN as staff see it (customer, cost and margin, review, flags, payment events)',
        description:
          'A customer gets the order as GET /rest/order/{orderId} answers it (their own and their team’s; 404 otherwise).',
        params: orderParams,
        response: { 200: z.union([staffOrderResponse, orderResponse]) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      return isAdmin(caller)
        ? orders.view(caller, request.params.orderId)
        : customerOrders.get(caller, request.params.orderId);
    },
  );

  api.post(
    '/rest/project/findOrderByProjectId',
    {
      config: { access: 'admin', audited: false },
      schema: {
        tags,
        summary: 'The live order of a project, as staff see it',
        body: projectOrderRequest,
        response: { 200: staffOrderResponse },
      },
    },
    async (request) => orders.viewByProject(requireCaller(request), request.body.projectId),
  );

  for (const url of [
    '/rest/order/update-order-status',
    '/rest/order/update-order-projectStatus',
    '/rest/order/update-project-status',
  ]) {
    api.post(
      url,
      {
        config: staff,
        schema: {
          tags,
          summary: 'Moves the order to another status through the state table, with an optional note',
          description:
            'The three seed paths do the same. The change is recorded with who, when and the note; 409 ORDER.ILLEGAL_TRANSITION when the table does not allow it (the message names the current state).',
          body: updateOrderStatusRequest,
          response: { 200: staffOrderResponse },
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        await actions.changeStatus(
          caller,
          request.body.orderId,
          request.body.status,
          request.body.note,
          request.body.pricingOverride,
        );
        return orders.view(requireCaller(request), request.body.orderId);
      },
    );
  }

  api.post(
    '/rest/order/blockOrderStatus',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Stops the order (BLOCKED) with a note',
        body: blockOrderRequest,
        response: { 200: staffOrderResponse },
      },
    },
    async (request) => {
      await actions.block(requireCaller(request), request.body.orderId, request.body.note);
      return orders.view(requireCaller(request), request.body.orderId);
    },
  );

  api.post(
    '/rest/project/saveProjectReviewStatus',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Saves the review of the ordered files and BOM; the customer is told the result',
        description: 'CHANGES_NEEDED needs a note: it reaches the customer by e-mail and on the order page.',
        body: saveReviewRequest,
        response: { 200: staffOrderResponse },
      },
    },
    async (request) => {
      await actions.saveReview(requireCaller(request), request.body);
      return orders.view(requireCaller(request), request.body.orderId);
    },
  );

  api.post(
    '/rest/project/sendMailForOrderReview',
    {
      config: user,
      schema: {
        tags: ['orders'],
        summary: 'The customer asks staff to review the ordered files: staff get an e-mail',
        body: orderOnlyRequest,
        response: { 200: z.object({ notified: z.number().int().describe('Staff accounts e-mailed') }) },
      },
    },
    async (request) => actions.askForReview(requireCaller(request), request.body.orderId),
  );

  api.post(
    '/rest/order/updateShipmentAndArrivalDate',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Sets the departure and expected arrival dates',
        body: shipmentDatesRequest,
        response: { 200: staffOrderResponse },
      },
    },
    async (request) => {
      await actions.setShipmentDates(request.body);
      return orders.view(requireCaller(request), request.body.orderId);
    },
  );

  api.post(
    '/rest/order/departureDateConfirmationMail',
    {
      config: staff,
      schema: {
        tags,
        summary: 'E-mails the customer the departure and arrival dates',
        body: orderOnlyRequest,
        response: { 200: staffOrderResponse },
      },
    },
    async (request) => {
      await actions.sendDepartureMail(request.body.orderId);
      return orders.view(requireCaller(request), request.body.orderId);
    },
  );

  api.post(
    '/rest/project/trackingCodeUpload',
    {
      config: staff,
      schema: {
        tags,
        summary:
          'Records the carrier and tracking code: the order is SHIPPED and the customer gets the tracking link',
        body: trackingCodeRequest,
        response: { 200: staffOrderResponse },
      },
    },
    async (request) => {
      await actions.setTrackingCode(requireCaller(request), request.body);
      return orders.view(requireCaller(request), request.body.orderId);
    },
  );

  api.post(
    '/rest/order/UpdateOrderKey',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Corrects an order key (BH-YY-NNNNNN, unique: 409 CONFLICT when another order has it)',
        body: updateOrderKeyRequest,
        response: { 200: staffOrderResponse },
      },
    },
    async (request) => {
      await actions.changeOrderKey(request.body.orderId, request.body.orderKey);
      return orders.view(requireCaller(request), request.body.orderId);
    },
  );

  api.post(
    '/rest/order/getProjectIdForAllUsers',
    {
      config: { access: 'admin', audited: false },
      schema: {
        tags,
        summary: 'Every ordered project with its order, newest order first (at most 500)',
        response: { 200: orderedProjectsResponse },
      },
    },
    async () => orders.orderedProjects(),
  );

  api.get(
    '/rest/project-ordered/:id',
    {
      config: user,
      schema: {
        tags: ['orders'],
        summary: 'Whether the project has a live order, and which',
        params: projectOrderedParams,
        response: { 200: projectOrderedResponse },
      },
    },
    async (request) => orders.projectOrdered(requireCaller(request), request.params.id),
  );

  api.post(
    '/rest/getorderbyprojectId',
    {
      // The seed's field name does not end in "Id": the 404 for a project not visible is declared here.
      config: { ...user, errors: [404], audited: false },
      schema: {
        tags: ['orders'],
        summary: 'The project (name and key) with its order, if it has one',
        body: projectDownloadRequest,
        response: { 200: orderByProjectResponse },
      },
    },
    async (request) => orders.orderByProject(requireCaller(request), request.body.projectIdDownload),
  );
}
