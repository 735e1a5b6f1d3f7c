import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/**
 * A query for the accounts of one customer's account tree: everyone whose root, `coalesce(created_by,
 * id)`, is the root of the account `ownerId` names (the owner and their team), as projects.policy.ts
 * counts a team. `ownerId` is a scalar subquery or value.
 */
export function accountTreeQuery(ownerId: SQL): SQL {
  return sql`select member.id from ${users} member
    where coalesce(member.created_by, member.id) = (
      select coalesce(owner.created_by, owner.id) from ${users} owner where owner.id = (${ownerId}))`;
}

/** The ids a query such as accountTreeQuery answers, as numbers. */
export async function selectUserIds(db: Executor, query: SQL): Promise<number[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}
