import type { Executor } from '../../db/client.ts';
import { productionLocalTime } from '../../lib/calendar.ts';
import { findSelection, type OfferSelectionRow, saveSelection } from './offers.repository.ts';
import { discountLine, type PromoTerms, promoRefusal, withChoices } from './pricing/discounts.ts';
import type { Breakdown } from './pricing/offer-engine.ts';
import type { PriceLine } from './pricing/price-lines.ts';
import type { PricingInput } from './pricing/pricing-input.ts';
import { placementsPerBoard, shippingOptions } from './pricing/shipping.ts';
import { giveBackUse, lockPromoCodeById, type PromoCodeRow } from './promo-codes.repository.ts';

/**
 * The customer's choices on a selected offer, the parcel option and a promo code, laid on a breakdown.
 * Used when a cell is chosen or requoted (the choices carry over) and when a choice changes.
 */

export const termsOf = (row: PromoCodeRow): PromoTerms => ({
  code: row.code,
  kind: row.kind,
  value: row.value,
  block: row.block,
  validFrom: row.validFrom ? row.validFrom.toISOString().slice(0, 10) : null,
  validUntil: row.validUntil ? row.validUntil.toISOString().slice(0, 10) : null,
  maxUses: row.maxUses,
  maxUsesPerCustomer: row.maxUsesPerCustomer,
  minOrderCents: row.minOrderCents,
  uses: row.uses,
});

/** The day a code is judged on: today in Amsterdam, where the house's calendar runs. */
export const promoDay = (now: Date) => productionLocalTime(now).date;

/** The chosen parcel option to the input's shipping country, or undefined for the cheapest. */
export function chosenShipping(input: PricingInput, quantity: number, shippingCode: string | null) {
  if (!shippingCode) return undefined;
  return shippingOptions(
    input.board,
    quantity,
    input.customer.shippingCountry,
    input.parameters,
    placementsPerBoard(input.parts),
  ).find((option) => option.code === shippingCode);
}

/**
 * Whether a code a customer holds already still applies to these lines: only whether it fits the order
 * (a minimum, a block the lines have) is asked again, not its dates or remaining uses.
 */
export function heldCodeFits(terms: PromoTerms, lines: readonly PriceLine[], now: Date): boolean {
  const relaxed = { ...terms, validFrom: null, validUntil: null, maxUses: null, maxUsesPerCustomer: null };
  return promoRefusal(relaxed, lines, promoDay(now), 0) === null;
}

/**
 * A freshly computed breakdown with the selection's promo code carried over, inside `tx`. The use
 * already held stays held while the code still applies to the new cell (its dates and use limits were
 * checked when it was taken); when it no longer does (a minimum order, a block the cell lacks) the
 * use is given back and the code dropped.
 */
export async function carryPromoCode(
  tx: Executor,
  breakdown: Breakdown,
  previous: Pick<OfferSelectionRow, 'promoCodeId' | 'projectId'> | null,
  now: Date,
): Promise<{ breakdown: Breakdown; promoCodeId: number | null }> {
  if (!previous?.promoCodeId) return { breakdown, promoCodeId: null };
  const promo = await lockPromoCodeById(tx, previous.promoCodeId);
  if (!promo) return { breakdown, promoCodeId: null };
  const terms = termsOf(promo);
  if (!heldCodeFits(terms, breakdown.lines, now)) {
    await giveBackUse(tx, promo.id, previous.projectId);
    return { breakdown, promoCodeId: null };
  }
  return {
    breakdown: withChoices(breakdown, { discount: [discountLine(terms, breakdown.lines)] }),
    promoCodeId: promo.id,
  };
}

/**
 * A project being deleted gives back the promo-code use its selection holds, inside the delete's `tx`,
 * or one customer could use up a limited code without ordering. A use an order took stays taken, and
 * that selection is left as it is; otherwise the discount comes off too, so the selection never shows
 * a discount whose use it no longer holds (should staff restore the project).
 */
export async function givePromoCodeBack(tx: Executor, projectId: number): Promise<void> {
  // Locked first, as applying a code does, so the two queue up rather than deadlock.
  const selection = await findSelection(tx, projectId, { lock: true });
  if (!selection?.promoCodeId) return;
  if (!(await giveBackUse(tx, selection.promoCodeId, projectId))) return;
  await saveSelection(tx, {
    ...selectionValues(selection),
    breakdown: withChoices(selection.breakdown as Breakdown, { discount: [] }),
    promoCodeId: null,
  });
}

/** The columns of a selection row to write back, without the promo code's text read with it. */
export function selectionValues({
  promoCode: _text,
  createdAt: _created,
  updatedAt: _updated,
  ...row
}: OfferSelectionRow) {
  return row;
}
