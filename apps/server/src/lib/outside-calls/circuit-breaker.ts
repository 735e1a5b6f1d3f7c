export type CircuitState = 'closed' | 'open' | 'half-open';

/** Refused without calling: the provider failed too often lately. */
export class CircuitOpenError extends Error {
  constructor(readonly retryAt: number) {
    super('circuit open: the service failed repeatedly and is rested');
    this.name = 'CircuitOpenError';
  }
}

export interface CircuitBreakerOptions {
  /** Consecutive failures that open the circuit. */
  failureThreshold: number;
  /** How long an open circuit refuses before letting one trial call through. */
  coolDownMs: number;
  /** Which errors count against the service (default: all). A local refusal, e.g. a full queue, does not. */
  isFailure?: (error: unknown) => boolean;
  now?: () => number;
  onStateChange?: (state: CircuitState) => void;
}

/**
 * Stops calling a provider that keeps failing, so a dead distributor costs callers nothing but a quick
 * refusal (and none of our rate-limit quota), and tries again after a rest:
 * closed → (N consecutive failures) → open → (cool-down) → half-open: one trial call; its success
 * closes the circuit, its failure opens it again for another cool-down.
 */
export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | null = null;
  private trialInFlight = false;
  private lastState: CircuitState = 'closed';
  private readonly now: () => number;

  constructor(private readonly options: CircuitBreakerOptions) {
    this.now = options.now ?? Date.now;
  }

  /** As it is now (an open circuit whose cool-down has passed reads half-open). */
  get state(): CircuitState {
    if (this.openedAt === null) return 'closed';
    return this.now() >= this.openedAt + this.options.coolDownMs ? 'half-open' : 'open';
  }

  get consecutiveFailures(): number {
    return this.failures;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    const state = this.state;
    const isTrial = state === 'half-open';
    if (state === 'open' || (isTrial && this.trialInFlight)) {
      throw new CircuitOpenError((this.openedAt ?? this.now()) + this.options.coolDownMs);
    }
    if (isTrial) this.trialInFlight = true;
    try {
      const value = await work();
      this.failures = 0;
      this.openedAt = null;
      return value;
    } catch (error) {
      if (this.options.isFailure?.(error) ?? true) {
        this.failures += 1;
        if (isTrial || this.failures >= this.options.failureThreshold) this.openedAt = this.now();
      }
      throw error;
    } finally {
      if (isTrial) this.trialInFlight = false;
      this.announce();
    }
  }

  private announce(): void {
    const state = this.state;
    if (state !== this.lastState) {
      this.lastState = state;
      this.options.onStateChange?.(state);
    }
  }
}
