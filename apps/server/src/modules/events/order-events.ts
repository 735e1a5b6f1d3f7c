import type { OrderStatus } from '@boardhouse/shared/orders/order-status';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { accountTreeQuery, selectUserIds } from './account-tree.ts';
import { publishEvent } from './events.publish.ts';

/** Announces a status change to whoever can see the order; inside its transaction, so only if it commits. */
export async function publishOrderStatus(db: Executor, orderId: number, status: OrderStatus): Promise<void> {
  // Besides staff, the order's owner and the teammates allowed to see team projects see it
  // (projects.policy.ts ownOrTeamProjects); a share does not show a project's orders.
  const userIds = await selectUserIds(
    db,
    accountTreeQuery(sql`select o.owner_id from ${orders} o where o.id = ${orderId}`),
  );
  await publishEvent(db, { type: 'order', orderId, status }, { userIds, staff: true });
}
