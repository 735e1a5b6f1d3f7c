import type {
  MyDocument,
  MyDocumentsResponse,
  OrderDocumentFile,
  OrderDocumentKind,
  OrderDocumentsResponse,
} from '@boardhouse/shared/orders/documents-api';
import { apiDownload, apiRequest } from './client.ts';

/**
 * The documents of orders: My Documentation's list of every document of the caller's and their team's
 * orders, one order's documents, and downloads (fetched with the bearer token, saved as attachments).
 */

export type { MyDocument, MyDocumentsResponse, OrderDocumentFile, OrderDocumentKind, OrderDocumentsResponse };

export const documentsApi = {
  mine: () => apiRequest<MyDocumentsResponse>('rest/documents'),
  ofOrder: (orderId: number) =>
    apiRequest<OrderDocumentsResponse>('rest/checkdocstatus', { method: 'POST', body: { orderId } }),
  /** Saves the document; `fileName` is used only when the answer names no file. */
  download: (orderId: number, documentId: number, fileName: string) =>
    apiDownload(`rest/get-file/${orderId}/${documentId}`, fileName),
};

/** Everything under `all` changes when staff upload a document or an order is paid (its invoice). */
export const documentKeys = {
  all: ['documents'] as const,
  mine: ['documents', 'mine'] as const,
  order: (orderId: number) => ['documents', 'order', orderId] as const,
};
