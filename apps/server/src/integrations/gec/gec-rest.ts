import type { GecOrderDocument } from '@boardhouse/shared/integrations/gec-order-document';
import { z } from 'zod';
import { type ApiCallRecorder, NO_API_LOG } from '../api-log/api-call-recorder.ts';
import { type GecAcceptedOrder, type GecCallContext, GecError, type GecOrders } from './port.ts';

const DEFAULT_TIMEOUT_MS = 15_000;
/** Staff read the system's refusal; a whole HTML error page is of no use to them (or to the log). */
const MESSAGE_MAX = 500;

/** The system's answer to an accepted document (POST and PUT alike). */
const acceptedAnswer = z.object({
  gecOrderId: z.union([z.string().min(1), z.number()]).transform(String),
  clientId: z
    .union([z.string(), z.number()])
    .transform(String)
    .nullish()
    .transform((value) => value ?? null),
});

/** The system's error body: `{ message, errors?: [{ path, message }] }` (its 422 lists each field). */
const errorAnswer = z.object({
  message: z.string().optional(),
  errors: z.array(z.object({ path: z.string().optional(), message: z.string() })).optional(),
});

type Operation = 'sendOrder' | 'updateOrder' | 'getOrder';

/** An accepted answer must name the order: without its id the document could never be updated. */
const readAccepted = (body: unknown): GecAcceptedOrder | undefined => {
  const parsed = acceptedAnswer.safeParse(body);
  return parsed.success ? parsed.data : undefined;
};

/** The body as JSON: null when empty, undefined when it is not JSON (a proxy's text or HTML page). */
function parseJsonOrNull(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** What the system said, field by field where it named them. */
function refusalOf(body: unknown, status: number): string {
  const parsed = errorAnswer.safeParse(body ?? {});
  if (!parsed.success) return `HTTP ${status}`;
  const fields = (parsed.data.errors ?? []).map((error) =>
    error.path ? `${error.path}: ${error.message}` : error.message,
  );
  const said = [parsed.data.message, fields.join('; ')].filter(Boolean).join(': ');
  return (said || `HTTP ${status}`).slice(0, MESSAGE_MAX);
}

/**
 * The production adapter: the client-order system's REST API at `baseUrl` (tests give it the fake's
 * address), with its token as bearer. Each call leaves one API log row (service 'gec', operation
 * sendOrder / updateOrder / getOrder, with our order id) holding the system's own message on error;
 * the token is only ever in the Authorization header.
 */
export class GecRestClient implements GecOrders {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly timeoutMs = DEFAULT_TIMEOUT_MS,
    private readonly apiLog: ApiCallRecorder = NO_API_LOG,
  ) {}

  async sendOrder(document: GecOrderDocument, context: GecCallContext): Promise<GecAcceptedOrder> {
    return this.call('sendOrder', 'POST', '/orders', context, readAccepted, document);
  }

  async updateOrder(
    gecOrderId: string,
    document: GecOrderDocument,
    context: GecCallContext,
  ): Promise<GecAcceptedOrder> {
    const path = `/orders/${encodeURIComponent(gecOrderId)}`;
    return this.call('updateOrder', 'PUT', path, context, readAccepted, document);
  }

  async getOrder(gecOrderId: string, context: GecCallContext): Promise<unknown> {
    // Passed through to staff as the system wrote it: any JSON will do.
    return this.call('getOrder', 'GET', `/orders/${encodeURIComponent(gecOrderId)}`, context, (body) => body);
  }

  private record(
    operation: Operation,
    context: GecCallContext,
    started: number,
    httpStatus: number | null,
    message: string | null,
  ): void {
    this.apiLog.record({
      service: 'gec',
      operation,
      status: message === null ? 'ok' : 'error',
      httpStatus,
      durationMs: Math.round(performance.now() - started),
      message,
      orderId: context.orderId,
    });
  }

  /** One HTTP call and its one log row: `read`'s value of a 2xx answer; a GecError otherwise. */
  private async call<T>(
    operation: Operation,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    context: GecCallContext,
    read: (body: unknown) => T | undefined,
    document?: GecOrderDocument,
  ): Promise<T> {
    const started = performance.now();
    let httpStatus: number | null = null;
    const fail = (error: GecError): never => {
      this.record(operation, context, started, httpStatus, error.message);
      throw error;
    };
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.token}`,
          accept: 'application/json',
          ...(document ? { 'content-type': 'application/json' } : {}),
          ...(context.idempotencyKey ? { 'idempotency-key': context.idempotencyKey } : {}),
        },
        ...(document ? { body: JSON.stringify(document) } : {}),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      httpStatus = response.status;
      text = await response.text();
    } catch (error) {
      // Timeout, refused connection or a reset (also while the body came): no whole answer, so it may
      // work next time, whatever status had arrived.
      const name = error instanceof Error ? error.name : 'request failed';
      const message = name === 'TimeoutError' ? 'timeout' : httpStatus === null ? name : 'answer cut off';
      return fail(new GecError('transient', message, httpStatus));
    }
    // A proxy's 429 or 408 comes as plain text or HTML: the status decides below, the body only adds words.
    const body = parseJsonOrNull(text);
    const status = response.status;
    if (status >= 200 && status < 300) {
      // An answer that is there but not JSON (a maintenance page) is malformed; an empty one is null.
      const value = body === undefined ? undefined : read(body);
      if (value === undefined) return fail(new GecError('transient', 'malformed answer', status));
      this.record(operation, context, started, status, null);
      return value;
    }
    const said = refusalOf(body, status);
    if (status === 401 || status === 403)
      return fail(new GecError('permanent', `token refused: ${said}`, status));
    // 408 and 429 are "not now", not "never".
    if (status >= 500 || status === 408 || status === 429)
      return fail(new GecError('transient', said, status));
    return fail(new GecError('permanent', said, status));
  }
}
