import type { PurchaseOfferView } from '@boardhouse/shared/purchasing/purchasing-api';
import type { Executor } from '../../db/client.ts';
import { offersForLines } from '../quotes/distributor-offer-inputs.ts';
import { breakAt, smallestPurchase } from '../quotes/pricing/distributor-choice.ts';
import type { PricingSettingsService } from '../quotes/pricing-settings.service.ts';
import { isPurchaseDistributor } from './purchase-plan.ts';
import type { PurchaseLineRow } from './purchasing.repository.ts';

/**
 * What the distributors offer now for each purchase line, priced at the break the line's quantity
 * reaches (its minimum and multiple applied), cheapest in euros first: staff pick from these.
 */
export async function offerViewsOf(
  db: Executor,
  settings: PricingSettingsService,
  lines: readonly Pick<PurchaseLineRow, 'lineNo' | 'mpn' | 'quantity'>[],
): Promise<Map<number, PurchaseOfferView[]>> {
  const context = await settings.pricingContext('standard');
  const offersOf = await offersForLines(db, lines, context.parameters, {
    acceptSimulated: settings.acceptsSimulatedOffers,
  });
  const views = new Map<number, PurchaseOfferView[]>();
  for (const line of lines) {
    const offers = offersOf(line)?.offers ?? [];
    const priced = offers.flatMap((offer): PurchaseOfferView[] => {
      if (!isPurchaseDistributor(offer.distributor)) return [];
      const bought =
        Math.ceil(Math.max(line.quantity, smallestPurchase(offer)) / offer.multiple) * offer.multiple;
      const step = breakAt(offer.priceBreaks, bought);
      if (!step) return [];
      return [
        {
          distributor: offer.distributor,
          sku: offer.sku,
          stock: offer.stock,
          moq: offer.moq,
          multiple: offer.multiple,
          leadTimeDays: offer.leadTimeDays,
          currency: offer.currency,
          unitPrice: step.unitPrice,
          unitCents: step.unitPriceCents,
          fetchedAt: offer.fetchedAt,
          simulated: offer.simulated,
        },
      ];
    });
    views.set(
      line.lineNo,
      priced.sort((a, b) => a.unitCents - b.unitCents),
    );
  }
  return views;
}
