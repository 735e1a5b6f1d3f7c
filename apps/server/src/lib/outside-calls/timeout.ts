/** An outside call that gave no answer in time. */
export class TimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`);
    this.name = 'TimeoutError';
  }
}

/** Five seconds: a distributor that has not answered by then is treated as down for this call. */
export const DEFAULT_TIMEOUT_MS = 5_000;

/**
 * Runs `work` with an abort signal and rejects with TimeoutError after `timeoutMs`. The rejection does
 * not wait for `work` to notice the abort: a call that ignores its signal still gives up on time (its
 * late answer is dropped). A timer, never a loop, so the event loop stays free.
 */
export function withTimeout<T>(timeoutMs: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new TimeoutError(timeoutMs);
      reject(error);
      controller.abort(error);
    }, timeoutMs);
    work(controller.signal).then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
