import type {
  BackofficeOrderRow,
  OrderListTab,
  OrderPageResponse,
  OrderSortField,
  OrderTabCounts,
} from '@boardhouse/shared/orders/backoffice-api';
import type { OrderFindHit, OrderFindResponse } from '@boardhouse/shared/orders/order-search-api';
import { apiRequest } from './client.ts';

/** The back office's order lists (/admin/orders): tab counts and server-side pages of each tab. */

export type {
  BackofficeOrderRow,
  OrderFindHit,
  OrderFindResponse,
  OrderListTab,
  OrderPageResponse,
  OrderSortField,
  OrderTabCounts,
};

export interface OrderPageQuery {
  filter: string;
  sortField: OrderSortField;
  sortOrder: 'asc' | 'desc';
  /** Zero-based. */
  pageNumber: number;
  pageSize: number;
}

/** The seed's paths of the paginated lists, one per tab. */
const PAGE_PATHS: Record<OrderListTab, string> = {
  new: 'rest/getNewOrdersWithPagination',
  open: 'rest/getOpenOrdersWithPagination',
  pending: 'rest/getPendingOrdersWithPagination',
  review: 'rest/getProjectsReviewOrdersWithPagination',
  deleted: 'rest/getDeletedOrdersWithPagination',
};

function pageUrl(tab: OrderListTab, query: OrderPageQuery): string {
  const params = new URLSearchParams({
    sortField: query.sortField,
    sortOrder: query.sortOrder,
    pageNumber: String(query.pageNumber),
    pageSize: String(query.pageSize),
  });
  const filter = query.filter.trim();
  if (filter) params.set('filter', filter);
  return `${PAGE_PATHS[tab]}?${params.toString()}`;
}

export const backofficeApi = {
  orderCounts: () => apiRequest<OrderTabCounts>('rest/getCountsOfAllOrdersTypes'),
  orderPage: (tab: OrderListTab, query: OrderPageQuery) => apiRequest<OrderPageResponse>(pageUrl(tab, query)),
  /** The search over every tab at once. */
  findOrders: (q: string) =>
    apiRequest<OrderFindResponse>(`rest/admin/orders/search?${new URLSearchParams({ q }).toString()}`),
};

/** Query keys: the counts and every page share the orders root, so a staff change refreshes both. */
export const backofficeKeys = {
  all: ['backoffice'] as const,
  orders: ['backoffice', 'orders'] as const,
  orderCounts: ['backoffice', 'orders', 'counts'] as const,
  orderPage: (tab: OrderListTab, query: OrderPageQuery) =>
    ['backoffice', 'orders', 'page', tab, query] as const,
  orderFind: (q: string) => ['backoffice', 'orders', 'find', q] as const,
};
