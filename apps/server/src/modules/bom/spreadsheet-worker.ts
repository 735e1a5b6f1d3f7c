import { openBomFile } from './bom-file-reader.ts';

/** A BOM file as read in a pool thread: sheet names (none for text) and every sheet's cells. */
export interface BomSheets {
  sheets: string[];
  /** One table per sheet, in the order of `sheets`; a text file has one table and no sheet. */
  tables: string[][][];
}

/** The bytes arrive as a plain Uint8Array: a Buffer does not survive the copy between threads. */
const asBuffer = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);

/** Runs in a pool thread (see jobs/worker-tasks.ts): unpacking and parsing a workbook take CPU seconds. */
export async function runBomFileRead(payload: unknown): Promise<BomSheets> {
  const { fileName, data } = payload as { fileName: string; data: Uint8Array };
  const source = await openBomFile(fileName, asBuffer(data));
  if (source.sheets.length === 0) return { sheets: [], tables: [source.rowsOf(null)] };
  return { sheets: source.sheets, tables: source.sheets.map((sheet) => source.rowsOf(sheet)) };
}
