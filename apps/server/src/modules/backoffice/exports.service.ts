import type { Readable } from 'node:stream';
import { toPageRequest } from '@boardhouse/shared/orders/backoffice-api';
import {
  type DocumentExportQuery,
  ORDER_EXPORT_MAX_ROWS,
  type OrderExportQuery,
} from '@boardhouse/shared/orders/exports-api';
import type { AppContext } from '../../context.ts';
import { productionLocalTime } from '../../lib/calendar.ts';
import { AppError } from '../../lib/errors.ts';
import { neutraliseCell } from '../bom/bom-export.ts';
import type { InvoicesService } from '../orders/invoices.service.ts';
import {
  creditNoteFilesIn,
  creditNotesIssuedIn,
  exportOrderIds,
  invoicesIssuedIn,
  type OrderExportRow,
  readExportRows,
} from './exports.repository.ts';
import { csvLines, euros, orderCsvStream, orderXlsxStream } from './exports-sheets.ts';
import { documentsZip, type ZipDocument } from './exports-zip.ts';

/** A file streamed to the client as an attachment. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  stream: Readable;
}

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Rows read per statement while the file is written. */
const BATCH = 1000;

const SUMMARY_HEADER = [
  'Type',
  'Number',
  'Date',
  'Order number',
  'Customer',
  'Company',
  'Net',
  'VAT',
  'Total',
  'Currency',
  'File',
];

const isMissingFile = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/**
 * The accountant's exports (staff only; the routes check the role): the order list as CSV or XLSX for
 * the list's own filters, and every invoice and credit note of a period as one zip with a summary.
 */
export class ExportsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly invoices: InvoicesService,
  ) {}

  /**
   * Every order the back-office list shows for the query, all pages. The ids are taken first (one
   * statement, so the file is one consistent list, and too many answer 400 before any byte is sent);
   * the rows are then read and written a batch at a time.
   */
  async orders(query: OrderExportQuery): Promise<ExportFile> {
    const { filter, sortField, sortOrder } = toPageRequest({ ...query, pageNumber: 0, pageSize: 1 });
    const ids = await exportOrderIds(
      this.ctx.db,
      { scope: query.tab, filter, sortField, sortOrder },
      ORDER_EXPORT_MAX_ROWS + 1,
    );
    if (ids.length > ORDER_EXPORT_MAX_ROWS) {
      const message = `More than ${ORDER_EXPORT_MAX_ROWS.toLocaleString('en')} orders match: narrow the filters (a tab or a search) to export at most ${ORDER_EXPORT_MAX_ROWS.toLocaleString('en')} at a time`;
      throw AppError.validation({ filter: message }, message);
    }
    const db = this.ctx.db;
    async function* batches(): AsyncGenerator<OrderExportRow[]> {
      for (let start = 0; start < ids.length; start += BATCH) {
        yield await readExportRows(db, ids.slice(start, start + BATCH));
      }
    }
    const stream = query.format === 'xlsx' ? orderXlsxStream(batches()) : orderCsvStream(batches());
    return {
      fileName: `orders-${productionLocalTime(new Date()).date}.${query.format}`,
      contentType: CONTENT_TYPES[query.format],
      stream,
    };
  }

  /**
   * The invoices and credit notes issued from `from` to `to` (whole days in Amsterdam), as a zip:
   * invoices/<number>.pdf, credit-notes/<file>, and summary.csv. An invoice whose PDF was never stored
   * or is gone is made again the way a download would (InvoicesService.store), not left out.
   */
  async documents(query: DocumentExportQuery): Promise<ExportFile> {
    const { from, to } = query;
    const invoices = await invoicesIssuedIn(this.ctx.db, from, to);
    const creditFiles = await creditNoteFilesIn(this.ctx.db, from, to);
    const creditNotes = await creditNotesIssuedIn(this.ctx.db, from, to);

    const taken = new Set<string>();
    const pathOf = (folder: string, name: string) => {
      const safe = name.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '') || 'document.pdf';
      let path = `${folder}/${safe}`;
      for (let copy = 2; taken.has(path); copy += 1) path = `${folder}/${copy}-${safe}`;
      taken.add(path);
      return path;
    };

    const invoiceFiles = invoices.map((invoice) => ({
      invoice,
      path: pathOf('invoices', `${invoice.number}.pdf`),
    }));
    const creditNoteFiles = creditFiles.map((file) => ({
      file,
      path: pathOf('credit-notes', file.fileName),
    }));
    const documents: ZipDocument[] = [
      ...invoiceFiles.map(({ invoice, path }) => ({
        path,
        load: () => this.invoicePdf(invoice.orderId, invoice.storageKey),
      })),
      ...creditNoteFiles.map(({ file, path }) => ({ path, load: () => this.stored(file.storageKey) })),
    ];

    const summary = (missing: ReadonlySet<string>) => {
      const fileCell = (path: string | undefined) =>
        path === undefined ? '' : missing.has(path) ? `${path} (not stored)` : path;
      const text = (value: string | null) => neutraliseCell(value ?? '');
      const rows = [
        ...invoiceFiles.map(({ invoice, path }) => [
          'invoice',
          text(invoice.number),
          invoice.day,
          text(invoice.orderKey),
          text(invoice.customerName),
          text(invoice.customerCompany),
          euros(invoice.netCents),
          euros(invoice.vatCents),
          euros(invoice.totalCents),
          text(invoice.currency),
          fileCell(path),
        ]),
        ...creditNotes.map((note) => [
          'credit note',
          text(note.number),
          note.day,
          text(note.orderKey),
          text(note.customerName),
          text(note.customerCompany),
          // Money going back: negative, so the column sums to what the period earned.
          euros(-(note.amountCents - note.vatCents)),
          euros(-note.vatCents),
          euros(-note.amountCents),
          text(note.currency),
          // The credit note's file, where the stored file's name shows its number.
          fileCell(creditNoteFiles.find(({ file }) => file.fileName.includes(note.number))?.path),
        ]),
      ];
      return `\uFEFF${csvLines(SUMMARY_HEADER, rows)}`;
    };

    const stream = documentsZip(documents, summary, (error) =>
      this.ctx.log.error({ err: error, from, to }, 'the documents export broke off'),
    );
    return { fileName: `documents-${from}-to-${to}.zip`, contentType: 'application/zip', stream };
  }

  /** The invoice's stored PDF, or, when it never was stored or is gone, one made now and stored. */
  private async invoicePdf(orderId: number, storageKey: string | null): Promise<Buffer | null> {
    const stored = storageKey ? await this.stored(storageKey) : null;
    if (stored) return stored;
    const document = await this.invoices.store(orderId);
    return document ? this.stored(document.storageKey) : null;
  }

  private async stored(storageKey: string): Promise<Buffer | null> {
    try {
      return await this.ctx.storage.get(storageKey);
    } catch (error) {
      if (isMissingFile(error)) return null;
      throw error;
    }
  }
}
