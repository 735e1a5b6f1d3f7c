import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { projectShares, projects } from '../../db/schema.ts';
import { accountTreeQuery, selectUserIds } from './account-tree.ts';

/**
 * Everyone on the customer side who sees a project: its owner, the teammates allowed to see team
 * projects (accountTreeQuery) and the people it is shared with. Staff see every project; events name
 * them with `staff: true`.
 */
export function projectAudienceIds(db: Executor, projectId: number): Promise<number[]> {
  const owner = sql`select p.owner_id from ${projects} p where p.id = ${projectId}`;
  return selectUserIds(
    db,
    sql`${accountTreeQuery(owner)}
      union
      select share.user_id from ${projectShares} share where share.project_id = ${projectId}`,
  );
}
