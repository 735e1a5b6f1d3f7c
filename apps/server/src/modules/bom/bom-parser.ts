import {
  BOM_MAX_LINES,
  BOM_QUANTITY_MAX,
  BOM_TEXT_MAX,
  type BomMapping,
} from '@boardhouse/shared/bom/bom-api';
import {
  BOM_FIELDS,
  type BomField,
  type ColumnMapping,
  findHeaderRow,
  mapColumns,
  type SynonymIndex,
} from '@boardhouse/shared/bom/columns';
import { expandDesignators } from '@boardhouse/shared/bom/designators';
import { isDnpColumnSet, isDnpMarker, isNotFittedValue } from '@boardhouse/shared/bom/dnp';
import { mountingStyleInText } from '@boardhouse/shared/bom/footprint-package';
import { parseQuantity } from '@boardhouse/shared/bom/quantity';
import type { FieldErrors } from '@boardhouse/shared/errors';
import { FILE_MESSAGES, fileError } from './bom-file-reader.ts';

/** Where a sheet's header row is and which column feeds which field. */
export interface SheetLayout {
  /** 0-based index into the sheet's rows. */
  headerRow: number;
  headers: string[];
  mapping: BomMapping;
}

export const DISTRIBUTOR_FIELDS = ['lcsc', 'mouser', 'digikey', 'farnell', 'rs'] as const;

/** One component line as the file states it, before the catalog is consulted. */
export interface RawBomLine {
  lineNo: number;
  /** 1-based row of the sheet, for messages that point into the file. */
  sourceRow: number;
  designators: string[];
  quantity: number;
  mpn: string | null;
  manufacturer: string | null;
  description: string | null;
  value: string | null;
  package: string | null;
  dnp: boolean;
  distributorPartNumbers: Record<string, string>;
  /** What reading the cells found wrong (unreadable quantity, text in the designator column). */
  readWarnings: string[];
  /** SMD or THT when a cell of the row says so (a remark or mounting column); used without a package. */
  mountingHint?: 'SMD' | 'THT' | null;
}

export const PARSE_MESSAGES = {
  noHeader: 'No header row found: the file needs columns such as Designator, Quantity and MPN',
  noLines: 'The BOM has no component lines under its header row',
  tooManyLines: FILE_MESSAGES.tooManyLines,
} as const;

/** The word-mapping table as matching sees it: normalised heading → field; other fields are dropped. */
export function toSynonymIndex(words: ReadonlyMap<string, string>): SynonymIndex {
  const known = new Set<string>(BOM_FIELDS);
  const index: SynonymIndex = new Map();
  for (const [word, field] of words) if (known.has(field)) index.set(word, field as BomField);
  return index;
}

export function isSheetEmpty(rows: readonly (readonly string[])[]): boolean {
  return rows.every((row) => row.every((cell) => cell === ''));
}

/** Finds the header row (title rows above it are skipped) and maps its columns through the index. */
export function detectLayout(rows: readonly (readonly string[])[], index: SynonymIndex): SheetLayout | null {
  const headerRow = findHeaderRow(rows, index);
  if (headerRow === null) return null;
  const headers = headersOf(rows, headerRow);
  const columns = mapColumns(headers, index);
  const mapping = Object.fromEntries(
    BOM_FIELDS.map((field) => {
      const column = columns[field];
      return [field, column === undefined ? null : (headers[column] ?? null)];
    }),
  ) as BomMapping;
  return { headerRow, headers, mapping };
}

/** The header row's cells up to its last non-empty one. */
export function headersOf(rows: readonly (readonly string[])[], headerRow: number): string[] {
  const cells = [...(rows[headerRow] ?? [])];
  while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
  return cells;
}

/**
 * Mapping (field → heading) back to column numbers. A heading that occurs twice means its first column,
 * as detection does. Unknown headings are reported per field (`mapping.mpn`).
 */
export function columnsOf(
  mapping: BomMapping,
  headers: readonly string[],
): { columns: ColumnMapping; errors: FieldErrors } {
  const columns: ColumnMapping = {};
  const errors: FieldErrors = {};
  for (const field of BOM_FIELDS) {
    const heading = mapping[field];
    if (heading === null) continue;
    let column = headers.indexOf(heading);
    if (column < 0)
      column = headers.findIndex((candidate) => candidate.toLowerCase() === heading.trim().toLowerCase());
    if (column < 0 || heading.trim() === '')
      errors[`mapping.${field}`] = `There is no column "${heading}" in this sheet`;
    else columns[field] = column;
  }
  return { columns, errors };
}

/** Fields whose text makes a row a component line; a quantity alone (a totals row) does not. */
const CONTENT_FIELDS = [
  'designators',
  'mpn',
  'manufacturer',
  'description',
  'value',
  'package',
  ...DISTRIBUTOR_FIELDS,
] as const;

/**
 * The component lines under the header row, in file order: empty rows, trailing rows and repeated
 * header rows are skipped. Refuses the file (400) as soon as the line limit is passed.
 */
export function readLines(
  rows: readonly (readonly string[])[],
  headerRow: number,
  columns: ColumnMapping,
  headers: readonly string[],
): RawBomLine[] {
  const lines: RawBomLine[] = [];
  for (let rowIndex = headerRow + 1; rowIndex < rows.length; rowIndex += 1) {
    const row = rows[rowIndex] ?? [];
    const cell = (field: BomField): string => {
      const column = columns[field];
      return column === undefined ? '' : (row[column] ?? '');
    };
    if (CONTENT_FIELDS.every((field) => cell(field) === '') || isRepeatedHeader(row, columns, headers))
      continue;
    if (lines.length === BOM_MAX_LINES) throw fileError(PARSE_MESSAGES.tooManyLines);
    lines.push({ ...readLine(cell, lines.length + 1, rowIndex + 1), mountingHint: mountingHintOf(row) });
  }
  return lines;
}

function isRepeatedHeader(
  row: readonly string[],
  columns: ColumnMapping,
  headers: readonly string[],
): boolean {
  const mapped = Object.values(columns);
  return mapped.length >= 2 && mapped.every((column) => (row[column] ?? '') === (headers[column] ?? ''));
}

const orNull = (text: string) => text || null;

/** The one mounting style the row's cells state (any column: remarks, comments, a "Mount" column). */
function mountingHintOf(row: readonly string[]): 'SMD' | 'THT' | null {
  const stated = new Set(row.map(mountingStyleInText).filter((style) => style !== null));
  return stated.size === 1 ? ([...stated][0] ?? null) : null;
}

/**
 * A cell's text within `max` UTF-16 units; a longer one is cut (never inside a surrogate pair) and the
 * line says so, instead of a line that cannot be saved again or a part number no distributor knows.
 */
export function cappedText(text: string, name: string, max: number, warnings: string[]): string | null {
  if (text.length <= max) return orNull(text);
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  warnings.push(`${name} is longer than ${max} characters: only its first ${end} are kept`);
  return orNull(text.slice(0, end).trimEnd());
}

const DISTRIBUTOR_NAMES: Record<(typeof DISTRIBUTOR_FIELDS)[number], string> = {
  lcsc: 'LCSC',
  mouser: 'Mouser',
  digikey: 'Digi-Key',
  farnell: 'Farnell',
  rs: 'RS',
};

function readLine(cell: (field: BomField) => string, lineNo: number, sourceRow: number): RawBomLine {
  const readWarnings: string[] = [];
  const capped = (field: keyof typeof BOM_TEXT_MAX & BomField, name: string) =>
    cappedText(cell(field), name, BOM_TEXT_MAX[field], readWarnings);
  const designators = readDesignators(cell('designators'));
  readWarnings.push(...designatorWarnings(designators));
  const quantity = readQuantity(cell('quantity'), designators.length, readWarnings);
  const value = capped('value', 'Value');
  const description = capped('description', 'Description');
  const dnp =
    isDnpColumnSet(cell('dnp'), designators) ||
    isNotFittedValue(cell('fitted')) ||
    isDnpMarker(value) ||
    isDnpMarker(description);
  const distributorPartNumbers: Record<string, string> = {};
  for (const field of DISTRIBUTOR_FIELDS) {
    const text = cappedText(
      cell(field),
      `${DISTRIBUTOR_NAMES[field]} part number`,
      BOM_TEXT_MAX.distributorPartNumber,
      readWarnings,
    );
    if (text) distributorPartNumbers[field] = text;
  }
  return {
    lineNo,
    sourceRow,
    designators,
    quantity,
    mpn: capped('mpn', 'MPN'),
    manufacturer: capped('manufacturer', 'Manufacturer'),
    description,
    value,
    package: capped('package', 'Package'),
    dnp,
    distributorPartNumbers,
    readWarnings,
  };
}

/** A designator: letters then a number, possibly with more after it ("R12", "PGM/DBG1", "U$13", "C4A"). */
const LOOKS_LIKE_DESIGNATOR = /^[A-Za-z_$#]*[A-Za-z][A-Za-z_$#/]*\d/;

/**
 * Designators as typed ("R1-R4, R7"). A note in brackets is dropped ("JP2 (closed jumper)" is JP2).
 * A cell that is words rather than references ("USB Type A", "3 x AA holder") is kept whole, as one
 * part, instead of being split into words.
 */
export function readDesignators(text: string): string[] {
  const withoutNotes = text.replace(/\s*\([^)]*\)/g, ' ').trim() || text.trim();
  const designators = expandDesignators(withoutNotes);
  if (designators.length > 1 && !designators.every((designator) => LOOKS_LIKE_DESIGNATOR.test(designator)))
    return [text.trim()];
  return designators;
}

/** A designator cell that is a name rather than references ("Male headers") is worth a look. */
export function designatorWarnings(designators: readonly string[]): string[] {
  const [only] = designators;
  return designators.length === 1 && only && (!/\d/.test(only) || /\s/.test(only))
    ? [`"${only}" is not a list of reference designators`]
    : [];
}

/** A whole number written with three zero decimals ("1,000", "2.000"), or a thousands group. */
const ZERO_DECIMALS = /^\s*(\d{1,3})[.,]000\s*$/;

/** The quantity cell; when it is empty or unreadable the designators are counted instead. */
export function readQuantity(text: string, designatorCount: number, warnings: string[]): number {
  if (text === '') {
    if (designatorCount === 0) warnings.push('Quantity is missing');
    return designatorCount;
  }
  const quantity = parseQuantity(text);
  // "1,000" is a thousand in one spreadsheet and 1.000 (one, three decimals kept) in another that writes
  // decimal commas: the designators decide when they count exactly the small reading.
  const asDecimal = ZERO_DECIMALS.exec(text);
  if (asDecimal && quantity !== designatorCount && Number(asDecimal[1]) === designatorCount)
    return designatorCount;
  if (quantity !== null && quantity <= BOM_QUANTITY_MAX) return quantity;
  const problem =
    quantity === null
      ? `Quantity "${text}" is not a whole number`
      : `Quantity ${quantity} is more than ${BOM_QUANTITY_MAX.toLocaleString('en')}`;
  warnings.push(
    designatorCount > 0 ? `${problem}; the ${designatorCount} designators are counted instead` : problem,
  );
  return designatorCount;
}
