import { describe, expect, it } from 'vitest';
import { backoffDelay, retryAfterMsOf, retryWithBackoff } from './retry.ts';

describe('backoffDelay', () => {
  it('doubles the ceiling each retry up to the maximum, scaled by the jitter', () => {
    const top = { baseDelayMs: 100, maxDelayMs: 500, random: () => 0.999999 };
    // ceilings 100, 200, 400, 500 (capped), 500; floor(0.999999 · ceiling) = ceiling − 1
    expect([1, 2, 3, 4, 5].map((retry) => backoffDelay(retry, top))).toEqual([99, 199, 399, 499, 499]);
    const half = { baseDelayMs: 100, maxDelayMs: 500, random: () => 0.5 };
    expect([1, 2, 3].map((retry) => backoffDelay(retry, half))).toEqual([50, 100, 200]);
  });
});

describe('retryWithBackoff', () => {
  const options = { attempts: 3, baseDelayMs: 20, maxDelayMs: 100, random: () => 0.999 };

  it('tries again after a retryable failure and returns the later success', async () => {
    const attempts: number[] = [];
    const started = Date.now();
    const value = await retryWithBackoff(
      async (attempt) => {
        attempts.push(attempt);
        if (attempt < 3) throw new Error('timeout');
        return 'ok';
      },
      { ...options, isRetryable: () => true },
    );
    expect(value).toBe('ok');
    expect(attempts).toEqual([1, 2, 3]);
    // pauses of 19 and 39 ms
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('stops after its attempts and throws the last failure', async () => {
    let calls = 0;
    const error = await retryWithBackoff(
      async () => {
        calls += 1;
        throw new Error(`failure ${calls}`);
      },
      { ...options, isRetryable: () => true },
    ).catch((caught: Error) => caught);
    expect(calls).toBe(3);
    expect(error.message).toBe('failure 3');
  });

  it('does not retry what is not retryable', async () => {
    let calls = 0;
    await expect(
      retryWithBackoff(
        async () => {
          calls += 1;
          throw new Error('invalid key');
        },
        { ...options, isRetryable: (error) => (error as Error).message === 'timeout' },
      ),
    ).rejects.toThrow('invalid key');
    expect(calls).toBe(1);
  });

  /** A failure that says how long to wait, as a 429 or 503 with Retry-After does. */
  const asksToWait = (retryAfterMs: number) => Object.assign(new Error('slow down'), { retryAfterMs });

  it('waits at least as long as a failure asks, though the back-off is shorter', async () => {
    const at: number[] = [];
    const value = await retryWithBackoff(
      async (attempt) => {
        at.push(Date.now());
        if (attempt === 1) throw asksToWait(150);
        return 'ok';
      },
      { ...options, maxDelayMs: 200, isRetryable: () => true },
    );
    expect(value).toBe('ok');
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(145);
  });

  it('fails at once when the wait asked for is beyond its longest pause', async () => {
    let calls = 0;
    const started = Date.now();
    const error = await retryWithBackoff(
      async () => {
        calls += 1;
        throw asksToWait(60_000);
      },
      { ...options, isRetryable: () => true },
    ).catch((caught: Error) => caught);
    expect(error.message).toBe('slow down');
    expect(calls).toBe(1);
    expect(Date.now() - started).toBeLessThan(50);
    // A wider ceiling for such waits may be set apart from the back-off's.
    expect(
      await retryWithBackoff(
        async (attempt) => {
          if (attempt === 1) throw asksToWait(60);
          return attempt;
        },
        { ...options, maxDelayMs: 10, maxRetryAfterMs: 100, isRetryable: () => true },
      ),
    ).toBe(2);
  });
});

describe('retryAfterMsOf', () => {
  const now = Date.parse('2026-03-07T10:00:00Z');

  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMsOf('60', now)).toBe(60_000);
    expect(retryAfterMsOf(' 0 ', now)).toBe(0);
    expect(retryAfterMsOf('Sat, 07 Mar 2026 10:01:30 GMT', now)).toBe(90_000);
    // A date already past asks for no wait.
    expect(retryAfterMsOf('Sat, 07 Mar 2026 09:00:00 GMT', now)).toBe(0);
  });

  it('says nothing for no header or one it cannot read', () => {
    expect(retryAfterMsOf(null, now)).toBeNull();
    expect(retryAfterMsOf('', now)).toBeNull();
    expect(retryAfterMsOf('-5', now)).toBeNull();
    expect(retryAfterMsOf('1.5', now)).toBeNull();
    expect(retryAfterMsOf('soon', now)).toBeNull();
  });
});
