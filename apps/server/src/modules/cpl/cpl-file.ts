import { CPL_MAX_PLACEMENTS, type CplUnit } from '@boardhouse/shared/cpl';
import Papa from 'papaparse';
import { AppError } from '../../lib/errors.ts';
import { isOleFile, isZipFile, readXlsx } from '../bom/spreadsheet-reader.ts';
import { repackWithinLimits, SPREADSHEET_ZIP_LIMITS, ZipRefusedError } from '../bom/spreadsheet-zip.ts';
import { rowCounter, TableTooLongError, tableLimits } from '../bom/table-limits.ts';
import { decodeText } from '../bom/text-table-reader.ts';

/** The cells of a placement file, row by row (row 1 of the file is rows[0]), and a unit it declares. */
export interface CplTable {
  rows: string[][];
  /** From a line such as KiCad's "## Unit = mm, Angle = deg." or Altium's "Units used in this file : mil". */
  declaredUnit: CplUnit | null;
  /**
   * Text only: the same lines split the other way (on runs of spaces when `rows` is split on a delimiter,
   * on the delimiter when `rows` is split on spaces), read when `rows` has no heading row.
   */
  otherRows?: string[][];
  /** An Eagle mount file (.mnt top side, .mnb bottom side): the side of every part in it. */
  mountSide?: 'top' | 'bottom';
}

const badFile = (message: string) => AppError.validation({ file: message }, message);
const UNREADABLE =
  'This spreadsheet cannot be read: it is damaged, protected by a password or not an .xlsx file';

const MOUNT_FILE = /\.mn([tb])(?:\.txt)?$/i;

/**
 * The side an Eagle mount file's name gives its parts: mountsmd.ulp writes the top side's to name.mnt and
 * the bottom side's to name.mnb (a ".txt" added on the way by a mail program or browser is allowed).
 */
export function mountSideOf(fileName: string): 'top' | 'bottom' | null {
  const letter = fileName.match(MOUNT_FILE)?.[1]?.toLowerCase();
  return letter === 't' ? 'top' : letter === 'b' ? 'bottom' : null;
}

/**
 * Opens a placement file by what its bytes are: an .xlsx must be a zip, anything else must be text.
 * mountSide: the side an Eagle mount file's name gives (by default that of an .mnt or .mnb extension).
 * CPU work for all but small text files: uploads read through readCplFile (cpl-read.ts), which sends
 * those to the worker pool.
 */
export async function readCplTable(
  data: Buffer,
  extension: string,
  mountSide: 'top' | 'bottom' | null = mountSideOf(`.${extension}`),
): Promise<CplTable> {
  if (data.length === 0) throw badFile('The file is empty');
  if (isCplWorkbook(data, extension)) return readCplWorkbook(data);
  return readCplText(data, mountSide);
}

export const isCplWorkbook = (data: Buffer, extension: string) =>
  extension === 'xlsx' || isZipFile(data) || isOleFile(data);

/** A text placement file (see readText); CPU work for a large one, which runs in the worker pool. */
export function readCplText(data: Buffer, mountSide: 'top' | 'bottom' | null): CplTable {
  const text = decodeText(data);
  if (text === null)
    throw badFile('This file is not a text file: upload the placement file as CSV, TXT or XLSX');
  const table = readText(text);
  return mountSide ? { ...table, mountSide } : table;
}

/**
 * Lines read at the most: the placement limit and room for title, heading and comment lines, blank lines
 * counted apart (see tableLimits). Past it the file is refused unread: 5,000,000 lines once held the
 * request thread 19 s only to be refused after every row was parsed.
 */
const CPL_TABLE_LIMITS = tableLimits(CPL_MAX_PLACEMENTS);

export const TOO_MANY_LINES = `The placement file has more than ${CPL_TABLE_LIMITS.filledRows.toLocaleString('en')} lines; at most ${CPL_MAX_PLACEMENTS.toLocaleString('en')} placements are accepted`;

/** The lines of the text, split one at a time so that reading stops at the limit. */
function splitLines(text: string): string[] {
  const lines: string[] = [];
  const keep = rowCounter(CPL_TABLE_LIMITS);
  const lineEnd = /\r\n|\n|\r/g;
  for (let start = 0; ; ) {
    const end = lineEnd.exec(text);
    const line = text.slice(start, end ? end.index : text.length);
    let isKept = false;
    try {
      isKept = keep(/\S/.test(line) ? [line] : [], lines.length);
    } catch (error) {
      if (!(error instanceof TableTooLongError)) throw error;
    }
    // Blank lines past the limit are refused too: a file of line breaks alone is no placement file.
    if (!isKept) throw badFile(TOO_MANY_LINES);
    lines.push(line);
    if (!end) return lines;
    start = lineEnd.lastIndex;
  }
}

/**
 * "## Unit = mm, Angle = deg." (KiCad), "Units used in this file : mil" (Altium). Only short lines are
 * tested, and "units" and the ":" or "=" must be close together: an unbounded gap made one long line of
 * "unit unit …" cost time quadratic in its length (300 KB: 15 s).
 */
const UNIT_LINE = /\bunits?\b[^:=\n]{0,40}[:=]\s*(millimet(?:er|re)s?|mm|mils?|thou|inch(?:es)?|in)\b/i;
const UNIT_LINE_MAX_CHARS = 200;

function declaredUnitWord(lines: readonly string[]): string | undefined {
  for (const line of lines) {
    if (line.length > UNIT_LINE_MAX_CHARS) continue;
    const word = line.match(UNIT_LINE)?.[1];
    if (word) return word;
  }
  return undefined;
}

export function unitOfWord(word: string): CplUnit | null {
  const lower = word.toLowerCase();
  if (lower === 'mm' || lower.startsWith('millimet')) return 'mm';
  if (lower === 'mil' || lower === 'mils' || lower === 'thou') return 'mil';
  if (lower === 'in' || lower === 'inch' || lower === 'inches') return 'inch';
  return null;
}

/**
 * Comma, semicolon, tab or pipe separated text (delimiter sniffed), or text in columns aligned with spaces:
 * KiCad's .pos, whose heading line starts with "#" and whose "##" lines are comments, Altium's .txt, Eagle's
 * mount files. Comment lines become empty rows so row numbers in messages still match the lines of the
 * file. Both splits are kept: the one the table's lines suggest first, the other for when it has no
 * heading row (a .pos whose values hold commas, "100n,50V", looks comma separated).
 */
function readText(text: string): CplTable {
  const lines = splitLines(text);
  const unitWord = declaredUnitWord(lines);
  const declaredUnit = unitWord ? unitOfWord(unitWord) : null;
  const cleaned = lines.map((line) => {
    const trimmed = line.trimStart();
    if (!trimmed.startsWith('#')) return line;
    return trimmed.startsWith('##') ? '' : trimmed.replace(/^#+\s*/, '');
  });
  const parsed = Papa.parse<string[]>(cleaned.join('\n'), {
    skipEmptyLines: false,
    delimitersToGuess: [',', ';', '\t', '|'],
  });
  const spaced = cleaned.map(splitOnSpaces);
  return isDelimitedTable(parsed.data)
    ? { rows: parsed.data, otherRows: spaced, declaredUnit }
    : { rows: spaced, otherRows: parsed.data, declaredUnit };
}

/**
 * Whether the text is split on its delimiter rather than aligned with spaces, decided on the table's own
 * lines: those from the first line the delimiter splits on. The title lines above a table (Altium writes
 * nine, "Date:", "Units used: mm" and so on) have no delimiter and must not outvote a short table.
 */
function isDelimitedTable(rows: readonly string[][]): boolean {
  const filled = rows.filter((row) => row.some((cell) => cell.trim() !== ''));
  const start = filled.findIndex((row) => row.length > 1);
  if (start < 0) return false;
  const table = filled.slice(start);
  return table.filter((row) => row.length > 1).length * 2 >= table.length;
}

/** Column-aligned text: cells split on runs of spaces, a "quoted cell" kept whole. */
function splitOnSpaces(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2] ?? '');
}

/**
 * The first worksheet that has rows; cells as text, formulas by their saved result (never evaluated).
 * CPU work: it runs in the worker pool (see readCplFile), its zip checked by the bytes it unpacks to.
 */
export async function readCplWorkbook(data: Buffer): Promise<CplTable> {
  if (!isZipFile(data)) throw badFile(UNREADABLE);
  const repacked = await repackWithinLimits(data).catch((error: unknown) => {
    if (!(error instanceof ZipRefusedError)) throw error;
    if (error.reason === 'damaged') throw badFile(UNREADABLE);
    throw badFile(
      error.reason === 'too-large'
        ? `This spreadsheet unpacks to more than ${SPREADSHEET_ZIP_LIMITS.totalBytes / 1024 / 1024} MB; upload the placements as CSV instead`
        : 'This spreadsheet unpacks to far more than any spreadsheet of its size would: it is refused',
    );
  });
  // The reader keeps to the placement file's limits; a sheet past them is refused as text is.
  const tooLong = (error: unknown) => {
    throw error instanceof TableTooLongError ? badFile(TOO_MANY_LINES) : badFile(UNREADABLE);
  };
  const workbook = await readXlsx(repacked, CPL_TABLE_LIMITS).catch(tooLong);
  for (const sheet of workbook.sheets) {
    let rows: string[][] = [];
    try {
      rows = workbook.rowsOf(sheet);
    } catch (error) {
      tooLong(error);
    }
    if (rows.some((row) => row.some((cell) => cell !== ''))) return { rows, declaredUnit: null };
  }
  throw badFile('The spreadsheet has no rows');
}
