import { codeParams } from '@boardhouse/shared/auth';
import {
  createTeamUserRequest,
  inviteRequest,
  memberPermissionsRequest,
  teamEmailsResponse,
  teamInvitation,
  teamInvitationLookup,
  teamMember,
  teamMemberRequest,
  teamUserParams,
  usersDataRequest,
  usersDataResponse,
} from '@boardhouse/shared/team/team-api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import { noContent } from '../../plugins/error-responses.ts';
import type { TeamService } from './team.service.ts';

const tags = ['team'];
const user = { access: 'user' as const };
const admin = { access: 'admin' as const };
const INVITATION =
  'The invitation is only an invitation: no account is created or changed until the invitee accepts from the e-mail (in the owner’s language). A new person’s link opens #/welcome/{code}?mode=invitation, where they choose the password of the account accepting creates in the team; an address that already has an account gets ?mode=join-team, where its holder accepts with that account’s password. Both accept with POST /rest/open/accept-user-invitation/{code}. The answer is the same whether or not the address has an account; inviting it again replaces the earlier link. 400 (field email) for the owner’s own address, 409 CONFLICT (field email) for a current member.';
/** Each invitation is an e-mail to someone who did not ask for it: a person sends a few (as sharing does). */
export const TEAM_INVITATIONS_PER_MINUTE = 30;
const inviteLimit = {
  max: TEAM_INVITATIONS_PER_MINUTE,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => String(request.auth?.userId ?? request.ip),
};
const MANAGE =
  'For the team owner and ADMIN. A member of another team is not found (404); a member of the caller’s own team who is not its owner gets 403.';

/** The seed's team calls (SPEC.md section 7, "Users and profile") and the owner's invitation. */
export function registerTeamRoutes(
  app: FastifyInstance,
  team: TeamService,
  openRateLimitPerMinute = TEAM_INVITATIONS_PER_MINUTE,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/rest/open/team-invitation/:code',
    {
      // Rate-limited like the other open calls that take an e-mailed code.
      config: { access: 'open', rateLimit: { max: openRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'What the invitation link’s holder is told before accepting: inviter, team and username',
        description:
          'No token: the e-mailed code is the only proof, so the answer holds names only (no addresses, no ids). The username is the existing account’s for an address that has one, else the one the account accepting creates will get. 400 AUTH.CODE_INVALID once the invitation was accepted, replaced or expired.',
        params: codeParams,
        response: { 200: teamInvitationLookup },
      },
    },
    async (request) => team.describeInvitation(request.params.code),
  );

  api.post(
    '/rest/team/invite',
    {
      config: { ...user, rateLimit: inviteLimit, errors: [403, 409] },
      schema: {
        tags,
        summary: 'The team owner invites someone by e-mail, with the permissions they will have',
        description: `Only a customer account nobody created (the team owner); a team member, or staff (who use POST /rest/createUser), gets 403. ${INVITATION}`,
        body: inviteRequest,
        response: { 200: teamInvitation },
      },
    },
    async (request) => team.invite(requireCaller(request), request.body),
  );

  api.post(
    '/rest/createUser',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags,
        summary: 'Staff: invite someone to a customer owner’s team (the same invitation)',
        description: `ownerId must be a customer account nobody created (else 404). Nobody but the invitee sets the password. ${INVITATION}`,
        body: createTeamUserRequest,
        response: { 200: teamInvitation },
      },
    },
    async (request) => team.createForOwner(requireCaller(request), request.body),
  );

  api.post(
    '/rest/usersData',
    {
      config: user,
      schema: {
        tags,
        summary: 'The members of the caller’s team (staff: of the team named by ownerId)',
        description:
          'A team member sees their team’s list read-only (canManage false, no invitations). A customer naming another team’s owner gets 404. Removed members are not listed; pending invitations are listed apart from members.',
        body: usersDataRequest,
        response: { 200: usersDataResponse },
      },
    },
    async (request) => team.list(requireCaller(request), request.body.ownerId),
  );

  api.post(
    '/rest/team/member-permissions',
    {
      config: { ...user, errors: [403] },
      schema: {
        tags,
        summary: 'Set a team member’s own permissions',
        description: MANAGE,
        body: memberPermissionsRequest,
        response: { 200: teamMember },
      },
    },
    async (request) => team.setPermissions(requireCaller(request), request.body),
  );

  api.post(
    '/rest/open/deleteTeamUser',
    {
      config: { ...user, errors: [403] },
      schema: {
        tags,
        summary: 'Remove a team member',
        description: `Despite the path it needs a token (401 without). ${MANAGE} In one transaction the member’s projects and orders pass to the team owner (a name the owner already uses gets the member’s username appended), the account is disabled and every sign-in of it ends at once.`,
        body: teamMemberRequest,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await team.remove(requireCaller(request), request.body.userId);
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/rest/user/getAllUserEmail/:id',
    {
      config: user,
      schema: {
        tags,
        summary: 'The e-mail addresses of the team of user {id} (owner first)',
        description: 'Only for a user of the caller’s own team (anyone else: 404); staff may name any user.',
        params: teamUserParams,
        response: { 200: teamEmailsResponse },
      },
    },
    async (request) => team.emails(requireCaller(request), request.params.id),
  );
}
