import {
  createTeamUserRequest,
  inviteRequest,
  memberPermissionsRequest,
  teamEmailsResponse,
  teamMember,
  teamMemberRequest,
  teamUserParams,
  usersDataRequest,
  usersDataResponse,
} from '@boardhouse/shared/team/team-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import { noContent } from '../../plugins/error-responses.ts';
import type { TeamService } from './team.service.ts';

const tags = ['team'];
const user = { access: 'user' as const };
const admin = { access: 'admin' as const };
const INVITATION =
  'The member is created without a password, in the owner’s language, and receives an e-mail (in that language) whose link opens #/welcome/{code}?mode=invitation, where they choose their password (POST /rest/open/accept-user-invitation/{code}). 409 ACCOUNT.EMAIL_TAKEN (field email) when the address already has an account.';
const MANAGE =
  'For the team owner and ADMIN. A member of another team is not found (404); a member of the caller’s own team who is not its owner gets 403.';

/** The seed's team calls (SPEC.md section 7, "Users and profile") and the owner's invitation. */
export function registerTeamRoutes(app: FastifyInstance, team: TeamService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/rest/team/invite',
    {
      config: { ...user, errors: [403, 409] },
      schema: {
        tags,
        summary: 'The team owner invites a new member by e-mail, with their permissions',
        description: `Only a customer account nobody created (the team owner); a team member, or staff (who use POST /rest/createUser), gets 403. ${INVITATION}`,
        body: inviteRequest,
        response: { 200: teamMember },
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
        summary: 'Staff: create a team member for a customer owner (the invitation flow)',
        description: `ownerId must be a customer account nobody created (else 404). Nobody but the invitee sets the password. ${INVITATION}`,
        body: createTeamUserRequest,
        response: { 200: teamMember },
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
          'A team member sees their team’s list read-only (canManage false). A customer naming another team’s owner gets 404. Removed members are not listed.',
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
