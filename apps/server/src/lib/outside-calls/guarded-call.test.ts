import { describe, expect, it } from 'vitest';
import { CircuitOpenError } from './circuit-breaker.ts';
import { CallGuard } from './guarded-call.ts';

const guard = () =>
  new CallGuard({
    limits: [{ calls: 100, windowMs: 1000 }],
    breaker: { failureThreshold: 2, coolDownMs: 10_000 },
    retry: { attempts: 3, baseDelayMs: 1, maxDelayMs: 2, isRetryable: () => true },
  });

describe('CallGuard', () => {
  it('retries only when asked to', async () => {
    const withRetry = guard();
    let searches = 0;
    await withRetry
      .run(
        async () => {
          searches += 1;
          throw new Error('timeout');
        },
        { retry: true },
      )
      .catch(() => {});
    // Two failures open the circuit, so the third attempt is refused without a call.
    expect(searches).toBe(2);
    expect(withRetry.breaker.state).toBe('open');

    const noRetry = guard();
    let orders = 0;
    await noRetry
      .run(
        async () => {
          orders += 1;
          throw new Error('timeout');
        },
        { retry: false },
      )
      .catch(() => {});
    expect(orders).toBe(1);
  });

  it('does not retry a refusal of the open circuit', async () => {
    const g = guard();
    for (let i = 0; i < 2; i += 1) {
      await g.run(() => Promise.reject(new Error('down')), { retry: false }).catch(() => {});
    }
    let calls = 0;
    const error = await g
      .run(
        async () => {
          calls += 1;
        },
        { retry: true },
      )
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CircuitOpenError);
    expect(calls).toBe(0);
  });
});
