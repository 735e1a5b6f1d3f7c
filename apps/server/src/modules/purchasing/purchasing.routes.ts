import {
  automatedPurchaseActionRequest,
  automatedPurchasesQuery,
  automatedPurchasesResponse,
  choosePurchaseLineRequest,
  mouserDateRangeRequest,
  mouserDateRangeResponse,
  orderPurchaseRequest,
  type PurchaseDistributor,
  purchaseView,
  purchasingParams,
  purchasingResponse,
} from '@boardhouse/shared/purchasing/purchasing-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import type { AutomatedPurchasesService } from './automated-purchases.service.ts';
import type { PurchasingService } from './purchasing.service.ts';

const tags = ['purchasing'];
/** Staff only; 409 for a state that does not allow it, 502 when the distributor refuses or is down. */
const staff = { access: 'admin' as const, errors: [409, 502] as const };

/** The seed's distributor calls (same methods and paths) and the purchasing panel of a paid order. */
export function registerPurchasingRoutes(
  app: FastifyInstance,
  { purchasing, automated }: { purchasing: PurchasingService; automated: AutomatedPurchasesService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/rest/order/purchasing/:orderId',
    {
      config: staff,
      schema: {
        tags,
        summary: 'What a paid order buys per BOM line, from whom, and its purchases at the distributors',
        description:
          'Lines are made from the order’s snapshot the first time: the parts the offer bought (spares, minimum and multiples included) from the distributor whose offer priced the line. Each line lists the distributors’ current offers, cheapest first.',
        params: purchasingParams,
        response: { 200: purchasingResponse },
      },
    },
    async (request) => purchasing.view(request.params.orderId),
  );

  api.post(
    '/rest/order/purchasing/line',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Buys a line from another distributor’s offer, or prices it with staff’s own price',
        body: choosePurchaseLineRequest,
        response: { 200: purchasingResponse },
      },
    },
    async (request) => purchasing.chooseLine(requireCaller(request), request.body),
  );

  api.post(
    '/rest/order/insertComponentsToMouserCart',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Puts the order’s Mouser lines, with the quantities bought, into one new Mouser cart',
        body: orderPurchaseRequest,
        response: { 200: purchasingResponse },
      },
    },
    async (request) => purchasing.fillMouserCart(requireCaller(request), request.body.orderId),
  );

  const placeOrder = (distributor: PurchaseDistributor, path: string) =>
    api.post(
      path,
      {
        config: staff,
        schema: {
          tags,
          summary: `Places the order’s ${distributor} purchase (once: a repeated call looks it up by PO number)`,
          description:
            'The purchase and its PO number are stored before the distributor is called. A call that times out leaves the purchase UNKNOWN; every later call asks the distributor for the PO number instead of submitting again.',
          body: orderPurchaseRequest,
          response: { 200: purchasingResponse },
        },
      },
      async (request) => purchasing.placeOrder(requireCaller(request), request.body.orderId, distributor),
    );
  placeOrder('Mouser', '/rest/order/placeOrderToMouserAPI');
  placeOrder('Arrow', '/rest/order/placeOrderToArrowAPI');
  placeOrder('Verical', '/rest/order/placeOrderToVericalAPI');

  const checkStatus = (distributor: PurchaseDistributor, path: string) =>
    api.post(
      path,
      {
        config: staff,
        schema: {
          tags,
          summary: `Asks ${distributor} for the order’s purchase by its PO number and records the answer`,
          body: orderPurchaseRequest,
          response: { 200: purchasingResponse },
        },
      },
      async (request) => purchasing.checkStatus(request.body.orderId, distributor),
    );
  checkStatus('Mouser', '/rest/order/checkStatusOfMouserOrder');
  checkStatus('Arrow', '/rest/order/checkStatusOfArrowOrder');
  checkStatus('Verical', '/rest/order/checkStatusOfVericalOrder');

  api.post(
    '/rest/order/checkStatusOfMouserOrderByDateRange',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Mouser’s orders between two days (YYYY-MM-DD), matched to our purchases by PO number',
        body: mouserDateRangeRequest,
        response: { 200: mouserDateRangeResponse },
      },
    },
    async (request) => automated.mouserOrdersBetween(request.body.from, request.body.to),
  );

  const list = (path: string, summary: string, read: typeof automated.failures) =>
    api.get(
      path,
      {
        config: staff,
        schema: {
          tags,
          summary,
          querystring: automatedPurchasesQuery,
          response: { 200: automatedPurchasesResponse },
        },
      },
      async (request) => ({ purchases: await read.call(automated, request.query) }),
    );
  list(
    '/rest/project/callAutomatedSupplierAPIStatusFailure',
    'Automated purchases that failed (the distributor refused)',
    automated.failures,
  );
  list(
    '/rest/project/callAutomatedSupplierAPIStatusToPutData',
    'Automated purchases still to be placed or settled (pending, in cart, submitting, unknown)',
    automated.toPut,
  );
  list(
    '/rest/project/callAutomatedSupplierAPIStatusToRemoveData',
    'Automated purchases that can be removed (nothing the distributor confirmed)',
    automated.toRemove,
  );

  api.post(
    '/rest/project/callAutomatedSupplierAPIStatusToPutData',
    {
      config: staff,
      schema: {
        tags,
        summary:
          'Puts a purchase through again: an unsettled one is looked up, a failed or pending one placed',
        body: automatedPurchaseActionRequest,
        response: { 200: purchaseView },
      },
    },
    async (request) => automated.retry(requireCaller(request), request.body.purchaseId),
  );

  api.post(
    '/rest/project/callAutomatedSupplierAPIStatusToRemoveData',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Removes a purchase the distributor has not confirmed; its lines can be bought again',
        body: automatedPurchaseActionRequest,
        response: { 200: purchaseView },
      },
    },
    async (request) => automated.remove(request.body.purchaseId),
  );
}
