import type { Language } from '@boardhouse/shared/product';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { orderDocuments, orders, projects, refunds, users } from '../../db/schema.ts';
import { readerLanguage } from '../quotes/document-words.ts';
import {
  type CreditNoteDocument,
  creditNoteFileName,
  renderCreditNotePdf,
  splitRefund,
} from './credit-note-pdf.ts';
import { HOUSE_SELLER } from './house-details.ts';
import { issuedInvoiceOf } from './issued-invoice.ts';
import type { OrderSnapshot } from './order-snapshot.ts';
import type { OrderRow } from './orders.repository.ts';
import {
  creditedBeforeCents,
  listRefundsWithoutCreditNoteFile,
  type RefundRow,
} from './refunds.repository.ts';

/**
 * The credit note of a booked refund. Its number is taken in the transaction that books the refund
 * (refunds.service.ts); the PDF is rendered and stored after that commit, as an order document of kind
 * 'credit-note' (so it is listed in My Documentation and downloaded like every document), and again
 * when a list finds it missing.
 */
export class CreditNotesService {
  constructor(private readonly ctx: AppContext) {}

  /** Renders and keeps the credit note of a booked refund; the one stored first wins. */
  async store(refundId: number): Promise<number | null> {
    const [row] = await this.ctx.db
      .select({ refund: refunds, order: orders, projectName: projects.name, language: users.language })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .innerJoin(projects, eq(projects.id, orders.projectId))
      .leftJoin(users, eq(users.id, orders.ownerId))
      .where(eq(refunds.id, refundId));
    if (!row?.refund.creditNoteNumber) return null;
    if (row.refund.creditNoteDocumentId !== null) return row.refund.creditNoteDocumentId;
    const before = await creditedBeforeCents(this.ctx.db, row.refund);
    const language = readerLanguage(row.language);
    const note = creditNoteDocumentOf(row.refund, row.order, row.projectName, language, before);
    const fileName = creditNoteFileName(note);
    const storageKey = `orders/${row.order.id}/${fileName}`;
    const pdf = await renderCreditNotePdf(note);
    await this.ctx.storage.put(storageKey, pdf);
    return this.ctx.db.transaction(async (tx) => {
      const [document] = await tx
        .insert(orderDocuments)
        .values({
          orderId: row.order.id,
          kind: 'credit-note',
          fileName,
          contentType: 'application/pdf',
          sizeBytes: pdf.length,
          storageKey,
        })
        .returning({ id: orderDocuments.id });
      if (!document) throw new Error('insert into order_documents returned nothing');
      const [linked] = await tx
        .update(refunds)
        .set({ creditNoteDocumentId: document.id })
        .where(and(eq(refunds.id, refundId), isNull(refunds.creditNoteDocumentId)))
        .returning({ id: refunds.creditNoteDocumentId });
      if (linked) return document.id;
      // Stored by another request in the meantime: keep theirs, drop this row (same file, same key).
      await tx.delete(orderDocuments).where(eq(orderDocuments.id, document.id));
      return null;
    });
  }

  /** Credit notes of these orders whose PDF was never stored: rendered now (outside any transaction). */
  async storeMissing(orderIds: readonly number[]): Promise<number> {
    const missing = await listRefundsWithoutCreditNoteFile(this.ctx.db, orderIds);
    for (const refundId of missing) {
      await this.store(refundId).catch((error: unknown) => {
        this.ctx.log.warn({ err: error, refundId }, 'could not store the credit note of a refund');
      });
    }
    return missing.length;
  }
}

/**
 * The credit note's content: the refund, split against the invoice as it was issued (its rate and
 * figures, not the order's after a later edit), on top of what the order's earlier credit notes
 * credited (`creditedBeforeCents`), billed as the invoice was.
 */
export function creditNoteDocumentOf(
  refund: RefundRow,
  order: OrderRow,
  projectName: string,
  language: Language,
  creditedBeforeCents = 0,
): CreditNoteDocument {
  const snapshot = order.snapshot as OrderSnapshot;
  const invoice = issuedInvoiceOf(order);
  const { email: _email, ...buyer } = snapshot.billing;
  const split = splitRefund(
    refund.amountCents,
    { ...invoice, ratePercent: invoice.vat.ratePercent },
    creditedBeforeCents,
  );
  return {
    language,
    number: refund.creditNoteNumber ?? '',
    issuedAt: refund.creditNoteIssuedAt ?? refund.updatedAt,
    invoiceNumber: order.invoiceNumber ?? '',
    invoiceDate: order.invoiceIssuedAt ?? order.paidAt ?? order.createdAt,
    orderKey: order.orderKey,
    projectName,
    seller: HOUSE_SELLER,
    buyer,
    reason: refund.reason,
    netCents: split.netCents,
    vat: { ...invoice.vat, amountCents: split.vatCents },
    totalCents: refund.amountCents,
    currency: 'EUR',
    refundedThrough: refund.providerRefundId
      ? { key: 'doc.creditNote.throughCardRefund', params: { refund: refund.providerRefundId } }
      : { key: refund.providerOrderId ? 'order.refundThrough.card' : 'order.refundThrough.bankTransfer' },
  };
}
