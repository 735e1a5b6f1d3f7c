import type { OrderEditKind, OrderEditView } from '@boardhouse/shared/orders/order-edits-api';
import { FINAL_STATUSES } from '@boardhouse/shared/orders/order-status';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderEdits, users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { findOrder, type OrderWithProject } from './orders.repository.ts';

/** SQL of staff edits: the order locked for an edit, and the record every edit leaves. */

/**
 * The order, locked until the caller's transaction ends, when staff may still edit it: 404 for an
 * unknown id, 409 ORDER.ILLEGAL_TRANSITION naming the state for a cancelled, delivered or removed one.
 */
export async function lockOrderForEdit(tx: Executor, orderId: number): Promise<OrderWithProject> {
  const order = await findOrder(tx, orderId, sql`true`, { lock: true });
  if (!order) throw AppError.notFound('order');
  if (FINAL_STATUSES.has(order.status) || order.deletedAt) {
    const state = order.deletedAt ? 'removed' : order.status;
    throw new AppError('ORDER.ILLEGAL_TRANSITION', `The order is ${state} and cannot be edited any more`, {
      currentStatus: order.status,
    });
  }
  return order;
}

export interface OrderEditRecord {
  orderId: number;
  kind: OrderEditKind;
  editedBy: number;
  reason: string | null;
  before: unknown;
  after: unknown;
  money?: { totalBeforeCents: number; totalAfterCents: number; balanceCents: number | null };
}

/** Writes the record of one edit, inside the transaction that made it. */
export async function recordOrderEdit(tx: Executor, edit: OrderEditRecord): Promise<void> {
  await tx.insert(orderEdits).values({
    orderId: edit.orderId,
    kind: edit.kind,
    editedBy: edit.editedBy,
    reason: edit.reason,
    before: edit.before ?? {},
    after: edit.after ?? {},
    totalBeforeCents: edit.money?.totalBeforeCents ?? null,
    totalAfterCents: edit.money?.totalAfterCents ?? null,
    balanceCents: edit.money?.balanceCents ?? null,
  });
}

/** The edits of an order, oldest first, with the name of who made each. */
export async function listOrderEdits(db: Executor, orderId: number): Promise<OrderEditView[]> {
  const rows = await db
    .select({
      edit: orderEdits,
      editorFirst: users.firstname,
      editorLast: users.lastname,
    })
    .from(orderEdits)
    .leftJoin(users, eq(users.id, orderEdits.editedBy))
    .where(eq(orderEdits.orderId, orderId))
    .orderBy(asc(orderEdits.id));
  return rows.map(({ edit, editorFirst, editorLast }) => ({
    id: edit.id,
    kind: edit.kind as OrderEditKind,
    editedAt: edit.editedAt.toISOString(),
    editedBy: editorFirst === null ? null : `${editorFirst} ${editorLast ?? ''}`.trim(),
    reason: edit.reason,
    before: edit.before,
    after: edit.after,
    totalBeforeCents: edit.totalBeforeCents,
    totalAfterCents: edit.totalAfterCents,
    balanceCents: edit.balanceCents,
  }));
}
