import type { OrderStatus } from '@boardhouse/shared/orders/order-status';
import type {
  DashboardCountsResponse,
  OrderHistoryEntry,
  OrderListItem,
  OrderPayment,
  OrderResponse,
  PaymentState,
  PostalAddress,
  SubmitOrderRequest,
  SubmitOrderResponse,
  UserOrdersResponse,
} from '@boardhouse/shared/orders/orders-api';
import { apiDownload, apiRequest } from './client.ts';

/** Orders and card payment: submit, follow in My Orders, pay by card or later by bank transfer. */

export type {
  DashboardCountsResponse,
  OrderHistoryEntry,
  OrderListItem,
  OrderPayment,
  OrderResponse,
  OrderStatus,
  PaymentState,
  PostalAddress,
  SubmitOrderRequest,
  SubmitOrderResponse,
  UserOrdersResponse,
};

/** The seed's tab names, sent as `selectedTab`; the answer always holds the three lists. */
export type OrdersTabName = 'My Orders' | 'Open orders' | 'Closed orders';

/** The window of the seed's call: everything up to 500 orders, fresh from the database. */
const ORDERS_WINDOW = { startLimit: 0, endLimit: 500, ordersRefreshFlag: true } as const;

export const ordersApi = {
  submit: (body: SubmitOrderRequest) =>
    apiRequest<SubmitOrderResponse>('rest/project/submit-order', { method: 'POST', body }),
  /** By id, or by the order number (BH-26-000001) of an address typed or pasted from an invoice. */
  get: (orderRef: number | string) => apiRequest<OrderResponse>(`rest/order/${encodeURIComponent(orderRef)}`),
  list: (selectedTab: OrdersTabName, search: string) =>
    apiRequest<UserOrdersResponse>('rest/order/user-orders', {
      method: 'POST',
      body: { ...ORDERS_WINDOW, selectedTab, ...(search ? { search } : {}) },
    }),
  dashboardCounts: () => apiRequest<DashboardCountsResponse>('rest/getProjectsAndOrdersCountForDashboard'),
  /** Opens a payment at MultiSafepay; the caller sends the browser to `paymentUrl`. */
  payByCard: (orderId: number) =>
    apiRequest<{ paymentUrl: string }>('rest/open/payWithMultiSafePay', {
      method: 'POST',
      body: { orderId },
    }),
  /** Pay later by bank transfer: the order waits (PENDING) and an e-mail gives the bank details. */
  payLater: (orderId: number) =>
    apiRequest<{ orderId: number; status: OrderStatus }>('rest/order/delay-payment-email', {
      method: 'POST',
      body: { orderId },
    }),
  /** "Order again": a new project copied from the order's, with all its files; answers the copy's key. */
  reorder: (orderId: number) =>
    apiRequest<{ projectId: string; name: string }>('rest/order/reorder', {
      method: 'POST',
      body: { orderId },
    }),
  downloadInvoice: (orderId: number, orderKey: string) =>
    apiDownload(`rest/order/${orderId}/invoice`, `Boardhouse-invoice-${orderKey}.pdf`),
};

/** Everything under `all` changes when an order is submitted or paid (lists, counts, the order itself). */
export const orderKeys = {
  all: ['orders'] as const,
  lists: ['orders', 'list'] as const,
  list: (tab: OrdersTabName, search: string) => ['orders', 'list', tab, search] as const,
  detail: (orderId: number) => ['orders', 'detail', orderId] as const,
  byNumber: (orderKey: string) => ['orders', 'by-number', orderKey] as const,
  /** The homepage's counts (projects and messages too): refreshed with the orders. */
  dashboard: ['orders', 'dashboard'] as const,
};
