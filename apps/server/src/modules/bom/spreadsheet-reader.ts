import { Readable } from 'node:stream';
import * as SheetJs from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { BOM_TABLE_LIMITS, rowCounter, type TableLimits, TableTooLongError } from './table-limits.ts';

/** A workbook reduced to what BOM reading needs: sheet names and each sheet's cells as text. */
export interface SheetSource {
  sheets: string[];
  rowsOf(sheet: string): string[][];
}

/**
 * .xlsx through exceljs. Cells become text and nothing is evaluated: a formula cell gives the result
 * the spreadsheet tool cached when it saved the file, never the formula. The streaming reader comes
 * first (about three times faster on a 10,000-line BOM, no cell objects kept); when it cannot tell the
 * sheets apart by name, the whole-workbook reader decides. Both keep within `limits` (see
 * TableLimits): a sheet past them throws TableTooLongError.
 */
export async function readXlsx(data: Buffer, limits: TableLimits = BOM_TABLE_LIMITS): Promise<SheetSource> {
  return (await streamXlsx(data, limits)) ?? loadXlsx(data, limits);
}

/**
 * A row's cells as text, 1-based sparse `values` as exceljs gives them, no further than the column
 * limit: a cell in column XFD would otherwise make 16,384 cells of every row that has one.
 */
function rowText(values: readonly ExcelJS.CellValue[] | undefined, limits: TableLimits): string[] {
  const cells: string[] = [];
  if (!values) return cells;
  const end = Math.min(values.length, limits.columns + 1);
  for (let column = 1; column < end; column += 1) cells.push(cellText(values[column] ?? null));
  return cells;
}

/** What the streaming workbook reader knows once read (not in exceljs's type declarations). */
interface StreamedWorkbook {
  model?: { sheets?: { name: string }[] };
}

/**
 * Null when the file's layout is one the streaming reader does not follow: sheets named nowhere, or
 * (LibreOffice writes this) worksheets stored before workbook.xml, which it fails on.
 */
export async function streamXlsx(
  data: Buffer,
  limits: TableLimits = BOM_TABLE_LIMITS,
): Promise<SheetSource | null> {
  try {
    return await streamSheets(data, limits);
  } catch (error) {
    // A sheet too long is refused, not read again by the whole-workbook reader.
    if (error instanceof TableTooLongError) throw error;
    return null;
  }
}

async function streamSheets(data: Buffer, limits: TableLimits): Promise<SheetSource | null> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(data), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  const sheets = new Map<string, string[][]>();
  for await (const worksheet of reader) {
    const rows: string[][] = [];
    const keep = rowCounter(limits);
    for await (const row of worksheet) {
      const cells = rowText(row.values as ExcelJS.CellValue[], limits);
      if (keep(cells, row.number - 1)) rows[row.number - 1] = cells;
    }
    sheets.set(
      (worksheet as unknown as { name: string }).name,
      Array.from(rows, (row) => row ?? []),
    );
  }
  // Names come from workbook.xml; a sheet it does not name means a layout this reader does not follow.
  const names = (reader as unknown as StreamedWorkbook).model?.sheets?.map((sheet) => sheet.name) ?? [];
  if (names.length === 0 || names.length !== sheets.size || names.some((name) => !sheets.has(name)))
    return null;
  return { sheets: names, rowsOf: (name) => sheets.get(name) ?? [] };
}

export async function loadXlsx(data: Buffer, limits: TableLimits = BOM_TABLE_LIMITS): Promise<SheetSource> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const worksheets = workbook.worksheets;
  if (worksheets.length === 0) throw new Error('the workbook has no worksheets');
  return {
    sheets: worksheets.map((sheet) => sheet.name),
    rowsOf(name) {
      const sheet = worksheets.find((candidate) => candidate.name === name);
      if (!sheet) return [];
      // getSheetValues: rows and cells are 1-based sparse arrays.
      const values = sheet.getSheetValues() as (ExcelJS.CellValue[] | undefined)[];
      const rows: string[][] = [];
      const keep = rowCounter(limits);
      for (let rowNumber = 1; rowNumber < values.length; rowNumber += 1) {
        const row = rowText(values[rowNumber], limits);
        if (!keep(row, rowNumber - 1)) break;
        rows.push(row);
      }
      return rows;
    },
  };
}

export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value)
    return value.richText
      .map((run) => run.text)
      .join('')
      .trim();
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result ?? null);
  if ('hyperlink' in value) return cellText(value.text as ExcelJS.CellValue);
  // An error value such as #N/A carries no part data.
  return '';
}

/**
 * .xls and .ods through SheetJS (never the unmaintained `xlsx` package); cached values only. Rows and
 * columns are read within `limits` (a sheet past them throws TableTooLongError).
 */
export function readWithSheetJs(data: Buffer, limits: TableLimits = BOM_TABLE_LIMITS): SheetSource {
  const workbook = SheetJs.read(data, {
    type: 'buffer',
    dense: true,
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    bookVBA: false,
  });
  if (workbook.SheetNames.length === 0) throw new Error('the workbook has no worksheets');
  return {
    sheets: [...workbook.SheetNames],
    rowsOf(name) {
      const sheet = workbook.Sheets[name];
      if (!sheet) return [];
      const rows = SheetJs.utils.sheet_to_json<unknown[]>(sheet, {
        header: 1,
        raw: false,
        defval: '',
        blankrows: true,
        range: limitedRange(sheet['!ref'], limits),
      });
      const keep = rowCounter(limits);
      const table: string[][] = [];
      for (const row of rows) {
        const cells = row.map((cell) => (cell === null || cell === undefined ? '' : String(cell).trim()));
        if (!keep(cells, table.length)) break;
        table.push(cells);
      }
      return table;
    },
  };
}

/**
 * The sheet's range from its first row (as `range: 0` gives), cut to the column limit and one row past
 * the row limit (enough for the counter to tell whether the sheet goes on): with `defval` every row
 * would otherwise be padded to the widest, 16,384 cells for a sheet with one cell in column XFD.
 */
function limitedRange(ref: string | undefined, limits: TableLimits): SheetJs.Range | string | undefined {
  if (!ref) return ref;
  const { s, e } = SheetJs.utils.decode_range(ref);
  return {
    s: { r: 0, c: s.c },
    e: { r: Math.min(e.r, limits.rows), c: Math.min(e.c, s.c + limits.columns - 1) },
  };
}

const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

export function isOleFile(data: Buffer): boolean {
  return OLE_SIGNATURE.every((byte, index) => data[index] === byte);
}

export function isZipFile(data: Buffer): boolean {
  return ZIP_SIGNATURE.every((byte, index) => data[index] === byte);
}

/** An OpenDocument file names its type in a first, uncompressed `mimetype` entry. */
export function isOpenDocumentSpreadsheet(data: Buffer): boolean {
  return (
    data.subarray(30, 38).toString('latin1') === 'mimetype' &&
    data.subarray(38, 120).toString('latin1').includes('application/vnd.oasis.opendocument.spreadsheet')
  );
}

/**
 * A password-protected .xlsx is not a zip but an OLE container holding EncryptionInfo and
 * EncryptedPackage streams (MS-OFFCRYPTO); an .xls with a password carries a FilePass record, which
 * SheetJS reports as an error mentioning the password.
 */
export function isEncryptedOoxml(data: Buffer): boolean {
  try {
    const container = SheetJs.CFB.read(data, { type: 'buffer' });
    return Boolean(
      SheetJs.CFB.find(container, 'EncryptedPackage') || SheetJs.CFB.find(container, 'EncryptionInfo'),
    );
  } catch {
    return false;
  }
}
