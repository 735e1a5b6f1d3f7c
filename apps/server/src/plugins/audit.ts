import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { userHistory } from '../db/schema.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Route parameters that are secrets (e-mailed codes) and must never reach the audit log. */
const SECRET_PARAMS = new Set(['code', 'token']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Overrides the audit entity name derived from the path (e.g. 'session' for OPTIONS /logout). */
    auditEntity?: string;
    /** Marks a non-GET/POST method route (OPTIONS /logout) as state-changing. */
    audited?: boolean;
  }
}

/** '/rest/open/registration/:code' → 'registration'; '/rest/project/:id' → 'project'; '/auth/login' → 'auth.login'. */
export function entityFromRoute(route: string): string {
  const words = route
    .split('/')
    .filter((part) => part && !part.startsWith(':') && part !== 'rest' && part !== 'open');
  return words.join('.') || 'root';
}

function entityIdOf(request: FastifyRequest): string | null {
  const params = (request.params ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(params)) {
    if (!SECRET_PARAMS.has(key) && (typeof value === 'string' || typeof value === 'number'))
      return String(value);
  }
  return null;
}

/** Records every state-changing request (who, what, which entity, when, from where) in user_history. */
export function registerAuditLog(app: FastifyInstance, db: Database): void {
  app.addHook('onResponse', async (request, reply) => {
    const config = request.routeOptions.config;
    if (!STATE_CHANGING.has(request.method) && !config?.audited) return;
    const route = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
    try {
      await db.insert(userHistory).values({
        userId: request.auth?.userId ?? null,
        method: request.method,
        route,
        entity: config?.auditEntity ?? entityFromRoute(route),
        entityId: entityIdOf(request),
        statusCode: reply.statusCode,
        ipAddress: request.ip,
        requestId: request.id,
      });
    } catch (error) {
      request.log.error({ err: error }, 'could not write the audit log');
    }
  });
}
