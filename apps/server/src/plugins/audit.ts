import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { userHistory } from '../db/schema.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Route parameters that are secrets (e-mailed codes) and must never reach the audit log. */
const SECRET_PARAMS = new Set(['code', 'token']);
const FLUSH_INTERVAL_MS = 200;
const MAX_BATCH = 200;

type AuditRow = typeof userHistory.$inferInsert;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Overrides the audit entity name derived from the path (e.g. 'session' for OPTIONS /logout). */
    auditEntity?: string;
    /**
     * true: a route whose method does not say it changes state (OPTIONS /logout);
     * false: a POST that only reads (a search with a body), kept out of the log staff read;
     * 'failures': only refused calls are kept (a token refresh: an open tab refreshes every 15 minutes,
     * which is no change anyone reads the history for, while a refused one may be a stolen token).
     */
    audited?: boolean | 'failures';
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

/**
 * Records every state-changing request (who, what, which entity, when, from where) in user_history.
 * Rows are written in batches (every 200 ms, and when the server closes) rather than one insert per
 * request: on the embedded database every statement runs on the request thread, and a per-request insert
 * was a measurable share of a sign-in (docs/benchmarks.md).
 */
export function registerAuditLog(app: FastifyInstance, db: Database): () => Promise<void> {
  const pending: AuditRow[] = [];
  let flushing: Promise<void> = Promise.resolve();

  const flush = async () => {
    while (pending.length) {
      const batch = pending.splice(0, MAX_BATCH);
      try {
        await db.insert(userHistory).values(batch);
      } catch (error) {
        app.log.error({ err: error, rows: batch.length }, 'could not write the audit log');
      }
    }
  };
  const scheduleFlush = () => {
    flushing = flushing.then(flush);
    return flushing;
  };
  const timer = setInterval(() => void scheduleFlush(), FLUSH_INTERVAL_MS);
  timer.unref();

  app.addHook('onClose', async () => {
    clearInterval(timer);
    await scheduleFlush();
  });
  const record = (request: FastifyRequest, statusCode: number) => {
    const route = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
    pending.push({
      userId: request.auth?.userId ?? null,
      method: request.method,
      route,
      entity: request.routeOptions.config?.auditEntity ?? entityFromRoute(route),
      entityId: entityIdOf(request),
      statusCode,
      ipAddress: request.ip,
      requestId: request.id,
      createdAt: new Date(),
    });
    if (pending.length >= MAX_BATCH) void scheduleFlush();
  };
  // A callback hook: most answers (reads) are not logged, and an async hook would cost each a promise.
  app.addHook('onResponse', (request, reply, done) => {
    if (isAudited(request, reply.statusCode)) record(request, reply.statusCode);
    done();
  });
  return scheduleFlush;
}

function isAudited(request: FastifyRequest, statusCode: number): boolean {
  const config = request.routeOptions.config;
  if (config?.audited === false) return false;
  if (config?.audited === 'failures' && statusCode < 400) return false;
  return STATE_CHANGING.has(request.method) || Boolean(config?.audited);
}
