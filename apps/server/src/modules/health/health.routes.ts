import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.ts';
import { databaseUnavailable } from '../../lib/db-errors.ts';

const status = z.object({ status: z.literal('ok') });

export function registerHealthRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/health/live',
    {
      config: { access: 'open' },
      schema: { tags: ['health'], summary: 'The process is up', response: { 200: status } },
    },
    async () => ({ status: 'ok' as const }),
  );
  api.get(
    '/health/ready',
    {
      config: { access: 'open' },
      schema: { tags: ['health'], summary: 'The database answers', response: { 200: status } },
    },
    async (request) => {
      try {
        await database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check: database unreachable');
        throw databaseUnavailable();
      }
      return { status: 'ok' as const };
    },
  );
}
