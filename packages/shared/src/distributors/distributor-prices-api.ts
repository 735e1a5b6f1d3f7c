import { z } from 'zod';
import { projectKeyField } from '../projects.ts';

/**
 * What the distributors said about a project's BOM lines, for the BOM step: each line's state, its
 * best price and stock. Customers see prices and stock; administrators also see every offer (which
 * distributor, their part number, price breaks in the distributor's currency).
 */

export const DISTRIBUTOR_LINE_STATES = [
  /** Priced from an offer with stock for at least one board. */
  'inStock',
  /** Offers exist, none with stock: priced with a lead time. */
  'outOfStock',
  /** No distributor sells this exact number: a class estimate. */
  'notFound',
  /** Not asked yet (matching runs). */
  'searching',
  /** The search failed: a class estimate until it is asked again. */
  'failed',
  /** Staff priced it in the MPN data: their price wins. */
  'staffPriced',
  /** No MPN on the line, DNP or customer supplied: nothing to ask. */
  'notAsked',
] as const;
export type DistributorLineState = (typeof DISTRIBUTOR_LINE_STATES)[number];

const isoMoment = z.string().describe('ISO 8601 UTC');

export const distributorOfferView = z.object({
  distributor: z.string(),
  sku: z.string(),
  stock: z.number().int(),
  moq: z.number().int(),
  multiple: z.number().int(),
  leadTimeDays: z.number().int().nullable(),
  priceBreaks: z.array(z.object({ quantity: z.number().int(), unitPrice: z.number(), currency: z.string() })),
  fetchedAt: isoMoment,
});
export type DistributorOfferView = z.infer<typeof distributorOfferView>;

export const distributorLinePrice = z.object({
  lineNo: z.number().int(),
  state: z.enum(DISTRIBUTOR_LINE_STATES),
  /** The most any one distributor holds. */
  stock: z.number().int().nullable(),
  /** The lowest unit price of any offer, in euro cents (a fraction of a cent allowed). */
  fromUnitCents: z.number().nullable(),
  leadTimeDays: z.number().int().nullable().describe('The shortest lead time when no one holds stock'),
  fetchedAt: isoMoment.nullable(),
  offers: z.array(distributorOfferView).optional().describe('Administrators only'),
});
export type DistributorLinePrice = z.infer<typeof distributorLinePrice>;

export const distributorPricesResponse = z.object({
  projectId: z.string(),
  /** True while the distributors are being asked; the page hears a `prices` event when it ends. */
  pending: z.boolean(),
  /** True when the answers come from the local distributor simulator (no keys set). */
  simulated: z.boolean(),
  /** False when this server asks no distributor (production without keys): every price is an estimate. */
  enabled: z.boolean(),
  lines: z.array(distributorLinePrice),
});
export type DistributorPricesResponse = z.infer<typeof distributorPricesResponse>;

export const distributorPricesParams = z.object({ projectId: projectKeyField });
