import {
  FORMULA_TRIGGER,
  formatPriceBreaks,
  MPN_CSV_COLUMNS,
  mpnInputFromCsvRow,
} from '@boardhouse/shared/catalog/mpn-csv';
import { mpnDataInput } from '@boardhouse/shared/catalog/mpn-data';
import { fieldErrorsFromIssues } from '@boardhouse/shared/fields';
import Papa from 'papaparse';
import type { AppContext } from '../../context.ts';
import { afterBulkChange } from '../../db/maintenance.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { listMpnDataSlice, type MpnUpsertRow, upsertMpnDataBatch } from './mpn-data.repository.ts';
import {
  loadMpnValueRules,
  type MpnRecordValues,
  type MpnValueRules,
  toMpnValues,
} from './mpn-data.service.ts';

const EXPORT_SLICE = 5_000;
const IMPORT_BATCH = 2_000;
const MAX_REPORTED_ROWS = 50;

export interface RowProblem {
  /** Line of the file, the header being line 1. */
  row: number;
  message: string;
}

const fileProblem = (message: string, problems: RowProblem[]) =>
  new AppError('VALIDATION', message, problems.slice(0, MAX_REPORTED_ROWS));

/** CSV export and import of the MPN-data table (/admin/mpn-data), in the columns of MPN_CSV_COLUMNS. */
export class MpnDataCsvService {
  constructor(private readonly ctx: AppContext) {}

  /**
   * The table as CSV text, slice by slice in id order, so memory holds one slice whatever the table's
   * size. Cells a spreadsheet would run as a formula get a leading '.
   */
  async *exportCsv(): AsyncGenerator<string> {
    yield `${MPN_CSV_COLUMNS.join(',')}\r\n`;
    for (let afterId = 0; ; ) {
      const rows = await listMpnDataSlice(this.ctx.db, afterId, EXPORT_SLICE);
      if (rows.length === 0) return;
      const cells = rows.map((row) =>
        MPN_CSV_COLUMNS.map((column) =>
          column === 'priceBreaks' ? formatPriceBreaks(row.priceBreaks) : row[column],
        ),
      );
      yield `${Papa.unparse(cells, { escapeFormulae: FORMULA_TRIGGER, newline: '\r\n' })}\r\n`;
      afterId = rows[rows.length - 1]?.id ?? afterId;
    }
  }

  /**
   * Creates or updates (by MPN and manufacturer) every row of the file, or none: any bad row answers
   * 400 listing the bad rows, and nothing is written. The rows go in batches within one transaction.
   */
  async importCsv(caller: AccessClaims, file: Buffer): Promise<{ created: number; updated: number }> {
    const rows = this.readRows(file, await loadMpnValueRules(this.ctx));
    const imported = await this.ctx.db.transaction(async (tx) => {
      const total = { created: 0, updated: 0 };
      for (let start = 0; start < rows.length; start += IMPORT_BATCH) {
        const counts = await upsertMpnDataBatch(tx, rows.slice(start, start + IMPORT_BATCH), caller.userId);
        total.created += counts.created;
        total.updated += counts.updated;
      }
      return total;
    });
    // Committed: the embedded database refreshes its statistics once the imports settle.
    afterBulkChange(this.ctx.db);
    return imported;
  }

  private readRows(file: Buffer, rules: MpnValueRules): MpnUpsertRow[] {
    const text = file.toString('utf8');
    if (text.includes('\u0000')) {
      throw fileProblem('The file is not a CSV text file', [
        { row: 1, message: 'The file holds binary data' },
      ]);
    }
    const parsed = Papa.parse<Record<string, string>>(text, {
      header: true,
      skipEmptyLines: 'greedy',
      delimitersToGuess: [',', ';', '\t', '|'],
      transformHeader: (heading) =>
        MPN_CSV_COLUMNS.find((column) => column.toLowerCase() === heading.trim().toLowerCase()) ??
        heading.trim(),
    });
    const missing = MPN_CSV_COLUMNS.filter((column) => !parsed.meta.fields?.includes(column));
    if (missing.length > 0) {
      const message = `The file lacks the columns: ${missing.join(', ')}`;
      throw fileProblem(message, [{ row: 1, message }]);
    }
    if (parsed.data.length === 0) {
      throw fileProblem('The file has no data rows', [{ row: 2, message: 'The file has no data rows' }]);
    }
    const problems = new Map<number, string[]>();
    const report = (row: number, message: string) =>
      problems.set(row, [...(problems.get(row) ?? []), message]);
    for (const error of parsed.errors) {
      if (error.row !== undefined) report(error.row + 2, csvErrorMessage(error));
    }
    const firstRowOfKey = new Map<string, number>();
    const rows: MpnUpsertRow[] = [];
    parsed.data.forEach((cells, index) => {
      const rowNumber = index + 2;
      const { values, problems: cellProblems } = mpnInputFromCsvRow((column) => cells[column]);
      for (const message of Object.values(cellProblems)) report(rowNumber, message);
      const checked = mpnDataInput.safeParse(values);
      if (!checked.success) {
        const fields = fieldErrorsFromIssues(checked.error.issues);
        for (const [field, message] of Object.entries(fields)) {
          if (!cellProblems[field.split('.')[0] ?? '']) report(rowNumber, message);
        }
        return;
      }
      const record = toMpnValues(checked.data, rules);
      const key = `${record.normalisedMpn}\u0000${(record.manufacturer ?? '').toLowerCase()}`;
      const earlier = firstRowOfKey.get(key);
      if (earlier !== undefined) {
        report(rowNumber, `Same MPN and manufacturer as row ${earlier}`);
        return;
      }
      firstRowOfKey.set(key, rowNumber);
      rows.push(toUpsertRow(record));
    });
    if (problems.size > 0) {
      const bad = [...problems].sort(([a], [b]) => a - b);
      throw fileProblem(
        `${bad.length} ${bad.length === 1 ? 'row is' : 'rows are'} not valid; nothing was imported`,
        bad.map(([row, messages]) => ({ row, message: messages.join('; ') })),
      );
    }
    return rows;
  }
}

function csvErrorMessage(error: Papa.ParseError): string {
  if (error.code === 'TooFewFields' || error.code === 'TooManyFields') {
    return `The row does not have the ${MPN_CSV_COLUMNS.length} cells of the header`;
  }
  if (error.type === 'Quotes') return 'A quoted cell is not closed';
  return error.message;
}

function toUpsertRow(record: MpnRecordValues): MpnUpsertRow {
  return {
    mpn: record.mpn,
    normalised_mpn: record.normalisedMpn,
    manufacturer: record.manufacturer ?? null,
    description: record.description ?? null,
    package: record.package ?? null,
    mounting_style: record.mountingStyle ?? null,
    price_breaks: record.priceBreaks ?? [],
    stock: record.stock ?? null,
    lead_time_days: record.leadTimeDays ?? null,
    lcsc: record.lcsc ?? null,
    mouser: record.mouser ?? null,
    digikey: record.digikey ?? null,
    farnell: record.farnell ?? null,
    rs: record.rs ?? null,
  };
}
