import { parentPort, workerData } from 'node:worker_threads';
import type { GerberLayer } from '@boardhouse/shared/pcb/gerbers';
import { analyseBoard } from './gerber-analysis.ts';
import type { SourceFile } from './gerber-identify.ts';
import { GerberFileError } from './gerber-plot.ts';

/** Worker thread entry: one analysis per thread, so a pathological file cannot block the server. */
const { files, overrides } = workerData as { files: SourceFile[]; overrides: GerberLayer[] | null };
try {
  parentPort?.postMessage({ ok: true, analysis: analyseBoard(files, overrides) });
} catch (error) {
  parentPort?.postMessage({
    ok: false,
    isFileError: error instanceof GerberFileError,
    message: error instanceof Error ? error.message : String(error),
  });
}
