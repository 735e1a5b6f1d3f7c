import type { BasketExpiredReason } from '@boardhouse/shared/quotes/basket-api';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { gatherPricingInput, inputFingerprint } from './offer-inputs.ts';
import type { OfferSelectionRow, OfferSetRow } from './offers.repository.ts';
import type { Breakdown } from './pricing/offer-engine.ts';
import type { PricingInput } from './pricing/pricing-input.ts';
import type { PricingSettingsService } from './pricing-settings.service.ts';

/**
 * Whether a selected offer can be ordered as it stands. The basket and submit-order both ask here, so
 * the basket never calls an offer valid that ordering would refuse.
 */

/**
 * A selection's stored breakdown: the engine's, plus the reason a re-pricing that could not keep the
 * selection left on it. Kept in the snapshot (no column of its own): choosing again writes a fresh
 * breakdown, which drops the reason with the stale prices.
 */
export type StoredBreakdown = Breakdown & { expiredReason?: BasketExpiredReason };

export type SelectionStanding =
  | { orderable: true; input: PricingInput }
  | { orderable: false; reason: BasketExpiredReason };

/** The reason a re-pricing stored on the selection, if one did. */
export function storedExpiredReason(selection: Pick<OfferSelectionRow, 'breakdown'>) {
  return (selection.breakdown as StoredBreakdown | null)?.expiredReason ?? null;
}

/**
 * Orderable while the selection's offer set is valid and today's inputs (project, owner's billing,
 * ship-to, prices, calendar, capacity) still price exactly as that set did: the same fingerprint.
 * Otherwise the reason a re-pricing stored, else PRICES_CHANGED (nothing priced it again yet, e.g.
 * staff changed the pricing parameters, which never alter a selection by themselves).
 */
export async function judgeSelection(
  db: Database,
  settings: PricingSettingsService,
  project: { id: number; ownerId: number },
  selection: Pick<OfferSelectionRow, 'breakdown' | 'shippingCountry'>,
  set: Pick<OfferSetRow, 'fingerprint' | 'validUntil'> | null,
  now: Date,
): Promise<SelectionStanding> {
  if (!set || set.validUntil <= now) return { orderable: false, reason: 'OFFER_EXPIRED' };
  let input: PricingInput;
  try {
    ({ input } = await gatherPricingInput(db, settings, project, now, selection.shippingCountry));
  } catch (error) {
    // A project that can no longer be priced (its spec gone) cannot be ordered either.
    if (error instanceof AppError) return { orderable: false, reason: 'PRICES_CHANGED' };
    throw error;
  }
  if (inputFingerprint(input) !== set.fingerprint) {
    return { orderable: false, reason: storedExpiredReason(selection) ?? 'PRICES_CHANGED' };
  }
  return { orderable: true, input };
}
