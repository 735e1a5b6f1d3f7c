import { type QuotaQueues, quotaName } from '../../lib/outside-calls/database-rate-limit-queue.ts';
import { CallGuard } from '../../lib/outside-calls/guarded-call.ts';
import { DAY_MS, MINUTE_MS, type RateLimit } from '../../lib/outside-calls/rate-limit-queue.ts';
import { DEFAULT_TIMEOUT_MS } from '../../lib/outside-calls/timeout.ts';
import { type ApiCallRecorder, NO_API_LOG } from '../api-log/api-call-recorder.ts';
import { DistributorCallError } from './distributor-http.ts';

/**
 * The knobs every distributor adapter takes. Production uses the defaults and the provider's quota;
 * tests shrink the windows and timeouts so a rate or a cool-down can be measured in a second.
 */
export interface DistributorAdapterOptions {
  recorder?: ApiCallRecorder;
  /** Per HTTP call (5 s). */
  timeoutMs?: number;
  /** The provider's quota per key; replaced entirely by `limits` when given. */
  callsPerMinute?: number;
  callsPerDay?: number;
  limits?: readonly RateLimit[];
  /**
   * Where the quota is counted: given (a server on PostgreSQL), in the database, so all its processes
   * share each key's quota; else in this process.
   */
  quotaQueues?: QuotaQueues;
  /** A call that would wait longer than this for a quota slot fails instead (2 minutes). */
  maxQueueWaitMs?: number;
  /** Consecutive failures that open the circuit (5) and how long it then rests (30 s). */
  failureThreshold?: number;
  coolDownMs?: number;
  /** Searches only: tries in all (3) and the first back-off ceiling (500 ms, doubling, at most 4 s). */
  retryAttempts?: number;
  retryBaseDelayMs?: number;
  retryMaxDelayMs?: number;
  now?: () => number;
}

export interface ResolvedAdapterOptions {
  recorder: ApiCallRecorder;
  timeoutMs: number;
  guard: CallGuard;
}

/**
 * The adapter's guard and settings. `quota` is the provider's per key, `key` names which key it is
 * (the quota counted in the database is found by a digest of it, never the key itself).
 */
export function resolveAdapterOptions(
  options: DistributorAdapterOptions,
  quota: { service: string; key: string; callsPerMinute: number; callsPerDay: number },
): ResolvedAdapterOptions {
  const limits = options.limits ?? [
    { calls: options.callsPerMinute ?? quota.callsPerMinute, windowMs: MINUTE_MS },
    { calls: options.callsPerDay ?? quota.callsPerDay, windowMs: DAY_MS },
  ];
  return {
    recorder: options.recorder ?? NO_API_LOG,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    guard: new CallGuard({
      limits,
      maxQueueWaitMs: options.maxQueueWaitMs ?? 2 * MINUTE_MS,
      breaker: {
        failureThreshold: options.failureThreshold ?? 5,
        coolDownMs: options.coolDownMs ?? 30_000,
        isFailure: (error) => error instanceof DistributorCallError,
      },
      retry: {
        attempts: options.retryAttempts ?? 3,
        baseDelayMs: options.retryBaseDelayMs ?? 500,
        maxDelayMs: options.retryMaxDelayMs ?? 4_000,
        isRetryable: (error) => error instanceof DistributorCallError && error.isTransient,
      },
      ...(options.now ? { now: options.now } : {}),
      ...(options.quotaQueues
        ? { sharedQuota: { name: quotaName(quota.service, quota.key), queues: options.quotaQueues } }
        : {}),
    }),
  };
}

/** Splits a list into runs of at most `size`. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let index = 0; index < items.length; index += size) chunks.push(items.slice(index, index + size));
  return chunks;
}
