import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { maySeeTeamProjects } from '../team/team-rules.ts';

/**
 * A query for who on the customer side sees what the account `ownerId` owns: the owner, and everyone
 * in the same account tree (root `coalesce(created_by, id)`: the team owner and their members) whom
 * the team rule lets see team projects. That is projects.policy.ts's teamOwnersOf read the other way
 * round, so an event reaches exactly those whose project queries would show the thing: a member
 * refused "see team projects" hears of their own projects only. `ownerId` is a scalar subquery or value.
 */
export function accountTreeQuery(ownerId: SQL): SQL {
  return sql`select member.id from ${users} member
    where coalesce(member.created_by, member.id) = (
      select coalesce(owner.created_by, owner.id) from ${users} owner where owner.id = (${ownerId}))
      and (member.id = (${ownerId}) or ${maySeeTeamProjects(sql.raw('member'))})`;
}

/** The ids a query such as accountTreeQuery answers, as numbers. */
export async function selectUserIds(db: Executor, query: SQL): Promise<number[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}
