/**
 * Background work that must not hold up a request. Handlers are idempotent: a job may run again after
 * a restart (see docs/decisions/006-job-queue.md for which queue runs and why).
 */
export type JobHandler<T, R = void> = (data: T) => Promise<R>;

export interface JobOptions {
  /** Jobs of one key run one at a time, in the order sent (one Gerber analysis per project). */
  key?: string;
}

/** What a queue holds right now, for the metrics. */
export interface JobQueueStats {
  /** Sent and not yet started (a busy key's later jobs included). */
  waiting: number;
  running: number;
  /** How long the oldest waiting job has waited; 0 when none waits. */
  oldestWaitingMs: number;
}

export interface JobQueue {
  /** Starts running jobs; jobs sent before start wait. */
  start(): Promise<void>;
  /** Runs the jobs already sent, waits for them to finish, then stops. */
  stop(): Promise<void>;
  send<T>(name: string, data: T, options?: JobOptions): Promise<void>;
  /**
   * Queues the job like send, under the same limits, and answers what its handler returned (or
   * rejects with what it threw) once it has run: for work a request waits for.
   */
  sendAndWait<T, R>(name: string, data: T, options?: JobOptions): Promise<R>;
  /** Registers the one handler of `name`. */
  work<T, R = void>(name: string, handler: JobHandler<T, R>): void;
  stats(): JobQueueStats;
}
