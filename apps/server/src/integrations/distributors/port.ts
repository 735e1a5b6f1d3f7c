import type { CallContext } from '../api-log/api-call-recorder.ts';

/**
 * The distributors as the product needs them: what they offer for a list of manufacturer part
 * numbers and, where a distributor sells by API, a purchase and its status. Mouser, Arrow and Verical
 * (whose offers arrive inside Arrow's answers) sit behind this one port; each has a real HTTP adapter
 * and a fake speaking its wire format on 127.0.0.1.
 */
export const DISTRIBUTORS = ['Mouser', 'Arrow', 'Verical'] as const;
export type DistributorName = (typeof DISTRIBUTORS)[number];

export interface DistributorPriceBreak {
  quantity: number;
  /** In `currency`, as a decimal number (0.052), parsed from the distributor's localised text. */
  unitPrice: number;
  /** ISO 4217: EUR, USD, … */
  currency: string;
}

export interface DistributorOffer {
  distributor: DistributorName;
  /** The distributor's own part number (Mouser's 595-LM358DR); Arrow's and Verical's part number otherwise. */
  sku: string;
  /** The manufacturer part number exactly as the distributor writes it. */
  mpn: string;
  manufacturer: string | null;
  /** Parts on the shelf now (0 when none). */
  stock: number;
  /** Minimum order quantity (1 when the distributor says nothing). */
  moq: number;
  /** Parts are sold in multiples of this (1 when the distributor says nothing). */
  multiple: number;
  /** Ascending by quantity. */
  priceBreaks: DistributorPriceBreak[];
  /** Factory lead time when out of stock; null when unknown. */
  leadTimeDays: number | null;
  packaging: string | null;
  /** ISO 8601: when the answer came. */
  fetchedAt: string;
  attributes: { package?: string; mountingStyle?: 'SMD' | 'THT'; pins?: number };
}

/** What one part number's search came to at one distributor. */
export interface PartSearchResult {
  /** The part number as asked. */
  mpn: string;
  /** Only exact matches (after trimming and case); near matches are dropped by the adapter. */
  offers: DistributorOffer[];
  /** Set when the search for this number failed (timeout, circuit open, provider error). */
  error: string | null;
}

export interface PurchaseLine {
  sku: string;
  mpn: string;
  quantity: number;
  /** Our reference for the line (the BOM line), shown on the distributor's packing list. */
  customerPartNumber: string;
}

export interface PurchaseRequest extends CallContext {
  /** Our purchase order number: the idempotency key the distributor also stores. */
  poNumber: string;
  lines: PurchaseLine[];
  /** Mouser: the cart filled by addToCart, which the order submits. */
  cartKey?: string;
}

export type PurchaseStatus = 'IN_CART' | 'ORDERED' | 'SHIPPED' | 'CANCELLED' | 'FAILED' | 'UNKNOWN';

export interface PurchaseAnswer {
  poNumber: string;
  /** The distributor's order number (Mouser's web order / sales order number). */
  distributorOrderNumber: string | null;
  status: PurchaseStatus;
  /** The distributor's own status words ("Shipped", "In Process"). */
  statusText: string | null;
}

/** A search or purchase the distributor could not answer (timeout, circuit open, refusal). */
export class DistributorError extends Error {
  constructor(
    message: string,
    readonly distributor: DistributorName,
    /** True when the request may have reached the distributor (a timeout after sending). */
    readonly mayHaveArrived = false,
  ) {
    super(message);
    this.name = 'DistributorError';
  }
}

export interface DistributorSearch {
  /** The distributors whose offers this search returns (Arrow's search returns Verical's too). */
  readonly names: readonly DistributorName[];
  /** Batches, queues and rate-limits inside; one result per asked number, in order. Never throws. */
  searchParts(mpns: readonly string[], context?: CallContext): Promise<PartSearchResult[]>;
}

export interface DistributorPurchasing {
  readonly name: DistributorName;
  /** Mouser only: puts the lines in a (new or given) cart; answers the cart's key. */
  addToCart?(request: PurchaseRequest): Promise<{ cartKey: string }>;
  /** Places the purchase. A timeout throws DistributorError with mayHaveArrived: reconcile, never resubmit. */
  placeOrder(request: PurchaseRequest): Promise<PurchaseAnswer>;
  /** Looks a purchase up by our PO number; null when the distributor has no such order. */
  orderStatus(poNumber: string, context?: CallContext): Promise<PurchaseAnswer | null>;
  /** Mouser only: every order placed between two days (ISO dates), for reconciliation. */
  ordersBetween?(from: string, to: string, context?: CallContext): Promise<PurchaseAnswer[]>;
}
