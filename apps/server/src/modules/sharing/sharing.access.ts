import { AppError } from '../../lib/errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { canManageWith } from '../projects/projects.policy.ts';
import type { ProjectView } from '../projects/projects.repository.ts';
import type { ProjectsService } from '../projects/projects.service.ts';

export function forbiddenToShare(): AppError {
  return new AppError(
    'AUTH.FORBIDDEN',
    'Only the owner of this project, their team and administrators can share it',
  );
}

/** A project the caller may manage (share, invite, remind): 404 when unseen, 403 for a share. */
export async function getProjectToManage(
  projects: ProjectsService,
  caller: AccessClaims,
  key: string,
): Promise<ProjectView> {
  const project = await projects.get(caller, key);
  if (!canManageWith(project.myAccess)) throw forbiddenToShare();
  return project;
}

export const fullName = (person: { firstname: string; lastname: string }) =>
  `${person.firstname} ${person.lastname}`.trim();
