import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from './client.ts';

/** How long after the last bulk change the statistics are refreshed: a series of imports waits for its end. */
const SETTLE_MS = 60_000;

/** The maintenance watching each database, so code holding only `db` can report a bulk change. */
const watching = new WeakMap<Database, DatabaseMaintenance>();

/**
 * PGlite has no autovacuum: without this, dead rows stay and the planner keeps the row counts of the
 * day a table was created, and picks its plans by them. `VACUUM ANALYZE` runs every night (the backup
 * slot, modules/backups/nightly-backups.ts) and once bulk changes settle. It runs outside any
 * transaction (VACUUM refuses to run inside one), on the one connection the embedded database has, so
 * requests wait for it: hence at night and after imports rather than after every write.
 * On PostgreSQL autovacuum does this work; nothing is run there.
 */
export class DatabaseMaintenance {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
    private readonly settleMs = SETTLE_MS,
  ) {}

  /** From now on `afterBulkChange(db)` schedules a run here. */
  watch(): this {
    watching.set(this.database.db, this);
    return this;
  }

  /** A run `settleMs` after the last call (debounced). */
  scheduleAnalyze(): void {
    if (this.stopped || this.database.kind !== 'pglite') return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.runNow();
    }, this.settleMs);
    this.timer.unref();
  }

  /** Runs VACUUM ANALYZE now; a call during a run runs once more after it (the change came later). */
  runNow(): Promise<void> {
    if (this.database.kind !== 'pglite') return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.vacuum().finally(() => {
      this.running = null;
      if (this.again && !this.stopped) {
        this.again = false;
        void this.runNow();
      }
    });
    return this.running;
  }

  private async vacuum(): Promise<void> {
    const started = performance.now();
    try {
      await this.database.db.execute(sql`vacuum analyze`);
      this.log.info(
        { ms: Math.round(performance.now() - started) },
        'database maintenance: VACUUM ANALYZE done',
      );
    } catch (error) {
      this.log.warn({ err: error }, 'database maintenance: VACUUM ANALYZE failed');
    }
  }

  /** No more runs; waits for one under way, so the database can be closed after. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (watching.get(this.database.db) === this) watching.delete(this.database.db);
    await this.running;
  }
}

/**
 * Called after many rows changed at once (an MPN-data import), outside its transaction: schedules the
 * statistics' refresh of this database's maintenance, if one watches it (the embedded database).
 */
export function afterBulkChange(db: Database): void {
  watching.get(db)?.scheduleAnalyze();
}
