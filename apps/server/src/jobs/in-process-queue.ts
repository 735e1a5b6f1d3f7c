import type { FastifyBaseLogger } from 'fastify';
import type { JobHandler, JobOptions, JobQueue, JobQueueStats } from './job-queue.ts';

interface QueuedJob {
  name: string;
  data: unknown;
  key: string | undefined;
  /** performance.now() when sent: the metrics report how long the oldest has waited. */
  queuedAt: number;
  /** Set for sendAndWait: the sender hears the outcome instead of the log. */
  settle?: { resolve: (value: unknown) => void; reject: (error: unknown) => void };
}

/**
 * Jobs in memory, run after the current request has answered (setImmediate), `concurrency` at a time,
 * and never two of one key at once (a later job of a busy key waits while other keys' jobs go ahead).
 * Nothing survives a restart: a job's owner keeps its state in the database and re-sends unfinished
 * jobs at start-up (e.g. GerbersService.resumePending).
 */
export class InProcessJobQueue implements JobQueue {
  private readonly handlers = new Map<string, JobHandler<unknown, unknown>>();
  private readonly waiting: QueuedJob[] = [];
  private readonly running = new Set<Promise<void>>();
  private readonly busyKeys = new Set<string>();
  private isStarted = false;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly concurrency = 2,
  ) {}

  async start(): Promise<void> {
    this.isStarted = true;
    this.pump();
  }

  /**
   * Drains the queue: runs the jobs still waiting (and any they send), waits for them, then stops.
   * The caller bounds the wait (main.ts's shutdown deadline); a job cut off there is re-sent at the
   * next start by its owner.
   */
  async stop(): Promise<void> {
    this.pump();
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
    this.isStarted = false;
  }

  async send<T>(name: string, data: T, options: JobOptions = {}): Promise<void> {
    this.enqueue({ name, data, key: options.key, queuedAt: performance.now() });
  }

  sendAndWait<T, R>(name: string, data: T, options: JobOptions = {}): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.enqueue({
        name,
        data,
        key: options.key,
        queuedAt: performance.now(),
        settle: { resolve: resolve as (value: unknown) => void, reject },
      });
    });
  }

  work<T, R = void>(name: string, handler: JobHandler<T, R>): void {
    this.handlers.set(name, handler as JobHandler<unknown, unknown>);
  }

  stats(): JobQueueStats {
    // Jobs leave `waiting` from anywhere but are only ever appended, so the first is the oldest.
    const oldest = this.waiting[0];
    return {
      waiting: this.waiting.length,
      running: this.running.size,
      oldestWaitingMs: oldest ? performance.now() - oldest.queuedAt : 0,
    };
  }

  private enqueue(job: QueuedJob): void {
    if (!this.handlers.has(job.name)) throw new Error(`no handler for job ${job.name}`);
    this.waiting.push(job);
    setImmediate(() => this.pump());
  }

  private pump(): void {
    while (this.isStarted && this.running.size < this.concurrency) {
      const index = this.waiting.findIndex((job) => job.key === undefined || !this.busyKeys.has(job.key));
      if (index < 0) return;
      const [job] = this.waiting.splice(index, 1) as [QueuedJob];
      if (job.key !== undefined) this.busyKeys.add(job.key);
      const run = this.run(job).finally(() => {
        this.running.delete(run);
        if (job.key !== undefined) this.busyKeys.delete(job.key);
        this.pump();
      });
      this.running.add(run);
    }
  }

  private async run(job: QueuedJob): Promise<void> {
    try {
      const result = await this.handlers.get(job.name)?.(job.data);
      job.settle?.resolve(result);
    } catch (error) {
      if (job.settle) return job.settle.reject(error);
      // Handlers record their own failures; this is the last line for a bug in one.
      this.log.error({ err: error, job: job.name }, 'job failed');
    }
  }
}
