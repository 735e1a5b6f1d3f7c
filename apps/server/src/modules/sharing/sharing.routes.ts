import {
  closeShareNotificationRequest,
  lockParams,
  lockRequest,
  lockResponse,
  projectShare,
  projectSharesParams,
  resendShareNotificationRequest,
  shareCandidate,
  shareCandidatesQuery,
  shareNotification,
  shareProjectRequest,
  shareProjectResponse,
  unshareParams,
} from '@boardhouse/shared/sharing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../../plugins/access.ts';
import type { SharingService } from './sharing.service.ts';

const tags = ['sharing'];
const user = { access: 'user' as const };

/** Sharing a project, the share notifications and the editing lock (seed paths kept as they were). */
export function registerSharingRoutes(app: FastifyInstance, sharing: SharingService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/rest/project/shareproject',
    {
      config: user,
      schema: {
        tags,
        summary: 'Share a project with a team member or, by e-mail address, another customer',
        body: shareProjectRequest,
        response: { 200: shareProjectResponse },
      },
    },
    async (request) => ({ share: await sharing.share(requireCaller(request), request.body) }),
  );

  api.get(
    '/rest/project/shares/:projectId',
    {
      config: user,
      schema: {
        tags,
        summary: 'Who a project is shared with',
        params: projectSharesParams,
        response: { 200: z.array(projectShare) },
      },
    },
    async (request) => sharing.shares(requireCaller(request), request.params.projectId),
  );

  api.delete(
    '/rest/project/shares/:projectId/:userId',
    {
      config: user,
      schema: { tags, summary: 'Stop sharing a project with someone', params: unshareParams },
    },
    async (request, reply) => {
      await sharing.unshare(requireCaller(request), request.params.projectId, request.params.userId);
      return reply.code(204).send();
    },
  );

  api.get(
    '/rest/project/getadminlist',
    {
      config: user,
      schema: {
        tags,
        summary: 'The people the caller may share a project with (for ADMIN: the first 50 matches)',
        querystring: shareCandidatesQuery,
        response: { 200: z.array(shareCandidate) },
      },
    },
    async (request) => sharing.candidates(requireCaller(request), request.query.search),
  );

  api.post(
    '/rest/project/user/:userId/lockSharedProject/:projectId',
    {
      config: user,
      schema: {
        tags,
        summary: 'Take, renew or release the editing lock of a project',
        params: lockParams,
        body: lockRequest.optional(),
        response: { 200: lockResponse },
      },
    },
    async (request) =>
      sharing.lock(
        requireCaller(request),
        request.params.userId,
        request.params.projectId,
        request.body?.release === true,
      ),
  );

  api.get(
    '/rest/shareprojectnotification',
    {
      config: user,
      schema: {
        tags,
        summary: 'The caller’s open share notifications, newest first',
        response: { 200: z.array(shareNotification) },
      },
    },
    async (request) => sharing.notifications(requireCaller(request)),
  );

  api.post(
    '/rest/closesharenotification',
    {
      config: user,
      schema: {
        tags,
        summary: 'Close one of the caller’s share notifications',
        body: closeShareNotificationRequest,
      },
    },
    async (request, reply) => {
      await sharing.closeNotification(requireCaller(request), request.body.id);
      return reply.code(204).send();
    },
  );

  api.post(
    '/rest/project/sharenotification',
    {
      config: user,
      schema: {
        tags,
        summary: 'Remind someone a project is shared with (a new notification and an e-mail)',
        body: resendShareNotificationRequest,
      },
    },
    async (request, reply) => {
      await sharing.resendNotification(requireCaller(request), request.body);
      return reply.code(204).send();
    },
  );
}
