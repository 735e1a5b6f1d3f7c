import {
  centroidQuery,
  DOCUMENT_MAX_FILE_BYTES,
  DOCUMENT_UPLOAD_PATHS,
  documentFileParams,
  documentUploadParams,
  fileLocationRequest,
  fileLocationResponse,
  myDocumentsResponse,
  orderDocumentFile,
  orderDocumentsRequest,
  orderDocumentsResponse,
  sendDocumentEmailRequest,
  sendDocumentEmailResponse,
  UPLOADED_DOCUMENT_KINDS,
} from '@boardhouse/shared/orders/documents-api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { sendAttachment } from '../../lib/attachment.ts';
import { readSingleFileUpload } from '../../lib/single-file-upload.ts';
import { requireCaller } from '../../plugins/access.ts';
import { fileResponse } from '../../plugins/error-responses.ts';
import type { CplService } from '../cpl/cpl.service.ts';
import type { CreditNotesService } from '../orders/credit-notes.service.ts';
import type { InvoicesService } from '../orders/invoices.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { ACCEPTED_DOCUMENTS } from './document-content.ts';
import { DocumentsService } from './documents.service.ts';

const tags = ['documents'];
const user = { access: 'user' as const };
/** Staff upload a few documents a minute; a script hammering the upload is refused. */
const staffUpload = {
  access: 'admin' as const,
  errors: [413] as const,
  rateLimit: {
    max: 60,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => String(request.auth?.userId ?? request.ip),
  },
};

const MB = 1024 * 1024;
const TOO_LARGE = `The file is larger than ${DOCUMENT_MAX_FILE_BYTES / MB} MB: please upload a smaller document`;
const CHOOSE = 'Please choose a document to upload (form field "file")';

const DOCUMENT_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'application/vnd.oasis.opendocument.spreadsheet',
  'text/csv',
  'image/png',
  'image/jpeg',
];

const LABELS: Record<(typeof UPLOADED_DOCUMENT_KINDS)[number], string> = {
  'payment-invoice': 'payment invoice',
  'final-bom': 'final BOM',
  'component-orientation-report': 'component orientation report',
  'production-report': 'production report',
};

const uploadRules = { maxBytes: DOCUMENT_MAX_FILE_BYTES, chooseMessage: CHOOSE, tooLargeMessage: TOO_LARGE };
const readUpload = (request: FastifyRequest) => readSingleFileUpload(request, uploadRules);

/** The documents service, built from the services it asks (orders for who may see an order). */
export function createDocumentsService(
  ctx: AppContext,
  services: {
    orders: OrdersService;
    invoices: InvoicesService;
    cpl: CplService;
    creditNotes: CreditNotesService;
  },
): DocumentsService {
  return new DocumentsService(ctx, services.orders, services.invoices, services.cpl, services.creditNotes);
}

/** The seed's document calls (same methods and paths) and My Documentation's list. */
export function registerDocumentRoutes(app: FastifyInstance, documents: DocumentsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const kind of UPLOADED_DOCUMENT_KINDS) {
    api.post(
      `/rest/project/${DOCUMENT_UPLOAD_PATHS[kind]}/:id`,
      {
        config: staffUpload,
        schema: {
          tags,
          summary: `Upload the order’s ${LABELS[kind]} (multipart field \`file\`; staff only)`,
          description: `{id} is the order id. The file must be ${ACCEPTED_DOCUMENTS}, at most ${DOCUMENT_MAX_FILE_BYTES / MB} MB; its content decides (a program or web page is refused whatever its name). Earlier uploads are kept: the order lists them all, newest first. 404 for an unknown order.`,
          consumes: ['multipart/form-data'],
          params: documentUploadParams,
          response: { 200: orderDocumentFile },
        },
      },
      async (request) =>
        documents.upload(requireCaller(request), request.params.id, kind, () => readUpload(request)),
    );
  }

  api.post(
    '/rest/senddocumentemail',
    {
      config: { access: 'admin', errors: [409] },
      schema: {
        tags,
        summary: 'E-mail the order’s owner that documents are ready (in their language; staff only)',
        description:
          'Names the documents given, or every document of the order, and links to My Documentation. 404 for an unknown order or a document of another order; 409 when the order has no documents.',
        body: sendDocumentEmailRequest,
        response: { 200: sendDocumentEmailResponse },
      },
    },
    async (request) => documents.announce(requireCaller(request), request.body),
  );

  api.post(
    '/rest/checkdocstatus',
    {
      config: { ...user, audited: false },
      schema: {
        tags,
        summary: 'The documents of an order, newest first (the invoice among them once the order is paid)',
        description: 'For the order’s owner, their team and staff; anyone else gets 404.',
        body: orderDocumentsRequest,
        response: { 200: orderDocumentsResponse },
      },
    },
    async (request) => documents.listForOrder(requireCaller(request), request.body.orderId),
  );

  api.post(
    '/rest/getfilelocation',
    {
      config: { ...user, audited: false },
      schema: {
        tags,
        summary: 'Where one document of an order is downloaded from',
        body: fileLocationRequest,
        response: { 200: fileLocationResponse },
      },
    },
    async (request) =>
      documents.location(requireCaller(request), request.body.orderId, request.body.documentId),
  );

  api.get(
    '/rest/get-file/:orderId/:documentId',
    {
      config: user,
      schema: {
        tags,
        summary: 'Download one document of an order (attachment)',
        description: 'The seed’s /rest/get-file/{a}/{b}: {a} is the order id, {b} the document id.',
        params: documentFileParams,
        response: { 200: fileResponse('The document', DOCUMENT_TYPES) },
      },
    },
    async (request, reply) =>
      sendAttachment(
        reply,
        await documents.download(requireCaller(request), request.params.orderId, request.params.documentId),
      ),
  );

  api.get(
    '/rest/get-file/centroid',
    {
      config: user,
      schema: {
        tags,
        summary: 'Download the placement (centroid) file of an order as ordered, or of a project',
        description:
          'orderId: the file the order keeps (owner, team, staff); projectId: the project’s current file (whoever sees the project). orderId wins when both are given.',
        querystring: centroidQuery,
        response: {
          200: fileResponse('The placement file', [
            'text/csv',
            'text/tab-separated-values',
            'text/plain',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          ]),
        },
      },
    },
    async (request, reply) =>
      sendAttachment(reply, await documents.placementFile(requireCaller(request), request.query)),
  );

  api.get(
    '/rest/documents',
    {
      config: user,
      schema: {
        tags,
        summary: 'My Documentation: every document of the caller’s and their team’s orders, newest first',
        response: { 200: myDocumentsResponse },
      },
    },
    async (request) => documents.listMine(requireCaller(request)),
  );
}
