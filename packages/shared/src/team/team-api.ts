import { z } from 'zod';
import { emailAddress, recordId, requiredText, searchText } from '../fields.ts';

/**
 * Teams (SPEC.md sections 2, 6 and 7): a customer account that signed up itself (the team owner) and
 * the accounts created for it (members, `createdBy` = the owner). Each member has three permissions of
 * their own; staff set the owner's contact permissions, which bound every member of the team.
 */

const isoMoment = z.string().describe('ISO 8601 UTC');

export const TEAM_PERMISSIONS = ['createProjects', 'seeTeamProjects', 'orderAndPay'] as const;
export type TeamPermission = (typeof TEAM_PERMISSIONS)[number];

const flag = (what: string) => z.boolean({ error: `${what} must be true or false` });

export const teamPermissions = z.object({
  createProjects: flag('Create projects').describe('May create projects (also copies and templates)'),
  seeTeamProjects: flag('See team projects').describe(
    'Sees teammates’ projects and their orders (the Team projects tab)',
  ),
  orderAndPay: flag('Order and pay').describe('May submit orders and start payments'),
});
export type TeamPermissions = z.infer<typeof teamPermissions>;

export const teamMemberIdField = recordId('Team member').describe('The team member’s user id');
export const teamOwnerIdField = recordId('Team owner').describe(
  'The team owner’s user id (a customer account nobody created)',
);

/** What an invitation carries: who, and what they may do. */
const invitee = {
  email: emailAddress('Email'),
  firstname: requiredText('First name', { max: 100 }),
  lastname: requiredText('Last name', { max: 100 }),
  permissions: teamPermissions,
};

export const inviteRequest = z.object(invitee);
export type InviteRequest = z.infer<typeof inviteRequest>;

/** Staff's createUser: the same invitation, for the named owner's team. */
export const createTeamUserRequest = z.object({ ownerId: teamOwnerIdField, ...invitee });
export type CreateTeamUserRequest = z.infer<typeof createTeamUserRequest>;

export const teamMember = z.object({
  userId: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  username: z.string(),
  permissions: teamPermissions.describe('The member’s own flags; a flag never set reads as allowed'),
  invitationPending: z
    .boolean()
    .describe('The member has no password yet (an account kept from before invitations were their own)'),
  createdAt: isoMoment,
});
export type TeamMember = z.infer<typeof teamMember>;

/**
 * A pending invitation (POST /rest/team/invite answers one). It is not an account: the invitee joins
 * when they accept from the e-mail, so the answer is the same whether or not the address has an account.
 */
export const teamInvitation = z.object({
  invitationId: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  permissions: teamPermissions.describe('What the invitee may do once they accept'),
  invitationPending: z.literal(true),
  createdAt: isoMoment,
  expiresAt: isoMoment.describe('The e-mailed link stops working then; invite again for a new one'),
});
export type TeamInvitation = z.infer<typeof teamInvitation>;

export const usersDataRequest = z.object({
  ownerId: teamOwnerIdField.optional().describe('Staff only: whose team; customers see their own team'),
});
/** Who leads the team, as its members see them: the person ordering for them when they may not. */
export const teamOwnerSummary = z.object({
  userId: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  companyName: z.string().nullable(),
});
export type TeamOwnerSummary = z.infer<typeof teamOwnerSummary>;

export const usersDataResponse = z.object({
  ownerId: z.number().int().describe('The team owner'),
  canManage: z.boolean().describe('The caller may invite, remove and change permissions (owner or staff)'),
  owner: teamOwnerSummary.describe('The team owner’s name and company'),
  myPermissions: teamPermissions.describe(
    'What the caller may do under the team rule (their own flags bounded by the owner’s contact permissions, SPEC.md section 6): a refused call is one of these being false. All true for the owner and staff.',
  ),
  members: z.array(teamMember),
  invitations: z
    .array(teamInvitation)
    .describe('Invitations not accepted yet and not expired; only for who may manage the team'),
});
export type UsersDataResponse = z.infer<typeof usersDataResponse>;

/**
 * What the e-mailed link's holder is told before accepting (GET /rest/open/team-invitation/{code}):
 * names only, never an address or an id, since the caller is not signed in.
 */
export const teamInvitationLookup = z.object({
  inviterName: z.string().describe('Who sent the invitation (first and last name)'),
  teamName: z.string().describe('The team owner’s company, else their name'),
  username: z
    .string()
    .describe(
      'The username to sign in with after accepting: the existing account’s, or the one a new account is given',
    ),
});
export type TeamInvitationLookup = z.infer<typeof teamInvitationLookup>;

export const teamMemberRequest = z.object({ userId: teamMemberIdField });
export const memberPermissionsRequest = z.object({ userId: teamMemberIdField, ...teamPermissions.shape });
export type MemberPermissionsRequest = z.infer<typeof memberPermissionsRequest>;

export const teamUserParams = z.object({
  id: recordId('User').describe('A member or the owner of the team'),
});
export const teamEmailsResponse = z.object({ emails: z.array(z.string()) });

/** The owner's contact permissions staff set ("the admin permission record", SPEC.md section 6). */
export const contactPermissions = teamPermissions.extend({
  ownerId: z.number().int(),
  isDefault: z.boolean().describe('No record is kept: everything is allowed'),
  updatedAt: isoMoment.nullable(),
});
export type ContactPermissions = z.infer<typeof contactPermissions>;

export const contactPermissionsQuery = z.object({
  ownerId: teamOwnerIdField.optional().describe('Staff only: whose record; customers get their team’s'),
});
export const contactPermissionsList = z
  .array(contactPermissions)
  .describe('One element: the team owner’s record (defaults when none is kept)');
export const saveContactPermissionsRequest = z.object({
  ownerId: teamOwnerIdField,
  ...teamPermissions.shape,
});
export type SaveContactPermissionsRequest = z.infer<typeof saveContactPermissionsRequest>;
export const deleteContactPermissionsRequest = z.object({ ownerId: teamOwnerIdField });

/** Staff's search for a team owner on the Contact Permissions page. */
export const teamOwnerSearchQuery = z.object({ search: searchText(100) });
export const teamOwnerSearchResponse = z.object({
  owners: z.array(
    z.object({
      userId: z.number().int(),
      username: z.string(),
      email: z.string(),
      firstname: z.string(),
      lastname: z.string(),
      companyName: z.string().nullable(),
      memberCount: z.number().int(),
    }),
  ),
});
export type TeamOwnerSearchResponse = z.infer<typeof teamOwnerSearchResponse>;
