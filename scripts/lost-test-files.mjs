/**
 * Reading a finished vitest run for one known fault of its forks pool: a worker process that dies on its
 * own ("Worker exited unexpectedly", vitest 4.1, seen on Node 22 and 24 alike, with no signal or message
 * from the process). The file that worker was running never reports; vitest counts it neither passed
 * nor failed and fails the run. Everything else in the run is trustworthy.
 */

const WORKER_EXIT = 'Worker exited unexpectedly';

/** @param {unknown} error */
export function isWorkerExit(error) {
  const { message, cause } = /** @type {{ message?: unknown; cause?: { message?: unknown } }} */ (
    error ?? {}
  );
  return message === WORKER_EXIT || cause?.message === WORKER_EXIT;
}

/**
 * What the run says, judged strictly: `rerun` lists the files a dead worker took with it, and is only
 * non-empty when nothing else went wrong (no failed test, no other unhandled error); a run with any
 * real failure is `failed`, whatever else happened.
 *
 * @param {{ filepath: string; result?: { state?: string } }[]} files
 * @param {unknown[]} unhandledErrors
 * @returns {{ verdict: 'passed' | 'failed' | 'rerun'; rerun: string[]; workerExits: number }}
 */
export function judgeRun(files, unhandledErrors) {
  const workerExits = unhandledErrors.filter(isWorkerExit).length;
  const otherErrors = unhandledErrors.length - workerExits;
  const failed = files.some((file) => file.result?.state === 'fail');
  // A file that started but never finished: its worker died under it.
  const unfinished = files
    .filter((file) => !['pass', 'skip', 'todo'].includes(file.result?.state ?? ''))
    .map((file) => file.filepath);
  if (failed || otherErrors > 0) return { verdict: 'failed', rerun: [], workerExits };
  if (unfinished.length === 0) return { verdict: 'passed', rerun: [], workerExits };
  // Unfinished files without a dead worker would be a fault of another kind: never papered over.
  if (workerExits === 0) return { verdict: 'failed', rerun: [], workerExits };
  return { verdict: 'rerun', rerun: unfinished, workerExits };
}
