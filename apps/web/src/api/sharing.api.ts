import type { ProjectAccess, ProjectLock } from '@boardhouse/shared/projects';
import type {
  LockResponse,
  ProjectShare,
  ShareAccess,
  ShareCandidate,
  ShareNotification,
} from '@boardhouse/shared/sharing';
import { apiRequest } from './client.ts';

/** Sharing a project, share notifications and the editing lock of a shared project. */

export type { ProjectAccess, ProjectLock, ProjectShare, ShareAccess, ShareNotification };
export type TeamMember = ShareCandidate;

/** Who to share with: a team member by id or an existing customer by e-mail. */
export type ShareTarget = { userId: number } | { email: string };

const key = (projectId: string) => encodeURIComponent(projectId);

export const sharingApi = {
  share: (projectId: string, target: ShareTarget, access: ShareAccess) =>
    apiRequest<{ share: ProjectShare }>('rest/project/shareproject', {
      method: 'POST',
      body: { projectId, ...target, access },
    }),
  shares: (projectId: string) => apiRequest<ProjectShare[]>(`rest/project/shares/${key(projectId)}`),
  unshare: (projectId: string, userId: number) =>
    apiRequest<void>(`rest/project/shares/${key(projectId)}/${userId}`, { method: 'DELETE' }),
  teamMembers: () => apiRequest<TeamMember[]>('rest/project/getadminlist'),
  notifications: () => apiRequest<ShareNotification[]>('rest/shareprojectnotification'),
  closeNotification: (id: number) =>
    apiRequest<void>('rest/closesharenotification', { method: 'POST', body: { id } }),
  /** Takes or renews the 10-minute editing lock; `release` gives it back (keepalive: works while the tab closes). */
  lock: (userId: number, projectId: string, release = false) =>
    apiRequest<LockResponse>(`rest/project/user/${userId}/lockSharedProject/${key(projectId)}`, {
      method: 'POST',
      body: release ? { release: true } : {},
      keepalive: release,
    }),
};

export const sharingKeys = {
  all: ['sharing'] as const,
  shares: (projectId: string) => ['sharing', 'shares', projectId] as const,
  teamMembers: ['sharing', 'team-members'] as const,
  notifications: ['sharing', 'notifications'] as const,
};
