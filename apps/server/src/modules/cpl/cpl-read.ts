import type { CplField } from '@boardhouse/shared/catalog/cpl-columns';
import { readCplPlacementsInPool } from '../bom/spreadsheet-pool.ts';
import { isCplWorkbook, readCplTable } from './cpl-file.ts';
import { type CplReading, type CplWordIndex, readPlacements } from './cpl-reader.ts';

/**
 * Text up to this size is read on the request thread: a board's usual placements (up to about 1,300
 * parts). Larger text and every spreadsheet are read in the worker pool, placements and all: 128 KB
 * took 15–50 ms here, 512 KB 120–420 ms, 10 MB within the line limit 300 ms and more, and handing the
 * cells back instead (up to 21,000 rows of 256) would cost more than the placements they make.
 */
const INLINE_TEXT_BYTES = 64 * 1024;

/** An uploaded placement file's placements; the file's problems are thrown as a 400 (AppError). */
export async function readCplFile(
  data: Buffer,
  extension: string,
  mountSide: 'top' | 'bottom' | null,
  index: CplWordIndex,
): Promise<CplReading> {
  if (data.length > INLINE_TEXT_BYTES || isCplWorkbook(data, extension))
    return readCplPlacementsInPool({ data: new Uint8Array(data), extension, mountSide, index });
  return readPlacements(await readCplTable(data, extension, mountSide), index);
}

/** What the pool thread is given: a Map survives the copy between threads, a Buffer does not. */
export interface CplReadTask {
  data: Uint8Array;
  extension: string;
  mountSide: 'top' | 'bottom' | null;
  index: ReadonlyMap<string, CplField>;
}

/** Runs in a pool thread (see jobs/worker-tasks.ts). */
export async function runCplFileRead(payload: unknown): Promise<CplReading> {
  const { data, extension, mountSide, index } = payload as CplReadTask;
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return readPlacements(await readCplTable(buffer, extension, mountSide), index);
}
