import { z } from 'zod';
import type { PurchaseAnswer, PurchaseStatus } from './port.ts';

/**
 * Arrow's and Verical's purchase APIs are partner-only; both are reached through this one JSON format,
 * written from what such partner APIs document (see docs/distributor-wire-formats.md):
 *   POST {base}/purchase-orders          submit, keyed by our PO number (Idempotency-Key header too)
 *   GET  {base}/purchase-orders/{po}     status by our PO number
 * with `Authorization: Bearer {key}`. A second submit of a known PO answers 409 DUPLICATE_PO with the
 * existing order, so a resubmission never buys twice.
 */
export const PARTNER_ORDER_STATUSES = [
  'ACCEPTED',
  'IN_PROCESS',
  'PARTIALLY_SHIPPED',
  'SHIPPED',
  'CANCELLED',
  'REJECTED',
] as const;

export const partnerOrderSchema = z.object({
  poNumber: z.string(),
  orderNumber: z.string().nullish(),
  status: z.string(),
  statusText: z.string().nullish(),
  createdAt: z.string().nullish(),
});
export type PartnerOrder = z.infer<typeof partnerOrderSchema>;

export const partnerErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string().nullish() }),
  order: partnerOrderSchema.nullish(),
});

export interface PartnerOrderLine {
  lineNumber: number;
  partNumber: string;
  manufacturerPartNumber: string;
  quantity: number;
  customerPartNumber: string;
}

export interface PartnerOrderRequest {
  poNumber: string;
  currency: string;
  lines: PartnerOrderLine[];
}

export function purchaseStatusOfPartner(status: string): PurchaseStatus {
  switch (status.toUpperCase()) {
    case 'ACCEPTED':
    case 'IN_PROCESS':
    case 'PARTIALLY_SHIPPED':
      return 'ORDERED';
    case 'SHIPPED':
      return 'SHIPPED';
    case 'CANCELLED':
      return 'CANCELLED';
    case 'REJECTED':
      return 'FAILED';
    default:
      return 'UNKNOWN';
  }
}

export function answerOfPartnerOrder(order: PartnerOrder): PurchaseAnswer {
  return {
    poNumber: order.poNumber,
    distributorOrderNumber: order.orderNumber ?? null,
    status: purchaseStatusOfPartner(order.status),
    statusText: order.statusText ?? order.status,
  };
}
