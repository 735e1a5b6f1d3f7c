import type { FastifyBaseLogger } from 'fastify';
import type { JobHandler, JobQueue } from './job-queue.ts';

interface QueuedJob {
  name: string;
  data: unknown;
}

/**
 * Jobs in memory, run after the current request has answered (setImmediate), `concurrency` at a time.
 * Nothing survives a restart: a job's owner keeps its state in the database and re-sends unfinished
 * jobs at start-up (e.g. GerbersService.resumePending).
 */
export class InProcessJobQueue implements JobQueue {
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private readonly waiting: QueuedJob[] = [];
  private readonly running = new Set<Promise<void>>();
  private isStarted = false;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly concurrency = 2,
  ) {}

  async start(): Promise<void> {
    this.isStarted = true;
    this.pump();
  }

  async stop(): Promise<void> {
    this.isStarted = false;
    await Promise.allSettled([...this.running]);
  }

  async send<T>(name: string, data: T): Promise<void> {
    if (!this.handlers.has(name)) throw new Error(`no handler for job ${name}`);
    this.waiting.push({ name, data });
    setImmediate(() => this.pump());
  }

  work<T>(name: string, handler: JobHandler<T>): void {
    this.handlers.set(name, handler as JobHandler<unknown>);
  }

  private pump(): void {
    while (this.isStarted && this.running.size < this.concurrency && this.waiting.length > 0) {
      const job = this.waiting.shift() as QueuedJob;
      const run = this.run(job).finally(() => {
        this.running.delete(run);
        this.pump();
      });
      this.running.add(run);
    }
  }

  private async run(job: QueuedJob): Promise<void> {
    try {
      await this.handlers.get(job.name)?.(job.data);
    } catch (error) {
      // Handlers record their own failures; this is the last line for a bug in one.
      this.log.error({ err: error, job: job.name }, 'job failed');
    }
  }
}
