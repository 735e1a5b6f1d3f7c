import { sharedWorkerPool, WorkerTaskError, WorkerTimeoutError } from '../../jobs/worker-pool.ts';
import type { WorkerTaskName } from '../../jobs/worker-tasks.ts';
import { AppError } from '../../lib/errors.ts';
import type { CplReadTask } from '../cpl/cpl-read.ts';
import type { CplReading } from '../cpl/cpl-reader.ts';
import { type BomSource, extensionOf, openBomFile } from './bom-file-reader.ts';
import { isOleFile, isZipFile } from './spreadsheet-reader.ts';
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

/**
 * Text BOMs up to this size are read on the request thread: about 3 ms for 128 KB (1,500 lines),
 * where 1 MB took 50–270 ms. So the usual small CSV never waits behind spreadsheets and Gerber jobs
 * that fill the pool's threads.
 */
const INLINE_TEXT_BYTES = 128 * 1024;
const TEXT_EXTENSIONS: readonly (string | null)[] = ['.csv', '.tsv', '.txt'];

/**
 * openBomFile in the worker pool (small text files on this thread, see INLINE_TEXT_BYTES): the answer
 * is the same BomSource, read once, all sheets at hand.
 */
export async function openBomFileInPool(fileName: string, data: Buffer): Promise<BomSource> {
  const isSmallText =
    data.length <= INLINE_TEXT_BYTES &&
    TEXT_EXTENSIONS.includes(extensionOf(fileName)) &&
    !isZipFile(data) &&
    !isOleFile(data);
  if (isSmallText) return openBomFile(fileName, data);
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

/** A placement file read into placements in the worker pool (see readCplFile). */
export function readCplPlacementsInPool(task: CplReadTask): Promise<CplReading> {
  return readInPool<CplReading>('cpl-file', task);
}
