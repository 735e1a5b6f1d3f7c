import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  documentFilePath,
  type FileLocationResponse,
  type MyDocumentsResponse,
  type OrderDocumentFile,
  type OrderDocumentsResponse,
  type SendDocumentEmailRequest,
  type SendDocumentEmailResponse,
  type UploadedDocumentKind,
} from '@boardhouse/shared/orders/documents-api';
import type { AppContext } from '../../context.ts';
import type { AttachmentFile } from '../../lib/attachment.ts';
import { AppError } from '../../lib/errors.ts';
import type { UploadedFile } from '../../lib/single-file-upload.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import type { CplService } from '../cpl/cpl.service.ts';
import { publishOrderDocument } from '../events/order-events.ts';
import type { CreditNotesService } from '../orders/credit-notes.service.ts';
import type { InvoicesService } from '../orders/invoices.service.ts';
import type { OrderSnapshot } from '../orders/order-snapshot.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { recipientOf } from '../orders/recipients.ts';
import { ownOrTeamProjects } from '../projects/projects.policy.ts';
import { checkDocumentContent } from './document-content.ts';
import { newDocumentsMessage } from './document-mails.ts';
import {
  type DocumentRow,
  findOrderDocument,
  insertOrderDocument,
  listOrderDocuments,
  listOrdersWithoutInvoiceFile,
  listOrdersWithRefunds,
  listVisibleDocuments,
} from './documents.repository.ts';

/** A document as it is handed out (lib/attachment.ts sends it). */
export type DownloadFile = AttachmentFile;

/** Placement files are stored under their own extension; the browser's claim was never kept. */
const PLACEMENT_TYPES: Record<string, string> = {
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  txt: 'text/plain',
  pos: 'text/plain',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const fileGone = (what: string) =>
  new AppError('NOT_FOUND', `The file of this ${what} is no longer stored: please ask us for a new copy`);

/**
 * The documents of an order: staff upload them (checked by content, stored through the storage
 * adapter, one row each), tell the customer by e-mail, and customers who may see the order (owner,
 * team; ADMIN sees all) list and download them, the house's invoice among them. Who may see an order
 * is OrdersService.find's rule, applied in its query; anyone else gets 404.
 */
export class DocumentsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly orders: OrdersService,
    private readonly invoices: InvoicesService,
    private readonly cpl: CplService,
    private readonly creditNotes: CreditNotesService,
  ) {}

  /**
   * Stores a document staff upload for the order. The order is looked up before the file is read (an
   * unknown order answers 404 without buffering 25 MB); the file is written before its row, and
   * removed again should the row not be written, so no row ever points at nothing.
   */
  async upload(
    caller: AccessClaims,
    orderId: number,
    kind: UploadedDocumentKind,
    receive: () => Promise<UploadedFile>,
  ): Promise<OrderDocumentFile> {
    const order = await this.orders.find(caller, orderId);
    const file = await receive();
    const checked = await checkDocumentContent(file.data, file.fileName);
    const storageKey = `orders/${order.id}/documents/${kind}-${randomBytes(12).toString('hex')}.${checked.extension}`;
    await this.ctx.storage.put(storageKey, file.data);
    try {
      // The row and its announcement commit together: an open order page hears of the document
      // (and fetches it) only once it is there to be listed.
      const row = await this.ctx.db.transaction(async (tx) => {
        const inserted = await insertOrderDocument(tx, {
          orderId: order.id,
          kind,
          fileName: checked.fileName,
          contentType: checked.contentType,
          sizeBytes: file.data.length,
          storageKey,
          createdBy: caller.userId,
        });
        await publishOrderDocument(tx, order.id, inserted.id);
        return inserted;
      });
      return present(row);
    } catch (error) {
      await this.ctx.storage.remove(storageKey).catch(() => {});
      throw error;
    }
  }

  /** The order's documents, newest first; a paid order's invoice is rendered first if it never was. */
  async listForOrder(caller: AccessClaims, orderId: number): Promise<OrderDocumentsResponse> {
    const order = await this.orders.find(caller, orderId);
    let documents = await listOrderDocuments(this.ctx.db, order.id);
    if (order.invoiceNumber && !documents.some((document) => document.kind === 'invoice')) {
      await this.storeMissingInvoices([order.id]);
      documents = await listOrderDocuments(this.ctx.db, order.id);
    }
    // A credit note whose PDF could not be stored after its refund was booked: rendered now.
    if (order.refundedCents > 0 && (await this.creditNotes.storeMissing([order.id])) > 0) {
      documents = await listOrderDocuments(this.ctx.db, order.id);
    }
    return { documents: documents.map(present) };
  }

  async location(caller: AccessClaims, orderId: number, documentId: number): Promise<FileLocationResponse> {
    const document = await this.findDocument(caller, orderId, documentId);
    return { url: documentFilePath(document.orderId, document.id) };
  }

  async download(caller: AccessClaims, orderId: number, documentId: number): Promise<DownloadFile> {
    const document = await this.findDocument(caller, orderId, documentId);
    return {
      fileName: document.fileName,
      contentType: document.contentType,
      data: await this.read(document.storageKey, 'document'),
    };
  }

  /**
   * The placement file: as the order keeps it (its snapshot names the stored file), else, for a
   * project, the one it has now (CplService's rule: whoever may see the project).
   */
  async placementFile(
    caller: AccessClaims,
    query: { orderId?: number | undefined; projectId?: string | undefined },
  ): Promise<DownloadFile> {
    if (query.orderId === undefined) {
      if (query.projectId === undefined) throw AppError.notFound('placement file');
      return this.cpl.download(caller, query.projectId);
    }
    const order = await this.orders.find(caller, query.orderId);
    const file = (order.snapshot as OrderSnapshot).placements?.file;
    if (!file) throw new AppError('NOT_FOUND', 'This order was placed without a placement file');
    const extension = file.storageKey.slice(file.storageKey.lastIndexOf('.') + 1).toLowerCase();
    return {
      fileName: file.fileName,
      contentType: PLACEMENT_TYPES[extension] ?? 'application/octet-stream',
      data: await this.read(file.storageKey, 'placement file'),
    };
  }

  /**
   * E-mails the order's owner, in their language, that documents are ready: the ones named, or every
   * document of the order. The message is written in a transaction and delivered after its commit.
   */
  async announce(
    caller: AccessClaims,
    request: SendDocumentEmailRequest,
  ): Promise<SendDocumentEmailResponse> {
    const order = await this.orders.find(caller, request.orderId);
    const all = await listOrderDocuments(this.ctx.db, order.id);
    const wanted = request.documentIds ? new Set(request.documentIds) : null;
    const documents = wanted ? all.filter((document) => wanted.has(document.id)) : all;
    if (wanted && documents.length < wanted.size) throw AppError.notFound('document');
    if (documents.length === 0) {
      throw new AppError(
        'CONFLICT',
        'This order has no documents yet: upload one before telling the customer',
      );
    }
    const db = this.ctx.db;
    const { mailId, recipient } = await db.transaction(async (tx) => {
      const to = await recipientOf(tx, order.ownerId);
      const message = newDocumentsMessage(
        this.ctx.config.publicUrl,
        to,
        {
          orderId: order.id,
          orderKey: order.orderKey,
          projectName: order.projectName,
        },
        documents,
      );
      return { mailId: await this.ctx.mailer.enqueue(tx, message), recipient: to.email };
    });
    this.ctx.mailer.deliver([mailId]);
    return { recipient, documents: documents.map(present) };
  }

  /** My Documentation: every document of the caller's and their team's orders, newest first. */
  async listMine(caller: AccessClaims): Promise<MyDocumentsResponse> {
    const visible = ownOrTeamProjects(caller, { asCustomer: true });
    await this.storeMissingInvoices(await listOrdersWithoutInvoiceFile(this.ctx.db, visible));
    await this.creditNotes.storeMissing(await listOrdersWithRefunds(this.ctx.db, visible));
    const rows = await listVisibleDocuments(this.ctx.db, visible);
    return {
      documents: rows.map(({ projectKey, createdAt, ...row }) => ({
        ...row,
        projectId: projectKey,
        createdAt: createdAt.toISOString(),
      })),
    };
  }

  private async findDocument(caller: AccessClaims, orderId: number, documentId: number) {
    const order = await this.orders.find(caller, orderId);
    const document = await findOrderDocument(this.ctx.db, order.id, documentId);
    if (!document) throw AppError.notFound('document');
    return document;
  }

  /** Invoices whose PDF could not be stored after the payment: rendered now (outside any transaction). */
  private async storeMissingInvoices(orderIds: readonly number[]): Promise<void> {
    for (const orderId of orderIds.slice(0, 20)) {
      await this.invoices.store(orderId).catch((error: unknown) => {
        this.ctx.log.warn({ err: error, orderId }, 'could not store the invoice of a paid order');
      });
    }
  }

  /** The stored file as a stream, sent on to the client without being held in memory whole. */
  private async read(storageKey: string, what: string): Promise<Readable> {
    try {
      return await this.ctx.storage.getStream(storageKey);
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') throw fileGone(what);
      throw error;
    }
  }
}

function present(row: DocumentRow): OrderDocumentFile {
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
  };
}
