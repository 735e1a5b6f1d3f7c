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
  /** Null when the file has no side column or leaves the cell empty: the part goes on top. */
  side: 'top' | 'bottom' | null;
  value: string | null;
  package: string | null;
}

export interface CplReading {
  mapping: CplMapping;
  /** 1-based row of the headings. */
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
 * Reads placements from a table: finds the heading row, maps columns through the word index, checks
 * every row (all problems are reported at once, nothing is kept from a file with errors) and converts
 * coordinates to millimetres. The unit is, in order: a unit in the X/Y headings, one the file declares,
 * units written in the cells, else mils when a coordinate is too large to be millimetres.
 */
export function readPlacements(table: CplTable, index: CplWordIndex): CplReading {
  const header = findHeader(table.rows, index);
  if (!header) {
    throw AppError.validation(
      { file: 'No heading row with designator, X and Y columns was found in the first 30 rows' },
      'This does not look like a placement file: no heading row with designator, X and Y columns was found',
    );
  }
  const { columns } = header;
  const headings = table.rows[header.row] ?? [];
  const cellOf = (row: readonly string[], field: CplField) => {
    const column = columns[field];
    return column === undefined ? '' : (row[column] ?? '').trim();
  };
  const errors: string[] = [];
  const seen = new Map<string, number>();
  const read: { x: Measure; y: Measure; placement: Omit<Placement, 'xMm' | 'yMm'> }[] = [];

  for (let rowIndex = header.row + 1; rowIndex < table.rows.length; rowIndex += 1) {
    const row = table.rows[rowIndex] ?? [];
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
    const side = sideCell ? (SIDES[normaliseHeading(sideCell)] ?? null) : null;
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

  const units = fileUnit(headings, columns, table.declaredUnit, read);
  const toMm = (measure: Measure) => formatMm(measure.value * TO_MM[measure.unit ?? units]);
  const mapping = Object.fromEntries(
    CPL_FIELDS.map((field) => {
      const column = columns[field];
      return [field, column === undefined ? null : (headings[column]?.trim() ?? null)];
    }),
  ) as CplMapping;
  return {
    mapping,
    headerRow: header.row + 1,
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
