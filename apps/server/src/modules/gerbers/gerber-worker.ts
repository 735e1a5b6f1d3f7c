import type { GerberLayer } from '@boardhouse/shared/pcb/gerbers';
import { analyseBoard, type BoardAnalysis } from './gerber-analysis.ts';
import type { SourceFile } from './gerber-identify.ts';

export interface GerberAnalysisTask {
  files: SourceFile[];
  overrides: GerberLayer[] | null;
}

/** Runs in a pool thread (see jobs/worker-tasks.ts): parsing and plotting take seconds of CPU. */
export function runGerberAnalysis(payload: unknown): BoardAnalysis {
  const { files, overrides } = payload as GerberAnalysisTask;
  return analyseBoard(files, overrides);
}
