import type { AccountUser } from './auth.ts';

/**
 * SPEC.md section 6: an account nobody created may create projects. A team member (createdBy set) may
 * when their own flag is unset; otherwise the team administrator's createProjects permission must be on
 * and the member's own flag decides.
 */
export function canCreateProjects(
  account: Pick<AccountUser, 'createdBy' | 'createProjectsFlag'>,
  teamAdminAllowsCreating = true,
): boolean {
  if (account.createdBy === null) return true;
  if (account.createProjectsFlag === null) return true;
  if (!teamAdminAllowsCreating) return false;
  return account.createProjectsFlag;
}
