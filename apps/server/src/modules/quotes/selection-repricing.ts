import type { BasketExpiredReason } from '@boardhouse/shared/quotes/basket-api';
import type { Database, Executor } from '../../db/client.ts';
import { findOfferSet, findSelection, type OfferSelectionRow, saveSelection } from './offers.repository.ts';
import { findCell, type OffersService, type PricedProject } from './offers.service.ts';
import { computeBreakdown } from './pricing/offer-engine.ts';
import { lockPromoCodeById } from './promo-codes.repository.ts';
import {
  carryPromoCode,
  chosenShipping,
  heldCodeFits,
  selectionValues,
  termsOf,
} from './selection-choices.ts';
import type { StoredBreakdown } from './selection-standing.ts';

/**
 * What pricing a selection again did: nothing to do (no selection, inputs unchanged, its offer ran out
 * already, or a newer choice was written meanwhile), priced again, or left expired with the reason.
 */
export type RepricingOutcome =
  | 'NO_SELECTION'
  | 'UNCHANGED'
  | 'SUPERSEDED'
  | 'REPRICED'
  | Extract<BasketExpiredReason, 'CELL_UNAVAILABLE' | 'PROMO_NO_LONGER_VALID'>;

/**
 * Prices a project's selected offer again from today's inputs, after a change the customer made that
 * alters its price (billing country or VAT status, ship-to, the project's spec). The same quantity and
 * lead time are kept, with the parcel option while it still ships to the country and the promo code
 * while it still fits; the selection then points at the set those inputs give, so submit-order accepts
 * it. When the cell can no longer be made or the code no longer fits, the old prices stay, marked with
 * the reason, and the basket asks the customer to choose again.
 *
 * The offer set is computed first, outside any transaction (it reads the whole project); the
 * selection is then rewritten in one short transaction under its row lock, and only when no other
 * choice was written in between (that one was priced from inputs as fresh as these).
 */
export async function repriceSelection(
  db: Database,
  offers: OffersService,
  project: PricedProject,
  now = new Date(),
): Promise<RepricingOutcome> {
  const selection = await findSelection(db, project.id);
  if (!selection) return 'NO_SELECTION';
  const chosenFrom = await findOfferSet(db, selection.offerSetId);
  // An offer whose validity ran out stays expired: a change elsewhere does not renew it.
  if (!chosenFrom || chosenFrom.validUntil <= now) return 'UNCHANGED';
  const { set, input } = await offers.currentSet(project, selection, { fresh: false });
  if (set.id === selection.offerSetId) return 'UNCHANGED';
  const cell = findCell(set, selection.quantity, selection.workingDays);
  return db.transaction(async (tx) => {
    const locked = await findSelection(tx, project.id, { lock: true });
    if (!locked || !isSameChoice(locked, selection)) return 'SUPERSEDED';
    if (!cell?.available) return markExpired(tx, locked, 'CELL_UNAVAILABLE');
    const shipping = chosenShipping(input, locked.quantity, locked.shippingCode);
    const computed = computeBreakdown(input, locked.quantity, locked.workingDays, { shipping });
    if (locked.promoCodeId !== null) {
      const promo = await lockPromoCodeById(tx, locked.promoCodeId);
      // Dropping the code silently would raise the price the customer agreed to: they choose again.
      if (promo && !heldCodeFits(termsOf(promo), computed.lines, now)) {
        return markExpired(tx, locked, 'PROMO_NO_LONGER_VALID');
      }
    }
    const { breakdown, promoCodeId } = await carryPromoCode(tx, computed, locked, now);
    await saveSelection(tx, {
      ...selectionValues(locked),
      offerSetId: set.id,
      breakdown,
      shippingCode: shipping?.code ?? null,
      promoCodeId,
    });
    return 'REPRICED';
  });
}

function isSameChoice(a: OfferSelectionRow, b: OfferSelectionRow): boolean {
  return (
    a.offerSetId === b.offerSetId &&
    a.quantity === b.quantity &&
    a.workingDays === b.workingDays &&
    a.shippingCountry === b.shippingCountry
  );
}

/** Keeps the selection as chosen, with the reason it can no longer be ordered (see StoredBreakdown). */
async function markExpired<Reason extends BasketExpiredReason>(
  tx: Executor,
  selection: OfferSelectionRow,
  reason: Reason,
): Promise<Reason> {
  const breakdown: StoredBreakdown = { ...(selection.breakdown as StoredBreakdown), expiredReason: reason };
  await saveSelection(tx, { ...selectionValues(selection), breakdown });
  return reason;
}
