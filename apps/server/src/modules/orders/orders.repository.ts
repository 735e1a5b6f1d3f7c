import type { OrderStatus } from '@boardhouse/shared/orders/order-status';
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  invoiceCounters,
  orderDocuments,
  orderStatusChanges,
  orders,
  projects,
  users,
} from '../../db/schema.ts';

/** SQL of orders: the order rows, their status history, invoice numbers and documents. */

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'orderKey'>;
export type OrderWithProject = OrderRow & { projectKey: string; projectName: string };

/** One order with its project's key and name, when `visible` (the caller's scope) lets the caller see it. */
export async function findOrder(
  db: Executor,
  orderId: number,
  visible: SQL,
  { lock = false }: { lock?: boolean } = {},
): Promise<OrderWithProject | null> {
  const query = db
    .select({ order: orders, projectKey: projects.projectKey, projectName: projects.name })
    .from(orders)
    .innerJoin(projects, eq(projects.id, orders.projectId))
    .where(and(eq(orders.id, orderId), visible));
  const [row] = lock ? await query.for('update', { of: orders }) : await query;
  return row ? { ...row.order, projectKey: row.projectKey, projectName: row.projectName } : null;
}

/** The id of the order with this number, whoever may see it (the caller's access is checked after). */
export async function findOrderIdByKey(db: Executor, orderKey: string): Promise<number | null> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderKey, orderKey));
  return row?.id ?? null;
}

export async function findOrderByIdempotencyKey(db: Executor, orderedBy: number, key: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderedBy, orderedBy), eq(orders.idempotencyKey, key)));
  return row ?? null;
}

/** The project's order that is not cancelled (there is at most one). */
export async function findLiveOrderOfProject(db: Executor, projectId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.projectId, projectId), ne(orders.status, 'CANCELLED')));
  return row ?? null;
}

/** Holds the project row until the transaction ends: submits of one project run one after another. */
export async function lockProject(db: Executor, projectId: number): Promise<void> {
  await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
}

export async function insertOrder(db: Executor, values: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error('insert into orders returned nothing');
  return row;
}

export async function updateOrder(db: Executor, orderId: number, values: Partial<NewOrder>) {
  await db
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

export async function setOrderKey(db: Executor, orderId: number, orderKey: string) {
  await db.update(orders).set({ orderKey, updatedAt: new Date() }).where(eq(orders.id, orderId));
}

export async function insertStatusChange(db: Executor, values: typeof orderStatusChanges.$inferInsert) {
  await db.insert(orderStatusChanges).values(values);
}

/** The order's status changes, oldest first, with the name of who made each. */
export async function listStatusChanges(db: Executor, orderId: number) {
  return db
    .select({
      status: orderStatusChanges.toStatus,
      at: orderStatusChanges.changedAt,
      source: orderStatusChanges.source,
      note: orderStatusChanges.note,
      noteText: orderStatusChanges.noteText,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(orderStatusChanges)
    .leftJoin(users, eq(users.id, orderStatusChanges.changedBy))
    .where(eq(orderStatusChanges.orderId, orderId))
    .orderBy(asc(orderStatusChanges.id));
}

export async function listDocuments(db: Executor, orderId: number) {
  return db
    .select()
    .from(orderDocuments)
    .where(eq(orderDocuments.orderId, orderId))
    .orderBy(asc(orderDocuments.createdAt), asc(orderDocuments.id));
}

export async function insertDocument(db: Executor, values: typeof orderDocuments.$inferInsert) {
  const [row] = await db.insert(orderDocuments).values(values).returning();
  return row;
}

/**
 * The next invoice number of `year`, inside the caller's transaction: the counter row stays locked until
 * it commits, so two payments at once wait for each other and never share or skip a number.
 */
export async function takeInvoiceNumber(db: Executor, year: number): Promise<number> {
  const [row] = await db
    .insert(invoiceCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!row) throw new Error('the invoice counter answered nothing');
  return row.lastNumber;
}

/** The caller's orders (scope) for My Orders, newest first, optionally matching a search. */
export type OrderListRow = Awaited<ReturnType<typeof listOrders>>[number];

export async function listOrders(
  db: Executor,
  visible: SQL,
  { search, offset, limit }: { search?: string | undefined; offset: number; limit: number },
) {
  const pattern = search ? `%${search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%` : null;
  const matches = pattern
    ? sql`(lower(${orders.orderKey}) like ${pattern} or ${projects.searchText} like ${pattern})`
    : sql`true`;
  // The list never reads the snapshot whole (it holds the BOM): only the two figures it shows.
  return db
    .select({
      id: orders.id,
      orderKey: orders.orderKey,
      projectKey: projects.projectKey,
      projectName: projects.name,
      status: orders.status,
      paymentState: orders.paymentState,
      createdAt: orders.createdAt,
      totalCents: orders.totalCents,
      currency: orders.currency,
      ownerId: orders.ownerId,
      paidAt: orders.paidAt,
      deletedAt: orders.deletedAt,
      quantity: sql<number>`(${orders.snapshot} -> 'offer' ->> 'quantity')::int`,
      deliveryDate: sql<string | null>`${orders.snapshot} -> 'offer' -> 'breakdown' ->> 'deliveryDate'`,
      shipDate: orders.shipDate,
    })
    .from(orders)
    .innerJoin(projects, eq(projects.id, orders.projectId))
    .where(and(visible, matches))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .offset(offset)
    .limit(limit);
}

export async function countOrdersByStatus(db: Executor, visible: SQL, statuses: readonly OrderStatus[]) {
  const [row] = await db
    .select({ orders: count() })
    .from(orders)
    .innerJoin(projects, eq(projects.id, orders.projectId))
    .where(and(visible, inArray(orders.status, [...statuses])));
  return row?.orders ?? 0;
}
