import { BOM_MAX_LINES } from '@boardhouse/shared/bom/bom-api';

/**
 * How much of a table (a sheet, a text file) the readers keep. They apply it while reading, in the pool
 * thread, so a hostile file (millions of lines, a cell in column XFD of every row) costs neither the
 * thread seconds nor the request thread a copy of every cell.
 */
export interface TableLimits {
  /** Rows that hold at least one cell with text: past this the file is refused (TableTooLongError). */
  filledRows: number;
  /** Rows of any kind, blank ones included: past this the file is refused as well. */
  rows: number;
  /** Cells past this column are not read: no BOM or placement file has hundreds of columns. */
  columns: number;
}

/**
 * Room for what is not a line: title rows, the heading row, a repeated heading, totals, comments. The
 * exact count of lines is checked later by the parser, so a file near the limit gets its usual answer.
 */
const MARGIN_ROWS = 1000;

/** Limits for a table meant to hold at most `lines` lines; blank rows get room of their own. */
export function tableLimits(lines: number): TableLimits {
  const filledRows = lines + MARGIN_ROWS;
  return { filledRows, rows: 4 * filledRows, columns: 256 };
}

export const BOM_TABLE_LIMITS = tableLimits(BOM_MAX_LINES);

/** A table longer than its limits; each reader words it for its own kind of file. */
export class TableTooLongError extends Error {
  constructor() {
    super('the table has more rows than the limit');
    this.name = 'TableTooLongError';
  }
}

const isFilled = (row: readonly string[]) => row.some((cell) => cell !== '');

/**
 * Counts the rows of a table as they are read: throws TableTooLongError at the first filled row past
 * `filledRows`, or a filled row numbered past `rows` (a stray cell at row 1,048,576). Answers whether
 * to keep the row: blank rows past `rows` are dropped, not refused (sheets that end in formatted but
 * empty rows are common).
 */
export function rowCounter(limits: TableLimits): (row: readonly string[], index: number) => boolean {
  let filled = 0;
  return (row, index) => {
    if (!isFilled(row)) return index < limits.rows;
    filled += 1;
    if (filled > limits.filledRows || index >= limits.rows) throw new TableTooLongError();
    return true;
  };
}
