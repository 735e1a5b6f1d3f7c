import {
  invitationParams,
  pendingInvitation,
  projectInvitationParams,
  projectSharesParams,
  shareInvitation,
} from '@boardhouse/shared/sharing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../../plugins/access.ts';
import { noContent } from '../../plugins/error-responses.ts';
import type { InvitationsService } from './invitations.service.ts';

const tags = ['sharing'];
const user = { access: 'user' as const };

/** Invitations to share a project by e-mail address: the invitee's side and the sender's. */
export function registerInvitationRoutes(app: FastifyInstance, invitations: InvitationsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/rest/share-invitations',
    {
      config: user,
      schema: {
        tags,
        summary: 'The invitations waiting for the caller (sent to their confirmed address), newest first',
        response: { 200: z.array(shareInvitation) },
      },
    },
    async (request) => invitations.mine(requireCaller(request)),
  );

  api.post(
    '/rest/share-invitations/:invitationId/accept',
    {
      config: user,
      schema: {
        response: { 204: noContent },
        tags,
        summary: 'Accept an invitation: the project is then shared with the caller',
        params: invitationParams,
      },
    },
    async (request, reply) => {
      await invitations.accept(requireCaller(request), request.params.invitationId);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/rest/share-invitations/:invitationId/decline',
    {
      config: user,
      schema: {
        response: { 204: noContent },
        tags,
        summary: 'Decline an invitation',
        params: invitationParams,
      },
    },
    async (request, reply) => {
      await invitations.decline(requireCaller(request), request.params.invitationId);
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/rest/project/shares/:projectId/invitations',
    {
      config: { ...user, errors: [403] },
      schema: {
        tags,
        summary: 'The pending invitations of a project (for those who may share it)',
        params: projectSharesParams,
        response: { 200: z.array(pendingInvitation) },
      },
    },
    async (request) => invitations.pending(requireCaller(request), request.params.projectId),
  );

  api.delete(
    '/rest/project/shares/:projectId/invitations/:invitationId',
    {
      config: { ...user, errors: [403] },
      schema: {
        response: { 204: noContent },
        tags,
        summary: 'Withdraw a pending invitation',
        params: projectInvitationParams,
      },
    },
    async (request, reply) => {
      await invitations.revoke(requireCaller(request), request.params.projectId, request.params.invitationId);
      return reply.code(204).send(null);
    },
  );
}
