import type { OrderStatus } from '@boardhouse/shared/orders/order-status';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders, users } from '../../db/schema.ts';
import { publishEvent } from './events.publish.ts';

/**
 * Who can see an order besides staff: its owner and the owner's team (everyone whose account root,
 * `coalesce(created_by, id)`, is the owner's), as projects.policy.ts's ownOrTeamProjects rules.
 */
async function customersSeeingOrder(db: Executor, orderId: number): Promise<number[]> {
  const result = await db.execute(sql`
    select member.id from ${users} member
    where coalesce(member.created_by, member.id) = (
      select coalesce(owner.created_by, owner.id) from ${users} owner
      where owner.id = (select o.owner_id from ${orders} o where o.id = ${orderId})
    )`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}

/** Announces a status change to whoever can see the order; inside its transaction, so only if it commits. */
export async function publishOrderStatus(db: Executor, orderId: number, status: OrderStatus): Promise<void> {
  const userIds = await customersSeeingOrder(db, orderId);
  await publishEvent(db, { type: 'order', orderId, status }, { userIds, staff: true });
}
