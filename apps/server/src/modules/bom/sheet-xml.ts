import { BOM_TABLE_LIMITS } from './table-limits.ts';

/**
 * A cell of an .xlsx worksheet: `<c r="XFD12" …/>` or `<c r="XFD12" …>…</c>` (a cell holds no other
 * cell, and its text has "<" escaped, so the first `</c>` closes it). `<col>` and `<cols>` do not match.
 */
const CELL = /<c\b(?=[^>]*?\br="([A-Z]{1,3})\d+")[^>]*?(?:\/>|>[\s\S]*?<\/c>)/g;

/** A reference past column IV (256): three letters, or two from IW on. */
const FAR_REFERENCE = /\br="(?:[A-Z]{3}|I[W-Z]|[J-Z][A-Z])\d/;

const columnNumber = (letters: string) =>
  [...letters].reduce((number, letter) => number * 26 + letter.charCodeAt(0) - 64, 0);

/**
 * A worksheet's XML without the cells past the column limit. exceljs walks every column up to a row's
 * last cell for each row it reads (Row.dimensions, Row.values): a 45 KB .xlsx whose 6,000 rows each had
 * a cell in column XFD held a pool thread 30 s. The readers ignore those cells anyway (TableLimits).
 * The bytes go through latin1 so that UTF-8 text comes out byte for byte; a sheet without far cells is
 * answered as it is.
 */
export function withoutFarCells(xml: Buffer, columns = BOM_TABLE_LIMITS.columns): Buffer {
  const text = xml.toString('latin1');
  if (!FAR_REFERENCE.test(text)) return xml;
  const kept = text.replace(CELL, (cell, letters: string) => (columnNumber(letters) > columns ? '' : cell));
  return Buffer.from(kept, 'latin1');
}

/** The worksheets of an .xlsx (not those of an .ods, whose cells carry no reference). */
export const isWorksheetEntry = (name: string) => /^xl\/worksheets\/[^/]+\.xml$/i.test(name);
