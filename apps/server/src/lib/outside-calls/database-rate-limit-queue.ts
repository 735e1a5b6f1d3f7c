import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  assertUsableLimits,
  type CallQueue,
  RateLimitExceededError,
  type RateLimitQueueOptions,
} from './rate-limit-queue.ts';

/** Makes the queue of one named quota (a provider key's). */
export type QuotaQueues = (quota: string, options: RateLimitQueueOptions) => CallQueue;

/** A quota's name for a provider key, without the key: `mouser:` and the start of its SHA-256. */
export function quotaName(service: string, key: string): string {
  return `${service}:${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;
}

/** Slots that left the longest window are deleted this often, by whichever call comes next. */
const PRUNE_EVERY_MS = 10 * 60_000;

interface Waiting {
  start(slotId: number): void;
  reject(error: Error): void;
  deadline: number;
}

/** The database's answer: a slot taken, or how long until the fullest window has room. */
type Taken = { slotId: number } | { waitMs: number };

/**
 * A provider key's quota counted in the database (`outside_call_slots`), so the server processes on one
 * PostgreSQL keep its calls a minute and a day together instead of each keeping all of them. A call
 * starts once a transaction, holding an advisory lock on the quota's name, found room in every window
 * and wrote the call's slot. As in RateLimitQueue, a call counts from its start and, once it
 * completed, from then on, this process's callers start in the order they asked, and one that could not start within
 * `maxWaitMs` is refused. With the windows full, the queue sleeps until the first counted call leaves
 * one (on the database's clock, which every process shares) and asks again: another process may have
 * taken that slot meanwhile.
 */
export class DatabaseRateLimitQueue implements CallQueue {
  private readonly waiting: Waiting[] = [];
  private isPumping = false;
  private lastPrunedAt = 0;
  private readonly maxWaitMs: number;
  private readonly longestWindowMs: number;

  constructor(
    private readonly db: Database,
    private readonly quota: string,
    private readonly options: RateLimitQueueOptions,
  ) {
    assertUsableLimits(options.limits);
    if (options.limits.length === 0) throw new Error('a quota counted in the database needs a limit');
    if (options.now) throw new Error('a quota counted in the database runs on the database’s clock');
    this.maxWaitMs = options.maxWaitMs ?? Number.POSITIVE_INFINITY;
    this.longestWindowMs = Math.max(...options.limits.map((limit) => limit.windowMs));
  }

  get pending(): number {
    return this.waiting.length;
  }

  schedule<T>(work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({
        start: (slotId) => {
          work().then(
            (value) => {
              this.release(slotId);
              resolve(value);
            },
            (error: unknown) => {
              this.release(slotId);
              reject(error);
            },
          );
        },
        reject,
        deadline: Date.now() + this.maxWaitMs,
      });
      void this.pump();
    });
  }

  /** One loop per queue at a time; callers that arrive meanwhile join its line. */
  private async pump(): Promise<void> {
    if (this.isPumping) return;
    this.isPumping = true;
    try {
      while (this.waiting.length > 0) {
        let taken: Taken;
        try {
          taken = await this.take();
        } catch (error) {
          // No count, no call: those waiting fail as their call would have (the breaker ignores it).
          for (const item of this.waiting.splice(0)) item.reject(error as Error);
          return;
        }
        if ('slotId' in taken) {
          this.waiting.shift()?.start(taken.slotId);
          continue;
        }
        // Whoever cannot start by its deadline now never will (the wait only grows).
        const freeAt = Date.now() + taken.waitMs;
        for (let index = this.waiting.length - 1; index >= 0; index -= 1) {
          const item = this.waiting[index] as Waiting;
          if (item.deadline < freeAt) {
            this.waiting.splice(index, 1);
            item.reject(new RateLimitExceededError(taken.waitMs));
          }
        }
        if (this.waiting.length > 0) await sleep(Math.max(1, taken.waitMs));
      }
    } finally {
      this.isPumping = false;
    }
  }

  /** Takes a slot if every window has room, else says how long until the fullest one frees a slot. */
  private take(): Promise<Taken> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`boardhouse quota ${this.quota}`}))`);
      if (Date.now() - this.lastPrunedAt > PRUNE_EVERY_MS) {
        this.lastPrunedAt = Date.now();
        await tx.execute(sql`
          delete from outside_call_slots where quota = ${this.quota}
            and held_until < now() - ${this.longestWindowMs} * interval '1 millisecond'`);
      }
      // Per limit of N calls: when the Nth latest counted call leaves the window (null: room now).
      const freedAt = this.options.limits.map(
        (limit) => sql`(
          select held_until + ${limit.windowMs} * interval '1 millisecond' from outside_call_slots
          where quota = ${this.quota} order by held_until desc offset ${limit.calls - 1} limit 1)`,
      );
      // clock_timestamp(), not now(): the time once the lock is held, not when the transaction began.
      const answer = await tx.execute(sql`
        select ceil(extract(epoch from (greatest(clock.at, ${sql.join(freedAt, sql`, `)}) - clock.at)) * 1000)::int
          as "waitMs"
        from (select clock_timestamp() as at) clock`);
      const waitMs = Number((answer as unknown as { rows: { waitMs: number }[] }).rows[0]?.waitMs ?? 0);
      if (waitMs > 0) return { waitMs };
      const inserted = await tx.execute(sql`
        insert into outside_call_slots (quota, held_until) values (${this.quota}, clock_timestamp())
        returning id`);
      return { slotId: Number((inserted as unknown as { rows: { id: number }[] }).rows[0]?.id) };
    });
  }

  /**
   * The call completed: its slot counts from now, as the provider may have seen it as late as this.
   * Best effort: a failed update leaves the slot counted from the call's start.
   */
  private release(slotId: number): void {
    this.db
      .execute(
        sql`update outside_call_slots set held_until = greatest(held_until, clock_timestamp()) where id = ${slotId}`,
      )
      .catch(() => {});
  }
}

/** The quota queues of a server on PostgreSQL: each provider key's quota counted across its processes. */
export function databaseQuotaQueues(db: Database): QuotaQueues {
  return (quota, options) => new DatabaseRateLimitQueue(db, quota, options);
}
