import {
  announcementResponse,
  messageSettings,
  setAnnouncementRequest,
} from '@boardhouse/shared/messages/announcements-api';
import { emptyRequest } from '@boardhouse/shared/messages/messages-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireCaller } from '../../plugins/access.ts';
import { readMessageSettings, writeMessageSettings } from '../messages/message-settings.ts';
import type { AnnouncementsService } from './announcements.service.ts';

const tags = ['messages'];
const user = { access: 'user' as const };
const admin = { access: 'admin' as const };

/** The general announcement (seed call and back office) and the message centre's settings. */
export function registerAnnouncementRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  announcements: AnnouncementsService,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/rest/project/checkGeneralMessageBeforeLogInUser',
    {
      config: { ...user, audited: false },
      schema: {
        tags,
        summary: 'The general announcement the caller has not seen yet, marked seen',
        description:
          'The newest active announcement, once per user: the call that answers it records it as seen, so the next answers null until staff publish a new one.',
        body: emptyRequest,
        response: { 200: announcementResponse },
      },
    },
    async (request) => announcements.showOnce(requireCaller(request)),
  );

  api.get(
    '/rest/admin/announcement',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Staff: the announcement users are shown now, or null',
        response: { 200: announcementResponse },
      },
    },
    async () => announcements.forStaff(),
  );

  api.post(
    '/rest/admin/announcement',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Staff: publish a new announcement, or take the current one down',
        description:
          'active true publishes body (sanitised like a message; empty once sanitised answers 400 naming body) and replaces the current one, so everyone sees it once more; active false takes it down.',
        body: setAnnouncementRequest,
        response: { 200: announcementResponse },
      },
    },
    async (request) => announcements.set(requireCaller(request), request.body),
  );

  api.get(
    '/rest/admin/messages-settings',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Staff: the message centre’s settings',
        response: { 200: messageSettings },
      },
    },
    async () => readMessageSettings(ctx.db),
  );

  api.post(
    '/rest/admin/messages-settings',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Staff: change the message centre’s settings',
        description: 'unreadMailMinutes applies from the e-mail job’s next run (every minute).',
        body: messageSettings,
        response: { 200: messageSettings },
      },
    },
    async (request) => writeMessageSettings(ctx.db, request.body, requireCaller(request).userId),
  );
}
