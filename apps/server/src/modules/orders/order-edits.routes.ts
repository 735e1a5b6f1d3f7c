import { staffOrderResponse } from '@boardhouse/shared/orders/order-actions-api';
import {
  moneyEditResponse,
  packagingPriceRequest,
  pcbCompositionRequest,
  pcbOfferRequest,
  recalculateRequest,
  shipmentLineRequest,
  statsDataRequest,
  updateOrderRequest,
  vatPriceRequest,
} from '@boardhouse/shared/orders/order-edits-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import type { OrderDataEditsService } from './order-data-edits.service.ts';
import type { OrderMoneyService } from './order-money.service.ts';
import type { StaffOrdersService } from './staff-orders.service.ts';

const tags = ['back office'];
/** 409: the order is cancelled, delivered or removed (ORDER.ILLEGAL_TRANSITION), or cannot be priced. */
const staff = { access: 'admin' as const, errors: [409] as const };
const MONEY_NOTE =
  'Recorded with who, when, the reason and the totals before and after; the customer sees the new price in the order history. On a paid order the difference to collect or refund is recorded and the order is flagged. `preview: true` answers the same without saving.';

/** The seed's staff edits of an order's money and data (same methods and paths). */
export function registerOrderEditRoutes(
  app: FastifyInstance,
  {
    money,
    data,
    orders,
  }: { money: OrderMoneyService; data: OrderDataEditsService; orders: StaffOrdersService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/rest/order/RecalculateTotalPrice',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Prices the order again as it stands, with the house’s prices today',
        description: `After catalog or BOM corrections. The VAT decision and delivery date stay the order’s. ${MONEY_NOTE}`,
        body: recalculateRequest,
        response: { 200: moneyEditResponse },
      },
    },
    async (request) => money.recalculate(requireCaller(request), request.body),
  );

  api.post(
    '/rest/order/updatePcbOffer',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Another quantity or lead time: the whole offer is priced again',
        description: `A new lead time gives a new delivery date, counted from today. ${MONEY_NOTE}`,
        body: pcbOfferRequest,
        response: { 200: moneyEditResponse },
      },
    },
    async (request) => money.changeOffer(requireCaller(request), request.body),
  );

  api.post(
    '/rest/order/UpdatePcbComposition',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Another build-up of the board (layers, material, thickness, copper, finish, colours)',
        description: `What is not named stays as ordered; the board is priced again. ${MONEY_NOTE}`,
        body: pcbCompositionRequest,
        response: { 200: moneyEditResponse },
      },
    },
    async (request) => money.changeComposition(requireCaller(request), request.body),
  );

  api.post(
    '/rest/order/updatePackagingTotalPrice',
    {
      config: staff,
      schema: {
        tags,
        summary: 'The parcel (packaging and shipping) at the price staff agreed',
        description: `One line replaces the shipping option's lines; later re-pricing keeps it. ${MONEY_NOTE}`,
        body: packagingPriceRequest,
        response: { 200: moneyEditResponse },
      },
    },
    async (request) => money.changePackaging(requireCaller(request), request.body),
  );

  api.post(
    '/rest/order/updateVatPrice',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Another VAT decision (rate and reason); the VAT amount follows the net',
        description: `Reverse charge and export are 0 %. ${MONEY_NOTE}`,
        body: vatPriceRequest,
        response: { 200: moneyEditResponse },
      },
    },
    async (request) => money.changeVat(requireCaller(request), request.body),
  );

  api.post(
    '/rest/order/updateOrder',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Corrects the customer’s reference, the staff note or the shipping address',
        description:
          'Fields not sent stay. The address cannot change once the order is SHIPPED (409). Recorded with the values before and after.',
        body: updateOrderRequest,
        response: { 200: staffOrderResponse },
      },
    },
    async (request) => {
      await data.updateOrder(requireCaller(request), request.body);
      return orders.view(requireCaller(request), request.body.orderId);
    },
  );

  api.post(
    '/rest/order/updateStatsData',
    {
      config: staff,
      schema: {
        tags,
        summary: 'What production made: boards and panels produced, rejected, assembly minutes',
        body: statsDataRequest,
        response: { 200: staffOrderResponse },
      },
    },
    async (request) => {
      const { orderId, ...stats } = request.body;
      await data.updateStats(requireCaller(request), orderId, stats);
      return orders.view(requireCaller(request), orderId);
    },
  );

  api.post(
    '/rest/order/updateShipmentLineData',
    {
      config: staff,
      schema: {
        tags,
        summary: 'The parcels that leave the house: count, weight, size and carrier service',
        body: shipmentLineRequest,
        response: { 200: staffOrderResponse },
      },
    },
    async (request) => {
      const { orderId, ...details } = request.body;
      await data.updateShipmentLine(requireCaller(request), orderId, details);
      return orders.view(requireCaller(request), orderId);
    },
  );
}
