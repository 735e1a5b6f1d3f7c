import { BOM_FILE_EXTENSIONS, BOM_MAX_LINES } from '@boardhouse/shared/bom/bom-api';
import { AppError } from '../../lib/errors.ts';
import {
  isEncryptedOoxml,
  isOleFile,
  isOpenDocumentSpreadsheet,
  isZipFile,
  readWithSheetJs,
  readXlsx,
  type SheetSource,
} from './spreadsheet-reader.ts';
import { repackWithinLimits, SPREADSHEET_ZIP_LIMITS, ZipRefusedError } from './spreadsheet-zip.ts';
import { TableTooLongError } from './table-limits.ts';
import { readTextTable } from './text-table-reader.ts';

export type BomFileExtension = (typeof BOM_FILE_EXTENSIONS)[number];

/** An uploaded BOM opened for reading: its sheet names (none for text) and each sheet's cells as text. */
export interface BomSource {
  sheets: string[];
  /** `sheet` is ignored for text files, which have one table. */
  rowsOf(sheet: string | null): string[][];
}

export const FILE_MESSAGES = {
  empty: 'The file is empty',
  extension: 'Please upload the BOM as .xlsx, .xls, .ods, .csv, .tsv or .txt',
  notText: 'This file is not a text or spreadsheet file',
  encrypted: 'This spreadsheet is password-protected: save it without a password and upload it again',
  tooLargeUnpacked: `This spreadsheet unpacks to more than ${SPREADSHEET_ZIP_LIMITS.totalBytes / 1024 / 1024} MB: please upload a smaller BOM`,
  tooDense: 'This spreadsheet unpacks to far more than any spreadsheet of its size would: it is refused',
  damaged: (extension: string) => `This file is damaged or is not a valid ${extension} spreadsheet`,
  tooManyLines: `The BOM has more than ${BOM_MAX_LINES.toLocaleString('en')} lines: please split it`,
} as const;

export const fileError = (message: string) => AppError.validation({ file: message }, message);

export function extensionOf(fileName: string): BomFileExtension | null {
  const match = /\.[A-Za-z0-9]+$/.exec(fileName.trim());
  const extension = match?.[0].toLowerCase();
  return (BOM_FILE_EXTENSIONS as readonly string[]).includes(extension ?? '')
    ? (extension as BomFileExtension)
    : null;
}

/**
 * Opens a BOM by what its bytes are, not only by its name: a zip is read as .xlsx (or .ods when it says
 * so), an OLE container as .xls (unless it is an encrypted .xlsx), anything else must be text. Every
 * refusal is a 400 with a message for the person who uploaded the file. CPU work: uploads call it in
 * the worker pool (openBomFileInPool), never on the request thread.
 */
export async function openBomFile(fileName: string, data: Buffer): Promise<BomSource> {
  const extension = extensionOf(fileName);
  if (!extension) throw fileError(FILE_MESSAGES.extension);
  if (data.length === 0) throw fileError(FILE_MESSAGES.empty);
  const isTextName = extension === '.csv' || extension === '.tsv' || extension === '.txt';
  // A binary that is not a spreadsheet, named as text, gets the "not a text file" answer.
  const damaged = isTextName ? FILE_MESSAGES.notText : FILE_MESSAGES.damaged(extension);

  if (isZipFile(data)) {
    const isOds = extension === '.ods' || isOpenDocumentSpreadsheet(data);
    const repacked = await repackWithinLimits(data).catch((error: unknown) => {
      throw fileError(zipRefusalMessage(error, damaged));
    });
    return fromSheets(
      await (isOds ? readSafely(() => readWithSheetJs(repacked)) : readSafely(() => readXlsx(repacked))),
      damaged,
    );
  }
  if (isOleFile(data)) {
    if (isEncryptedOoxml(data)) throw fileError(FILE_MESSAGES.encrypted);
    return fromSheets(await readSafely(() => readWithSheetJs(data)), damaged);
  }
  if (!isTextName) throw fileError(damaged);
  const rows = withinLimits(() => readTextTable(data, extension === '.tsv' ? '\t' : undefined));
  if (rows === null) throw fileError(FILE_MESSAGES.notText);
  return { sheets: [], rowsOf: () => rows };
}

function zipRefusalMessage(error: unknown, damaged: string): string {
  if (!(error instanceof ZipRefusedError)) throw error;
  if (error.reason === 'too-large') return FILE_MESSAGES.tooLargeUnpacked;
  return error.reason === 'too-dense' ? FILE_MESSAGES.tooDense : damaged;
}

type Outcome = { source: SheetSource } | { error: unknown };

async function readSafely(read: () => SheetSource | Promise<SheetSource>): Promise<Outcome> {
  try {
    return { source: await read() };
  } catch (error) {
    return { error };
  }
}

function fromSheets(outcome: Outcome, damaged: string): BomSource {
  if ('error' in outcome) {
    if (outcome.error instanceof TableTooLongError) throw fileError(FILE_MESSAGES.tooManyLines);
    const text = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
    throw fileError(/password/i.test(text) ? FILE_MESSAGES.encrypted : damaged);
  }
  const { source } = outcome;
  return {
    sheets: source.sheets,
    rowsOf: (sheet) => withinLimits(() => source.rowsOf(sheet ?? source.sheets[0] ?? '')),
  };
}

/** A table past the readers' limits (see TableLimits) is refused as the parser refuses too many lines. */
function withinLimits<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw error instanceof TableTooLongError ? fileError(FILE_MESSAGES.tooManyLines) : error;
  }
}
