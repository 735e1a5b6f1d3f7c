import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { announceStreamEnds } from './events.publish.ts';

/** How long a stream counts without being refreshed: a process that died stops counting after this. */
export const LEASE_MS = 2 * 60_000;
/** How often a process refreshes the streams it holds (and forgets the leases nobody refreshed). */
const REFRESH_EVERY_MS = 30_000;

/** What a lease needs of a stream. */
export interface LeasedStream {
  readonly id: string;
  readonly userId: number;
}

export interface StreamLeasesOptions {
  /** Streams one account may hold across every process. */
  mostPerAccount: number;
  refreshEveryMs?: number;
}

/**
 * The open streams of every process sharing the database, counted in `event_stream_leases`, so an
 * account's cap holds across processes (one token could otherwise hold the cap on each process). A
 * stream is counted once a short transaction, under an advisory lock on the account, wrote its lease;
 * the same transaction deletes the account's oldest leases past the cap and announces their streams'
 * end, which whichever process holds them carries out on commit (live-events.ts). The oldest go, as in
 * the hub: the newest is the page in use, and a dead process's streams, which stop being refreshed,
 * are always older than the ones their browsers reopened elsewhere.
 *
 * Counting is best effort: if the database fails, the stream stays open, still bounded by its
 * process's own cap (EventHub), and the failure is logged.
 */
export class StreamLeases {
  /** This process's leases: the write of each (awaited before its delete), by stream id. */
  private readonly held = new Map<string, Promise<void>>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly refresher: NodeJS.Timeout;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: StreamLeasesOptions,
  ) {
    this.refresher = setInterval(
      () => this.track(this.refresh()),
      options.refreshEveryMs ?? REFRESH_EVERY_MS,
    );
    this.refresher.unref();
  }

  /** Counts `stream`; the account's oldest streams past the cap, wherever held, are told to end. */
  open(stream: LeasedStream): Promise<void> {
    const written = this.track(
      this.write(stream).catch((error: unknown) => {
        this.log.warn({ err: error, userId: stream.userId }, 'could not count a live-event stream');
      }),
    );
    this.held.set(stream.id, written);
    return written;
  }

  /** The stream ended here: it stops counting (after its lease is written, if that is still under way). */
  close(stream: LeasedStream): void {
    const written = this.held.get(stream.id);
    if (!written) return;
    this.held.delete(stream.id);
    this.track(
      written
        .then(() => this.db.execute(sql`delete from event_stream_leases where id = ${stream.id}`))
        .then(
          () => {},
          // Debug only: the lease stops counting on its own (LEASE_MS), and when the database is down
          // every stream of the process ends at once, which would otherwise log once per stream.
          (error: unknown) => this.log.debug({ err: error }, 'could not forget an ended live-event stream'),
        ),
    );
  }

  /** Stops refreshing and waits for the writes under way (before the database closes). */
  async stop(): Promise<void> {
    clearInterval(this.refresher);
    await Promise.all([...this.inFlight]);
  }

  private write(stream: LeasedStream): Promise<void> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`boardhouse streams ${stream.userId}`}))`);
      // clock_timestamp(), not now(): the time once the lock is held, so the newest lease is this one.
      await tx.execute(sql`
        insert into event_stream_leases (id, user_id, opened_at, held_until)
        values (${stream.id}, ${stream.userId}, clock_timestamp(),
                clock_timestamp() + ${LEASE_MS} * interval '1 millisecond')`);
      await tx.execute(sql`
        delete from event_stream_leases where user_id = ${stream.userId} and held_until <= clock_timestamp()`);
      const ended = await tx.execute(sql`
        delete from event_stream_leases where id in (
          select id from event_stream_leases where user_id = ${stream.userId}
          order by opened_at desc, id desc offset ${this.options.mostPerAccount})
        returning id`);
      const over = (ended as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
      await announceStreamEnds(tx, stream.userId, over);
    });
  }

  /** Keeps this process's leases counting, and forgets those no process refreshed in time. */
  private async refresh(): Promise<void> {
    try {
      const ids = [...this.held.keys()];
      if (ids.length > 0) {
        await this.db.execute(sql`
          update event_stream_leases set held_until = clock_timestamp() + ${LEASE_MS} * interval '1 millisecond'
          where id = any(${`{${ids.join(',')}}`}::uuid[])`);
      }
      await this.db.execute(sql`delete from event_stream_leases where held_until <= clock_timestamp()`);
    } catch (error) {
      this.log.warn({ err: error }, 'could not refresh the live-event streams held here');
    }
  }

  private track(work: Promise<void>): Promise<void> {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
    return work;
  }
}
