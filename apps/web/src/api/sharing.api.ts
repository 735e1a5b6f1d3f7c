import type { ProjectAccess, ProjectLock } from '@boardhouse/shared/projects';
import type {
  LockResponse,
  PendingInvitation,
  ProjectShare,
  ShareAccess,
  ShareCandidate,
  ShareInvitation,
  ShareInvitedResponse,
  ShareNotification,
} from '@boardhouse/shared/sharing';
import { apiRequest } from './client.ts';

/** Sharing a project, share notifications and the editing lock of a shared project. */

export type {
  PendingInvitation,
  ProjectAccess,
  ProjectLock,
  ProjectShare,
  ShareAccess,
  ShareInvitation,
  ShareNotification,
};
export type TeamMember = ShareCandidate;

/** Who to share with: a team member by id (shared at once) or an e-mail address (invited). */
export type ShareTarget = { userId: number } | { email: string };

const key = (projectId: string) => encodeURIComponent(projectId);

export const sharingApi = {
  share: (projectId: string, target: ShareTarget, access: ShareAccess) =>
    apiRequest<{ share: ProjectShare } | ShareInvitedResponse>('rest/project/shareproject', {
      method: 'POST',
      body: { projectId, ...target, access },
    }),
  /** The project's invitations waiting for an answer (for those who may share it). */
  pendingInvitations: (projectId: string) =>
    apiRequest<PendingInvitation[]>(`rest/project/shares/${key(projectId)}/invitations`),
  revokeInvitation: (projectId: string, invitationId: number) =>
    apiRequest<void>(`rest/project/shares/${key(projectId)}/invitations/${invitationId}`, {
      method: 'DELETE',
    }),
  /** The invitations waiting for the signed-in customer. */
  myInvitations: () => apiRequest<ShareInvitation[]>('rest/share-invitations'),
  answerInvitation: (invitationId: number, answer: 'accept' | 'decline') =>
    apiRequest<void>(`rest/share-invitations/${invitationId}/${answer}`, { method: 'POST' }),
  /** Takes the editing lock from whoever holds it (owner, team, administrators). */
  takeOverLock: (projectId: string) =>
    apiRequest<LockResponse>(`rest/project/${key(projectId)}/lock/takeover`, { method: 'POST' }),
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
  pendingInvitations: (projectId: string) => ['sharing', 'invitations', projectId] as const,
  myInvitations: ['sharing', 'my-invitations'] as const,
  teamMembers: ['sharing', 'team-members'] as const,
  notifications: ['sharing', 'notifications'] as const,
};
