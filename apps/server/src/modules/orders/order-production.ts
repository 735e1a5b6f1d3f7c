import type { MountingStyle } from '@boardhouse/shared/catalog/normalise';
import type {
  OrderProduction,
  ProductionBomLine,
  PurchasingState,
} from '@boardhouse/shared/orders/order-production-api';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mpnData } from '../../db/schema.ts';
import type { OrderSnapshot } from './order-snapshot.ts';
import type { OrderRow } from './orders.repository.ts';

/**
 * What production works from, for the staff order page (see order-production-api.ts): the board, BOM
 * and placement file as the order keeps them, and each BOM line's purchasing state judged against the
 * catalog today (stock and prices move after ordering; the order's lines do not).
 */

/** A BOM line as the snapshot keeps it (takeOrderSnapshot); older orders may lack some fields. */
export interface SnapshotBomLine {
  lineNo: number;
  designators?: string[] | null;
  quantity?: number | null;
  mpn?: string | null;
  manufacturer?: string | null;
  description?: string | null;
  value?: string | null;
  package?: string | null;
  mountingStyle?: MountingStyle | null;
  dnp?: boolean | null;
  customerSupplied?: boolean | null;
  mpnDataId?: number | null;
  status?: string | null;
}

/** What the purchasing state needs of a catalog record. */
export interface CatalogStock {
  stock: number | null;
  hasPrices: boolean;
}

export function snapshotLinesOf(snapshot: unknown): SnapshotBomLine[] {
  const lines = (snapshot as Partial<OrderSnapshot> | null)?.bom?.lines;
  return Array.isArray(lines) ? (lines as SnapshotBomLine[]) : [];
}

/** Parts per board: the line's quantity, else one per designator (what the BOM reader counts too). */
export function quantityPerBoard(line: SnapshotBomLine): number {
  return line.quantity ?? line.designators?.length ?? 0;
}

/**
 * Where a line's parts stand. Lines not placed or supplied by the customer are never bought, whatever
 * the catalog says. A record without price breaks cannot be bought at a known price, so staff must
 * quote it first (ON_REQUEST) before stock matters. A record whose stock is unknown (null) counts as
 * SHORT: purchasing must check it before relying on it, and SHORT is the state that makes them look,
 * while IN_STOCK would tell them there is nothing to do.
 */
export function purchasingStateOf(
  line: SnapshotBomLine,
  partsNeeded: number,
  record: CatalogStock | undefined,
): PurchasingState {
  if (line.dnp) return 'NOT_PLACED';
  if (line.customerSupplied) return 'CUSTOMER_SUPPLIED';
  if (!record) return 'UNKNOWN';
  if (!record.hasPrices) return 'ON_REQUEST';
  if (record.stock !== null && record.stock >= partsNeeded) return 'IN_STOCK';
  return 'SHORT';
}

/** One line for production: how many parts the order needs and where purchasing stands. */
export function productionLineOf(
  line: SnapshotBomLine,
  boards: number,
  record: CatalogStock | undefined,
  boughtInOffer?: number,
): ProductionBomLine {
  const perBoard = quantityPerBoard(line);
  const isBought = !line.dnp && !line.customerSupplied;
  // What the offer bought (spares, minimum and multiples included) is what the customer paid for and
  // what purchasing orders; only a line the offer could not price falls back to boards × parts.
  const partsNeeded = isBought ? (boughtInOffer ?? perBoard * boards) : 0;
  return {
    lineNo: line.lineNo,
    designators: line.designators ?? [],
    quantityPerBoard: perBoard,
    partsNeeded,
    mpn: line.mpn ?? null,
    manufacturer: line.manufacturer ?? null,
    description: line.description ?? null,
    value: line.value ?? null,
    package: line.package ?? null,
    mountingStyle: line.mountingStyle ?? null,
    mpnDataId: line.mpnDataId ?? null,
    stock: record?.stock ?? null,
    purchasing: purchasingStateOf(line, partsNeeded, record),
  };
}

/** Stock and whether prices are known, of the records the lines link to, in one statement. */
async function catalogStockOf(db: Executor, ids: number[]): Promise<Map<number, CatalogStock>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: mpnData.id, stock: mpnData.stock, priceBreaks: mpnData.priceBreaks })
    .from(mpnData)
    .where(inArray(mpnData.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => [row.id, { stock: row.stock, hasPrices: (row.priceBreaks ?? []).length > 0 }]),
  );
}

/** What production works from, for the staff order page. */
export async function productionOf(db: Executor, order: OrderRow): Promise<OrderProduction> {
  const snapshot = order.snapshot as Partial<OrderSnapshot>;
  const lines = snapshotLinesOf(snapshot);
  const boards = snapshot.offer?.quantity ?? 0;
  const ids = lines.flatMap((line) => (typeof line.mpnDataId === 'number' ? [line.mpnDataId] : []));
  const records = await catalogStockOf(db, ids);
  const boughtInOffer = new Map<number, number>();
  for (const priced of snapshot.offer?.breakdown?.lines ?? []) {
    const bought = priced.bought ?? priced.units;
    if (priced.block === 'components' && priced.lineNo !== undefined && bought) {
      boughtInOffer.set(priced.lineNo, bought);
    }
  }
  const spec = snapshot.pcbSpec;
  const placements = snapshot.placements;
  return {
    pcbSpec: spec && typeof spec === 'object' ? (spec as Record<string, unknown>) : null,
    // The storage key stays on the server: the pictures are fetched through the Gerber routes.
    gerbers: snapshot.gerbers
      ? {
          jobId: snapshot.gerbers.jobId,
          fileCount: snapshot.gerbers.fileCount,
          status: snapshot.gerbers.status,
        }
      : null,
    bomLines: lines.map((line) =>
      productionLineOf(
        line,
        boards,
        line.mpnDataId ? records.get(line.mpnDataId) : undefined,
        boughtInOffer.get(line.lineNo),
      ),
    ),
    // No file and no placements: the order has no placement file to show.
    placements:
      placements && (placements.file || placements.count > 0)
        ? { fileName: placements.file?.fileName ?? null, count: placements.count }
        : null,
  };
}
