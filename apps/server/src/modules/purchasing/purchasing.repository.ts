import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders, purchaseLines, purchases } from '../../db/schema.ts';
import type { DistributorName } from '../../integrations/distributors/port.ts';

export type PurchaseRow = typeof purchases.$inferSelect;
export type PurchaseLineRow = typeof purchaseLines.$inferSelect;
export type NewPurchaseLine = typeof purchaseLines.$inferInsert;
export type PurchaseStatusValue = PurchaseRow['status'];
export type PurchaseLineState = PurchaseLineRow['state'];

export async function listPurchaseLines(db: Executor, orderId: number): Promise<PurchaseLineRow[]> {
  return db
    .select()
    .from(purchaseLines)
    .where(eq(purchaseLines.orderId, orderId))
    .orderBy(asc(purchaseLines.lineNo));
}

/** Made once per order: a second caller's rows are ignored, the first one's stay. */
export async function insertPurchaseLines(db: Executor, rows: NewPurchaseLine[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(purchaseLines).values(rows).onConflictDoNothing();
}

export async function updatePurchaseLine(
  db: Executor,
  orderId: number,
  lineNo: number,
  change: Partial<NewPurchaseLine>,
): Promise<void> {
  await db
    .update(purchaseLines)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(eq(purchaseLines.orderId, orderId), eq(purchaseLines.lineNo, lineNo)));
}

export async function setLineStates(
  db: Executor,
  ids: readonly number[],
  state: PurchaseLineState,
  purchaseId: number | null,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(purchaseLines)
    .set({ state, purchaseId, updatedAt: sql`now()` })
    .where(inArray(purchaseLines.id, [...ids]));
}

/** The lines of a purchase follow its state (an ordered purchase's lines are ordered, …). */
export async function setStateOfPurchaseLines(
  db: Executor,
  purchaseId: number,
  state: PurchaseLineState,
): Promise<void> {
  await db
    .update(purchaseLines)
    .set({ state, updatedAt: sql`now()` })
    .where(eq(purchaseLines.purchaseId, purchaseId));
}

export async function listPurchases(db: Executor, orderId: number): Promise<PurchaseRow[]> {
  return db.select().from(purchases).where(eq(purchases.orderId, orderId)).orderBy(asc(purchases.id));
}

/** The one purchase of the order at that distributor that is not removed, locked when asked. */
export async function findLivePurchase(
  db: Executor,
  orderId: number,
  distributor: DistributorName,
  { lock = false } = {},
): Promise<PurchaseRow | null> {
  const query = db
    .select()
    .from(purchases)
    .where(
      and(
        eq(purchases.orderId, orderId),
        eq(purchases.distributor, distributor),
        ne(purchases.status, 'REMOVED'),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findPurchase(
  db: Executor,
  id: number,
  { lock = false } = {},
): Promise<PurchaseRow | null> {
  const query = db.select().from(purchases).where(eq(purchases.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findPurchaseByPoNumber(db: Executor, poNumber: string): Promise<PurchaseRow | null> {
  const [row] = await db.select().from(purchases).where(eq(purchases.poNumber, poNumber));
  return row ?? null;
}

/** How many purchases (removed ones too) the order had at the distributor: the next PO number's suffix. */
export async function countPurchases(db: Executor, orderId: number, distributor: DistributorName) {
  const [row] = await db
    .select({ total: count() })
    .from(purchases)
    .where(and(eq(purchases.orderId, orderId), eq(purchases.distributor, distributor)));
  return row?.total ?? 0;
}

export async function insertPurchase(
  db: Executor,
  values: typeof purchases.$inferInsert,
): Promise<PurchaseRow> {
  const [row] = await db.insert(purchases).values(values).returning();
  if (!row) throw new Error('the purchase was not stored');
  return row;
}

export async function updatePurchase(
  db: Executor,
  id: number,
  change: Partial<typeof purchases.$inferInsert>,
): Promise<PurchaseRow> {
  const [row] = await db
    .update(purchases)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(purchases.id, id))
    .returning();
  if (!row) throw new Error(`purchase ${id} is gone`);
  return row;
}

/** Purchases in some states, newest first, with their order's key. */
export async function listPurchasesIn(
  db: Executor,
  statuses: readonly PurchaseStatusValue[],
  filter: { orderId?: number | undefined; distributor?: DistributorName | undefined } = {},
  limit = 500,
) {
  return db
    .select({ purchase: purchases, orderKey: orders.orderKey })
    .from(purchases)
    .innerJoin(orders, eq(orders.id, purchases.orderId))
    .where(
      and(
        inArray(purchases.status, [...statuses]),
        filter.orderId === undefined ? undefined : eq(purchases.orderId, filter.orderId),
        filter.distributor === undefined ? undefined : eq(purchases.distributor, filter.distributor),
      ),
    )
    .orderBy(desc(purchases.updatedAt), desc(purchases.id))
    .limit(limit);
}

export async function findOrderKeys(db: Executor, orderIds: readonly number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, orderKey: orders.orderKey })
    .from(orders)
    .where(inArray(orders.id, [...new Set(orderIds)]));
  return new Map(rows.map((row) => [row.id, row.orderKey]));
}
