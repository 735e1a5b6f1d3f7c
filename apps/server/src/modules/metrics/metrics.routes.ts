import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bearerToken } from '../../lib/bearer.ts';
import { AppError } from '../../lib/errors.ts';
import { createAppMetrics, type MetricsSources } from './app-metrics.ts';

/** The `route` label of a request no route matched (a 404): never its address, which may hold ids. */
export const UNMATCHED_ROUTE = 'unmatched';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Compared as SHA-256 digests: equal lengths, so timingSafeEqual tells nothing of the token's length
 * either. The scheme is case-insensitive (RFC 7235).
 */
function carriesToken(header: string | undefined, expected: Buffer): boolean {
  const given = bearerToken(header);
  return given !== null && timingSafeEqual(digest(given), expected);
}

/**
 * `GET /metrics` in Prometheus' text format, for the bearer `token` only, and the hook that counts
 * every request. Without a token nothing is registered: the address answers 404 like any unknown one
 * and no request pays for the counting.
 *
 * Registered on the root instance: its hook then reaches every route, whichever plugin added it, and
 * the route stays outside the API's sign-in check (a metrics token is no user's token), its audit log,
 * its rate limits and the OpenAPI document.
 */
export function registerMetrics(app: FastifyInstance, token: string | null, sources: MetricsSources): void {
  if (!token) return;
  const expected = digest(token);
  const metrics = createAppMetrics(sources);

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  app.get(
    '/metrics',
    {
      config: { access: 'open', audited: false },
      schema: { hide: true },
      // A scrape every 15 s would be most of the log; refusals are still logged, as warnings.
      logLevel: 'warn',
    },
    async (request, reply) => {
      if (!carriesToken(request.headers.authorization, expected)) {
        request.log.warn('metrics: refused a scrape without the metrics token');
        reply.header('www-authenticate', 'Bearer');
        throw new AppError('AUTH.UNAUTHENTICATED', 'The metrics token is missing or wrong');
      }
      const text = await metrics.registry.metrics();
      return reply.type(metrics.registry.contentType).send(text);
    },
  );
}
