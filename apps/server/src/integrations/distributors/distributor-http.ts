import { CircuitOpenError } from '../../lib/outside-calls/circuit-breaker.ts';
import { RateLimitExceededError } from '../../lib/outside-calls/rate-limit-queue.ts';
import { retryAfterMsOf } from '../../lib/outside-calls/retry.ts';
import { TimeoutError, withTimeout } from '../../lib/outside-calls/timeout.ts';
import type { ApiCallRecorder, CallContext } from '../api-log/api-call-recorder.ts';
import { DistributorError, type DistributorName } from './port.ts';

export type DistributorService = 'mouser' | 'arrow' | 'verical';

/**
 * Why one HTTP call failed. `timeout`, `unreachable` (no connection) and `network` (the connection
 * broke) are the transport's; `http` a non-2xx status (always so for a 429 or 5xx); `refused` the
 * provider's own "no" in a 2xx or another 4xx (Mouser's Errors[], Arrow's success:false); `malformed`
 * an answer we could not read.
 */
export type CallFailureKind = 'timeout' | 'unreachable' | 'network' | 'http' | 'refused' | 'malformed';

export class DistributorCallError extends Error {
  constructor(
    message: string,
    readonly kind: CallFailureKind,
    readonly httpStatus: number | null,
    /** The provider's Retry-After (a 429 or 503): the search retry waits at least this long, or gives up. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'DistributorCallError';
  }

  /** Worth another try for a search: the provider may answer next time. */
  get isTransient(): boolean {
    if (this.kind === 'http') return this.httpStatus === 429 || (this.httpStatus ?? 500) >= 500;
    return this.kind === 'timeout' || this.kind === 'unreachable' || this.kind === 'network';
  }

  /** The request may have been acted on although we got no clear answer: reconcile, never resubmit. */
  get mayHaveArrived(): boolean {
    if (this.kind === 'http') return (this.httpStatus ?? 500) >= 500;
    return this.kind === 'timeout' || this.kind === 'network' || this.kind === 'malformed';
  }
}

export type Interpretation<T> =
  | { ok: true; value: T }
  | { ok: false; message: string; kind?: CallFailureKind };

export interface DistributorHttpCall<T> {
  service: DistributorService;
  /** Recorded as is: a fixed word ('search', 'order'), never a URL or a value. */
  operation: string;
  recorder: ApiCallRecorder;
  context?: CallContext | undefined;
  timeoutMs: number;
  method: 'GET' | 'POST';
  url: URL;
  headers?: Record<string, string>;
  body?: unknown;
  /** Keys, logins and tokens this call carries: cut out of anything recorded or thrown. */
  secrets: readonly string[];
  /** Reads the answer: `body` is the parsed JSON, or undefined when the answer was not JSON. */
  interpret(httpStatus: number, body: unknown): Interpretation<T>;
}

/** Connection errors that prove the request never reached the provider. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * One HTTP call to a distributor, timed out at `timeoutMs` and reported to the API log exactly once.
 * Nothing recorded or thrown holds the URL (Mouser's key rides in its query) or a secret: messages are
 * ours ('timeout', 'HTTP 503') or the provider's own error text with the secrets cut out.
 */
export async function callDistributor<T>(call: DistributorHttpCall<T>): Promise<T> {
  const started = performance.now();
  const finish = (httpStatus: number | null, message: string | null) =>
    call.recorder.record({
      service: call.service,
      operation: call.operation,
      status: message === null ? 'ok' : 'error',
      httpStatus,
      durationMs: Math.round(performance.now() - started),
      message: message === null ? null : redact(message, call.secrets),
      ...(call.context?.orderId != null ? { orderId: call.context.orderId } : {}),
      ...(call.context?.projectId != null ? { projectId: call.context.projectId } : {}),
    });

  let status: number;
  let body: unknown;
  let retryAfter: string | null;
  try {
    ({ status, body, retryAfter } = await withTimeout(call.timeoutMs, async (signal) => {
      const response = await fetch(call.url, {
        method: call.method,
        headers: {
          accept: 'application/json',
          ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...call.headers,
        },
        ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
        signal,
      });
      const text = await response.text();
      return {
        status: response.status,
        body: parseJson(text),
        retryAfter: response.headers.get('retry-after'),
      };
    }));
  } catch (error) {
    const failure = transportFailure(error);
    finish(null, failure.message);
    throw failure;
  }
  const outcome = call.interpret(status, body);
  // A 429 or 5xx is the provider's server failing, whatever its body says (Mouser's gateway answers
  // them with Errors[] too): transient for a search, and an order may have arrived. Only the kind is
  // decided here; the provider's text is kept, as it says more than "HTTP 500".
  const serverFailed = status === 429 || status >= 500;
  if (outcome.ok && !serverFailed) {
    finish(status, null);
    return outcome.value;
  }
  const kind = serverFailed
    ? 'http'
    : (!outcome.ok && outcome.kind) || (status < 200 || status > 299 ? 'http' : 'malformed');
  const message = redact(outcome.ok ? `HTTP ${status}` : outcome.message, call.secrets);
  finish(status, message);
  const retryAfterMs = kind === 'http' ? retryAfterMsOf(retryAfter) : null;
  throw new DistributorCallError(message, kind, status, retryAfterMs);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function transportFailure(error: unknown): DistributorCallError {
  if (error instanceof TimeoutError) return new DistributorCallError('timeout', 'timeout', null);
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  const code = typeof cause?.code === 'string' ? cause.code : '';
  if (NOT_SENT_CODES.has(code)) return new DistributorCallError(`unreachable (${code})`, 'unreachable', null);
  return new DistributorCallError(
    code ? `connection failed (${code})` : 'connection failed',
    'network',
    null,
  );
}

/** Cuts every secret (and its URL-encoded form) out of a text. */
export function redact(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) {
    if (secret.length < 4) continue;
    result = result.split(secret).join('[redacted]').split(encodeURIComponent(secret)).join('[redacted]');
  }
  return result.slice(0, 500);
}

/** What a search or purchase failure says to the caller, without URLs or keys. */
export function describeFailure(error: unknown): string {
  if (error instanceof DistributorCallError) return error.message;
  if (error instanceof CircuitOpenError) return 'circuit open (too many recent failures)';
  if (error instanceof RateLimitExceededError) return 'rate limit reached';
  return 'unexpected failure';
}

/** A purchase-side failure as the port promises it: DistributorError with mayHaveArrived. */
export function toDistributorError(error: unknown, distributor: DistributorName): DistributorError {
  if (error instanceof DistributorError) return error;
  const mayHaveArrived = error instanceof DistributorCallError && error.mayHaveArrived;
  return new DistributorError(`${distributor}: ${describeFailure(error)}`, distributor, mayHaveArrived);
}
