import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Runs `work` and measures how long it took and the longest this thread's event loop was held
 * meanwhile (every request of the server waits that long). Shared by the upload robustness tests.
 */
export async function measureStall<T>(work: () => Promise<T>) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  // The histogram counts from its second tick on: let the first one pass before the work starts.
  await new Promise((resolve) => setTimeout(resolve, 25));
  const started = performance.now();
  const [outcome] = await Promise.allSettled([work()]);
  const elapsedMs = performance.now() - started;
  // A stall at the very end only shows once the histogram's timer has run again.
  await new Promise((resolve) => setTimeout(resolve, 30));
  histogram.disable();
  if (!outcome) throw new Error('no outcome');
  return { outcome, elapsedMs, longestStallMs: histogram.max / 1e6 };
}

/** The message of a refusal (an AppError's field message when it has one). */
export function refusalOf(outcome: PromiseSettledResult<unknown>): string {
  if (outcome.status === 'fulfilled') return 'not refused';
  const error = outcome.reason as { message?: string; details?: { fields?: { file?: string } } };
  return error.details?.fields?.file ?? error.message ?? String(error);
}
