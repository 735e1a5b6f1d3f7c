import { sharedWorkerPool, WorkerTaskError, WorkerTimeoutError } from '../../jobs/worker-pool.ts';
import type { WorkerTaskName } from '../../jobs/worker-tasks.ts';
import { AppError } from '../../lib/errors.ts';
import type { CplTable } from '../cpl/cpl-file.ts';
import type { BomSource } from './bom-file-reader.ts';
import type { BomSheets } from './spreadsheet-worker.ts';

/** A spreadsheet that takes longer than this to read is not one a person made by hand. */
const TIME_LIMIT_MS = 30_000;

const refused = (message: string) => AppError.validation({ file: message }, message);

/**
 * Runs a reading task in the shared worker pool, ahead of background Gerber jobs (a request waits for
 * it). The reader's AppError (a 400 for the person who uploaded the file) comes back as the same
 * AppError; a read out of time, or one that exhausted its thread's memory, is refused as well.
 */
async function readInPool<T>(name: WorkerTaskName, payload: object): Promise<T> {
  try {
    return await sharedWorkerPool().run<T>(name, payload, { timeoutMs: TIME_LIMIT_MS, isInteractive: true });
  } catch (error) {
    if (error instanceof WorkerTaskError && error.remote.name === 'AppError' && error.remote.code)
      throw new AppError(error.remote.code as AppError['code'], error.message, error.remote.details);
    if (error instanceof WorkerTimeoutError)
      throw refused('This spreadsheet takes too long to read: please save it again or upload it as CSV');
    if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
      throw refused(
        'This spreadsheet needs more memory to read than any BOM or placement file: it is refused',
      );
    throw error;
  }
}

/** openBomFile in the worker pool: the answer is the same BomSource, read once, all sheets at hand. */
export async function openBomFileInPool(fileName: string, data: Buffer): Promise<BomSource> {
  const read = await readInPool<BomSheets>('bom-file', { fileName, data: new Uint8Array(data) });
  return {
    sheets: read.sheets,
    rowsOf(sheet) {
      if (read.sheets.length === 0) return read.tables[0] ?? [];
      const index = read.sheets.indexOf(sheet ?? read.sheets[0] ?? '');
      return index < 0 ? [] : (read.tables[index] ?? []);
    },
  };
}

export function readCplWorkbookInPool(data: Buffer): Promise<CplTable> {
  return readInPool<CplTable>('cpl-workbook', { data: new Uint8Array(data) });
}
