import { FILES_REVISION_KIND } from '@boardhouse/shared/orders/order-rework-api';
import type { OrderStatus } from '@boardhouse/shared/orders/order-status';
import { and, asc, eq, isNull, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderEdits, orders } from '../../db/schema.ts';

/** SQL of rework after review: the order that lets files in, what an order still keeps, a project's files. */

/**
 * Once parts are bought the order is made from its files as they are: no revision after that. BLOCKED
 * is not among them: staff block an order to stop it, often while waiting for the customer's files.
 */
export const PRODUCTION_STATUSES: readonly OrderStatus[] = [
  'PURCHASING',
  'IN_PRODUCTION',
  'SHIPPED',
  'DELIVERED',
];

/** The files of an order's revision, as its snapshot names them. */
import type { RevisionFiles } from './order-snapshot.ts';

export type { RevisionFiles };

/**
 * The project's order that lets corrected files in: live (not cancelled nor removed), staff asked for
 * changes, and production has not started. Null otherwise, and the project stays as ordered.
 */
export async function findOrderAwaitingFiles(db: Executor, projectId: number) {
  const [row] = await db
    .select({ id: orders.id, ownerId: orders.ownerId })
    .from(orders)
    .where(
      and(
        eq(orders.projectId, projectId),
        ne(orders.status, 'CANCELLED'),
        notInArray(orders.status, [...PRODUCTION_STATUSES]),
        isNull(orders.deletedAt),
        eq(orders.reviewStatus, 'CHANGES_NEEDED'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Whether an order of the project still names the stored file or Gerber folder `storageKey`: its
 * snapshot (the current revision) or an earlier revision kept in a `files-revision` edit. Such a file is
 * what was ordered or sent for review, so a newer upload must not remove it.
 */
export async function isKeptByAnOrder(db: Executor, projectId: number, storageKey: string): Promise<boolean> {
  const names = (files: SQL) => sql`(
    ${files}->'bom'->'file'->>'storageKey' = ${storageKey}
    or ${files}->'placements'->'file'->>'storageKey' = ${storageKey}
    or ${files}->'gerbers'->>'storageKey' = ${storageKey})`;
  const [current] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.projectId, projectId), names(sql`${orders.snapshot}`)))
    .limit(1);
  if (current) return true;
  const [earlier] = await db
    .select({ id: orderEdits.id })
    .from(orderEdits)
    .innerJoin(orders, eq(orders.id, orderEdits.orderId))
    .where(
      and(
        eq(orders.projectId, projectId),
        eq(orderEdits.kind, FILES_REVISION_KIND),
        names(sql`(${orderEdits.before}->'files')`),
      ),
    )
    .limit(1);
  return earlier !== undefined;
}

/** One recorded revision: the files it replaced (`before.files`), when and by whom. */
export interface RevisionEdit {
  editedAt: Date;
  editedBy: number | null;
  before: { files?: RevisionFiles };
}

/** The order's `files-revision` edits, oldest first: the nth holds revision n's files in `before`. */
export async function listRevisionEdits(db: Executor, orderId: number): Promise<RevisionEdit[]> {
  const rows = await db
    .select({ editedAt: orderEdits.editedAt, editedBy: orderEdits.editedBy, before: orderEdits.before })
    .from(orderEdits)
    .where(and(eq(orderEdits.orderId, orderId), eq(orderEdits.kind, FILES_REVISION_KIND)))
    .orderBy(asc(orderEdits.id));
  return rows.map((row) => ({ ...row, before: (row.before ?? {}) as RevisionEdit['before'] }));
}
