import type { BomSummary } from '@boardhouse/shared/bom/bom-api';
import { packageOfFootprint } from '@boardhouse/shared/bom/footprint-package';
import { normaliseMpn, normalisePackage } from '@boardhouse/shared/catalog/normalise';
import type { BomLineRecord } from './bom-classifier.ts';

/** The BOM step's counts: lines, distinct parts, placements by mounting style, DNP and problem lines. */

type SummaryLine = Pick<
  BomLineRecord,
  | 'designators'
  | 'quantity'
  | 'mpn'
  | 'value'
  | 'description'
  | 'package'
  | 'mountingStyle'
  | 'pins'
  | 'dnp'
  | 'status'
>;

const squeezed = (text: string | null) => (text ?? '').normalize('NFKC').replace(/\s+/g, '').toUpperCase();

/**
 * What makes two lines the same part: the MPN; without one, the value (or, in a file without a value
 * column, the description) together with the package (a package cell "R_0603" is the 0603 of another). Null when the line says neither: it is a part
 * of its own.
 */
function partKeyOf(line: SummaryLine): string | null {
  if (line.mpn) return `mpn ${normaliseMpn(line.mpn)}`;
  const value = squeezed(line.value) || squeezed(line.description);
  if (!value) return null;
  // "R_0603" and "0603" are one package: compared by what the name stands for where it is known.
  const packageKey = line.package
    ? normalisePackage(packageOfFootprint(line.package)?.name ?? line.package)
    : '';
  return `value ${value} package ${packageKey}`;
}

/** Counts for the BOM step and pricing; a placed line without designators counts its quantity. */
export function summarise(lines: readonly SummaryLine[]): BomSummary {
  const summary: BomSummary = {
    lines: lines.length,
    uniqueParts: 0,
    placements: 0,
    smdPlacements: 0,
    thtPlacements: 0,
    thtJoints: 0,
    dnpLines: 0,
    unknownLines: 0,
    warningLines: 0,
    sides: 'top',
  };
  const parts = new Set<string>();
  for (const line of lines) {
    if (line.status === 'unknown') summary.unknownLines += 1;
    if (line.status === 'warning') summary.warningLines += 1;
    if (line.dnp) {
      summary.dnpLines += 1;
      continue;
    }
    const placements = line.designators.length > 0 ? line.designators.length : line.quantity;
    summary.placements += placements;
    if (line.mountingStyle === 'SMD') summary.smdPlacements += placements;
    if (line.mountingStyle === 'THT') {
      summary.thtPlacements += placements;
      summary.thtJoints += placements * (line.pins ?? 0);
    }
    const part = partKeyOf(line);
    if (part) parts.add(part);
    else summary.uniqueParts += 1;
  }
  summary.uniqueParts += parts.size;
  return summary;
}

export function dominantMounting(summary: Pick<BomSummary, 'smdPlacements' | 'thtPlacements'>) {
  const { smdPlacements, thtPlacements } = summary;
  const dominant =
    smdPlacements === 0 && thtPlacements === 0
      ? 'NONE'
      : smdPlacements === thtPlacements
        ? 'EQUAL'
        : smdPlacements > thtPlacements
          ? 'SMD'
          : 'THT';
  return { dominant, smdPlacements, thtPlacements } as const;
}
