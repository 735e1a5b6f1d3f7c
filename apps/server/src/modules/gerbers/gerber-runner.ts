import type { GerberLayer } from '@boardhouse/shared/pcb/gerbers';
import { sharedWorkerPool, WorkerTaskError, WorkerTimeoutError } from '../../jobs/worker-pool.ts';
import type { BoardAnalysis } from './gerber-analysis.ts';
import type { SourceFile } from './gerber-identify.ts';
import { GerberFileError } from './gerber-plot.ts';
import type { GerberAnalysisTask } from './gerber-worker.ts';

/** Why a board whose analysis exhausted its thread's memory is refused. */
const TOO_BIG =
  'These files need more memory to analyse than the Gerber files of any board: check the export settings (areas filled with thousands of strokes make huge layers) and upload them again';

/** A board that takes longer than this is not a board a customer should wait for. */
const TIME_LIMIT_MS = 60_000;

/**
 * Runs analyseBoard in a thread of the shared worker pool: parsing and plotting take seconds of CPU
 * that would otherwise stall every request of this process. A file the analysis refuses comes back as
 * the same GerberFileError (its message is for the customer); a run out of time is one too.
 */
export async function analyseInWorker(
  files: readonly SourceFile[],
  overrides: readonly GerberLayer[] | null,
): Promise<BoardAnalysis> {
  const task: GerberAnalysisTask = { files: [...files], overrides: overrides ? [...overrides] : null };
  try {
    return await sharedWorkerPool().run<BoardAnalysis>('gerber-analysis', task, { timeoutMs: TIME_LIMIT_MS });
  } catch (error) {
    if (error instanceof WorkerTimeoutError) throw new GerberFileError('The files took too long to analyse');
    // A thread that ran out of its capped memory would run out again on every retry: the customer is
    // told why, instead of "please try again".
    if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw new GerberFileError(TOO_BIG);
    if (error instanceof WorkerTaskError && error.remote.name === 'GerberFileError')
      throw new GerberFileError(error.message);
    if (error instanceof WorkerTaskError) throw new Error(error.message);
    throw error;
  }
}
