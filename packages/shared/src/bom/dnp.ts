import { expandDesignators } from './designators.ts';

/**
 * "Do not place" as BOMs say it: a DNP/DNF/fitted column, or a value or comment that is a marker.
 * Markers in English, German, French, Spanish and Dutch; compared without case and accents.
 */
const MARKERS = new Set([
  'dnp',
  'dnf',
  'dni',
  'nc',
  'nf',
  'np',
  'n/c',
  'n/f',
  'do not place',
  'do not fit',
  'do not populate',
  'not fitted',
  'not placed',
  'not populated',
  'nicht bestucken',
  'nicht bestuckt',
  'ne pas monter',
  'non monte',
  'no montar',
  'no montado',
  'niet plaatsen',
  'niet geplaatst',
]);

/** Values of a "fitted"/"populate" column that mean the part is left off. */
const NOT_FITTED_VALUES = new Set(['no', 'n', 'false', '0', 'nein', 'non', 'nee']);

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

/** True when a value or comment cell is a do-not-place marker (not when it merely mentions one). */
export function isDnpMarker(text: string | null | undefined): boolean {
  return text ? MARKERS.has(fold(text)) : false;
}

/**
 * A DNP/DNF column: any marker or a plain yes/x/1/true means "do not place". Some tools (KiCad's BOM
 * plugins) write the line's own designators there instead, so a cell naming one of `lineDesignators`
 * counts too.
 */
export function isDnpColumnSet(
  text: string | null | undefined,
  lineDesignators: readonly string[] = [],
): boolean {
  if (!text) return false;
  const value = fold(text);
  if (MARKERS.has(value) || ['yes', 'y', 'x', '1', 'true', 'ja', 'oui', 'si'].includes(value)) return true;
  if (lineDesignators.length === 0) return false;
  const own = new Set(lineDesignators.map((designator) => designator.toUpperCase()));
  return expandDesignators(text).some((designator) => own.has(designator.toUpperCase()));
}

/** A fitted/populate column: "no", "nein", "0" … mean the part is not placed. */
export function isNotFittedValue(text: string | null | undefined): boolean {
  return text ? NOT_FITTED_VALUES.has(fold(text)) || MARKERS.has(fold(text)) : false;
}
