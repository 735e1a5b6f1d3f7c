import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

/**
 * What the server logs must not hand out secrets: one-time codes travel in URL paths, refresh tokens in
 * query strings, and a failed query's error carries the values it was given (a password hash, an
 * e-mail address). These serializers are the one place every log line goes through.
 */

export const REDACTED = '[redacted]';

/** Route parameters that carry a secret (e-mailed codes, tokens). */
const SECRET_PARAMS = new Set(['code', 'token']);
/**
 * In a path no route matched, any long opaque segment may be a code (they are 43 URL-safe characters),
 * e.g. a mistyped `/rest/open/welcome/<code>/x`.
 */
const OPAQUE_SEGMENT = /^[A-Za-z0-9_-]{20,}$/;

/** The request's path for the log: no query string, and every secret segment replaced. */
export function redactedPath(url: string, routePattern: string | undefined): string {
  const segments = (url.split('?')[0] ?? '').split('/');
  const pattern = routePattern?.split('/');
  return segments
    .map((segment, index) => {
      const part = pattern?.length === segments.length ? pattern[index] : undefined;
      const isSecret = part
        ? part.startsWith(':') && SECRET_PARAMS.has(part.slice(1))
        : OPAQUE_SEGMENT.test(segment);
      return isSecret ? REDACTED : segment;
    })
    .join('/');
}

/** Error fields that hold the values a query was run with, or a copy of the row it failed on. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'queryParams', 'queryOptions', 'detail', 'where']);

/** Drizzle's "Failed query: …\nparams: …" message without the parameter list. */
function withoutParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');
}

/**
 * A copy of an error (and its causes) fit for the log: messages and stack without query parameters,
 * and no field that repeats the values. The copy keeps the prototype, so the logged type stays right.
 */
export function scrubError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 8) return error;
  const safe = Object.create(Object.getPrototypeOf(error)) as Error & Record<string, unknown>;
  for (const [key, value] of Object.entries(error)) {
    if (!VALUE_FIELDS.has(key) && key !== 'cause') safe[key] = value;
  }
  Object.defineProperty(safe, 'message', { value: withoutParams(error.message), enumerable: false });
  Object.defineProperty(safe, 'name', { value: error.name, enumerable: false });
  if (error.stack)
    Object.defineProperty(safe, 'stack', { value: withoutParams(error.stack), enumerable: false });
  if (error.cause !== undefined) safe.cause = scrubError(error.cause, depth + 1);
  return safe;
}

export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactedPath(request.url, request.routeOptions?.url),
    remoteAddress: request.ip,
  }),
  err: (error: Error) => stdSerializers.err(scrubError(error) as Error),
};
