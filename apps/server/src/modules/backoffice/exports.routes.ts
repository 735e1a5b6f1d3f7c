import {
  DOCUMENT_EXPORT_MAX_DAYS,
  documentExportQuery,
  ORDER_EXPORT_MAX_ROWS,
  orderExportQuery,
} from '@boardhouse/shared/orders/exports-api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { attachmentHeader } from '../../lib/attachment.ts';
import { fileResponse } from '../../plugins/error-responses.ts';
import type { InvoicesService } from '../orders/invoices.service.ts';
import { type ExportFile, ExportsService } from './exports.service.ts';

const tags = ['backoffice'];
const admin = { access: 'admin' as const };

/** Streams an export as a download: an attachment, never sniffed or kept by a cache. */
function sendExport(reply: FastifyReply, file: ExportFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentHeader(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}

/** The accountant's exports, for staff (ADMIN) only. */
export function registerExportRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  services: { invoices: InvoicesService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const exports = new ExportsService(ctx, services.invoices);

  api.get(
    '/rest/admin/orders/export',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Download the back-office order list as CSV or Excel, every page, for its filter and sort',
        description: `The orders a tab of the list (or every order not deleted: tab=live) shows for filter and sortField/sortOrder, as the WithPagination calls take them, without paging. csv is UTF-8 with a byte-order mark; a text cell starting with = + - @, a tab or a carriage return gets a leading apostrophe. Amounts are euros with two decimals. At most ${ORDER_EXPORT_MAX_ROWS} orders: more answer 400 asking to narrow the filters.`,
        querystring: orderExportQuery,
        response: {
          200: fileResponse('The orders, one row each', [
            'text/csv',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          ]),
        },
      },
    },
    async (request, reply) => sendExport(reply, await exports.orders(request.query)),
  );

  api.get(
    '/rest/admin/documents/export',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Download every invoice and credit note of a period as one zip, with summary.csv',
        description: `from and to are whole days in Europe/Amsterdam, both included, at most ${DOCUMENT_EXPORT_MAX_DAYS} days apart. Invoices are taken by their issue date (an invoice whose PDF is missing is made again), credit notes by the date their file was stored; summary.csv lists number, date, order, customer, net, VAT and total (credit notes negative, from the refunds that carry their numbers).`,
        querystring: documentExportQuery,
        response: { 200: fileResponse('A zip of PDFs and summary.csv', ['application/zip']) },
      },
    },
    async (request, reply) => sendExport(reply, await exports.documents(request.query)),
  );
}
