import type { BomLine, BomMapping, BomResponse } from '@boardhouse/shared/bom/bom-api';
import { BOM_FIELDS } from '@boardhouse/shared/bom/columns';
import type { BomFileRow } from './bom.repository.ts';
import { summarise } from './bom-summary.ts';

/** A stored or freshly read line as the API shows it (stored extras such as pins and ids left out). */
export function toApiLine(line: BomLine): BomLine {
  return {
    lineNo: line.lineNo,
    designators: line.designators,
    quantity: line.quantity,
    mpn: line.mpn,
    manufacturer: line.manufacturer,
    description: line.description,
    value: line.value,
    package: line.package,
    mountingStyle: line.mountingStyle,
    dnp: line.dnp,
    customerSupplied: line.customerSupplied,
    status: line.status,
    warnings: line.warnings,
  };
}

/** The stored mapping with every field present (null when the file has no such column). */
export function toApiMapping(stored: Record<string, string | null>): BomMapping {
  return Object.fromEntries(BOM_FIELDS.map((field) => [field, stored[field] ?? null])) as BomMapping;
}

export function toBomResponse(
  file: Pick<BomFileRow, 'fileName' | 'sheet' | 'sheets' | 'mapping'>,
  lines: readonly (BomLine & { pins: number | null })[],
  headers: string[],
): BomResponse {
  return {
    fileName: file.fileName,
    sheet: file.sheet,
    sheets: file.sheets,
    mapping: toApiMapping(file.mapping),
    lines: lines.map(toApiLine),
    summary: summarise(lines),
    headers,
  };
}
