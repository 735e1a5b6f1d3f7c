import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { GerberLayer } from '@boardhouse/shared/pcb/gerbers';
import type { BoardAnalysis } from './gerber-analysis.ts';
import type { SourceFile } from './gerber-identify.ts';
import { GerberFileError } from './gerber-plot.ts';

/** A board that takes longer than this is not a board a customer should wait for. */
const TIME_LIMIT_MS = 60_000;

// require.resolve picks tsx's CommonJS build, whose register() fails inside a worker; its ES build
// sits next to it.
const tsxApi = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs'),
).href;
const entry = new URL('./gerber-worker.ts', import.meta.url).href;
const BOOTSTRAP = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;

type WorkerAnswer =
  | { ok: true; analysis: BoardAnalysis }
  | { ok: false; isFileError: boolean; message: string };

/**
 * Runs analyseBoard in a worker thread: parsing and plotting take seconds of CPU that would otherwise
 * stall every request of this process. The worker is TypeScript like the rest of the server, so it
 * registers tsx's loader first (`--import tsx` in execArgv is not applied to a worker's entry on Node 20,
 * and vitest's transform does not reach worker threads), then imports the .ts entry. Memory is capped
 * so a hostile file fails the job, not the server.
 */
export function analyseInWorker(
  files: readonly SourceFile[],
  overrides: readonly GerberLayer[] | null,
): Promise<BoardAnalysis> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOTSTRAP, {
      eval: true,
      workerData: { files, overrides },
      resourceLimits: { maxOldGenerationSizeMb: 1024 },
    });
    let isSettled = false;
    const settle = (action: () => void) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      action();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle(() => reject(new GerberFileError('The files took too long to analyse'))),
      TIME_LIMIT_MS,
    );
    worker.once('message', (answer: WorkerAnswer) =>
      settle(() => {
        if (answer.ok) resolve(answer.analysis);
        else reject(answer.isFileError ? new GerberFileError(answer.message) : new Error(answer.message));
      }),
    );
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`the Gerber worker stopped with code ${code} before answering`))),
    );
  });
}
