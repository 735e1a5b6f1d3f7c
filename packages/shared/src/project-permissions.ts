import type { AccountUser } from './auth.ts';

/**
 * SPEC.md section 6, for any of a team member's permissions (create projects, see the team's
 * projects, order and pay): an account nobody created may. A team member (createdBy set) may when
 * their own flag is unset; otherwise the team owner's contact permission must be on and the member's
 * own flag decides.
 */
export function teamMemberMay(
  createdBy: number | null,
  memberFlag: boolean | null,
  teamOwnerAllows = true,
): boolean {
  if (createdBy === null) return true;
  if (memberFlag === null) return true;
  if (!teamOwnerAllows) return false;
  return memberFlag;
}

/** The create-project rule of SPEC.md section 6 (see teamMemberMay). */
export function canCreateProjects(
  account: Pick<AccountUser, 'createdBy' | 'createProjectsFlag'>,
  teamAdminAllowsCreating = true,
): boolean {
  return teamMemberMay(account.createdBy, account.createProjectsFlag, teamAdminAllowsCreating);
}
