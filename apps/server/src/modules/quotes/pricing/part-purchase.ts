import { lineAmount } from '../../../lib/money.ts';
import { breakAt, chooseOffer, type DistributorChoice } from './distributor-choice.ts';
import { rateWithMargin } from './price-lines.ts';
import type { PricingDistributorOffer, PricingPart, PricingPriceBreak } from './pricing-input.ts';

/**
 * What a BOM line's parts are bought and charged at, such that more parts never cost the customer less.
 *
 * Price breaks make a line's price fall where a larger quantity reaches a lower unit price: 95 parts at
 * 10 cents cost more than 100 at 8. A buyer then buys 100. So the line is priced at the cheapest of what
 * it costs for the parts it needs and what it costs at every larger quantity where the price can fall
 * (a break reached, a distributor's stock exhausted); between those points a line's price only rises,
 * so the cheapest of them is the cheapest of every larger quantity.
 */

export interface Purchase {
  /** Parts the customer pays for: at least the parts needed with spares. */
  charged: number;
  /** Parts bought: `charged` rounded up to the supplier's minimum and multiple. */
  bought: number;
  unitCents: number;
  choice: DistributorChoice | null;
}

/** The part as purchasing sees it: staff price breaks, an estimate, or distributor offers. */
export interface PurchasablePart {
  part: Pick<PricingPart, 'priceBreaks' | 'orderMultiple'>;
  estimate: { unitCents: number } | null;
  offers: readonly PricingDistributorOffer[];
}

/** The purchase for exactly `withSpares` parts (the parts needed with their spares). */
export function purchaseOf(prepared: PurchasablePart, withSpares: number): Purchase {
  const choice = prepared.offers.length > 0 ? chooseOffer(prepared.offers, withSpares) : null;
  if (choice) return { charged: choice.charged, bought: choice.bought, unitCents: choice.unitCents, choice };
  const { part } = prepared;
  const charged = Math.max(withSpares, part.priceBreaks[0]?.quantity ?? 0);
  const multiple = Math.max(1, part.orderMultiple);
  const bought = Math.ceil(charged / multiple) * multiple;
  const unitCents = prepared.estimate
    ? prepared.estimate.unitCents
    : (breakAt(part.priceBreaks, bought)?.unitPriceCents ?? 0);
  return { charged, bought, unitCents, choice: null };
}

/** The fewest parts with which buying in `multiple`s reaches `quantity` (1 at least). */
const firstReaching = (quantity: number, multiple: number) =>
  Math.max(1, (Math.ceil(quantity / multiple) - 1) * multiple + 1);

/** The part counts from which the line's price can fall: breaks reached and stock run out. */
function fallPoints(prepared: PurchasablePart): number[] {
  if (prepared.estimate) return [];
  const points = new Set<number>();
  const addBreaks = (breaks: readonly PricingPriceBreak[], multiple: number) => {
    for (const priceBreak of breaks) points.add(firstReaching(priceBreak.quantity, multiple));
  };
  if (prepared.offers.length > 0) {
    for (const offer of prepared.offers) {
      const multiple = Math.max(1, offer.multiple);
      addBreaks(offer.priceBreaks, multiple);
      // One part more than the offer's stock holds: it drops out and another, cheaper one may win.
      points.add(Math.floor(Math.max(0, offer.stock) / multiple) * multiple + 1);
    }
  } else {
    addBreaks(prepared.part.priceBreaks, Math.max(1, prepared.part.orderMultiple));
  }
  return [...points].sort((a, b) => a - b);
}

interface PurchasePlan {
  points: number[];
  purchases: Purchase[];
  /** Per margin: for each point, the index of the cheapest purchase from that point on. */
  cheapestFrom: Map<number, Int32Array>;
}

const plans = new WeakMap<PurchasablePart, PurchasePlan>();

function planOf(prepared: PurchasablePart): PurchasePlan {
  let plan = plans.get(prepared);
  if (!plan) {
    const points = fallPoints(prepared);
    plan = { points, purchases: points.map((point) => purchaseOf(prepared, point)), cheapestFrom: new Map() };
    plans.set(prepared, plan);
  }
  return plan;
}

/** What the customer pays for a purchase with the block's margin on its unit price. */
export const purchaseAmount = (purchase: Purchase, marginPercent: number) =>
  lineAmount(rateWithMargin(purchase.unitCents, marginPercent), purchase.charged);

function cheapestIndexes(plan: PurchasePlan, marginPercent: number): Int32Array {
  let indexes = plan.cheapestFrom.get(marginPercent);
  if (!indexes) {
    indexes = new Int32Array(plan.points.length);
    let best = -1;
    let bestAmount = Number.POSITIVE_INFINITY;
    for (let index = plan.points.length - 1; index >= 0; index -= 1) {
      const purchase = plan.purchases[index] as Purchase;
      // On a tie the smaller quantity wins: nobody is charged for more parts than the price needs.
      const amount = purchaseAmount(purchase, marginPercent);
      if (amount <= bestAmount) {
        best = index;
        bestAmount = amount;
      }
      indexes[index] = best;
    }
    plan.cheapestFrom.set(marginPercent, indexes);
  }
  return indexes;
}

/**
 * The purchase that prices `withSpares` parts: the purchase of exactly that many, unless a larger
 * quantity costs the customer less, then that one (charged in full: its parts are the customer's).
 */
export function cheapestPurchase(
  prepared: PurchasablePart,
  withSpares: number,
  marginPercent: number,
): Purchase {
  const own = purchaseOf(prepared, withSpares);
  // An estimate has one price at any quantity: nothing larger can be cheaper.
  if (prepared.estimate) return own;
  const plan = planOf(prepared);
  const { points } = plan;
  let low = 0;
  let high = points.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((points[middle] as number) <= withSpares) low = middle + 1;
    else high = middle;
  }
  if (low >= points.length) return own;
  const later = plan.purchases[cheapestIndexes(plan, marginPercent)[low] as number] as Purchase;
  return purchaseAmount(later, marginPercent) < purchaseAmount(own, marginPercent) ? later : own;
}
