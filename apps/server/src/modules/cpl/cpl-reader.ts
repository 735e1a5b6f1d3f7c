import { normaliseHeading } from '@boardhouse/shared/bom/columns';
import { CPL_FIELDS, type CplField, DEFAULT_CPL_SYNONYMS } from '@boardhouse/shared/catalog/cpl-columns';
import { CPL_MAX_PLACEMENTS, type CplMapping, type CplUnit } from '@boardhouse/shared/cpl';
import { AppError } from '../../lib/errors.ts';
import { type CplTable, unitOfWord } from './cpl-file.ts';

/** One placement, coordinates converted to millimetres. */
export interface Placement {
  designator: string;
  xMm: string;
  yMm: string;
  rotation: string | null;
  /**
   * From the side column, else from an Eagle mount file's name (.mnt top, .mnb bottom); null when neither
   * tells: the part goes on top.
   */
  side: 'top' | 'bottom' | null;
  value: string | null;
  package: string | null;
}

export interface CplReading {
  /** Each field's heading; all null for an Eagle mount file, which has no heading row. */
  mapping: CplMapping;
  /** 1-based row of the headings; 0 for an Eagle mount file, which has none. */
  headerRow: number;
  units: CplUnit;
  placements: Placement[];
}

/** normaliseHeading(heading) → field. */
export type CplWordIndex = ReadonlyMap<string, CplField>;

export function buildCplWordIndex(
  words: ReadonlyMap<string, string> | null,
  defaults: Record<CplField, readonly string[]> = DEFAULT_CPL_SYNONYMS,
): CplWordIndex {
  const index = new Map<string, CplField>();
  const isField = (field: string): field is CplField => (CPL_FIELDS as readonly string[]).includes(field);
  for (const [word, field] of words ?? []) if (isField(field)) index.set(word, field);
  if (index.size > 0) return index;
  for (const field of CPL_FIELDS) {
    for (const word of defaults[field]) {
      const key = normaliseHeading(word);
      if (key && !index.has(key)) index.set(key, field);
    }
  }
  return index;
}

const HEADER_SCAN_ROWS = 30;
const UNIT_SUFFIX = /(mm|mils?|inch(?:es)?|in)$/;
/** A heading's unit: "Center-X(mm)", "X (mil)", "PosX [in]", "X mm". */
const HEADING_UNIT = /(?:^|[\s([_-])(mm|mils?|inch(?:es)?|in)\s*[)\]]?\s*$/i;
/** A number with an optional unit: "12.5", "-3,25 mm", "1250mil", "0.5in". */
const MEASURE = /^([-+\u2212]?(?:\d+(?:[.,]\d*)?|[.,]\d+))\s*(mm|mils?|inch(?:es)?|in)?$/i;
/** Mils would mean a board beyond any assembly line's reach if read as millimetres (600 mm). */
const LARGEST_MM_COORDINATE = 600;
const TO_MM: Record<CplUnit, number> = { mm: 1, mil: 0.0254, inch: 25.4 };

function fieldOf(heading: string, index: CplWordIndex): CplField | null {
  const key = normaliseHeading(heading);
  if (!key) return null;
  return index.get(key) ?? index.get(key.replace(UNIT_SUFFIX, '')) ?? null;
}

function mapColumns(headings: readonly string[], index: CplWordIndex): Partial<Record<CplField, number>> {
  const columns: Partial<Record<CplField, number>> = {};
  headings.forEach((heading, column) => {
    const field = fieldOf(heading, index);
    if (field && columns[field] === undefined) columns[field] = column;
  });
  return columns;
}

/** The first of the top rows that names the designator, X and Y columns (title rows above it are skipped). */
function findHeader(rows: readonly (readonly string[])[], index: CplWordIndex) {
  for (let row = 0; row < Math.min(rows.length, HEADER_SCAN_ROWS); row += 1) {
    const columns = mapColumns(rows[row] ?? [], index);
    if (columns.designator !== undefined && columns.x !== undefined && columns.y !== undefined) {
      return { row, columns };
    }
  }
  return null;
}

/** Where the placements are: the rows read, the heading row and the column of each field. */
interface Layout {
  rows: readonly (readonly string[])[];
  /** 0-based index of the heading row; -1 for an Eagle mount file, which has none. */
  header: number;
  columns: Partial<Record<CplField, number>>;
  /** The unit the format always writes (Eagle's mountsmd.ulp: mm), else null. */
  unit: CplUnit | null;
}

/** Eagle's mountsmd.ulp writes `printf("%s %5.2f %5.2f %3.0f %s %s\n", name, x, y, angle, value, package)`. */
const MOUNT_COLUMNS: Partial<Record<CplField, number>> = {
  designator: 0,
  x: 1,
  y: 2,
  rotation: 3,
  value: 4,
  package: 5,
};
const MOUNT_NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * The lines of an Eagle mount file as name, x, y, rotation, value, package (the value empty where the part
 * has none: Eagle then writes five words), or the 0-based index of the first line without that shape.
 */
function readMountLines(rows: readonly (readonly string[])[]): string[][] | number {
  const read: string[][] = [];
  for (const [line, row] of rows.entries()) {
    const words = row.map((cell) => cell.trim()).filter((cell) => cell !== '');
    if (words.length === 0) {
      read.push([]);
      continue;
    }
    if (words.length < 5 || !words.slice(1, 4).every((word) => MOUNT_NUMBER.test(word))) return line;
    read.push([...words.slice(0, 4), words.slice(4, -1).join(' '), words.at(-1) ?? '']);
  }
  return read.some((row) => row.length > 0) ? read : 0;
}

const noHeading = (field: string, message: string) => AppError.validation({ file: field }, message);

/**
 * The first reading of the table (see CplTable.otherRows) with a heading row in its top rows. Without one,
 * an Eagle mount file (.mnt/.mnb, side from the name) is read when every line has its shape; lines of that
 * shape in a file of another name are refused with a hint, since nothing tells their side.
 */
function findLayout(table: CplTable, index: CplWordIndex): Layout {
  const readings = table.otherRows ? [table.rows, table.otherRows] : [table.rows];
  for (const rows of readings) {
    const header = findHeader(rows, index);
    if (header) return { rows, header: header.row, columns: header.columns, unit: null };
  }
  const mountReadings = readings.map(readMountLines);
  const mount = mountReadings.find((reading) => typeof reading !== 'number');
  if (mount && table.mountSide) return { rows: mount, header: -1, columns: MOUNT_COLUMNS, unit: 'mm' };
  if (table.mountSide) {
    const badLine = Math.max(...mountReadings.map((reading) => (typeof reading === 'number' ? reading : 0)));
    const problem = `no heading row with designator, X and Y columns was found, and row ${badLine + 1} does not read name, X, Y, rotation, value, package as Eagle's mount files do`;
    throw noHeading(`Not readable: ${problem}`, `This .mnt/.mnb file cannot be read: ${problem}`);
  }
  if (mount) {
    const hint =
      'its lines read like an Eagle mount file (name, X, Y, rotation, value, package): upload it named .mnt for the top side or .mnb for the bottom side';
    throw noHeading(
      `No heading row with designator, X and Y columns was found; ${hint}`,
      `This file has no heading row with designator, X and Y columns; ${hint}`,
    );
  }
  throw noHeading(
    'No heading row with designator, X and Y columns was found in the first 30 rows',
    'This does not look like a placement file: no heading row with designator, X and Y columns was found',
  );
}

const SIDES: Record<string, 'top' | 'bottom'> = {};
for (const word of 'top t tp toplayer topside front f fcu component componentside oben vorne vorderseite dessus haut superieur superior arriba boven bovenkant bovenzijde voorkant'.split(
  ' ',
)) {
  SIDES[word] = 'top';
}
for (const word of 'bottom b bot bottomlayer bottomside back bcu solder solderside unten hinten ruckseite unterseite dessous bas inferieur inferior abajo onder onderkant onderzijde achterkant'.split(
  ' ',
)) {
  SIDES[word] = 'bottom';
}

/** Keeps 4 decimals (0.1 µm) and drops trailing zeros: 25.4000 → "25.4". */
const formatMm = (value: number) => String(Number(value.toFixed(4)));

interface Measure {
  value: number;
  unit: CplUnit | null;
}

function readMeasure(cell: string): Measure | null {
  const match = cell.trim().replace(/\s+/g, '').match(MEASURE);
  if (!match?.[1]) return null;
  const value = Number(match[1].replace('\u2212', '-').replace(',', '.'));
  return Number.isFinite(value) ? { value, unit: match[2] ? unitOfWord(match[2]) : null } : null;
}

const cleanText = (cell: string | undefined) => cell?.trim() || null;

/**
 * Reads placements from a table: finds the heading row (or an Eagle mount file's lines, see findLayout),
 * maps columns through the word index, checks every row (all problems are reported at once, nothing is
 * kept from a file with errors) and converts coordinates to millimetres. The unit is, in order: a unit in
 * the X/Y headings, one the file declares, units written in the cells, else mils when a coordinate is too
 * large to be millimetres (an Eagle mount file is always in mm).
 */
export function readPlacements(table: CplTable, index: CplWordIndex): CplReading {
  const layout = findLayout(table, index);
  const { columns } = layout;
  const headings = layout.rows[layout.header] ?? [];
  const cellOf = (row: readonly string[], field: CplField) => {
    const column = columns[field];
    return column === undefined ? '' : (row[column] ?? '').trim();
  };
  const errors: string[] = [];
  const seen = new Map<string, number>();
  const read: { x: Measure; y: Measure; placement: Omit<Placement, 'xMm' | 'yMm'> }[] = [];

  for (let rowIndex = layout.header + 1; rowIndex < layout.rows.length; rowIndex += 1) {
    const row = layout.rows[rowIndex] ?? [];
    if (row.every((cell) => cell.trim() === '')) continue;
    const line = rowIndex + 1;
    const designator = cellOf(row, 'designator');
    if (!designator) {
      errors.push(`Row ${line}: the designator is empty`);
      continue;
    }
    const x = readMeasure(cellOf(row, 'x'));
    const y = readMeasure(cellOf(row, 'y'));
    if (!x) errors.push(`Row ${line} (${designator}): X "${cellOf(row, 'x')}" is not a number`);
    if (!y) errors.push(`Row ${line} (${designator}): Y "${cellOf(row, 'y')}" is not a number`);
    const rotationCell = cellOf(row, 'rotation').replace(/\s*(°|deg)$/i, '');
    const rotation = rotationCell ? readMeasure(rotationCell) : null;
    if (rotationCell && (!rotation || rotation.unit)) {
      errors.push(`Row ${line} (${designator}): rotation "${rotationCell}" is not a number`);
    }
    const sideCell = cellOf(row, 'side');
    const side = sideCell ? (SIDES[normaliseHeading(sideCell)] ?? null) : (table.mountSide ?? null);
    if (sideCell && !side)
      errors.push(`Row ${line} (${designator}): side "${sideCell}" is neither top nor bottom`);
    const earlier = seen.get(designator.toUpperCase());
    if (earlier) errors.push(`Row ${line}: ${designator} is placed on row ${earlier} already`);
    seen.set(designator.toUpperCase(), line);
    if (errors.length >= 20) break;
    if (!x || !y) continue;
    read.push({
      x,
      y,
      placement: {
        designator,
        rotation: rotation ? formatMm(rotation.value) : null,
        side,
        value: cleanText(cellOf(row, 'value')),
        package: cleanText(cellOf(row, 'package')),
      },
    });
  }
  if (errors.length > 0) {
    const shown = errors.slice(0, 5).join('; ');
    const more = errors.length > 5 ? ` (and ${errors.length - 5} more)` : '';
    throw AppError.validation({ file: `${shown}${more}` }, `The placement file has errors: ${shown}${more}`);
  }
  if (read.length === 0)
    throw AppError.validation(
      { file: 'The placement file has no placements' },
      'The placement file has no placements',
    );
  if (read.length > CPL_MAX_PLACEMENTS) {
    const message = `The placement file has ${read.length} placements; at most ${CPL_MAX_PLACEMENTS} are accepted`;
    throw AppError.validation({ file: message }, message);
  }

  const units = layout.unit ?? fileUnit(headings, columns, table.declaredUnit, read);
  const toMm = (measure: Measure) => formatMm(measure.value * TO_MM[measure.unit ?? units]);
  const mapping = Object.fromEntries(
    CPL_FIELDS.map((field) => {
      const column = columns[field];
      return [field, column === undefined ? null : (headings[column]?.trim() ?? null)];
    }),
  ) as CplMapping;
  return {
    mapping,
    headerRow: layout.header + 1,
    units,
    placements: read.map(({ x, y, placement }) => ({ ...placement, xMm: toMm(x), yMm: toMm(y) })),
  };
}

function fileUnit(
  headings: readonly string[],
  columns: Partial<Record<CplField, number>>,
  declared: CplUnit | null,
  read: readonly { x: Measure; y: Measure }[],
): CplUnit {
  for (const column of [columns.x, columns.y]) {
    const word = column === undefined ? undefined : headings[column]?.trim().match(HEADING_UNIT)?.[1];
    const unit = word ? unitOfWord(word) : null;
    if (unit) return unit;
  }
  if (declared) return declared;
  const written = new Map<CplUnit, number>();
  for (const { x, y } of read) {
    for (const unit of [x.unit, y.unit]) if (unit) written.set(unit, (written.get(unit) ?? 0) + 1);
  }
  const mostWritten = [...written].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (mostWritten) return mostWritten;
  const largest = read.reduce((most, { x, y }) => Math.max(most, Math.abs(x.value), Math.abs(y.value)), 0);
  return largest > LARGEST_MM_COORDINATE ? 'mil' : 'mm';
}
