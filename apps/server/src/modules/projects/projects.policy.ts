import type { ProjectAccess } from '@boardhouse/shared/projects';
import { or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { projectShares, projects, users } from '../../db/schema.ts';
import { isAdmin } from '../../plugins/access.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { maySeeTeamProjects } from '../team/team-rules.ts';

/**
 * The caller's id as the policies write it into SQL: the value itself, or a placeholder filled in when
 * a statement built once runs (projects.repository.ts, findVisibleProject).
 */
export type UserRef = number | Placeholder<'userId'>;

/**
 * A team is an account that signed up itself plus the accounts it created: everyone whose root
 * (`coalesce(created_by, id)`) is the same. Written as SQL so it runs inside the project queries.
 * A member refused "see team projects" (SPEC.md section 6 rule, modules/team/team-rules.ts) has no
 * team here: the inner select finds no root, so only their own projects remain.
 */
function teamOwnersOf(userId: UserRef): SQL {
  const root = sql`(select coalesce(me.created_by, me.id) from ${users} me
    where me.id = ${userId} and ${maySeeTeamProjects(sql.raw('me'))})`;
  // `= any(array(…))` and the root split in two: the planner then reads users by their keys and
  // projects through projects_owner_created_idx (a bitmap-or with the shares) instead of filtering
  // every user and every project (bench/messages-scenario.ts, 50,000 projects).
  return sql`${projects.ownerId} = any(array(
    select member.id from ${users} member
    where (member.id = ${root} and member.created_by is null) or member.created_by = ${root}
  ))`;
}

/** Projects shared with the user (any access, or edit only); served by project_shares_user_idx. */
function sharedWith(userId: UserRef, access?: 'edit'): SQL {
  const onlyEdit = access ? sql` and share.access = ${access}` : sql``;
  return sql`${projects.id} = any(array(
    select share.project_id from ${projectShares} share where share.user_id = ${userId}${onlyEdit}
  ))`;
}

/**
 * Which projects a caller may see, as a condition inside the query itself (DESIGN.md section 4):
 * ADMIN sees every project, a customer their own, their team's and those shared with them.
 */
export function visibleProjects(caller: AccessClaims, userId: UserRef = caller.userId): SQL {
  return isAdmin(caller)
    ? sql`true`
    : (or(sql`${projects.ownerId} = ${userId}`, teamOwnersOf(userId), sharedWith(userId)) as SQL);
}

/**
 * The projects whose orders, invoices and payments the caller may see: their own and their team's (a
 * share lets someone work on a project, not see what its owner paid); ADMIN sees every one, except in
 * the lists of their own (`asCustomer`: My Orders, the Homepage counts).
 */
export function ownOrTeamProjects(caller: AccessClaims, { asCustomer = false } = {}): SQL {
  return isAdmin(caller) && !asCustomer
    ? sql`true`
    : (or(sql`${projects.ownerId} = ${caller.userId}`, teamOwnersOf(caller.userId)) as SQL);
}

/**
 * How the caller reaches each row, as a column. Only meaningful next to visibleProjects (or a narrower
 * condition): a row that is none of owner, team or edit share is then a read share.
 */
export function projectAccessOf(caller: AccessClaims, userId: UserRef = caller.userId): SQL<ProjectAccess> {
  const rest = isAdmin(caller)
    ? sql`else 'admin'`
    : sql`when ${sharedWith(userId, 'edit')} then 'edit' else 'read'`;
  return sql<ProjectAccess>`case
    when ${projects.ownerId} = ${userId} then 'owner'
    when ${teamOwnersOf(userId)} then 'team'
    ${rest}
  end`;
}

/** Who may change a project (BOM, CPL, PCB, information): owner, team, edit shares and ADMIN. */
export function canEditWith(access: ProjectAccess): boolean {
  return access !== 'read';
}

/**
 * Who may manage a project (share it, see its shares, send reminders, delete it): owner, team and ADMIN;
 * a share, even an edit share, does not hand the project over.
 */
export function canManageWith(access: ProjectAccess): boolean {
  return access === 'owner' || access === 'team' || access === 'admin';
}

/** The "Team projects" tab: teammates' projects and projects shared with the caller, not their own. */
export function teamProjectsOf(caller: AccessClaims, userId: UserRef = caller.userId): SQL {
  return sql`${projects.ownerId} <> ${userId} and (${teamOwnersOf(userId)} or ${sharedWith(userId)})`;
}

/** The "My projects" tab: the caller's own projects (an administrator's list shows every project). */
export function ownProjectsOf(caller: AccessClaims, userId: UserRef = caller.userId): SQL {
  return isAdmin(caller) ? sql`true` : sql`${projects.ownerId} = ${userId}`;
}
