import { setTimeout as sleep } from 'node:timers/promises';

export interface RetryOptions {
  /** Tries in all, the first included (3 = the call and two retries). */
  attempts: number;
  /** The ceiling of the first pause; it doubles each retry. */
  baseDelayMs: number;
  /** No back-off pause is longer than this. */
  maxDelayMs: number;
  /**
   * The longest wait a failure may ask for (its `retryAfterMs`, from Retry-After) before the retry is
   * given up at once: waiting a minute inside a search helps no caller, and trying sooner only burns
   * tries and quota on answers already announced. `maxDelayMs` unless set.
   */
  maxRetryAfterMs?: number;
  /** Which failures are worth another try (a timeout is; a refusal the provider will repeat is not). */
  isRetryable(error: unknown): boolean;
  /** 0 ≤ x < 1; Math.random unless a test pins it. */
  random?: () => number;
}

/**
 * The pause before retry number `retry` (1 for the first): "full jitter", a random share of
 * base·2^(retry−1) capped at max. Randomness spreads the retries of many callers that failed together
 * so they do not hit a recovering provider in one wave.
 */
export function backoffDelay(retry: number, options: Omit<RetryOptions, 'isRetryable' | 'attempts'>): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (retry - 1));
  return Math.floor((options.random ?? Math.random)() * ceiling);
}

/**
 * How long a failure asks to be left alone: a numeric `retryAfterMs` on the error (DistributorCallError
 * sets it from Retry-After), else null. Read by shape so any integration's error can say it.
 */
export function retryAfterOf(error: unknown): number | null {
  const asked = (error as { retryAfterMs?: unknown } | null)?.retryAfterMs;
  return typeof asked === 'number' && Number.isFinite(asked) && asked >= 0 ? asked : null;
}

/**
 * An HTTP Retry-After header in ms: whole seconds ("60") or an HTTP date (counted from `now`, 0 once
 * past); null when absent or unreadable, so the caller falls back to its own back-off.
 */
export function retryAfterMsOf(header: string | null | undefined, now = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number.parseInt(value, 10) * 1000;
  // A date names a weekday and a month; Date.parse would take a bare "-5" or "1.5" as a date too.
  if (!/[a-z]/i.test(value)) return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * Calls `work` until it succeeds, fails with something not retryable, or has used its attempts; the last
 * failure is thrown. A failure asking for a wait (`retryAfterMs`) is retried no sooner than that, or,
 * when the wait is beyond `maxRetryAfterMs`, thrown at once. Only for calls that may safely repeat (searches): never for orders or carts, where
 * a repeat could buy twice.
 */
export async function retryWithBackoff<T>(
  work: (attempt: number) => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work(attempt);
    } catch (error) {
      if (attempt >= options.attempts || !options.isRetryable(error)) throw error;
      const asked = retryAfterOf(error);
      if (asked !== null && asked > (options.maxRetryAfterMs ?? options.maxDelayMs)) throw error;
      const delay = Math.max(backoffDelay(attempt, options), asked ?? 0);
      if (delay > 0) await sleep(delay);
    }
  }
}
