import type { StaffOrderResponse } from '@boardhouse/shared/orders/order-actions-api';
import type {
  MoneyEditResponse,
  PcbComposition,
  ProductionStats,
  ShipmentDetails,
  UpdateOrderRequest,
} from '@boardhouse/shared/orders/order-edits-api';
import { apiRequest } from './client.ts';

/** Staff edits of an order's money (answer: totals before and after) and data (answer: the order). */

export type { MoneyEditResponse, PcbComposition, ProductionStats, ShipmentDetails };

interface MoneyEdit {
  orderId: number;
  reason: string;
  preview: boolean;
}

const money = <T extends object>(path: string, body: MoneyEdit & T) =>
  apiRequest<MoneyEditResponse>(`rest/order/${path}`, { method: 'POST', body });
const data = <T extends object>(path: string, body: T) =>
  apiRequest<StaffOrderResponse>(`rest/order/${path}`, { method: 'POST', body });

export const orderEditsApi = {
  recalculate: (body: MoneyEdit) => money('RecalculateTotalPrice', body),
  changeOffer: (body: MoneyEdit & { quantity?: number; workingDays?: number }) =>
    money('updatePcbOffer', body),
  changeComposition: (body: MoneyEdit & { composition: PcbComposition }) =>
    money('UpdatePcbComposition', body),
  changePackaging: (body: MoneyEdit & { amountCents: number }) => money('updatePackagingTotalPrice', body),
  changeVat: (body: MoneyEdit & { ratePercent: number; vatReason: string }) => money('updateVatPrice', body),
  updateOrder: (body: UpdateOrderRequest) => data('updateOrder', body),
  updateStats: (body: ProductionStats & { orderId: number }) => data('updateStatsData', body),
  updateShipment: (body: ShipmentDetails & { orderId: number }) => data('updateShipmentLineData', body),
};
