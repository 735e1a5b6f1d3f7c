import type { CplFindings } from '@boardhouse/shared/cpl';

export interface BomDesignators {
  designators: readonly string[];
  dnp: boolean;
}

export interface PlacedPart {
  designator: string;
  side: 'top' | 'bottom' | null;
}

/** C1, C2, C10 — not C1, C10, C2. */
const byDesignator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;
const sorted = (values: Iterable<string>) => [...new Set(values)].sort(byDesignator);
const keyOf = (designator: string) => designator.trim().toUpperCase();

/**
 * The cross-check of a placement file with the BOM. Without BOM lines there is nothing to compare
 * against, so only the bottom-side parts are listed.
 */
export function crossCheck(bom: readonly BomDesignators[], placed: readonly PlacedPart[]): CplFindings {
  const bottomSide = sorted(placed.filter((part) => part.side === 'bottom').map((part) => part.designator));
  if (bom.length === 0) return { missingInCpl: [], missingInBom: [], bottomSide, dnpPlaced: [] };
  const inCpl = new Set(placed.map((part) => keyOf(part.designator)));
  const inBom = new Set(bom.flatMap((line) => line.designators.map(keyOf)));
  const fitted = bom.filter((line) => !line.dnp).flatMap((line) => line.designators);
  const notFitted = bom.filter((line) => line.dnp).flatMap((line) => line.designators);
  return {
    missingInCpl: sorted(fitted.filter((designator) => !inCpl.has(keyOf(designator)))),
    missingInBom: sorted(
      placed.map((part) => part.designator).filter((designator) => !inBom.has(keyOf(designator))),
    ),
    bottomSide,
    dnpPlaced: sorted(notFitted.filter((designator) => inCpl.has(keyOf(designator)))),
  };
}
