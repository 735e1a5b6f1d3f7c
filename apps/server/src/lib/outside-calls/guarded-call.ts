import { CircuitBreaker, type CircuitBreakerOptions, CircuitOpenError } from './circuit-breaker.ts';
import type { QuotaQueues } from './database-rate-limit-queue.ts';
import {
  type CallQueue,
  type RateLimit,
  RateLimitExceededError,
  RateLimitQueue,
} from './rate-limit-queue.ts';
import { type RetryOptions, retryWithBackoff } from './retry.ts';

/** Settings of one provider key's guard; every number has a production default in the caller. */
export interface CallGuardOptions {
  limits: readonly RateLimit[];
  maxQueueWaitMs?: number;
  breaker: Omit<CircuitBreakerOptions, 'now'>;
  retry: Omit<RetryOptions, 'isRetryable'> & { isRetryable(error: unknown): boolean };
  now?: () => number;
  /** The quota counted elsewhere (in the database, across processes) under this name; else in this process. */
  sharedQuota?: { name: string; queues: QuotaQueues };
}

/**
 * The resilience around one provider key, in the order a call meets it: the circuit breaker refuses
 * at once while open (spending no quota), then the rate-limit queue waits for a slot, then the call
 * (whose own timeout is the caller's). Retries wrap the whole, so each retry is breaker-checked and
 * takes its own slot; they are asked for per call and only searches ask.
 */
export class CallGuard {
  readonly breaker: CircuitBreaker;
  readonly queue: CallQueue;

  constructor(private readonly options: CallGuardOptions) {
    const localRefusal = (error: unknown) => error instanceof RateLimitExceededError;
    const isFailure = options.breaker.isFailure;
    this.breaker = new CircuitBreaker({
      ...options.breaker,
      isFailure: (error) => !localRefusal(error) && (isFailure ? isFailure(error) : true),
      ...(options.now ? { now: options.now } : {}),
    });
    const quota = {
      limits: options.limits,
      ...(options.maxQueueWaitMs !== undefined ? { maxWaitMs: options.maxQueueWaitMs } : {}),
    };
    this.queue = options.sharedQuota
      ? options.sharedQuota.queues(options.sharedQuota.name, quota)
      : new RateLimitQueue({ ...quota, ...(options.now ? { now: options.now } : {}) });
  }

  run<T>(work: () => Promise<T>, how: { retry: boolean }): Promise<T> {
    const once = () => this.breaker.run(() => this.queue.schedule(work));
    if (!how.retry) return once();
    return retryWithBackoff(once, {
      ...this.options.retry,
      isRetryable: (error) =>
        !(error instanceof CircuitOpenError) &&
        !(error instanceof RateLimitExceededError) &&
        this.options.retry.isRetryable(error),
    });
  }
}
