import { describe, expect, it } from 'vitest';
import { CircuitBreaker, CircuitOpenError, type CircuitState } from './circuit-breaker.ts';

const fail = async (): Promise<never> => {
  throw new Error('down');
};

describe('CircuitBreaker', () => {
  function breakerAt(clock: { now: number }, changes: CircuitState[] = []) {
    return new CircuitBreaker({
      failureThreshold: 3,
      coolDownMs: 1000,
      now: () => clock.now,
      onStateChange: (state) => changes.push(state),
    });
  }

  it('opens after the threshold of consecutive failures and then refuses without calling', async () => {
    const clock = { now: 0 };
    const breaker = breakerAt(clock);
    for (let i = 0; i < 2; i += 1) await breaker.run(fail).catch(() => {});
    expect(breaker.state).toBe('closed');
    await breaker.run(fail).catch(() => {});
    expect(breaker.state).toBe('open');
    let called = false;
    const error = await breaker
      .run(async () => {
        called = true;
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CircuitOpenError);
    expect((error as CircuitOpenError).retryAt).toBe(1000);
    expect(called).toBe(false);
  });

  it('a success in between resets the count', async () => {
    const clock = { now: 0 };
    const breaker = breakerAt(clock);
    await breaker.run(fail).catch(() => {});
    await breaker.run(fail).catch(() => {});
    await breaker.run(async () => 1);
    await breaker.run(fail).catch(() => {});
    await breaker.run(fail).catch(() => {});
    expect(breaker.state).toBe('closed');
    expect(breaker.consecutiveFailures).toBe(2);
  });

  it('lets one trial through after the cool-down; its success closes, its failure reopens', async () => {
    const clock = { now: 0 };
    const changes: CircuitState[] = [];
    const breaker = breakerAt(clock, changes);
    for (let i = 0; i < 3; i += 1) await breaker.run(fail).catch(() => {});
    clock.now = 999;
    expect(breaker.state).toBe('open');
    clock.now = 1000;
    expect(breaker.state).toBe('half-open');

    // While the trial is out, others are refused.
    let release: (value: string) => void = () => {};
    const trial = breaker.run(() => new Promise<string>((resolve) => (release = resolve)));
    await expect(breaker.run(async () => 'second')).rejects.toBeInstanceOf(CircuitOpenError);
    release('first');
    await expect(trial).resolves.toBe('first');
    expect(breaker.state).toBe('closed');

    for (let i = 0; i < 3; i += 1) await breaker.run(fail).catch(() => {});
    clock.now = 2500;
    await breaker.run(fail).catch(() => {});
    expect(breaker.state).toBe('open');
    clock.now = 3499;
    expect(breaker.state).toBe('open');
    clock.now = 3500;
    expect(breaker.state).toBe('half-open');
    expect(changes).toEqual(['open', 'closed', 'open']);
  });

  it('does not count errors that are not the service’s fault', async () => {
    const breaker = new CircuitBreaker({
      failureThreshold: 1,
      coolDownMs: 1000,
      isFailure: (error) => (error as Error).message !== 'local',
    });
    await breaker
      .run(async () => {
        throw new Error('local');
      })
      .catch(() => {});
    expect(breaker.state).toBe('closed');
  });
});
