import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { type ResourceLimits, Worker } from 'node:worker_threads';
import type { WorkerTaskName } from './worker-tasks.ts';

/** What a task threw, carried across the thread: its class name, message and (for AppError) code and details. */
export interface RemoteError {
  name: string;
  message: string;
  code?: string;
  details?: unknown;
}

export type WorkerAnswer = { ok: true; value: unknown } | { ok: false; error: RemoteError };

/** A task that threw inside its worker; `remote` says what it threw so the caller can map it back. */
export class WorkerTaskError extends Error {
  constructor(readonly remote: RemoteError) {
    super(remote.message);
    this.name = 'WorkerTaskError';
  }
}

/** The task ran out of time; its worker was stopped. */
export class WorkerTimeoutError extends Error {
  override name = 'WorkerTimeoutError';
}

export interface TaskOptions {
  timeoutMs: number;
  /** A request is waiting for it: it goes ahead of background work that has not started yet. */
  isInteractive?: boolean;
}

interface PendingTask {
  name: WorkerTaskName;
  payload: unknown;
  options: TaskOptions;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

// require.resolve picks tsx's CommonJS build, whose register() fails inside a worker; its ES build
// sits next to it.
const tsxApi = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs'),
).href;
const entry = new URL('./worker-tasks.ts', import.meta.url).href;
/**
 * The workers run TypeScript like the rest of the server, so each registers tsx's loader first (`--import
 * tsx` in execArgv is not applied to a worker's entry on Node 20, and vitest's transform does not reach
 * worker threads), then imports the .ts entry.
 */
const BOOTSTRAP = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;

/**
 * A fixed number of worker threads for CPU-heavy work on uploads (Gerber analysis, spreadsheet reading),
 * so none of it runs on the thread that answers requests. One task per thread at a time; the rest wait
 * in order, requests' tasks ahead of background jobs. A thread whose task runs out of time, or that
 * dies (a hostile file exhausting its capped memory), is stopped and replaced; the others go on.
 */
export class WorkerPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Set<Worker>();
  private readonly waiting: PendingTask[] = [];
  private isClosed = false;

  constructor(
    readonly size: number,
    private readonly resourceLimits: ResourceLimits,
  ) {}

  run<T>(name: WorkerTaskName, payload: unknown, options: TaskOptions): Promise<T> {
    if (this.isClosed) return Promise.reject(new Error('the worker pool is closed'));
    return new Promise<T>((resolve, reject) => {
      const task: PendingTask = {
        name,
        payload,
        options,
        resolve: resolve as (value: unknown) => void,
        reject,
      };
      if (options.isInteractive) {
        const firstBackground = this.waiting.findIndex((queued) => !queued.options.isInteractive);
        this.waiting.splice(firstBackground < 0 ? this.waiting.length : firstBackground, 0, task);
      } else this.waiting.push(task);
      this.pump();
    });
  }

  /** Threads running a task and tasks waiting for one (for tests and logs). */
  get load(): { running: number; waiting: number } {
    return { running: this.busy.size, waiting: this.waiting.length };
  }

  async close(): Promise<void> {
    this.isClosed = true;
    for (const task of this.waiting.splice(0)) task.reject(new Error('the worker pool is closed'));
    await Promise.all([...this.idle.splice(0), ...this.busy].map((worker) => worker.terminate()));
    this.busy.clear();
  }

  private pump(): void {
    while (!this.isClosed && this.waiting.length > 0 && this.busy.size < this.size) {
      const task = this.waiting.shift() as PendingTask;
      const worker = this.idle.pop() ?? this.spawn();
      this.busy.add(worker);
      worker.ref();
      this.start(worker, task);
    }
  }

  private spawn(): Worker {
    const worker = new Worker(BOOTSTRAP, { eval: true, resourceLimits: this.resourceLimits });
    // A thread that dies between tasks leaves the pool; without an 'error' listener its death would
    // take the whole process with it.
    const forget = () => {
      const index = this.idle.indexOf(worker);
      if (index >= 0) this.idle.splice(index, 1);
    };
    worker.on('error', forget);
    worker.on('exit', forget);
    return worker;
  }

  private start(worker: Worker, task: PendingTask): void {
    let isSettled = false;
    const finish = (keepWorker: boolean, settle: () => void) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      this.busy.delete(worker);
      if (keepWorker && !this.isClosed) {
        // An idle thread must not keep the process alive.
        worker.unref();
        this.idle.push(worker);
      } else void worker.terminate();
      settle();
      this.pump();
    };
    const onMessage = (answer: WorkerAnswer) =>
      finish(true, () =>
        answer.ok ? task.resolve(answer.value) : task.reject(new WorkerTaskError(answer.error)),
      );
    const onError = (error: Error) => finish(false, () => task.reject(error));
    const onExit = (code: number) =>
      finish(false, () => task.reject(new Error(`the worker stopped with code ${code} before answering`)));
    const timer = setTimeout(
      () => finish(false, () => task.reject(new WorkerTimeoutError(`${task.name} took too long`))),
      task.options.timeoutMs,
    );
    worker.on('message', onMessage);
    worker.once('error', onError);
    worker.once('exit', onExit);
    worker.postMessage({ name: task.name, payload: task.payload });
  }
}

let shared: WorkerPool | null = null;

/**
 * The one pool of this process, as many threads as the machine has cores: Gerber jobs and spreadsheet
 * uploads share it, so together they never ask for more CPU than there is. Memory per thread is capped
 * so a hostile file fails its task, not the server.
 */
export function sharedWorkerPool(): WorkerPool {
  shared ??= new WorkerPool(availableParallelism(), { maxOldGenerationSizeMb: 1024 });
  return shared;
}
