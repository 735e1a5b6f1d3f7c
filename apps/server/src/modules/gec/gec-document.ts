import {
  GEC_DOCUMENT_SCHEMA_VERSION,
  type GecOrderDocument,
} from '@boardhouse/shared/integrations/gec-order-document';
import type { OrderSnapshot } from '../orders/order-snapshot.ts';
import type { PriceBlock } from '../quotes/pricing/price-lines.ts';
import type { GecOrderSource } from './gec.repository.ts';

/**
 * The order document the client-order system receives, built from a paid order: its snapshot (what
 * the customer bought, with staff's later edits of money, build-up and lines), the customer's account
 * (who they are, their client id there) and the purchasing state of each BOM line. Pure: the caller
 * reads, this shapes. Texts are cut to the schema's lengths so a long name never stops an order.
 */

const TEXT_MAX = 500;
const DESIGNATOR_MAX = 100;

const text = (value: unknown, max = TEXT_MAX): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, max) : null;
};

/** Cents to euros with two decimals (the document's money), exact for any integer of cents. */
const euros = (cents: number): number => Math.round(cents) / 100;

/** The BOM line fields the snapshot keeps (bom.repository.ts BOM_LINE_AS_WRITTEN). */
interface SnapshotBomLine {
  lineNo?: number;
  designators?: unknown;
  quantity?: number | null;
  mpn?: string | null;
  manufacturer?: string | null;
  description?: string | null;
  dnp?: boolean;
  customerSupplied?: boolean;
}

/** The bare-board spec as ordered, with staff's build-up changes, as flat name → value pairs. */
function boardOf(snapshot: OrderSnapshot): GecOrderDocument['board'] {
  const spec = { ...((snapshot.pcbSpec as Record<string, unknown> | null) ?? {}), ...snapshot.composition };
  const board: GecOrderDocument['board'] = {};
  for (const [name, value] of Object.entries(spec)) {
    if (value === undefined) continue;
    if (value === null || typeof value === 'boolean' || typeof value === 'number') board[name] = value;
    else if (typeof value === 'string') board[name] = value.slice(0, TEXT_MAX);
    // Lists and nested settings travel as their JSON text: the system's board is one level deep.
    else board[name] = JSON.stringify(value).slice(0, TEXT_MAX);
  }
  return board;
}

function pricesOf(source: GecOrderSource): GecOrderDocument['prices'] {
  const lines = (source.snapshot as OrderSnapshot).offer.breakdown.lines;
  const sum = (...blocks: PriceBlock[]) =>
    euros(
      lines
        .filter((line) => blocks.includes(line.block))
        .reduce((total, line) => total + line.amountCents, 0),
    );
  return {
    currency: 'EUR',
    // A volume line is a larger quantity priced the same: part of what the boards cost.
    boards: sum('board', 'volume'),
    components: sum('components'),
    assembly: sum('assembly'),
    leadTime: sum('leadTime'),
    shipping: sum('shipping'),
    discount: sum('discount'),
    // The order's own totals: staff's money edits keep them, and they are what was invoiced.
    totalExclVat: euros(source.netCents),
    vat: euros(source.vatCents),
    totalInclVat: euros(source.totalCents),
  };
}

function bomLinesOf(
  snapshot: OrderSnapshot,
  purchaseStates: ReadonlyMap<number, string>,
): GecOrderDocument['bomLines'] {
  return (snapshot.bom.lines as SnapshotBomLine[]).map((line) => {
    const designators = Array.isArray(line.designators)
      ? line.designators.filter((name): name is string => typeof name === 'string')
      : [];
    const bought = !line.dnp && !line.customerSupplied;
    return {
      designators: designators.map((name) => name.slice(0, DESIGNATOR_MAX)),
      mpn: text(line.mpn),
      manufacturer: text(line.manufacturer),
      description: text(line.description),
      quantityPerBoard: Math.max(0, Math.trunc(line.quantity ?? designators.length)),
      notPlaced: line.dnp === true,
      purchasingState: bought && line.lineNo !== undefined ? (purchaseStates.get(line.lineNo) ?? null) : null,
    };
  });
}

export function buildGecDocument(
  source: GecOrderSource,
  purchaseStates: ReadonlyMap<number, string>,
): GecOrderDocument {
  const snapshot = source.snapshot as OrderSnapshot;
  const { billing, shipping, offer } = snapshot;
  return {
    schemaVersion: GEC_DOCUMENT_SCHEMA_VERSION,
    orderKey: source.orderKey,
    gecClientId: text(source.owner.gecClientId, 100),
    customer: {
      userId: source.ownerId,
      email: text(source.owner.email),
      firstname: text(source.owner.firstname),
      lastname: text(source.owner.lastname),
      companyName: text(source.owner.companyName) ?? text(billing.companyName),
    },
    billingAddress: {
      name: text(billing.name),
      companyName: text(billing.companyName),
      street: text(billing.street),
      zipCode: text(billing.postalCode),
      city: text(billing.city),
      country: text(billing.countryCode),
      email: text(billing.email),
      phone: text(billing.phoneNumber),
      vatNumber: text(billing.vatNumber),
    },
    shippingAddress: shipping
      ? {
          name: text(shipping.name),
          companyName: text(shipping.companyName),
          street: text(shipping.street),
          zipCode: text(shipping.postalCode),
          city: text(shipping.city),
          country: text(shipping.countryCode),
          email: null,
          phone: text(shipping.phoneNumber),
          vatNumber: null,
        }
      : null,
    project: { id: source.projectId, name: source.projectName.slice(0, TEXT_MAX) },
    board: boardOf(snapshot),
    quantity: offer.quantity,
    leadTimeDays: offer.workingDays,
    // Assembly is ordered when the offer prices assembly work.
    assembly: offer.breakdown.lines.some((line) => line.block === 'assembly'),
    dates: {
      orderedAt: source.createdAt.toISOString(),
      paidAt: source.paidAt?.toISOString() ?? null,
      // Staff's dates, once they set them, over the ones promised when ordering.
      expectedShipmentAt: source.departureDate ?? offer.breakdown.shipDate ?? null,
      expectedDeliveryAt: source.arrivalDate ?? offer.breakdown.deliveryDate ?? null,
    },
    prices: pricesOf(source),
    bomLines: bomLinesOf(snapshot, purchaseStates),
    customerReference: text(source.customerReference),
    notes: source.internalNote?.trim() ? source.internalNote.trim().slice(0, 5_000) : null,
  };
}
