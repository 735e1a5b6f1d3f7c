import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { apiLogs } from '../../db/schema.ts';
import type { ApiCallRecord, ApiCallRecorder } from './api-call-recorder.ts';
import { scrubApiLogMessage } from './message-scrub.ts';

const FLUSH_INTERVAL_MS = 200;
const MAX_BATCH = 200;
/** Rows kept waiting while the database cannot take them; beyond this the oldest are dropped. */
const MAX_PENDING = 10_000;
const OPERATION_MAX = 100;
const INT_MAX = 2_147_483_647;

type ApiLogInsert = typeof apiLogs.$inferInsert;

export interface DatabaseApiCallRecorderOptions {
  flushIntervalMs?: number;
  maxBatch?: number;
  maxPending?: number;
}

const wholeOrNull = (value: number | null | undefined, min: number, max = INT_MAX): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : null;

/** The row an entry becomes: lengths capped, numbers whole and in range, the message scrubbed. */
export function toApiLogRow(entry: ApiCallRecord, now: Date): ApiLogInsert {
  const duration = Number.isFinite(entry.durationMs) ? Math.round(entry.durationMs) : 0;
  return {
    service: String(entry.service).slice(0, OPERATION_MAX),
    operation: String(entry.operation).slice(0, OPERATION_MAX) || 'unknown',
    status: entry.status === 'ok' ? 'ok' : 'error',
    httpStatus: wholeOrNull(entry.httpStatus, 100, 599),
    durationMs: Math.min(Math.max(duration, 0), INT_MAX),
    message: scrubApiLogMessage(entry.message),
    orderId: wholeOrNull(entry.orderId, 1),
    projectId: wholeOrNull(entry.projectId, 1),
    createdAt: now,
  };
}

/**
 * Writes the API log to `api_logs`. `record()` only queues the row (it never waits and never throws,
 * so an outside call can neither fail nor slow down because of its log); rows are written in batches,
 * every 200 ms and whenever 200 are waiting, after the call and outside any transaction of the caller's.
 * A batch the database refuses is logged and dropped: the log is worth less than the calls it records.
 */
export class DatabaseApiCallRecorder implements ApiCallRecorder {
  private readonly pending: ApiLogInsert[] = [];
  private flushing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;
  private readonly maxBatch: number;
  private readonly maxPending: number;
  private readonly observers: ((entry: ApiCallRecord) => void)[] = [];

  constructor(
    private readonly db: Database,
    private readonly log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
    options: DatabaseApiCallRecorderOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? MAX_BATCH;
    this.maxPending = options.maxPending ?? MAX_PENDING;
    this.timer = setInterval(() => void this.flush(), options.flushIntervalMs ?? FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  record(entry: ApiCallRecord): void {
    try {
      this.pending.push(toApiLogRow(entry, new Date()));
      if (this.pending.length > this.maxPending) {
        const dropped = this.pending.splice(0, this.pending.length - this.maxPending).length;
        this.log.warn({ dropped }, 'the API log is behind; dropped its oldest rows');
      }
      if (this.pending.length >= this.maxBatch) void this.flush();
      for (const observer of this.observers) observer(entry);
    } catch {
      // A log row is never worth a failed call.
    }
  }

  /**
   * Also hands every call recorded from now on to `observer` (the metrics count them by service and
   * outcome). Every adapter reports here, so nothing counted here is missed there or the other way round.
   */
  observe(observer: (entry: ApiCallRecord) => void): void {
    this.observers.push(observer);
  }

  /** Writes every row queued so far; resolves once they are in the database (or refused and logged). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writePending());
    return this.flushing;
  }

  /** Stops the timer and writes what is left (the server is closing). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async writePending(): Promise<void> {
    while (this.pending.length) {
      const batch = this.pending.splice(0, this.maxBatch);
      try {
        await this.db.insert(apiLogs).values(batch);
      } catch (error) {
        this.log.error({ err: error, rows: batch.length }, 'could not write the API log');
      }
    }
  }
}
