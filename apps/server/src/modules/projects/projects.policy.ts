import { or, type SQL, sql } from 'drizzle-orm';
import { projects, users } from '../../db/schema.ts';
import { isAdmin } from '../../plugins/access.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';

/**
 * A team is an account that signed up itself plus the accounts it created: everyone whose root
 * (`coalesce(created_by, id)`) is the same. Written as SQL so it runs inside the project queries.
 */
function teamOwnersOf(userId: number): SQL {
  return sql`${projects.ownerId} in (
    select member.id from ${users} member
    where coalesce(member.created_by, member.id) = (
      select coalesce(me.created_by, me.id) from ${users} me where me.id = ${userId}
    )
  )`;
}

/**
 * Which projects a caller may see, as a condition inside the query itself (DESIGN.md section 4):
 * ADMIN sees every project, a customer their own and their team's. Sharing joins here when it lands.
 */
export function visibleProjects(caller: AccessClaims): SQL {
  return isAdmin(caller)
    ? sql`true`
    : (or(sql`${projects.ownerId} = ${caller.userId}`, teamOwnersOf(caller.userId)) as SQL);
}

/** The "Team projects" tab: teammates' projects, not the caller's own. */
export function teamProjectsOf(caller: AccessClaims): SQL {
  return sql`${projects.ownerId} <> ${caller.userId} and ${teamOwnersOf(caller.userId)}`;
}

/** The "My projects" tab: the caller's own projects (an administrator's list shows every project). */
export function ownProjectsOf(caller: AccessClaims): SQL {
  return isAdmin(caller) ? sql`true` : sql`${projects.ownerId} = ${caller.userId}`;
}
