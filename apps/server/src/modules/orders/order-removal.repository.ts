import { type OrderStatus, PAID_STATUSES } from '@boardhouse/shared/orders/order-status';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';

/** The states an order is done being handled in: a paid order in any other one is still being worked on. */
const ORDER_DONE_STATUSES: ReadonlySet<OrderStatus> = new Set(['SHIPPED', 'DELIVERED', 'CANCELLED']);

/**
 * The first of the project's orders (not deleted) that is paid, or in a paid state, and not yet shipped,
 * delivered or cancelled: staff are working on it, so the project is not deleted under it. The orders are
 * locked until the caller's transaction ends: a payment booked meanwhile (it locks its order row too,
 * lockOrderById) either finishes first and is seen here, or waits and finds its order deleted with the
 * project.
 */
export async function lockOrderBeingHandled(tx: Executor, projectId: number) {
  const live = await tx
    .select({ id: orders.id, orderKey: orders.orderKey, status: orders.status, paidAt: orders.paidAt })
    .from(orders)
    .where(and(eq(orders.projectId, projectId), isNull(orders.deletedAt)))
    .orderBy(orders.id)
    .for('update');
  return (
    live.find(
      (order) =>
        (order.paidAt !== null || PAID_STATUSES.has(order.status)) && !ORDER_DONE_STATUSES.has(order.status),
    ) ?? null
  );
}

/**
 * The orders of a deleted project go to the back office's Deleted tab (decision 018: the tab is
 * generated from orders.deleted_at). They are marked with the project's own deletion time, so a restore
 * brings back exactly the orders that left with the project.
 */
export async function markOrdersOfProjectDeleted(tx: Executor, projectId: number, at: Date): Promise<number> {
  const rows = await tx
    .update(orders)
    .set({ deletedAt: at, updatedAt: at })
    .where(and(eq(orders.projectId, projectId), isNull(orders.deletedAt)))
    .returning({ id: orders.id });
  return rows.length;
}

/** Brings back the orders that were deleted with the project at `deletedAt`; answers how many. */
export async function restoreOrdersOfProject(
  tx: Executor,
  projectId: number,
  deletedAt: Date,
): Promise<number> {
  const rows = await tx
    .update(orders)
    .set({ deletedAt: null, updatedAt: new Date() })
    .where(and(eq(orders.projectId, projectId), eq(orders.deletedAt, deletedAt)))
    .returning({ id: orders.id });
  return rows.length;
}
