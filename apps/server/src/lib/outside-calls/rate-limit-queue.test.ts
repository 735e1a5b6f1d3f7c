import { describe, expect, it } from 'vitest';
import { RateLimitExceededError, RateLimitQueue } from './rate-limit-queue.ts';

describe('RateLimitQueue', () => {
  it('starts no more than N calls in any window and keeps the callers’ order', async () => {
    const queue = new RateLimitQueue({ limits: [{ calls: 5, windowMs: 200 }] });
    const starts: { index: number; at: number }[] = [];
    const t0 = Date.now();
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        queue.schedule(async () => {
          starts.push({ index, at: Date.now() - t0 });
        }),
      ),
    );
    expect(starts.map((start) => start.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    // 12 calls at 5 per 200 ms: three waves, at ~0, ~200 and ~400 ms.
    const waves = starts.map((start) => Math.round(start.at / 200));
    expect(waves).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2]);
    for (const start of starts) {
      const inWindow = starts.filter((other) => other.at > start.at - 200 && other.at <= start.at);
      expect(inWindow.length).toBeLessThanOrEqual(5);
    }
  });

  it('honours the tighter of two limits (per window and per "day")', async () => {
    const queue = new RateLimitQueue({
      limits: [
        { calls: 3, windowMs: 50 },
        { calls: 4, windowMs: 10_000 },
      ],
      maxWaitMs: 500,
    });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, (_, index) => queue.schedule(async () => index)),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
    const refusal = (outcomes[4] as PromiseRejectedResult).reason;
    expect(refusal).toBeInstanceOf(RateLimitExceededError);
  });

  it('leaves the event loop free while waiting', async () => {
    const queue = new RateLimitQueue({ limits: [{ calls: 1, windowMs: 100 }] });
    let ticks = 0;
    const ticker = setInterval(() => {
      ticks += 1;
    }, 10);
    await Promise.all([queue.schedule(async () => 1), queue.schedule(async () => 2)]);
    clearInterval(ticker);
    expect(ticks).toBeGreaterThanOrEqual(5);
  });

  it('reports the calls still waiting', async () => {
    const queue = new RateLimitQueue({ limits: [{ calls: 1, windowMs: 60 }] });
    const all = Promise.all([1, 2, 3].map((n) => queue.schedule(async () => n)));
    expect(queue.pending).toBe(2);
    await expect(all).resolves.toEqual([1, 2, 3]);
    expect(queue.pending).toBe(0);
  });
});
