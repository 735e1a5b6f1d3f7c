import { describe, expect, it, vi } from 'vitest';
import { WorkerPool } from '../../jobs/worker-pool.ts';
import { GerberFileError } from './gerber-plot.ts';
import { analyseInWorker } from './gerber-runner.ts';

describe('a board whose analysis runs out of its thread’s memory', () => {
  it('is refused with the reason, not left to "try again" (it would run out again)', async () => {
    // The error Node gives when a worker reaches its resource limit (worker-pool.test.ts makes one).
    const exhausted = Object.assign(
      new Error('Worker terminated due to reaching memory limit: JS heap out of memory'),
      {
        code: 'ERR_WORKER_OUT_OF_MEMORY',
      },
    );
    const run = vi.spyOn(WorkerPool.prototype, 'run').mockRejectedValueOnce(exhausted);
    try {
      const refused = await analyseInWorker([{ name: 'huge-F_Cu.gbr', text: 'M02*' }], null).catch(
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(GerberFileError);
      expect((refused as Error).message).toMatch(/^These files need more memory to analyse/);
    } finally {
      run.mockRestore();
    }
  });
});
