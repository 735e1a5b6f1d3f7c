import type { BOM_LINE_STATUSES } from '@boardhouse/shared/bom/bom-api';
import { packageInText, packageOfFootprint } from '@boardhouse/shared/bom/footprint-package';
import {
  type MountingStyle,
  normaliseManufacturer,
  normaliseMpn,
  normalisePackage,
} from '@boardhouse/shared/catalog/normalise';
import type { CasePackageFacts, CatalogMpnRecord } from '../catalog/catalog-lookup.ts';
import type { RawBomLine } from './bom-parser.ts';

/** The small catalog indexes, loaded once per BOM. */
export interface CatalogView {
  casePackages: ReadonlyMap<string, CasePackageFacts>;
  manufacturers: ReadonlyMap<string, string>;
}

export type BomLineStatus = (typeof BOM_LINE_STATUSES)[number];

/** A classified, matched line: what bom_lines stores. */
export interface BomLineRecord {
  lineNo: number;
  sourceRow: number | null;
  designators: string[];
  quantity: number;
  mpn: string | null;
  manufacturer: string | null;
  description: string | null;
  value: string | null;
  package: string | null;
  mountingStyle: MountingStyle | null;
  pins: number | null;
  dnp: boolean;
  customerSupplied: boolean;
  distributorPartNumbers: Record<string, string>;
  mpnDataId: number | null;
  status: BomLineStatus;
  warnings: string[];
}

/** A line to classify: read from the file, or stored and edited by a person. */
export interface LineInput extends Omit<RawBomLine, 'sourceRow'> {
  sourceRow: number | null;
  customerSupplied: boolean;
  /** Set when a person chose the mounting style; left out, the package (or the MPN record) decides. */
  mountingStyle?: MountingStyle | null;
}

/**
 * Answers per index and text are remembered: a BOM repeats its packages and manufacturers thousands of
 * times. The memo dies with the index (a new one per BOM, or per catalog change when cached) and is
 * emptied if it ever grows large.
 */
function memoised<I extends object, T>(find: (text: string, index: I) => T): (text: string, index: I) => T {
  const memos = new WeakMap<I, Map<string, T>>();
  return (text, index) => {
    let memo = memos.get(index);
    if (!memo || memo.size > 50_000) {
      memo = new Map();
      memos.set(index, memo);
    }
    if (memo.has(text)) return memo.get(text) as T;
    const found = find(text, index);
    memo.set(text, found);
    return found;
  };
}

/**
 * A package as the case-package table knows it: the whole name first, then its words, longest first,
 * so KiCad footprints ("C_0805_2012Metric", "D_SOD-123F") find "0805" and "SOD-123F".
 */
const findCasePackageOf = memoised(
  (name: string, index: ReadonlyMap<string, CasePackageFacts>): CasePackageFacts | undefined => {
    const whole = index.get(normalisePackage(name));
    if (whole) return whole;
    const afterLibrary = name.includes(':') ? name.slice(name.lastIndexOf(':') + 1) : name;
    const words = afterLibrary.split(/[\s_]+/).filter((word) => word.length >= 3);
    words.sort((a, b) => b.length - a.length);
    for (const word of words) {
      const found = index.get(normalisePackage(word));
      if (found) return found;
    }
    return undefined;
  },
);

export function findCasePackage(
  name: string | null,
  index: ReadonlyMap<string, CasePackageFacts>,
): CasePackageFacts | undefined {
  return name ? findCasePackageOf(name, index) : undefined;
}

/**
 * What a package name means: the case-package table first (administrators can add and correct
 * names there), then the naming rules of the CAD tools (IPC-7351, KiCad, Eagle and Altium habits).
 */
export function resolvePackage(
  name: string | null,
  index: ReadonlyMap<string, CasePackageFacts>,
): CasePackageFacts | undefined {
  return findCasePackage(name, index) ?? packageOfFootprint(name) ?? undefined;
}

/**
 * The package of a line: its own column, else one named in its description or value ("Resistor 10K
 * 0603"), which then fills the empty package cell.
 */
function linePackage(input: LineInput, index: ReadonlyMap<string, CasePackageFacts>) {
  if (input.package) return { name: input.package, facts: resolvePackage(input.package, index) };
  const named = packageInText(input.description) ?? packageInText(input.value);
  if (!named) return { name: null, facts: undefined };
  return { name: named.name, facts: findCasePackage(named.name, index) ?? named };
}

const canonicalManufacturerOf = memoised(
  (name: string, index: ReadonlyMap<string, string>) => index.get(normaliseManufacturer(name)) ?? name,
);

export function canonicalManufacturer(
  name: string | null,
  index: ReadonlyMap<string, string>,
): string | null {
  return name ? canonicalManufacturerOf(name, index) : null;
}

/** Checks and classifies one line on its own; the checks across lines come after (applyCrossLineWarnings). */
export function classifyLine(
  input: LineInput,
  catalog: CatalogView,
  match: CatalogMpnRecord | undefined,
): BomLineRecord {
  const warnings = [...input.readWarnings];
  const count = input.designators.length;
  if (count > 0 && input.quantity !== count) {
    warnings.push(
      `Quantity ${input.quantity} does not match the ${count} designator${count === 1 ? '' : 's'}`,
    );
  }
  const manufacturer = canonicalManufacturer(input.manufacturer, catalog.manufacturers);
  if (match?.manufacturer && manufacturer) {
    const catalogName =
      canonicalManufacturer(match.manufacturer, catalog.manufacturers) ?? match.manufacturer;
    if (normaliseManufacturer(catalogName) !== normaliseManufacturer(manufacturer)) {
      warnings.push(`The catalog lists ${match.mpn} from ${catalogName}, not ${manufacturer}`);
    }
  }
  const { name: packageName, facts: ownPackage } = linePackage(input, catalog.casePackages);
  const recordPackage = ownPackage ? undefined : resolvePackage(match?.package ?? null, catalog.casePackages);
  // The file's own words first (package, then a remark saying THT or SMD), then the catalog's record.
  const classified =
    ownPackage?.mountingStyle ??
    input.mountingHint ??
    match?.mountingStyle ??
    recordPackage?.mountingStyle ??
    null;
  return {
    lineNo: input.lineNo,
    sourceRow: input.sourceRow,
    designators: input.designators,
    quantity: input.quantity,
    mpn: input.mpn,
    manufacturer,
    description: input.description,
    value: input.value,
    package: packageName,
    mountingStyle: input.mountingStyle === undefined ? classified : input.mountingStyle,
    pins: ownPackage?.pins ?? recordPackage?.pins ?? null,
    dnp: input.dnp,
    customerSupplied: input.customerSupplied,
    distributorPartNumbers: input.distributorPartNumbers,
    mpnDataId: match?.id ?? null,
    status: statusOf(match?.id ?? null, warnings),
    warnings,
  };
}

/** No MPN match → unknown (a part for staff to resolve), whatever else; warnings → warning. */
export function statusOf(mpnDataId: number | null, warnings: readonly string[]): BomLineStatus {
  if (mpnDataId === null) return 'unknown';
  return warnings.length > 0 ? 'warning' : 'matched';
}

const CROSS_LINE_WARNING = / also on lines? \d+(?:, \d+)*(?: and \d+ more)?$/;
const MAX_LISTED = 5;

function listLines(lineNos: readonly number[]): string {
  const shown = lineNos.slice(0, MAX_LISTED).join(', ');
  const more = lineNos.length > MAX_LISTED ? ` and ${lineNos.length - MAX_LISTED} more` : '';
  return `line${lineNos.length === 1 ? '' : 's'} ${shown}${more}`;
}

/**
 * The checks that compare lines: the same MPN on several lines, the same designator on several lines.
 * Each placed line concerned gets a warning naming the others (lines are never merged); DNP lines are
 * left out, they are not bought or placed. Earlier cross-line warnings are replaced, so this runs again
 * after a single line is edited. Statuses follow.
 */
export function applyCrossLineWarnings(lines: BomLineRecord[]): void {
  const byMpn = new Map<string, number[]>();
  const byDesignator = new Map<string, number[]>();
  for (const line of lines) {
    if (line.dnp) continue;
    if (line.mpn) pushTo(byMpn, normaliseMpn(line.mpn), line.lineNo);
    for (const designator of new Set(line.designators.map((d) => d.toUpperCase()))) {
      pushTo(byDesignator, designator, line.lineNo);
    }
  }
  for (const line of lines) {
    const warnings = line.warnings.filter((warning) => !CROSS_LINE_WARNING.test(warning));
    if (!line.dnp) {
      const sameMpn = line.mpn ? others(byMpn.get(normaliseMpn(line.mpn)), line.lineNo) : [];
      if (sameMpn.length > 0) warnings.push(`MPN ${line.mpn} is also on ${listLines(sameMpn)}`);
      const shared = new Map<number, string[]>();
      for (const designator of line.designators) {
        for (const other of others(byDesignator.get(designator.toUpperCase()), line.lineNo)) {
          pushTo(shared, other, designator);
        }
      }
      for (const [other, designators] of shared) {
        const many = designators.length > 1;
        warnings.push(
          `Designator${many ? 's' : ''} ${designators.join(', ')} ${many ? 'are' : 'is'} also on line ${other}`,
        );
      }
    }
    line.warnings = warnings;
    line.status = statusOf(line.mpnDataId, warnings);
  }
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function others(lineNos: readonly number[] | undefined, self: number): number[] {
  return (lineNos ?? []).filter((lineNo) => lineNo !== self);
}
