import { describe, expect, it } from 'vitest';
import { canCreateProjects } from './project-permissions.ts';

describe('canCreateProjects (SPEC.md section 6)', () => {
  it('lets an account without a team owner create projects', () => {
    expect(canCreateProjects({ createdBy: null, createProjectsFlag: false })).toBe(true);
  });
  it('lets a team member whose own flag is unset create projects', () => {
    expect(canCreateProjects({ createdBy: 7, createProjectsFlag: null }, false)).toBe(true);
  });
  it('follows the member flag when the team administrator allows creating', () => {
    expect(canCreateProjects({ createdBy: 7, createProjectsFlag: true }, true)).toBe(true);
    expect(canCreateProjects({ createdBy: 7, createProjectsFlag: false }, true)).toBe(false);
  });
  it('takes the team administrator to allow creating when not told otherwise', () => {
    expect(canCreateProjects({ createdBy: 7, createProjectsFlag: true })).toBe(true);
  });
  it('refuses a flagged member when the team administrator does not allow creating', () => {
    expect(canCreateProjects({ createdBy: 7, createProjectsFlag: true }, false)).toBe(false);
  });
});
