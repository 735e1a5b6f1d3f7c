import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { neutraliseCell } from '../bom/bom-export.ts';
import type { OrderExportRow } from './exports.repository.ts';

/**
 * The order export as a spreadsheet: one column list, written as CSV (UTF-8 with a byte-order mark,
 * RFC 4180 quoting) or as XLSX, both streamed batch by batch so a long list never sits in memory whole.
 * Amounts are euros with two decimals, as an accountant books them, not the cents the database keeps.
 */

type Kind = 'text' | 'money' | 'moment';

interface Column {
  header: string;
  kind: Kind;
  width: number;
  value: (row: OrderExportRow) => string | number | Date | null;
}

/** The tab the list shows the order in; an order awaiting review is also in Projects review. */
function tabOf(row: OrderExportRow): string {
  const tab = row.listTab ?? 'closed';
  return row.isInReview ? `${tab}, review` : tab;
}

export const ORDER_EXPORT_COLUMNS: readonly Column[] = [
  { header: 'Order number', kind: 'text', width: 16, value: (row) => row.orderKey },
  { header: 'Created (UTC)', kind: 'moment', width: 20, value: (row) => row.createdAt },
  { header: 'Status', kind: 'text', width: 15, value: (row) => row.status },
  { header: 'Review status', kind: 'text', width: 15, value: (row) => row.reviewStatus },
  { header: 'Project name', kind: 'text', width: 28, value: (row) => row.projectName },
  { header: 'Customer name', kind: 'text', width: 24, value: (row) => row.customerName },
  { header: 'Company', kind: 'text', width: 24, value: (row) => row.customerCompany },
  { header: 'E-mail', kind: 'text', width: 28, value: (row) => row.customerEmail },
  { header: 'Billing country', kind: 'text', width: 8, value: (row) => row.billingCountry },
  { header: 'VAT number', kind: 'text', width: 16, value: (row) => row.vatNumber },
  { header: 'Net', kind: 'money', width: 12, value: (row) => row.netCents },
  { header: 'VAT', kind: 'money', width: 12, value: (row) => row.vatCents },
  { header: 'Total', kind: 'money', width: 12, value: (row) => row.totalCents },
  { header: 'Currency', kind: 'text', width: 8, value: (row) => row.currency },
  { header: 'Paid at (UTC)', kind: 'moment', width: 20, value: (row) => row.paidAt },
  { header: 'Invoice number', kind: 'text', width: 16, value: (row) => row.invoiceNumber },
  { header: 'Refunded', kind: 'money', width: 12, value: (row) => row.refundedCents },
  { header: 'Delivery date', kind: 'text', width: 12, value: (row) => row.deliveryDate },
  { header: 'Tab', kind: 'text', width: 14, value: tabOf },
];

/** Cents as euros with two decimals, written out ("1234.50"), for a CSV cell. */
export const euros = (cents: number): string => (cents / 100).toFixed(2);

function csvCell(kind: Kind, value: string | number | Date | null): string {
  if (value === null) return '';
  if (kind === 'money') return euros(Number(value));
  if (value instanceof Date) return value.toISOString();
  // Every text cell: whatever a customer typed (a project or company name) must not run as a formula.
  return neutraliseCell(String(value));
}

const CSV_OPTIONS = { newline: '\r\n' };

/** Rows as CSV lines (each ending in CRLF); the guard and the quoting are Papa's and neutraliseCell's. */
export function csvLines(header: readonly string[] | null, rows: readonly (readonly string[])[]): string {
  const data = rows.map((row) => [...row]);
  if (data.length === 0 && !header) return '';
  const text = header
    ? Papa.unparse({ fields: [...header], data }, CSV_OPTIONS)
    : Papa.unparse(data, CSV_OPTIONS);
  return `${text}\r\n`;
}

/** The export as CSV: the byte-order mark and header first, then one chunk per batch. */
export function orderCsvStream(batches: AsyncIterable<OrderExportRow[]>): Readable {
  const headers = ORDER_EXPORT_COLUMNS.map((column) => column.header);
  return Readable.from(
    (async function* () {
      yield Buffer.from(`\uFEFF${csvLines(headers, [])}`, 'utf8');
      for await (const rows of batches) {
        const cells = rows.map((row) =>
          ORDER_EXPORT_COLUMNS.map((column) => csvCell(column.kind, column.value(row))),
        );
        if (cells.length > 0) yield Buffer.from(csvLines(null, cells), 'utf8');
      }
    })(),
  );
}

function xlsxCell(kind: Kind, value: string | number | Date | null): string | number | Date | null {
  if (value === null) return null;
  if (kind === 'money') return Math.round(Number(value)) / 100;
  // Plain values only: exceljs writes a formula solely for { formula } objects, never for a string.
  return value;
}

const NUMBER_FORMATS: Partial<Record<Kind, string>> = {
  money: '#,##0.00',
  moment: 'yyyy-mm-dd hh:mm:ss',
};

/**
 * The export as an XLSX workbook written by exceljs's streaming writer: each row is committed (and
 * leaves memory) as it is added. Strings are inline, not shared, so nothing grows with the row count.
 */
export function orderXlsxStream(batches: AsyncIterable<OrderExportRow[]>): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Orders', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = ORDER_EXPORT_COLUMNS.map((column) => {
    const numFmt = NUMBER_FORMATS[column.kind];
    return { header: column.header, width: column.width, ...(numFmt ? { style: { numFmt } } : {}) };
  });
  sheet.getRow(1).font = { bold: true };
  const write = async () => {
    for await (const rows of batches) {
      for (const row of rows) {
        sheet.addRow(ORDER_EXPORT_COLUMNS.map((column) => xlsxCell(column.kind, column.value(row)))).commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
