import { teamMemberMay } from '@boardhouse/shared/project-permissions';
import type { TeamPermission } from '@boardhouse/shared/team/team-api';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { teamPermissions, users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * The team permission rule of SPEC.md section 6, for each of a member's three permissions: an account
 * nobody created may; a member whose own flag is unset may; otherwise the owner's contact permission
 * (no record = allowed) and the member's flag must both be on. `teamMemberMay` is the rule itself.
 */

export const NO_TEAM_PERMISSION =
  'Please contact the administrator of the team to grant you the related permission';

const MEMBER_FLAG = {
  createProjects: users.createProjectsFlag,
  seeTeamProjects: users.seeTeamProjectsFlag,
  orderAndPay: users.orderAndPayFlag,
} as const;
const OWNER_PERMISSION = {
  createProjects: teamPermissions.createProjects,
  seeTeamProjects: teamPermissions.seeTeamProjects,
  orderAndPay: teamPermissions.orderAndPay,
} as const;

const DENIED = {
  createProjects: 'TEAM.CREATE_PROJECTS_DENIED',
  orderAndPay: 'TEAM.ORDER_AND_PAY_DENIED',
} as const;

/** Whether the user may do `permission` under their team's rule (unknown users may not). */
export async function teamAllows(db: Executor, userId: number, permission: TeamPermission): Promise<boolean> {
  const [row] = await db
    .select({
      createdBy: users.createdBy,
      memberFlag: MEMBER_FLAG[permission],
      ownerAllows: OWNER_PERMISSION[permission],
    })
    .from(users)
    .leftJoin(teamPermissions, eq(teamPermissions.ownerId, users.createdBy))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return false;
  return teamMemberMay(row.createdBy, row.memberFlag, row.ownerAllows ?? true);
}

/** 403 with the SPEC's sentence when the caller's team does not allow creating projects or ordering. */
export async function assertTeamAllows(
  db: Executor,
  userId: number,
  permission: keyof typeof DENIED,
): Promise<void> {
  if (!(await teamAllows(db, userId, permission))) throw new AppError(DENIED[permission], NO_TEAM_PERMISSION);
}

/**
 * The same rule for "see team projects", as SQL about the users row aliased `alias`, so the project
 * queries apply it inside themselves (projects.policy.ts teamOwnersOf).
 */
export function maySeeTeamProjects(alias: SQL): SQL {
  return sql`(${alias}.created_by is null or ${alias}.see_team_projects_flag is null or (
    ${alias}.see_team_projects_flag and coalesce((
      select permission.see_team_projects from ${teamPermissions} permission
      where permission.owner_id = ${alias}.created_by
    ), true)
  ))`;
}
