import type {
  Carrier,
  SaveReviewRequest,
  ShipmentDatesRequest,
  StaffOrderResponse,
  TrackingCodeRequest,
  UpdateOrderStatusRequest,
} from '@boardhouse/shared/orders/order-actions-api';
import { apiRequest } from './client.ts';

/** What staff do to one order; every call answers the order as staff see it. */

export type { Carrier, StaffOrderResponse };

const post = <T extends object>(path: string, body: T) =>
  apiRequest<StaffOrderResponse>(path, { method: 'POST', body });

export const orderActionsApi = {
  get: (orderId: number) => apiRequest<StaffOrderResponse>(`rest/order-info/${orderId}`),
  changeStatus: (body: UpdateOrderStatusRequest) => post('rest/order/update-order-status', body),
  block: (orderId: number, note?: string) => post('rest/order/blockOrderStatus', { orderId, note }),
  saveReview: (body: SaveReviewRequest) => post('rest/project/saveProjectReviewStatus', body),
  setShipmentDates: (body: ShipmentDatesRequest) => post('rest/order/updateShipmentAndArrivalDate', body),
  sendDepartureMail: (orderId: number) => post('rest/order/departureDateConfirmationMail', { orderId }),
  setTrackingCode: (body: TrackingCodeRequest) => post('rest/project/trackingCodeUpload', body),
};

export const staffOrderKeys = {
  all: ['staff-orders'] as const,
  detail: (orderId: number) => ['staff-orders', orderId] as const,
};
