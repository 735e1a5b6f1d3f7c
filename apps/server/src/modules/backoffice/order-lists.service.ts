import {
  type BackofficeOrderRow,
  ORDER_LIST_LIMIT,
  ORDER_SEARCH_LIMIT,
  type OrderListResponse,
  type OrderListTab,
  type OrderPageRequest,
  type OrderPageResponse,
  type OrderTabCounts,
} from '@boardhouse/shared/orders/backoffice-api';
import { ORDER_FIND_LIMIT, type OrderFindResponse } from '@boardhouse/shared/orders/order-search-api';
import type { PaymentState } from '@boardhouse/shared/orders/orders-api';
import type { AppContext } from '../../context.ts';
import {
  countTabs,
  findInEveryTab,
  newestOrders,
  type OrderListRow,
  type OrderListScope,
  pageOrders,
} from './order-lists.repository.ts';

/**
 * The back office's order lists (staff only; the routes check the role): tab counts, pages sorted and
 * filtered in SQL, the seed's unpaginated lists (the newest ORDER_LIST_LIMIT) and its two searches.
 */
export class OrderListsService {
  constructor(private readonly ctx: AppContext) {}

  counts(): Promise<OrderTabCounts> {
    return countTabs(this.ctx.db);
  }

  async page(tab: OrderListTab, request: OrderPageRequest): Promise<OrderPageResponse> {
    const { rows, total } = await pageOrders(this.ctx.db, tab, request);
    return {
      rows: rows.map(presentRow),
      total,
      pageNumber: request.pageNumber,
      pageSize: request.pageSize,
    };
  }

  /** The newest orders of a tab, or of every order not deleted ('live'). */
  async newest(scope: OrderListScope): Promise<OrderListResponse> {
    const { rows, total } = await newestOrders(this.ctx.db, scope, ORDER_LIST_LIMIT);
    return { rows: rows.map(presentRow), total, limit: ORDER_LIST_LIMIT };
  }

  /** The newest matches of the filter in a tab. */
  async search(tab: OrderListTab, search: string | undefined): Promise<OrderListResponse> {
    const { rows, total } = await newestOrders(this.ctx.db, tab, ORDER_SEARCH_LIMIT, search ?? '');
    return { rows: rows.map(presentRow), total, limit: ORDER_SEARCH_LIMIT };
  }

  /** The Orders page's search over every tab: each match with the tabs that list it. */
  async find(text: string): Promise<OrderFindResponse> {
    const { rows, total } = await findInEveryTab(this.ctx.db, text, ORDER_FIND_LIMIT);
    return {
      rows: rows.map((row) => ({ ...presentRow(row), tabs: tabsOf(row) })),
      total,
      limit: ORDER_FIND_LIMIT,
    };
  }
}

/** The tabs as the database files the order (the columns the tab lists select by), in tab order. */
function tabsOf(row: OrderListRow): OrderListTab[] {
  const tabs: OrderListTab[] = row.listTab && row.listTab !== 'closed' ? [row.listTab] : [];
  return row.isInReview ? [...tabs, 'review'] : tabs;
}

export function presentRow(row: OrderListRow): BackofficeOrderRow {
  return {
    orderId: row.id,
    orderKey: row.orderKey,
    projectId: row.projectKey,
    projectName: row.projectName,
    customer: {
      userId: row.ownerId,
      name: row.customerName ?? '',
      email: row.customerEmail ?? '',
      company: row.customerCompany || null,
    },
    status: row.status,
    reviewStatus: row.reviewStatus,
    paymentState: (row.paymentState as PaymentState | null) ?? null,
    createdAt: row.createdAt.toISOString(),
    deliveryDate: row.deliveryDate,
    totalCents: row.totalCents,
    currency: row.currency,
    flagged: row.flagged,
  };
}
