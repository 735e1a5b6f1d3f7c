import {
  historyEntryResponse,
  historyIdParams,
  historyListRequest,
  historyListResponse,
  historyUpdateRequest,
} from '@boardhouse/shared/users-admin/user-history-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { requireCaller } from '../../plugins/access.ts';
import { listHistory, updateHistoryEntry } from './user-history.repository.ts';

const tags = ['users-admin'];

/** /admin/user-history: the audit log (plugins/audit.ts) with staff's timeline tags and read flags. */
export function registerUserHistoryRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/rest/admin/user-history/search',
    {
      config: { access: 'admin', audited: false },
      schema: {
        tags,
        summary: 'Staff: the audit log, newest first, filtered by user, entity, action, dates, tag, unread',
        body: historyListRequest,
        response: { 200: historyListResponse },
      },
    },
    async (request) => listHistory(db, request.body),
  );

  api.put(
    '/rest/admin/user-history/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Staff: tag an entry (urgent, important, resolved, pending; null removes) or mark it read/unread',
        params: historyIdParams,
        body: historyUpdateRequest,
        response: { 200: historyEntryResponse },
      },
    },
    async (request) => {
      const entry = await updateHistoryEntry(
        db,
        request.params.id,
        request.body,
        requireCaller(request).userId,
      );
      if (!entry) throw AppError.notFound('history entry');
      return { entry };
    },
  );
}
