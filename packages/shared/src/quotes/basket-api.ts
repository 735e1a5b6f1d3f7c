import { z } from 'zod';

/**
 * My Basket (SPEC.md section 2, "Cart/basket content table"): the projects of the caller and their team
 * with a selected offer, each priced from the selection's snapshot, and the totals of the valid ones.
 */

const isoMoment = z.string().describe('ISO 8601 UTC');

export const basketBomStatus = z.object({
  text: z.string().describe('"Complete", "Open: 3 lines to check" or "No BOM (bare boards)"'),
  bStatus: z.boolean().describe('True (green) when the BOM has no open lines or there is no BOM'),
});
export type BasketBomStatus = z.infer<typeof basketBomStatus>;

/**
 * Why a basket item can no longer be ordered as it stands: its offer ran out (OFFER_EXPIRED); the
 * project, its owner's details or the prices changed in a way not priced again yet (PRICES_CHANGED);
 * priced again, the chosen quantity and lead time can no longer be made (CELL_UNAVAILABLE) or the promo
 * code no longer fits the new price (PROMO_NO_LONGER_VALID). Each asks the customer to choose again.
 */
export const BASKET_EXPIRED_REASONS = [
  'OFFER_EXPIRED',
  'PRICES_CHANGED',
  'CELL_UNAVAILABLE',
  'PROMO_NO_LONGER_VALID',
] as const;
export const basketExpiredReason = z.enum(BASKET_EXPIRED_REASONS);
export type BasketExpiredReason = z.infer<typeof basketExpiredReason>;

export const basketItem = z.object({
  projectId: z.string().describe('The project key, e.g. P-26-000002'),
  name: z.string(),
  quantity: z.number().int(),
  workingDays: z.number().int(),
  shipDate: z
    .string()
    .nullable()
    .optional()
    .describe(
      'YYYY-MM-DD (Europe/Amsterdam): production done, the boards leave the house; absent on older offers',
    ),
  deliveryDate: z
    .string()
    .nullable()
    .describe('YYYY-MM-DD (Europe/Amsterdam) as offered: at the customer, the ship date plus transit'),
  netCents: z.number().int(),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
  validUntil: isoMoment.describe('When the offer set the selection came from expires'),
  expired: z
    .boolean()
    .describe(
      'The offer cannot be ordered as it stands: listed, but not in the totals; submit-order refuses it',
    ),
  expiredReason: basketExpiredReason
    .nullable()
    .describe('Why the item expired (choose the offer again); null while it can be ordered'),
  bomStatus: basketBomStatus,
  openBomLines: z
    .number()
    .int()
    .nullable()
    .describe('BOM lines still to check (unknown or warning); null when the project has no BOM'),
  isOwn: z.boolean().describe('The caller owns the project (else it is a teammate’s)'),
  dateCreated: isoMoment,
  dateAddedToBasket: isoMoment,
});
export type BasketItem = z.infer<typeof basketItem>;

export const basketTotals = z.object({
  netCents: z.number().int(),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
});
export type BasketTotals = z.infer<typeof basketTotals>;

export const basketResponse = z.object({
  items: z.array(basketItem).describe('Newest addition first'),
  totals: basketTotals.describe('Of the items whose offer has not expired'),
  count: z.number().int().describe('Items listed, expired ones included'),
});
export type BasketResponse = z.infer<typeof basketResponse>;

/** Sums the money of the items that can still be ordered (expired offers do not count). */
export function sumBasket(
  items: readonly Pick<BasketItem, 'netCents' | 'vatCents' | 'totalCents' | 'expired'>[],
) {
  const totals: BasketTotals = { netCents: 0, vatCents: 0, totalCents: 0 };
  for (const item of items) {
    if (item.expired) continue;
    totals.netCents += item.netCents;
    totals.vatCents += item.vatCents;
    totals.totalCents += item.totalCents;
  }
  return totals;
}
