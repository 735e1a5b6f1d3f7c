import { z } from 'zod';
import { calendarDay, withDaysInOrder } from '../calendar-days.ts';
import { optionalText, recordId, requiredText } from '../fields.ts';
import { orderIdField } from '../orders/orders-api.ts';

/**
 * Purchasing (back office): per BOM line of a paid order, what to buy from whom; the purchases placed
 * at the distributors by API (Mouser through a cart, Arrow and Verical directly) and their status.
 */

export const PURCHASE_DISTRIBUTORS = ['Mouser', 'Arrow', 'Verical'] as const;
export type PurchaseDistributor = (typeof PURCHASE_DISTRIBUTORS)[number];

export const PURCHASE_STATUSES = [
  'PENDING',
  'IN_CART',
  'SUBMITTING',
  'UNKNOWN',
  'ORDERED',
  'SHIPPED',
  'CANCELLED',
  'FAILED',
  'REMOVED',
] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export const PURCHASE_LINE_STATES = [
  'NOT_PLACED',
  'IN_CART',
  'ORDERED',
  'SHIPPED',
  'CANCELLED',
  'FAILED',
] as const;
export type PurchaseLineState = (typeof PURCHASE_LINE_STATES)[number];

const isoMoment = z.string().describe('ISO 8601 UTC');

export const purchaseView = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderKey: z.string(),
  distributor: z.enum(PURCHASE_DISTRIBUTORS),
  poNumber: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  cartKey: z.string().nullable(),
  distributorOrderNumber: z.string().nullable(),
  statusText: z.string().nullable().describe('The distributor’s own words for the state'),
  lastError: z.string().nullable(),
  submissions: z.number().int(),
  checkedAt: isoMoment.nullable(),
  updatedAt: isoMoment,
});
export type PurchaseView = z.infer<typeof purchaseView>;

export const purchaseOfferView = z.object({
  distributor: z.enum(PURCHASE_DISTRIBUTORS),
  sku: z.string(),
  stock: z.number().int(),
  moq: z.number().int(),
  multiple: z.number().int(),
  leadTimeDays: z.number().int().nullable(),
  currency: z.string(),
  /** The price at the break the line's quantity reaches, in `currency`. */
  unitPrice: z.number(),
  /** The same in euro cents, to compare offers. */
  unitCents: z.number(),
  fetchedAt: isoMoment,
  simulated: z.boolean(),
});
export type PurchaseOfferView = z.infer<typeof purchaseOfferView>;

export const purchaseLineView = z.object({
  lineNo: z.number().int(),
  mpn: z.string().nullable(),
  designators: z.string(),
  quantity: z.number().int().describe('Parts to buy: spares, minimum and multiples included'),
  distributor: z.enum(PURCHASE_DISTRIBUTORS).nullable(),
  sku: z.string().nullable(),
  unitPrice: z.number().nullable(),
  currency: z.string().nullable(),
  pricing: z
    .enum(['offer', 'distributor', 'staff'])
    .nullable()
    .describe('offer: as ordered; distributor: an offer staff chose; staff: their own price; null: unpriced'),
  state: z.enum(PURCHASE_LINE_STATES),
  purchaseId: z.number().int().nullable(),
  offers: z.array(purchaseOfferView).describe('What distributors offer for the line now, cheapest first'),
});
export type PurchaseLineView = z.infer<typeof purchaseLineView>;

export const purchasingResponse = z.object({
  orderId: z.number().int(),
  orderKey: z.string(),
  /** Lines staff must still price (or override) before the order goes to purchasing or production. */
  unpricedLines: z.array(z.number().int()),
  /** Distributors this server can buy from by API. */
  purchasable: z.array(z.enum(PURCHASE_DISTRIBUTORS)),
  lines: z.array(purchaseLineView),
  purchases: z.array(purchaseView),
});
export type PurchasingResponse = z.infer<typeof purchasingResponse>;

export const purchasingParams = z.object({ orderId: orderIdField });
export const orderPurchaseRequest = z.object({ orderId: orderIdField });

const distributor = z.enum(PURCHASE_DISTRIBUTORS, {
  error: `Distributor must be one of ${PURCHASE_DISTRIBUTORS.join(', ')}`,
});

/** Either another distributor's offer (distributor + sku) or a price of staff's own (EUR a part). */
export const choosePurchaseLineRequest = z
  .object({
    orderId: orderIdField,
    lineNo: recordId('Line'),
    distributor: distributor.optional(),
    sku: optionalText('SKU', 100),
    unitPriceEuros: z
      .number({ error: 'Unit price must be a number' })
      .positive({ error: 'Unit price must be above 0' })
      .max(100_000, { error: 'Unit price maximum is 100000' })
      .optional(),
  })
  .refine((body) => (body.distributor && body.sku) || body.unitPriceEuros !== undefined, {
    error: 'Choose a distributor’s offer (distributor and SKU) or give a unit price',
    path: ['sku'],
  });
export type ChoosePurchaseLineRequest = z.infer<typeof choosePurchaseLineRequest>;

export const mouserDateRangeRequest = withDaysInOrder(
  z.object({ from: calendarDay('From'), to: calendarDay('To') }),
);

export const mouserDateRangeResponse = z.object({
  orders: z.array(
    z.object({
      poNumber: z.string(),
      distributorOrderNumber: z.string().nullable(),
      statusText: z.string().nullable(),
      status: z.string(),
      /** Our purchase with that PO number, when there is one. */
      purchase: purchaseView.nullable(),
    }),
  ),
});

export const automatedPurchasesQuery = z.object({
  orderId: recordId('Order').optional(),
  distributor: distributor.optional(),
});
export const automatedPurchasesResponse = z.object({ purchases: z.array(purchaseView) });

export const automatedPurchaseActionRequest = z.object({ purchaseId: recordId('Purchase') });

export const pricingOverride = requiredText('Reason', { max: 1000, multiLine: true });
