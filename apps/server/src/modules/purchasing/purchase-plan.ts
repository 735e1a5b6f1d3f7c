import type { PurchaseDistributor } from '@boardhouse/shared/purchasing/purchasing-api';
import { PURCHASE_DISTRIBUTORS } from '@boardhouse/shared/purchasing/purchasing-api';
import { quantityPerBoard, snapshotLinesOf } from '../orders/order-production.ts';
import type { OrderSnapshot } from '../orders/order-snapshot.ts';
import type { PriceLine } from '../quotes/pricing/price-lines.ts';
import type { NewPurchaseLine } from './purchasing.repository.ts';

/**
 * What an order must buy, read from its snapshot: per placed BOM line, the parts the offer bought
 * (spares, the supplier's minimum and multiples included: what the customer paid for), from the
 * distributor whose offer priced the line. A line staff priced in the MPN data has a price but no
 * distributor yet; an estimated or on-request line has neither, and must be priced (or overridden)
 * before the order goes to purchasing or production.
 */
export function planPurchaseLines(orderId: number, snapshot: unknown): NewPurchaseLine[] {
  const offer = (snapshot as Partial<OrderSnapshot> | null)?.offer;
  const boards = offer?.quantity ?? 0;
  const componentLines = new Map<number, PriceLine>();
  for (const line of offer?.breakdown?.lines ?? []) {
    if (line.block === 'components' && line.lineNo !== undefined) componentLines.set(line.lineNo, line);
  }
  return snapshotLinesOf(snapshot)
    .filter((line) => !line.dnp && !line.customerSupplied && quantityPerBoard(line) > 0)
    .map((line): NewPurchaseLine => {
      const priced = componentLines.get(line.lineNo);
      const source = priced?.source;
      const quantity = priced?.bought ?? priced?.units ?? quantityPerBoard(line) * boards;
      const base = {
        orderId,
        lineNo: line.lineNo,
        mpn: line.mpn ?? null,
        designators: (line.designators ?? []).join(', '),
        quantity: Math.max(1, Math.round(quantity)),
      };
      if (source && isPurchaseDistributor(source.distributor)) {
        return {
          ...base,
          distributor: source.distributor,
          sku: source.sku,
          unitPrice: source.unitPrice,
          currency: source.currency,
          pricing: 'offer',
        };
      }
      if (priced?.code === 'components.part' && priced.rate !== null) {
        // Priced by staff in the MPN data: their price (cost, in euros), bought wherever they choose.
        const costRate = priced.units ? priced.costCents / priced.units : priced.rate;
        return { ...base, unitPrice: Math.round(costRate * 1e4) / 1e6, currency: 'EUR', pricing: 'staff' };
      }
      return { ...base, pricing: null };
    });
}

export function isPurchaseDistributor(name: string): name is PurchaseDistributor {
  return (PURCHASE_DISTRIBUTORS as readonly string[]).includes(name);
}
