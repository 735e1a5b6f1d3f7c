import {
  contactPermissions,
  contactPermissionsList,
  contactPermissionsQuery,
  deleteContactPermissionsRequest,
  saveContactPermissionsRequest,
  teamOwnerSearchQuery,
  teamOwnerSearchResponse,
} from '@boardhouse/shared/team/team-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import type { TeamService } from './team.service.ts';

const tags = ['team'];
const RULE =
  'A team member may do something when their own flag is unset; otherwise the owner’s record must allow it and their own flag decides (SPEC.md section 6). No record means everything is allowed.';

/** The seed's "Permissions" calls: a team owner's contact permissions, which staff keep. */
export function registerContactPermissionRoutes(app: FastifyInstance, team: TeamService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/rest/getPermissions',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The contact permissions of the caller’s team owner, as a one-element list',
        description: `Customers get their own team’s record (naming another owner: 404); staff pass ownerId. ${RULE}`,
        querystring: contactPermissionsQuery,
        response: { 200: contactPermissionsList },
      },
    },
    async (request) => team.contactPermissions(requireCaller(request), request.query.ownerId),
  );

  api.post(
    '/rest/savePermissions',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Staff: save a team owner’s contact permissions',
        description: `ownerId must be a customer account nobody created (else 404). ${RULE}`,
        body: saveContactPermissionsRequest,
        response: { 200: contactPermissions },
      },
    },
    async (request) => team.saveContactPermissions(requireCaller(request), request.body),
  );

  api.post(
    '/rest/deletePermission',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Staff: drop a team owner’s record, back to the defaults (everything allowed)',
        body: deleteContactPermissionsRequest,
        response: { 200: contactPermissions },
      },
    },
    async (request) => team.deleteContactPermissions(request.body.ownerId),
  );

  api.get(
    '/rest/admin/team-owners',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Staff: find team owners (customer accounts nobody created) by name, e-mail or company',
        querystring: teamOwnerSearchQuery,
        response: { 200: teamOwnerSearchResponse },
      },
    },
    async (request) => team.searchOwners(request.query.search),
  );
}
