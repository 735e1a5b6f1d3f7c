import { errorBodySchema } from '@boardhouse/shared/errors';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { Access } from './access.ts';

/** The error answers a route may document beside its success. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 502 | 503;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route changes a project (BOM, placement file, PCB, Gerbers, information): it answers 404 to
     * whoever cannot see the project, 403 to a read-only share and 409 while someone else edits it.
     */
    changesProject?: boolean;
    /** Error answers the route's own rules give that its shape does not tell (a name taken: 409). */
    errors?: readonly ErrorStatus[];
  }
}

const DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'The request is not valid; `details.fields` names each field with a message',
  401: 'No valid sign-in (missing, expired or ended token)',
  403: 'Signed in, but not allowed to do this',
  404: 'Not found, or not visible to the caller (its existence is not revealed)',
  409: 'In conflict with the current state (a name taken, someone else editing)',
  413: 'The request or its file is too large',
  429: 'Too many attempts; try again after the Retry-After header’s seconds',
  502: 'An outside service (a distributor) refused or could not be reached; the message says which and why',
  503: 'An outside service (the payment provider) did not answer; the same request may be sent again shortly',
};

/** Path or id-like inputs: a caller who cannot see the thing they name gets 404. */
const ID_FIELD = /^(id|.+Id)$/;

function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  if (shape) return Object.keys(shape);
  // An optional body (`schema.optional()`) keeps its object inside.
  const inner = (schema as { def?: { innerType?: unknown } } | undefined)?.def?.innerType;
  return inner ? fieldsOf(inner) : [];
}

/** The error statuses a route documents: from its access, its inputs and what it declares. */
export function errorStatusesOf(route: RouteOptions): ErrorStatus[] {
  const config = (route.config ?? {}) as {
    access?: Access;
    changesProject?: boolean;
    errors?: ErrorStatus[];
  };
  const schema = route.schema ?? {};
  const access = config.access ?? 'user';
  const inputs = [schema.params, schema.querystring, schema.body].flatMap(fieldsOf);
  const statuses = new Set<ErrorStatus>(config.errors ?? []);
  // Any method with a body can be sent malformed JSON or more than the body limit.
  const takesBody = [route.method].flat().some((method) => method !== 'GET' && method !== 'HEAD');
  if (inputs.length > 0 || takesBody) statuses.add(400);
  if (access !== 'open') statuses.add(401);
  if (access === 'admin') statuses.add(403);
  if (inputs.some((field) => ID_FIELD.test(field))) statuses.add(404);
  if (config.changesProject) {
    statuses.add(403);
    statuses.add(404);
    statuses.add(409);
  }
  if (takesBody) statuses.add(413);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) statuses.add(429);
  return [...statuses].sort();
}

/**
 * Every route of the scope documents its error answers with the shared error body, and its access as
 * `x-access`, so the OpenAPI document tells a client what can go wrong and who may call. Registered
 * before the routes: Fastify's onRoute hook sees each route as it is added.
 */
export function registerErrorResponses(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const access: Access = (route.config as { access?: Access } | undefined)?.access ?? 'user';
    const errors = Object.fromEntries(
      errorStatusesOf(route).map((status) => [status, errorBodySchema.describe(DESCRIPTIONS[status])]),
    );
    const schema = route.schema ?? {};
    // `x-` keys are OpenAPI extensions: @fastify/swagger copies them into the operation.
    const extensions = {
      'x-access': access,
      ...(route.config?.changesProject ? { 'x-changes-project': true } : {}),
    };
    route.schema = {
      ...schema,
      ...extensions,
      response: { ...errors, ...(schema.response as object | undefined) },
    } as typeof schema;
  });
}

/** The success of a call that answers nothing (204): removed, declined, signed out. */
export const noContent = z.null().describe('Done; nothing to answer');

/** The success of a download: a file in one of `types` (CSV, XLSX, SVG), not JSON. */
export function fileResponse(description: string, types: readonly string[]) {
  return {
    description,
    content: Object.fromEntries(types.map((type) => [type, { schema: z.unknown().describe('The file') }])),
  };
}
