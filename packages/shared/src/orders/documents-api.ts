import { z } from 'zod';
import { recordId } from '../fields.ts';
import { projectKeyField } from '../projects.ts';
import { ORDER_DOCUMENT_KINDS, orderIdField } from './orders-api.ts';

/**
 * The documents of an order: the invoice the house issues when an order is paid, and the payment
 * invoice, final BOM, component orientation report and production report staff upload. Customers (the
 * order's owner and their team) list and download them per order and, in My Documentation, all at once.
 */

const isoMoment = z.string().describe('ISO 8601 UTC');

export type OrderDocumentKind = (typeof ORDER_DOCUMENT_KINDS)[number];

/** What staff upload (the invoice is the house's own, made when the order is paid). */
export const UPLOADED_DOCUMENT_KINDS = [
  'payment-invoice',
  'final-bom',
  'component-orientation-report',
  'production-report',
] as const satisfies readonly OrderDocumentKind[];
export type UploadedDocumentKind = (typeof UPLOADED_DOCUMENT_KINDS)[number];

/** The seed's upload path segment of each kind: POST /rest/project/{segment}/{orderId}. */
export const DOCUMENT_UPLOAD_PATHS: Record<UploadedDocumentKind, string> = {
  'payment-invoice': 'paymentinvoiceupload',
  'final-bom': 'finalBOMupload',
  'component-orientation-report': 'componentOrientationReportUpload',
  'production-report': 'productionReportUpload',
};

/** The largest document staff may upload. */
export const DOCUMENT_MAX_FILE_BYTES = 25 * 1024 * 1024;

export const documentIdField = recordId('Document').describe('The document id, as checkdocstatus lists it');

export const documentUploadParams = z.object({
  id: orderIdField.describe('The order id (a number) the document belongs to'),
});

export const orderDocumentFile = z.object({
  id: z.number().int(),
  kind: z.enum(ORDER_DOCUMENT_KINDS),
  fileName: z.string().describe('As uploaded, made safe for a download'),
  contentType: z.string().describe('Decided from the file’s content, not its name'),
  sizeBytes: z.number().int(),
  createdAt: isoMoment,
});
export type OrderDocumentFile = z.infer<typeof orderDocumentFile>;

export const orderDocumentsRequest = z.object({ orderId: orderIdField });
export const orderDocumentsResponse = z.object({
  documents: z.array(orderDocumentFile).describe('Newest first'),
});
export type OrderDocumentsResponse = z.infer<typeof orderDocumentsResponse>;

export const fileLocationRequest = z.object({ orderId: orderIdField, documentId: documentIdField });
export const fileLocationResponse = z.object({
  url: z.string().describe('Relative download address: /rest/get-file/{orderId}/{documentId}'),
});
export type FileLocationResponse = z.infer<typeof fileLocationResponse>;

/** GET /rest/get-file/{a}/{b} of the seed: {a} is the order, {b} the document. */
export const documentFileParams = z.object({ orderId: orderIdField, documentId: documentIdField });

/** The placement file: of an order as ordered (orderId), or of a project as it is now (projectId). */
export const centroidQuery = z
  .object({
    orderId: orderIdField
      .optional()
      .describe('The placement file as the order keeps it; wins over projectId'),
    projectId: projectKeyField.optional().describe('The project’s current placement file'),
  })
  .refine((query) => query.orderId !== undefined || query.projectId !== undefined, {
    error: 'Name an order (orderId) or a project (projectId)',
    path: ['orderId'],
  });

export const sendDocumentEmailRequest = z.object({
  orderId: orderIdField,
  documentIds: z
    .array(documentIdField, { error: 'Document ids must be a list of document ids' })
    .min(1, { error: 'Document ids must name at least one document' })
    .max(50, { error: 'Document ids can name at most 50 documents' })
    .optional()
    .describe('The documents to announce; absent: every document of the order'),
});
export type SendDocumentEmailRequest = z.infer<typeof sendDocumentEmailRequest>;

export const sendDocumentEmailResponse = z.object({
  recipient: z.string().describe('The e-mail address of the order’s owner'),
  documents: z.array(orderDocumentFile).describe('The documents the e-mail names'),
});
export type SendDocumentEmailResponse = z.infer<typeof sendDocumentEmailResponse>;

/** One row of My Documentation: a document with the order and project it belongs to. */
export const myDocument = orderDocumentFile.extend({
  orderId: z.number().int(),
  orderKey: z.string(),
  projectId: z.string().describe('The project key'),
  projectName: z.string(),
});
export type MyDocument = z.infer<typeof myDocument>;

export const myDocumentsResponse = z.object({
  documents: z
    .array(myDocument)
    .describe('Every document of the caller’s and their team’s orders, newest first'),
});
export type MyDocumentsResponse = z.infer<typeof myDocumentsResponse>;

/** Where a document is downloaded from (relative to the app). */
export const documentFilePath = (orderId: number, documentId: number) =>
  `/rest/get-file/${orderId}/${documentId}`;
