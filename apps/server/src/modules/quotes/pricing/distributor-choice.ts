import type { PricingDistributorOffer, PricingPriceBreak } from './pricing-input.ts';

/**
 * Which distributor's offer prices a line for a number of parts. The house buys from the offer that
 * costs the customer least for the parts charged (at least the offer's minimum, at the price break
 * that the purchase rounded up to its multiple reaches), among the offers holding that many in
 * stock. When no one holds enough, the cheapest offer is taken all the same, with its lead time, and
 * the offer set says so in a review note.
 */

export interface DistributorChoice {
  offer: PricingDistributorOffer;
  /** Parts the customer pays for: the parts needed and spares, at least the offer's minimum. */
  charged: number;
  /** Parts bought: `charged` rounded up to the offer's multiple. */
  bought: number;
  /** Euro cents a part, at the break `bought` reaches. */
  unitCents: number;
  /** The break that price belongs to. */
  breakQuantity: number;
  isInStock: boolean;
}

/** The break that applies to `quantity`: the largest not above it (the first below its minimum). */
export function breakAt<T extends PricingPriceBreak>(breaks: readonly T[], quantity: number): T | undefined {
  let chosen = breaks[0];
  for (const priceBreak of breaks) if (priceBreak.quantity <= quantity) chosen = priceBreak;
  return chosen;
}

/**
 * The fewest parts an offer sells: its minimum, and no fewer than its first price break. Catalogues
 * list a reel's offer with minimum 1 and one break at 3,000; ten parts from it cost a reel.
 */
export function smallestPurchase(offer: Pick<PricingDistributorOffer, 'moq' | 'priceBreaks'>): number {
  return Math.max(1, offer.moq, offer.priceBreaks[0]?.quantity ?? 1);
}

function buyFrom(offer: PricingDistributorOffer, withSpares: number): DistributorChoice | null {
  const charged = Math.max(withSpares, smallestPurchase(offer));
  const multiple = Math.max(1, offer.multiple);
  const bought = Math.ceil(charged / multiple) * multiple;
  const priceBreak = breakAt(offer.priceBreaks, bought);
  if (!priceBreak) return null;
  return {
    offer,
    charged,
    bought,
    unitCents: priceBreak.unitPriceCents,
    breakQuantity: priceBreak.quantity,
    isInStock: offer.stock >= bought,
  };
}

/**
 * What the customer pays for the parts charged decides; on a tie, what the house pays for the parts
 * bought, then the larger stock, then the earlier distributor by name. Choosing by the customer's price
 * keeps a line's price rising with its quantity between price breaks (part-purchase.ts relies on it).
 */
function isBetter(candidate: DistributorChoice, best: DistributorChoice | null): boolean {
  if (!best) return true;
  const charged = candidate.unitCents * candidate.charged;
  const bestCharged = best.unitCents * best.charged;
  if (charged !== bestCharged) return charged < bestCharged;
  const cost = candidate.unitCents * candidate.bought;
  const bestCost = best.unitCents * best.bought;
  if (cost !== bestCost) return cost < bestCost;
  if (candidate.offer.stock !== best.offer.stock) return candidate.offer.stock > best.offer.stock;
  return candidate.offer.distributor < best.offer.distributor;
}

/** `withSpares`: the parts needed with their spares. Null when no offer has a price. */
export function chooseOffer(
  offers: readonly PricingDistributorOffer[],
  withSpares: number,
): DistributorChoice | null {
  let bestInStock: DistributorChoice | null = null;
  let bestAny: DistributorChoice | null = null;
  for (const offer of offers) {
    const choice = buyFrom(offer, withSpares);
    if (!choice) continue;
    if (choice.isInStock && isBetter(choice, bestInStock)) bestInStock = choice;
    if (isBetter(choice, bestAny)) bestAny = choice;
  }
  return bestInStock ?? bestAny;
}

/** The lowest unit price any offer has at any break: whether a part is dear is judged at it. */
export function cheapestOfferPrice(offers: readonly PricingDistributorOffer[]): number | null {
  let cheapest: number | null = null;
  for (const offer of offers) {
    for (const priceBreak of offer.priceBreaks) {
      if (cheapest === null || priceBreak.unitPriceCents < cheapest) cheapest = priceBreak.unitPriceCents;
    }
  }
  return cheapest;
}
