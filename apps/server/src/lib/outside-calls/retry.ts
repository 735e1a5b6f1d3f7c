import { setTimeout as sleep } from 'node:timers/promises';

export interface RetryOptions {
  /** Tries in all, the first included (3 = the call and two retries). */
  attempts: number;
  /** The ceiling of the first pause; it doubles each retry. */
  baseDelayMs: number;
  /** No pause is longer than this. */
  maxDelayMs: number;
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
 * Calls `work` until it succeeds, fails with something not retryable, or has used its attempts; the last
 * failure is thrown. Only for calls that may safely repeat (searches): never for orders or carts, where
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
      const delay = backoffDelay(attempt, options);
      if (delay > 0) await sleep(delay);
    }
  }
}
