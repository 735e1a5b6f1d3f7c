/** At most `calls` calls start within any `windowMs` (a sliding window). */
export interface RateLimit {
  calls: number;
  windowMs: number;
}

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** The call would have waited longer than the queue's patience (e.g. the day's quota is spent). */
export class RateLimitExceededError extends Error {
  constructor(readonly waitMs: number) {
    super(`rate limit: the next free slot is ${Math.ceil(waitMs / 1000)} s away`);
    this.name = 'RateLimitExceededError';
  }
}

/** Refuses a limit no call could ever meet: one with no call or no window. */
export function assertUsableLimits(limits: readonly RateLimit[]): void {
  if (limits.some((limit) => limit.calls < 1 || limit.windowMs <= 0)) {
    throw new Error('a rate limit needs at least one call per positive window');
  }
}

/** Starts calls within a quota: this process's own count (RateLimitQueue) or one shared through the database. */
export interface CallQueue {
  schedule<T>(work: () => Promise<T>): Promise<T>;
  /** Calls waiting for a slot. */
  readonly pending: number;
}

export interface RateLimitQueueOptions {
  limits: readonly RateLimit[];
  /** A call that cannot start within this long is refused instead of queued for hours. */
  maxWaitMs?: number;
  now?: () => number;
}

interface Waiting {
  start(): void;
  reject(error: Error): void;
  deadline: number;
}

/**
 * Keeps a provider's quota (Mouser: 30 calls a minute and 1,000 a day per key) by starting calls in the
 * order they were asked (FIFO) only when every window has room. Waiting is one timer set for the moment
 * the oldest counted call leaves its window: no polling, nothing blocks the event loop. A call counts
 * from its start until one window after it completes: the provider sees it somewhere in between, so
 * network delay can never squeeze one call too many into the provider's window.
 */
export class RateLimitQueue implements CallQueue {
  private readonly waiting: Waiting[] = [];
  /** When each counted call last held its slot (start, then completion); as many as the largest limit needs. */
  private readonly slots: { at: number }[] = [];
  private readonly keep: number;
  private timer: NodeJS.Timeout | null = null;
  private readonly now: () => number;
  private readonly maxWaitMs: number;

  constructor(private readonly options: RateLimitQueueOptions) {
    assertUsableLimits(options.limits);
    this.now = options.now ?? Date.now;
    this.maxWaitMs = options.maxWaitMs ?? Number.POSITIVE_INFINITY;
    this.keep = Math.max(0, ...options.limits.map((limit) => limit.calls));
  }

  /** Calls waiting for a slot. */
  get pending(): number {
    return this.waiting.length;
  }

  schedule<T>(work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({
        start: () => {
          const slot = { at: this.now() };
          this.slots.push(slot);
          const release = () => {
            slot.at = Math.max(slot.at, this.now());
          };
          work().then(
            (value) => {
              release();
              resolve(value);
            },
            (error: unknown) => {
              release();
              reject(error);
            },
          );
        },
        reject,
        deadline: this.now() + this.maxWaitMs,
      });
      this.pump();
    });
  }

  /** When the next call may start: now, or when the call that fills a full window leaves it. */
  private nextSlotAt(now: number): number {
    const times = this.slots.map((slot) => slot.at).sort((a, b) => a - b);
    let at = now;
    for (const limit of this.options.limits) {
      if (times.length < limit.calls) continue;
      const oldestCounted = times[times.length - limit.calls] ?? now;
      at = Math.max(at, oldestCounted + limit.windowMs);
    }
    return at;
  }

  private pump(): void {
    if (this.timer) return;
    while (this.waiting.length > 0) {
      const now = this.now();
      const at = this.nextSlotAt(now);
      // Whoever cannot start by its deadline now never will (the queue ahead only grows its wait).
      for (let index = this.waiting.length - 1; index >= 0; index -= 1) {
        const item = this.waiting[index]!;
        if (item.deadline < at) {
          this.waiting.splice(index, 1);
          item.reject(new RateLimitExceededError(at - now));
        }
      }
      if (this.waiting.length === 0) return;
      if (at > now) {
        this.timer = setTimeout(
          () => {
            this.timer = null;
            this.pump();
          },
          Math.max(1, at - now),
        );
        return;
      }
      this.waiting.shift()!.start();
      if (this.slots.length > this.keep) {
        // Forget the slot that freed first: it can no longer decide any window.
        this.slots.sort((a, b) => a.at - b.at).splice(0, this.slots.length - this.keep);
      }
    }
  }
}
