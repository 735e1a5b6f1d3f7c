import { apiLogListQuery, apiLogListResponse } from '@boardhouse/shared/api-logs/api-logs-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiLogsService } from './api-logs.service.ts';

const tags = ['api-logs'];

/** /admin/api-logs: every call the server made to an outside service, for staff (ADMIN) only. */
export function registerApiLogRoutes(app: FastifyInstance, apiLogs: ApiLogsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/rest/admin/api-logs',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Staff: the API log, newest first, filtered by service, status and time',
        description:
          'One row per call to an outside service (MultiSafepay, VIES, the distributors): operation, ok or error, the HTTP status (null when no answer came), duration and, on error, the provider’s message. Rows hold no keys, tokens or personal data and are kept 90 days. from is included, to is not.',
        querystring: apiLogListQuery,
        response: { 200: apiLogListResponse },
      },
    },
    async (request) => apiLogs.list(request.query),
  );
}
