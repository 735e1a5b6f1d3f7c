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
  shareInvitedResponse,
  shareNotification,
  shareProjectRequest,
  shareProjectResponse,
  takeOverLockParams,
  unshareParams,
} from '@boardhouse/shared/sharing';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../../plugins/access.ts';
import { noContent } from '../../plugins/error-responses.ts';
import { registerInvitationRoutes } from './invitations.routes.ts';
import type { SharingService } from './sharing.service.ts';

const tags = ['sharing'];
const user = { access: 'user' as const };
/** Each invitation by address is an e-mail to someone who did not ask for it: a person sends a few. */
export const INVITATIONS_PER_MINUTE = 30;
const inviteLimit = {
  ...user,
  rateLimit: {
    max: INVITATIONS_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => String(request.auth?.userId ?? request.ip),
  },
};

/** Sharing a project, the share notifications and the editing lock (seed paths kept as they were). */
export function registerSharingRoutes(app: FastifyInstance, sharing: SharingService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/rest/project/shareproject',
    {
      config: { ...inviteLimit, errors: [403] },
      schema: {
        tags,
        summary: 'Share a project with a team member (at once) or invite an e-mail address (202)',
        description:
          'With `userId` (a team member; for ADMIN any customer) the project is shared at once. With `email` ' +
          'the address is invited and the answer is always 202 `{ invited: true }`, whether or not it ' +
          'belongs to a customer; the project reaches the invitee when they accept.',
        body: shareProjectRequest,
        response: { 200: shareProjectResponse, 202: shareInvitedResponse },
      },
    },
    async (request, reply) => {
      const { userId, email, ...rest } = request.body;
      if (userId !== undefined) {
        return reply
          .code(200)
          .send({ share: await sharing.share(requireCaller(request), { ...rest, userId }) });
      }
      // The request schema requires one of the two.
      const invited = await sharing.invite(requireCaller(request), { ...rest, email: email ?? '' });
      return reply.code(202).send(invited);
    },
  );

  api.get(
    '/rest/project/shares/:projectId',
    {
      config: { ...user, errors: [403] },
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
      config: { ...user, errors: [403] },
      schema: {
        response: { 204: noContent },
        tags,
        summary: 'Stop sharing a project with someone',
        params: unshareParams,
      },
    },
    async (request, reply) => {
      await sharing.unshare(requireCaller(request), request.params.projectId, request.params.userId);
      return reply.code(204).send(null);
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
      config: { ...user, errors: [403, 409] },
      schema: {
        tags,
        summary: 'Take, renew or release the editing lock of a project',
        params: lockParams,
        body: lockRequest.optional(),
        response: { 200: lockResponse },
      },
    },
    async (request) =>
      sharing.locks.lock(
        requireCaller(request),
        request.params.userId,
        request.params.projectId,
        request.body?.release === true,
      ),
  );

  api.post(
    '/rest/project/:projectId/lock/takeover',
    {
      config: { ...user, errors: [403, 409] },
      schema: {
        tags,
        summary: 'Take over the editing lock from whoever holds it (owner, team, ADMIN)',
        description:
          'The holder is told (a notification and an e-mail); their next save answers 409 saying who took over.',
        params: takeOverLockParams,
        response: { 200: lockResponse },
      },
    },
    async (request) => sharing.locks.takeOver(requireCaller(request), request.params.projectId),
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
        response: { 204: noContent },
        tags,
        summary: 'Close one of the caller’s share notifications',
        body: closeShareNotificationRequest,
      },
    },
    async (request, reply) => {
      await sharing.closeNotification(requireCaller(request), request.body.id);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/rest/project/sharenotification',
    {
      config: { ...user, errors: [403, 429] },
      schema: {
        response: { 204: noContent },
        tags,
        summary: 'Remind someone who accepted a share (a notification and an e-mail), once a day per share',
        description: 'A second reminder within a day answers 429. The message is sent as text.',
        body: resendShareNotificationRequest,
      },
    },
    async (request, reply) => {
      await sharing.resendNotification(requireCaller(request), request.body);
      return reply.code(204).send(null);
    },
  );

  registerInvitationRoutes(app, sharing.invitations);
}
