/**
 * Background work that must not hold up a request. Handlers are idempotent: a job may run again after
 * a restart (see docs/decisions/006-job-queue.md for which queue runs and why).
 */
export type JobHandler<T> = (data: T) => Promise<void>;

export interface JobQueue {
  /** Starts running jobs; jobs sent before start wait. */
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running ones to finish. */
  stop(): Promise<void>;
  send<T>(name: string, data: T): Promise<void>;
  /** Registers the one handler of `name`. */
  work<T>(name: string, handler: JobHandler<T>): void;
}
