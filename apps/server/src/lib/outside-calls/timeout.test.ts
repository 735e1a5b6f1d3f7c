import { describe, expect, it } from 'vitest';
import { TimeoutError, withTimeout } from './timeout.ts';

describe('withTimeout', () => {
  it('passes the answer through when it comes in time', async () => {
    await expect(withTimeout(200, async () => 42)).resolves.toBe(42);
  });

  it('gives up at its timeout even when the work ignores the abort signal', async () => {
    const started = Date.now();
    const never = new Promise<number>(() => {});
    const error = await withTimeout(60, () => never).catch((caught: unknown) => caught);
    const elapsed = Date.now() - started;
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).timeoutMs).toBe(60);
    expect(elapsed).toBeGreaterThanOrEqual(55);
    expect(elapsed).toBeLessThan(400);
  });

  it('aborts the signal it handed out, so fetch stops reading', async () => {
    let seen: AbortSignal | undefined;
    await withTimeout(30, (signal) => {
      seen = signal;
      return new Promise(() => {});
    }).catch(() => {});
    expect(seen?.aborted).toBe(true);
    expect(seen?.reason).toBeInstanceOf(TimeoutError);
  });

  it('keeps the work’s own failure', async () => {
    await expect(
      withTimeout(200, async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
  });
});
