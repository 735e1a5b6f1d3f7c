import { z } from 'zod';
import { DATABASE_INT_MAX, searchText } from '../fields.ts';
import { formatMessage } from '../messages.ts';
import { ORDER_STATUSES, type OrderStatus, REVIEW_STATUSES, type ReviewStatus } from './order-status.ts';
import { PAYMENT_STATES } from './orders-api.ts';

/**
 * The back office's order lists (issue 13, "Order lists"): the tabs New, Open, Pending, Projects review
 * and Deleted, their counts, pages and searches. The tabs are defined here once: the database keeps
 * each order's tab in generated columns built from these lists (db/schema/orders.ts), the OpenAPI
 * document quotes ORDER_TAB_DESCRIPTIONS, and `orderTabsOf` says the same in code.
 */

export const ORDER_LIST_TABS = ['new', 'open', 'pending', 'review', 'deleted'] as const;
export type OrderListTab = (typeof ORDER_LIST_TABS)[number];

/** The tabs that go by status alone (and hold no deleted order). An order is in at most one of them. */
export const STATUS_TAB_STATUSES = {
  new: ['AWAITING_PAYMENT', 'PAYMENT_FAILED'],
  open: ['PAID', 'IN_REVIEW', 'PURCHASING', 'IN_PRODUCTION', 'SHIPPED', 'BLOCKED'],
  pending: ['PENDING'],
} as const satisfies Record<'new' | 'open' | 'pending', readonly OrderStatus[]>;
export type StatusTab = keyof typeof STATUS_TAB_STATUSES;

/**
 * Projects review: a live order (not deleted, not delivered or cancelled) whose files and BOM wait for staff
 * (review status PENDING) or for the customer's changes (CHANGES_NEEDED), once it is paid or the
 * customer chose to pay by bank transfer. It may be in New, Open or Pending at the same time.
 */
export const REVIEW_TAB = {
  reviewStatuses: ['PENDING', 'CHANGES_NEEDED'],
  /** Not paid yet, but waiting for a bank transfer: reviewed while the money is on its way. */
  paymentState: 'BANK_TRANSFER',
  /** Finished orders need no review. */
  excludedStatuses: ['DELIVERED', 'CANCELLED'],
} as const satisfies {
  reviewStatuses: readonly ReviewStatus[];
  paymentState: (typeof PAYMENT_STATES)[number];
  excludedStatuses: readonly OrderStatus[];
};

/** What the database stores per order: its status tab ('closed': delivered or cancelled, in no tab). */
export const ORDER_TAB_COLUMN_VALUES = ['new', 'open', 'pending', 'deleted', 'closed'] as const;

const listed = (values: readonly string[]) => values.join(', ');

export const ORDER_TAB_DESCRIPTIONS: Record<OrderListTab, string> = {
  new: `New: awaiting payment or payment failed (${listed(STATUS_TAB_STATUSES.new)}), not deleted.`,
  open: `Open: paid and in work, or blocked (${listed(STATUS_TAB_STATUSES.open)}), not deleted.`,
  pending: `Pending: waiting for the customer, e.g. a bank transfer (${listed(STATUS_TAB_STATUSES.pending)}), not deleted.`,
  review: `Projects review: not deleted, not ${listed(REVIEW_TAB.excludedStatuses)}, review status ${listed(REVIEW_TAB.reviewStatuses)}, and paid (paidAt set) or waiting for a bank transfer (payment state ${REVIEW_TAB.paymentState}); such an order is also in New, Open or Pending.`,
  deleted: 'Deleted: removed by staff (deletedAt set), whatever the status; no other tab holds it.',
};

export interface TabFacts {
  status: OrderStatus;
  reviewStatus: ReviewStatus;
  paymentState: string | null;
  paidAt: Date | string | null;
  deletedAt: Date | string | null;
}

/** The tabs an order shows in (none for a delivered or cancelled one): the definitions above in code. */
export function orderTabsOf(order: TabFacts): OrderListTab[] {
  if (order.deletedAt !== null) return ['deleted'];
  const tabs: OrderListTab[] = [];
  for (const tab of Object.keys(STATUS_TAB_STATUSES) as StatusTab[]) {
    if ((STATUS_TAB_STATUSES[tab] as readonly OrderStatus[]).includes(order.status)) tabs.push(tab);
  }
  const isAwaitingReview =
    !(REVIEW_TAB.excludedStatuses as readonly OrderStatus[]).includes(order.status) &&
    (REVIEW_TAB.reviewStatuses as readonly ReviewStatus[]).includes(order.reviewStatus) &&
    (order.paidAt !== null || order.paymentState === REVIEW_TAB.paymentState);
  if (isAwaitingReview) tabs.push('review');
  return tabs;
}

// --- Requests ----------------------------------------------------------------------------------------

export const ORDER_SORT_FIELDS = [
  'orderKey',
  'customer',
  'company',
  'createdAt',
  'deliveryDate',
  'totalCents',
  'status',
] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

export const ORDER_PAGE_SIZE_DEFAULT = 25;
export const ORDER_PAGE_SIZE_MAX = 100;
/** The unpaginated lists answer the newest this many orders (with the full count). */
export const ORDER_LIST_LIMIT = 500;
/** The searches answer the newest this many matches (with the full count). */
export const ORDER_SEARCH_LIMIT = 50;

const FILTER_MAX = 120;

const wholeNumber = (name: string, min: number, max: number, tooLarge?: string) =>
  z
    .string({ error: formatMessage('invalid', { name }) })
    .regex(/^[0-9]{1,10}$/, { error: formatMessage('invalid', { name }) })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, { error: formatMessage('invalid', { name }) })
        .max(max, { error: tooLarge ?? formatMessage('invalid', { name }) }),
    );

export const orderPageQuery = z.object({
  filter: searchText(FILTER_MAX, 'Filter').describe(
    'Matches order key, project name, customer name, company and e-mail (any part, any case)',
  ),
  lastNamefilter: searchText(FILTER_MAX, 'Filter').describe(
    'The seed’s name for `filter`; used when `filter` is absent',
  ),
  sortOrder: z
    .enum(['asc', 'desc', '1', '-1'], { error: formatMessage('invalid', { name: 'Sort order' }) })
    .optional()
    .default('desc')
    .describe('asc or desc (1 and -1 are read as asc and desc); default desc'),
  sortField: z
    .enum(ORDER_SORT_FIELDS, { error: formatMessage('invalid', { name: 'Sort field' }) })
    .optional()
    .default('createdAt')
    .describe('Default createdAt; ties are broken by the order id in the same direction'),
  pageNumber: wholeNumber('Page number', 0, DATABASE_INT_MAX)
    .optional()
    .default(0)
    .describe('Zero-based: 0 is the first page'),
  pageSize: wholeNumber('Page size', 1, ORDER_PAGE_SIZE_MAX, `Page size maximum is ${ORDER_PAGE_SIZE_MAX}`)
    .optional()
    .default(ORDER_PAGE_SIZE_DEFAULT)
    .describe(`1 to ${ORDER_PAGE_SIZE_MAX}, default ${ORDER_PAGE_SIZE_DEFAULT}`),
});
export type OrderPageQuery = z.infer<typeof orderPageQuery>;

export const orderSearchQuery = z.object({
  search: searchText(FILTER_MAX, 'Search').describe(
    'Matches order key, project name, customer name, company and e-mail (any part, any case)',
  ),
});

/** A page request as the server runs it: one filter, asc or desc. */
export interface OrderPageRequest {
  filter: string;
  sortField: OrderSortField;
  sortOrder: 'asc' | 'desc';
  pageNumber: number;
  pageSize: number;
}

export function toPageRequest(query: OrderPageQuery): OrderPageRequest {
  const filter = query.filter || query.lastNamefilter || '';
  const sortOrder = query.sortOrder === 'asc' || query.sortOrder === '1' ? 'asc' : 'desc';
  const { sortField, pageNumber, pageSize } = query;
  return { filter, sortField, sortOrder, pageNumber, pageSize };
}

// --- Answers -----------------------------------------------------------------------------------------

export const backofficeOrderRow = z.object({
  orderId: z.number().int(),
  orderKey: z.string(),
  projectId: z.string().describe('The project key'),
  projectName: z.string().describe('The project’s name when it was ordered'),
  customer: z
    .object({
      userId: z.number().int().describe('The project owner the order belongs to'),
      name: z.string(),
      email: z.string(),
      company: z.string().nullable(),
    })
    .describe('The billing details as ordered (the order snapshot), and the owner’s user id'),
  status: z.enum(ORDER_STATUSES),
  reviewStatus: z.enum(REVIEW_STATUSES),
  paymentState: z.enum(PAYMENT_STATES).nullable(),
  createdAt: z.string().describe('ISO 8601 UTC'),
  deliveryDate: z.string().nullable().describe('YYYY-MM-DD, as the ordered offer promised'),
  totalCents: z.number().int(),
  currency: z.string(),
  flagged: z.boolean().describe('Something for staff to look at (a refund, a chargeback…)'),
});
export type BackofficeOrderRow = z.infer<typeof backofficeOrderRow>;

export const orderPageResponse = z.object({
  rows: z.array(backofficeOrderRow),
  total: z.number().int().describe('Orders of the tab matching the filter'),
  pageNumber: z.number().int().describe('Zero-based, as asked'),
  pageSize: z.number().int(),
});
export type OrderPageResponse = z.infer<typeof orderPageResponse>;

export const orderListResponse = z.object({
  rows: z.array(backofficeOrderRow).describe('Newest first, at most `limit`'),
  total: z.number().int().describe('All orders of the list (or all matches), also beyond `limit`'),
  limit: z.number().int(),
});
export type OrderListResponse = z.infer<typeof orderListResponse>;

export const orderTabCountsResponse = z.object({
  new: z.number().int(),
  open: z.number().int(),
  pending: z.number().int(),
  review: z.number().int(),
  deleted: z.number().int(),
});
export type OrderTabCounts = z.infer<typeof orderTabCountsResponse>;
