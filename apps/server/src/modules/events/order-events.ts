import type { OrderStatus } from '@boardhouse/shared/orders/order-status';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { accountTreeQuery, selectUserIds } from './account-tree.ts';
import { publishEvent } from './events.publish.ts';

/**
 * Besides staff, the order's owner and the teammates allowed to see team projects see an order
 * (projects.policy.ts ownOrTeamProjects); a share does not show a project's orders.
 */
function selectOrderAudience(db: Executor, orderId: number): Promise<number[]> {
  return selectUserIds(db, accountTreeQuery(sql`select o.owner_id from ${orders} o where o.id = ${orderId}`));
}

/** Announces a status change to whoever can see the order; inside its transaction, so only if it commits. */
export async function publishOrderStatus(db: Executor, orderId: number, status: OrderStatus): Promise<void> {
  const userIds = await selectOrderAudience(db, orderId);
  await publishEvent(db, { type: 'order', orderId, status }, { userIds, staff: true });
}

/**
 * Announces a new document of the order to whoever can see the order, so an open order page lists it
 * without a reload; inside the transaction that stores its row, so only if that commits.
 */
export async function publishOrderDocument(db: Executor, orderId: number, documentId: number): Promise<void> {
  const userIds = await selectOrderAudience(db, orderId);
  await publishEvent(db, { type: 'document', orderId, documentId }, { userIds, staff: true });
}
