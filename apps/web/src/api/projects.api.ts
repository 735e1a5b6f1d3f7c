import type { ProjectInfo, ProjectInformationRequest } from '@boardhouse/shared/projects';
import { apiRequest } from './client.ts';

export interface ProjectListQuery {
  filter: string;
  sortField: 'name' | 'projectId' | 'createdAt' | 'status';
  sortOrder: 'asc' | 'desc';
  pageNumber: number;
  pageSize: number;
}

export type ProjectTab = 'mine' | 'team';

/** The project calls of SPEC.md section 7 ("Projects and BOM"). */
export const projectsApi = {
  create: (name?: string) =>
    apiRequest<{ projectId: string; name: string }>('rest/project/new', {
      method: 'POST',
      body: name ? { name } : {},
    }),
  info: (projectId: string) => apiRequest<ProjectInfo>(`rest/project/info/${encodeURIComponent(projectId)}`),
  saveInformation: (body: ProjectInformationRequest) =>
    apiRequest<ProjectInfo>('rest/project/information', { method: 'POST', body }),
  list: (query: ProjectListQuery) =>
    apiRequest<{ wizardProjects: ProjectInfo[]; myProjectsCount: number }>('rest/project', {
      method: 'POST',
      body: { selectedTab: 'My Projects', ...query },
    }),
  listTeam: (query: ProjectListQuery) =>
    apiRequest<{ wizardProjects: ProjectInfo[]; myTeamsProjectsCount: number }>('rest/project/teamProjects', {
      method: 'POST',
      body: { selectedTab: 'Team Projects', ...query },
    }),
  copy: (projectId: string) =>
    apiRequest<{ projectId: string; name: string }>('rest/project/copyProject', {
      method: 'POST',
      body: { projectId },
    }),
  remove: (projectId: string) =>
    apiRequest<void>(`rest/project/${encodeURIComponent(projectId)}`, { method: 'DELETE' }),
};

export const projectKeys = {
  all: ['projects'] as const,
  list: (tab: ProjectTab, query: ProjectListQuery) => ['projects', 'list', tab, query] as const,
  info: (projectId: string) => ['projects', 'info', projectId] as const,
};
