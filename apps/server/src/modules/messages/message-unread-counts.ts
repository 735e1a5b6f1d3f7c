import { and, countDistinct, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { messageReads, projectMessages, projects } from '../../db/schema.ts';
import { isAdmin } from '../../plugins/access.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { visibleProjects } from '../projects/projects.policy.ts';
import { countUnreadForStaff } from './messages.repository.ts';

/**
 * The Homepage's "Unread messages" figure. For a customer: the conversations they may see in which
 * staff wrote something they have not read (a teammate's message is not news from the board house).
 * For staff: the customer messages no staff member has read, the same figure as the top bar's.
 */
export async function unreadMessagesFigure(db: Executor, caller: AccessClaims): Promise<number> {
  if (isAdmin(caller)) return countUnreadForStaff(db);
  const [row] = await db
    .select({ count: countDistinct(projectMessages.projectId) })
    .from(projectMessages)
    .innerJoin(projects, eq(projects.id, projectMessages.projectId))
    .where(
      and(
        isNull(projects.deletedAt),
        visibleProjects(caller),
        sql`${projectMessages.authorIsStaff}`,
        sql`not exists (select 1 from ${messageReads} mine
          where mine.message_id = ${projectMessages.id} and mine.user_id = ${caller.userId})`,
      ),
    );
  return row?.count ?? 0;
}
