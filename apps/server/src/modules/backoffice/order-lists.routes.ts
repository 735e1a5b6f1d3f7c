import {
  ORDER_LIST_LIMIT,
  ORDER_SEARCH_LIMIT,
  ORDER_TAB_DESCRIPTIONS,
  type OrderListTab,
  orderListResponse,
  orderPageQuery,
  orderPageResponse,
  orderSearchQuery,
  orderTabCountsResponse,
  toPageRequest,
} from '@boardhouse/shared/orders/backoffice-api';
import {
  ORDER_FIND_LIMIT,
  orderFindQuery,
  orderFindResponse,
} from '@boardhouse/shared/orders/order-search-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import type { OrderListScope } from './order-lists.repository.ts';
import { OrderListsService } from './order-lists.service.ts';

const tags = ['backoffice'];
const admin = { access: 'admin' as const };

const TAB_NAMES: Record<OrderListTab, string> = {
  new: 'New',
  open: 'Open',
  pending: 'Pending',
  review: 'Projects review',
  deleted: 'Deleted',
};

/** The seed's paginated lists, one per tab. */
const PAGES: readonly (readonly [string, OrderListTab])[] = [
  ['/rest/getNewOrdersWithPagination', 'new'],
  ['/rest/getOpenOrdersWithPagination', 'open'],
  ['/rest/getPendingOrdersWithPagination', 'pending'],
  ['/rest/getProjectsReviewOrdersWithPagination', 'review'],
  ['/rest/getDeletedOrdersWithPagination', 'deleted'],
];

/** The seed's unpaginated lists ('live': every order that is not deleted). */
const LISTS: readonly (readonly [string, OrderListScope])[] = [
  ['/rest/orders', 'live'],
  ['/rest/getOpenOrders', 'open'],
  ['/rest/getPendingOrders', 'pending'],
  ['/rest/getProjectsReview', 'review'],
  ['/rest/getDeletedOrders', 'deleted'],
];

const SEARCHES: readonly (readonly [string, OrderListTab])[] = [
  ['/rest/getSearchByOrderForOpenOrder', 'open'],
  ['/rest/getSearchByOrderForNewOrder', 'new'],
];

const FILTER_TEXT =
  'The filter (`filter`, or the seed’s `lastNamefilter`) matches any part of the order key, the project name as ordered, the customer’s name, company or e-mail as billed, in any case.';

const tabsText = Object.values(ORDER_TAB_DESCRIPTIONS).join(' ');

/** The back office's order lists (issue 13): the seed's paths, for staff (ADMIN) only. */
export function registerOrderListRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const lists = new OrderListsService(ctx);

  api.get(
    '/rest/getCountsOfAllOrdersTypes',
    {
      config: admin,
      schema: {
        tags,
        summary: 'How many orders each back-office tab holds',
        description: tabsText,
        response: { 200: orderTabCountsResponse },
      },
    },
    async () => lists.counts(),
  );

  for (const [path, tab] of PAGES) {
    api.get(
      path,
      {
        config: admin,
        schema: {
          tags,
          summary: `One page of the ${TAB_NAMES[tab]} tab, filtered and sorted on the server`,
          description: `${ORDER_TAB_DESCRIPTIONS[tab]} ${FILTER_TEXT} pageNumber is zero-based; sortField is one of orderKey, customer, company, createdAt, deliveryDate, totalCents, status (ties broken by order id); total counts the tab's orders matching the filter.`,
          querystring: orderPageQuery,
          response: { 200: orderPageResponse },
        },
      },
      async (request) => lists.page(tab, toPageRequest(request.query)),
    );
  }

  for (const [path, scope] of LISTS) {
    const what =
      scope === 'live'
        ? 'Every order that is not deleted, whatever its status.'
        : ORDER_TAB_DESCRIPTIONS[scope];
    api.get(
      path,
      {
        config: admin,
        schema: {
          tags,
          summary:
            scope === 'live'
              ? `All orders not deleted: the newest ${ORDER_LIST_LIMIT}`
              : `The ${TAB_NAMES[scope]} tab unpaginated: its newest ${ORDER_LIST_LIMIT} orders`,
          description: `${what} Capped: at most the newest ${ORDER_LIST_LIMIT} orders (by creation), with total counting them all; use the WithPagination call to see further.`,
          response: { 200: orderListResponse },
        },
      },
      async () => lists.newest(scope),
    );
  }

  for (const [path, tab] of SEARCHES) {
    api.get(
      path,
      {
        config: admin,
        schema: {
          tags,
          summary: `Search the ${TAB_NAMES[tab]} tab: its newest ${ORDER_SEARCH_LIMIT} matches`,
          description: `${ORDER_TAB_DESCRIPTIONS[tab]} search matches any part of the order key, the project name as ordered, the customer’s name, company or e-mail as billed, in any case; empty, it matches every order of the tab. At most the newest ${ORDER_SEARCH_LIMIT}, with total counting every match.`,
          querystring: orderSearchQuery,
          response: { 200: orderListResponse },
        },
      },
      async (request) => lists.search(tab, request.query.search),
    );
  }

  api.get(
    '/rest/admin/orders/search',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Find orders in every tab at once, with the tabs each is listed in',
        description: `For staff who hold an order number, a name or a reference and do not know where the order stands: matches any part of the order key, the project name as ordered, the customer’s name, company or e-mail as billed, or the customer reference, in any case, or the exact invoice number; delivered and cancelled orders (in no tab) too. The order with exactly that key first, then newest first; at most ${ORDER_FIND_LIMIT}, with total counting every match.`,
        querystring: orderFindQuery,
        response: { 200: orderFindResponse },
      },
    },
    async (request) => lists.find(request.query.q),
  );
}
