import { and, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderDocuments, orders, projects } from '../../db/schema.ts';

/** SQL of order documents: the rows of one order, one document, and every document a caller may see. */

export type DocumentRow = typeof orderDocuments.$inferSelect;
export type NewDocument = Omit<typeof orderDocuments.$inferInsert, 'id' | 'createdAt'>;

/** The order's documents, newest first (several uploads of one kind are all kept). */
export async function listOrderDocuments(db: Executor, orderId: number): Promise<DocumentRow[]> {
  return db
    .select()
    .from(orderDocuments)
    .where(eq(orderDocuments.orderId, orderId))
    .orderBy(desc(orderDocuments.createdAt), desc(orderDocuments.id));
}

/** One document, only when it belongs to that order. */
export async function findOrderDocument(
  db: Executor,
  orderId: number,
  documentId: number,
): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(orderDocuments)
    .where(and(eq(orderDocuments.orderId, orderId), eq(orderDocuments.id, documentId)));
  return row ?? null;
}

export async function insertOrderDocument(db: Executor, values: NewDocument): Promise<DocumentRow> {
  const [row] = await db.insert(orderDocuments).values(values).returning();
  if (!row) throw new Error('insert into order_documents returned nothing');
  return row;
}

/**
 * Every document of the orders `visible` (the caller's scope, applied in this query) lets the caller
 * see, with its order key and project, newest first.
 */
export async function listVisibleDocuments(db: Executor, visible: SQL) {
  return db
    .select({
      id: orderDocuments.id,
      kind: orderDocuments.kind,
      fileName: orderDocuments.fileName,
      contentType: orderDocuments.contentType,
      sizeBytes: orderDocuments.sizeBytes,
      createdAt: orderDocuments.createdAt,
      orderId: orders.id,
      orderKey: orders.orderKey,
      projectKey: projects.projectKey,
      projectName: projects.name,
    })
    .from(orderDocuments)
    .innerJoin(orders, eq(orders.id, orderDocuments.orderId))
    .innerJoin(projects, eq(projects.id, orders.projectId))
    .where(visible)
    .orderBy(desc(orderDocuments.createdAt), desc(orderDocuments.id));
}

/** Paid orders in the caller's scope whose invoice number is taken but whose PDF is not stored yet. */
export async function listOrdersWithoutInvoiceFile(db: Executor, visible: SQL): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(projects, eq(projects.id, orders.projectId))
    .where(
      and(
        visible,
        isNotNull(orders.invoiceNumber),
        sql`not exists (select 1 from ${orderDocuments} invoice
          where invoice.order_id = ${orders.id} and invoice.kind = 'invoice')`,
      ),
    );
  return rows.map((row) => row.id);
}

/** Orders in the caller's scope that had money given back (their credit notes may need storing). */
export async function listOrdersWithRefunds(db: Executor, visible: SQL): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(projects, eq(projects.id, orders.projectId))
    .where(and(visible, sql`${orders.refundedCents} > 0`));
  return rows.map((row) => row.id);
}
