import { describe, expect, it } from 'vitest';
import { WorkerPool, WorkerTaskError, WorkerTimeoutError } from './worker-pool.ts';

const csv = (text: string) => ({ fileName: 'bom.csv', data: new Uint8Array(Buffer.from(text)) });

describe('the worker pool', () => {
  it('answers a task’s result, its error by class, and replaces a thread stopped for taking too long', async () => {
    const pool = new WorkerPool(1, { maxOldGenerationSizeMb: 256 });
    try {
      const read = await pool.run<{ sheets: string[]; tables: string[][][] }>(
        'bom-file',
        csv('Ref,Qty\nR1,1\n'),
        {
          timeoutMs: 30_000,
        },
      );
      expect(read.sheets).toEqual([]);
      expect(read.tables[0]?.slice(0, 2)).toEqual([
        ['Ref', 'Qty'],
        ['R1', '1'],
      ]);
      const refused = await pool
        .run('bom-file', csv(''), { timeoutMs: 30_000 })
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(WorkerTaskError);
      expect((refused as WorkerTaskError).remote).toMatchObject({
        name: 'AppError',
        code: 'VALIDATION',
        message: 'The file is empty',
      });
      // Reading 400,000 lines takes far longer than 5 ms on any machine, so the timer always wins.
      const longCsv = csv(`Ref,Qty\n${'R1,1\n'.repeat(400_000)}`);
      await expect(pool.run('bom-file', longCsv, { timeoutMs: 5 })).rejects.toBeInstanceOf(
        WorkerTimeoutError,
      );
      // The stopped thread was replaced: the pool goes on.
      const after = await pool.run<{ tables: string[][][] }>('bom-file', csv('A,B\n1,2\n'), {
        timeoutMs: 30_000,
      });
      expect(after.tables[0]?.[1]).toEqual(['1', '2']);
      expect(pool.load).toEqual({ running: 0, waiting: 0 });
    } finally {
      await pool.close();
    }
  });

  it('runs a request’s task before background tasks that have not started', async () => {
    const pool = new WorkerPool(1, { maxOldGenerationSizeMb: 256 });
    const order: string[] = [];
    const track = (name: string, isInteractive: boolean) =>
      pool
        .run('bom-file', csv('A,B\n1,2\n'), { timeoutMs: 30_000, isInteractive })
        .then(() => order.push(name));
    try {
      await Promise.all([track('background 1', false), track('background 2', false), track('request', true)]);
      expect(order).toEqual(['background 1', 'request', 'background 2']);
    } finally {
      await pool.close();
    }
  });

  it('answers a task that exhausts its thread’s capped memory with Node’s own error code', async () => {
    const pool = new WorkerPool(1, { maxOldGenerationSizeMb: 16 });
    try {
      const wide = csv(`Ref,Qty,Note\n${`R1,1,${'x'.repeat(200)}\n`.repeat(200_000)}`);
      const refused = await pool
        .run('bom-file', wide, { timeoutMs: 60_000 })
        .catch((error: unknown) => error);
      // gerber-runner.ts and spreadsheet-pool.ts turn this code into a refusal that names the reason.
      expect((refused as { code?: string }).code).toBe('ERR_WORKER_OUT_OF_MEMORY');
    } finally {
      await pool.close();
    }
  });
});
