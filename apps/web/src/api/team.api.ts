import type {
  ContactPermissions,
  InviteRequest,
  TeamInvitation,
  TeamInvitationLookup,
  TeamMember,
  TeamOwnerSearchResponse,
  TeamPermissions,
  UsersDataResponse,
} from '@boardhouse/shared/team/team-api';
import { apiRequest } from './client.ts';

/** My Team (members, invitations, per-member permissions) and staff's contact permissions. */

export type {
  ContactPermissions,
  InviteRequest,
  TeamInvitation,
  TeamInvitationLookup,
  TeamMember,
  TeamPermissions,
  UsersDataResponse,
};
export type TeamOwner = TeamOwnerSearchResponse['owners'][number];

export const teamKeys = {
  members: ['team', 'members'] as const,
  contactPermissions: (ownerId: number) => ['team', 'contact-permissions', ownerId] as const,
  owners: (search: string) => ['team', 'owners', search] as const,
  invitation: (code: string) => ['team', 'invitation', code] as const,
};

export const teamApi = {
  members: () => apiRequest<UsersDataResponse>('rest/usersData', { method: 'POST', body: {} }),
  /** The accept page's lookup by the e-mailed code (no sign-in): inviter, team and username. */
  invitation: (code: string) =>
    apiRequest<TeamInvitationLookup>(`rest/open/team-invitation/${encodeURIComponent(code)}`),
  invite: (request: InviteRequest) =>
    apiRequest<TeamInvitation>('rest/team/invite', { method: 'POST', body: request }),
  setPermissions: (userId: number, permissions: TeamPermissions) =>
    apiRequest<TeamMember>('rest/team/member-permissions', {
      method: 'POST',
      body: { userId, ...permissions },
    }),
  remove: (userId: number) =>
    apiRequest<void>('rest/open/deleteTeamUser', { method: 'POST', body: { userId } }),

  owners: (search: string) =>
    apiRequest<TeamOwnerSearchResponse>(`rest/admin/team-owners?search=${encodeURIComponent(search)}`),
  contactPermissions: async (ownerId: number) =>
    (await apiRequest<ContactPermissions[]>(`rest/getPermissions?ownerId=${ownerId}`))[0],
  saveContactPermissions: (ownerId: number, permissions: TeamPermissions) =>
    apiRequest<ContactPermissions>('rest/savePermissions', {
      method: 'POST',
      body: { ownerId, ...permissions },
    }),
  deleteContactPermissions: (ownerId: number) =>
    apiRequest<ContactPermissions>('rest/deletePermission', { method: 'POST', body: { ownerId } }),
};
