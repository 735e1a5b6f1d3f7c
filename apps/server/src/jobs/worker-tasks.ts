import { parentPort } from 'node:worker_threads';
import type { RemoteError, WorkerAnswer } from './worker-pool.ts';

/**
 * The entry of every pool thread: runs the named task on each message and answers its result or what
 * it threw. Tasks load on first use, so a thread that only reads spreadsheets never loads the Gerber
 * stack (and the other way round).
 */
const TASKS = {
  'gerber-analysis': async (payload: unknown) =>
    (await import('../modules/gerbers/gerber-worker.ts')).runGerberAnalysis(payload),
  'bom-file': async (payload: unknown) =>
    (await import('../modules/bom/spreadsheet-worker.ts')).runBomFileRead(payload),
  'cpl-file': async (payload: unknown) =>
    (await import('../modules/cpl/cpl-read.ts')).runCplFileRead(payload),
} as const;

export type WorkerTaskName = keyof typeof TASKS;

function describe(error: unknown): RemoteError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const { code, details } = error as { code?: unknown; details?: unknown };
  return {
    name: error.name,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(details === undefined ? {} : { details }),
  };
}

parentPort?.on('message', async ({ name, payload }: { name: WorkerTaskName; payload: unknown }) => {
  let answer: WorkerAnswer;
  try {
    answer = { ok: true, value: await TASKS[name](payload) };
  } catch (error) {
    answer = { ok: false, error: describe(error) };
  }
  parentPort?.postMessage(answer);
});
