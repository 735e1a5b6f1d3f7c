import type { BomLine } from '@boardhouse/shared/bom/bom-api';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';

export const EXPORT_COLUMNS = [
  'Line',
  'Designators',
  'Quantity',
  'MPN',
  'Manufacturer',
  'Description',
  'Value',
  'Package',
  'Mounting',
  'DNP',
  'Customer supplied',
  'Status',
  'Warnings',
] as const;

/**
 * Text a spreadsheet would take for a formula (=, +, -, @) or that starts with a tab or carriage return
 * gets a leading apostrophe, so opening an export never runs what someone typed into a BOM (CSV/formula
 * injection, OWASP).
 */
export function neutraliseCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

type Row = (string | number)[];

function rowsOf(lines: readonly BomLine[]): Row[] {
  const text = (value: string | null) => neutraliseCell(value ?? '');
  return lines.map((line) => [
    line.lineNo,
    text(line.designators.join(', ')),
    line.quantity,
    text(line.mpn),
    text(line.manufacturer),
    text(line.description),
    text(line.value),
    text(line.package),
    line.mountingStyle ?? '',
    line.dnp ? 'yes' : 'no',
    line.customerSupplied ? 'yes' : 'no',
    line.status,
    text(line.warnings.join('; ')),
  ]);
}

/** CSV with a UTF-8 byte-order mark, so spreadsheet tools keep µ and Ω. */
export function exportCsv(lines: readonly BomLine[]): Buffer {
  const csv = Papa.unparse({ fields: [...EXPORT_COLUMNS], data: rowsOf(lines) }, { newline: '\r\n' });
  return Buffer.from(`\uFEFF${csv}`, 'utf8');
}

export async function exportXlsx(lines: readonly BomLine[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('BOM');
  sheet.addRow([...EXPORT_COLUMNS]).font = { bold: true };
  // Plain values only: exceljs writes a formula solely for { formula } objects, never for a string.
  for (const row of rowsOf(lines)) sheet.addRow(row);
  sheet.columns.forEach((column, index) => {
    column.width = [6, 24, 9, 22, 20, 32, 12, 14, 9, 6, 9, 9, 40][index] ?? 12;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
