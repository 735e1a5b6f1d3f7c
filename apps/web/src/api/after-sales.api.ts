import type {
  CancelOrderRequest,
  CancelOrderResponse,
  OrderRefundsResponse,
  RefundRequest,
  RefundView,
  StaffCancelOrderRequest,
} from '@boardhouse/shared/orders/after-sales-api';
import { apiRequest } from './client.ts';

/** Cancelling an order (customer and staff) and staff refunds with their credit notes. */

export type { OrderRefundsResponse, RefundView };

export const afterSalesApi = {
  cancel: (body: CancelOrderRequest) =>
    apiRequest<CancelOrderResponse>('rest/order/cancel', { method: 'POST', body }),
  staffCancel: (body: StaffCancelOrderRequest) =>
    apiRequest<CancelOrderResponse>('rest/admin/order/cancel', { method: 'POST', body }),
  refunds: (orderId: number) => apiRequest<OrderRefundsResponse>(`rest/admin/order/${orderId}/refunds`),
  refund: (body: RefundRequest) =>
    apiRequest<RefundView>('rest/admin/order/refund', { method: 'POST', body }),
};

export const refundKeys = {
  order: (orderId: number) => ['refunds', orderId] as const,
};

/** A fresh key per refund the person means to make: sending the same one again never refunds twice. */
export const newRequestKey = (): string => `refund-${crypto.randomUUID()}`;
