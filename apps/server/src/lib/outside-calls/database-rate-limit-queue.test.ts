import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { DatabaseRateLimitQueue, quotaName } from './database-rate-limit-queue.ts';
import { RateLimitExceededError } from './rate-limit-queue.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Two server processes' queues of one quota: two instances on one database count the same rows. */
const twoProcesses = (quota: string, options: ConstructorParameters<typeof DatabaseRateLimitQueue>[2]) =>
  [0, 1].map(() => new DatabaseRateLimitQueue(t.database.db, quota, options));

describe('a quota counted in the database', () => {
  it('lets N calls a window start across processes, each process’s callers in their order', async () => {
    const windowMs = 400;
    const queues = twoProcesses('test:shared', { limits: [{ calls: 3, windowMs }] });
    const started = Date.now();
    const starts: { process: number; index: number; at: number }[] = [];
    await Promise.all(
      queues.flatMap((queue, process) =>
        Array.from({ length: 4 }, (_, index) =>
          queue.schedule(async () => {
            starts.push({ process, index, at: Date.now() - started });
          }),
        ),
      ),
    );
    expect(starts).toHaveLength(8);
    for (const process of [0, 1]) {
      expect(starts.filter((start) => start.process === process).map((start) => start.index)).toEqual([
        0, 1, 2, 3,
      ]);
    }
    // Eight calls at three a window: the fourth waits one window, the seventh two, whichever process.
    const times = starts.map((start) => start.at).sort((a, b) => a - b);
    expect(times[3]).toBeGreaterThanOrEqual(windowMs - 5);
    expect(times[6]).toBeGreaterThanOrEqual(2 * windowMs - 5);
  });

  it('counts a call until a window after it completed, not only after it started', async () => {
    const windowMs = 300;
    const [first, second] = twoProcesses('test:held', { limits: [{ calls: 1, windowMs }] });
    let firstEndedAt = 0;
    let secondStartedAt = 0;
    await Promise.all([
      first?.schedule(async () => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        firstEndedAt = Date.now();
      }),
      // Asked while the first call holds the only slot: counted from its start, it would start at 300 ms.
      new Promise((resolve) => setTimeout(resolve, 50)).then(() =>
        second?.schedule(async () => {
          secondStartedAt = Date.now();
        }),
      ),
    ]);
    expect(secondStartedAt - firstEndedAt).toBeGreaterThanOrEqual(windowMs - 5);
  });

  it('refuses a call that could not start within its wait, in any process, naming the wait', async () => {
    const [first, second] = twoProcesses('test:spent', {
      limits: [{ calls: 1, windowMs: 60_000 }],
      maxWaitMs: 200,
    });
    await first?.schedule(async () => {});
    const refused = await second?.schedule(async () => 'started').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitExceededError);
    expect((refused as RateLimitExceededError).waitMs).toBeGreaterThan(55_000);
    expect(second?.pending).toBe(0);
  });

  it('counts each key’s quota on its own', async () => {
    const limits = [{ calls: 1, windowMs: 60_000 }];
    const [mouserKey] = twoProcesses(quotaName('mouser', 'key-one'), { limits, maxWaitMs: 100 });
    const [otherKey] = twoProcesses(quotaName('mouser', 'key-two'), { limits, maxWaitMs: 100 });
    await mouserKey?.schedule(async () => {});
    await expect(otherKey?.schedule(async () => 'started')).resolves.toBe('started');
    await expect(mouserKey?.schedule(async () => 'started')).rejects.toBeInstanceOf(RateLimitExceededError);
  });

  it('names a quota by a digest of its key, never the key', () => {
    const name = quotaName('mouser', 'a-secret-api-key');
    expect(name).toMatch(/^mouser:[0-9a-f]{16}$/);
    expect(name).not.toContain('secret');
    expect(quotaName('mouser', 'a-secret-api-key')).toBe(name);
  });
});
