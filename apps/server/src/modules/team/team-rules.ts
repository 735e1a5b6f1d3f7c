import { teamMemberMay } from '@boardhouse/shared/project-permissions';
import {
  TEAM_PERMISSIONS,
  type TeamPermission,
  type TeamPermissions,
} from '@boardhouse/shared/team/team-api';
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

const DENIED = {
  createProjects: 'TEAM.CREATE_PROJECTS_DENIED',
  orderAndPay: 'TEAM.ORDER_AND_PAY_DENIED',
} as const;

/**
 * All three permissions of the user under the same rule, in one query: what the web shows so that it
 * offers no button the server would refuse (unknown users may nothing).
 */
export async function teamPermissionsOf(db: Executor, userId: number): Promise<TeamPermissions> {
  const [row] = await db
    .select({
      createdBy: users.createdBy,
      createProjects: users.createProjectsFlag,
      seeTeamProjects: users.seeTeamProjectsFlag,
      orderAndPay: users.orderAndPayFlag,
      ownerCreateProjects: teamPermissions.createProjects,
      ownerSeeTeamProjects: teamPermissions.seeTeamProjects,
      ownerOrderAndPay: teamPermissions.orderAndPay,
    })
    .from(users)
    .leftJoin(teamPermissions, eq(teamPermissions.ownerId, users.createdBy))
    .where(eq(users.id, userId))
    .limit(1);
  const ownerAllows = {
    createProjects: row?.ownerCreateProjects,
    seeTeamProjects: row?.ownerSeeTeamProjects,
    orderAndPay: row?.ownerOrderAndPay,
  };
  const may = (permission: TeamPermission) =>
    row ? teamMemberMay(row.createdBy, row[permission], ownerAllows[permission] ?? true) : false;
  return Object.fromEntries(
    TEAM_PERMISSIONS.map((permission) => [permission, may(permission)]),
  ) as TeamPermissions;
}

/** Whether the user may do `permission` under their team's rule (unknown users may not). */
export async function teamAllows(db: Executor, userId: number, permission: TeamPermission): Promise<boolean> {
  return (await teamPermissionsOf(db, userId))[permission];
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
