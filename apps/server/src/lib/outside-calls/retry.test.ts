import { describe, expect, it } from 'vitest';
import { backoffDelay, retryWithBackoff } from './retry.ts';

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
});
