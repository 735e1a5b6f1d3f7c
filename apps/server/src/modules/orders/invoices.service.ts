import type { Language } from '@boardhouse/shared/product';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { orderDocuments, orders, projects, users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { readerLanguage } from '../quotes/document-words.ts';
import { HOUSE_SELLER } from './house-details.ts';
import { invoiceLinesOf } from './invoice-lines.ts';
import { type InvoiceDocument, invoiceFileName, renderInvoicePdf } from './invoice-pdf.ts';
import { issuedInvoiceOf } from './issued-invoice.ts';
import type { OrderSnapshot } from './order-snapshot.ts';
import type { OrderRow } from './orders.repository.ts';
import type { OrdersService } from './orders.service.ts';

/**
 * The invoice of a paid order. Its number is taken in the transaction that marks the order PAID
 * (payment-answers.ts); the PDF is rendered and stored after that commit (file I/O stays out of
 * transactions) and again on first download should that have failed.
 */
export class InvoicesService {
  constructor(
    private readonly ctx: AppContext,
    private readonly orders: OrdersService,
  ) {}

  /** The invoice as an attachment, for whoever may see the order (owner, team, staff). */
  async download(caller: AccessClaims, orderId: number): Promise<{ fileName: string; pdf: Buffer }> {
    const order = await this.orders.find(caller, orderId);
    if (!order.invoiceNumber) {
      throw new AppError(
        'NOT_FOUND',
        'This order has no invoice yet: it is issued once the payment is confirmed',
      );
    }
    const document = (await this.findStored(order.id)) ?? (await this.store(order.id));
    if (!document) throw AppError.notFound('invoice');
    return { fileName: document.fileName, pdf: await this.ctx.storage.get(document.storageKey) };
  }

  /** Renders and keeps the invoice of a paid order; the one stored first wins. Nothing for an unpaid one. */
  async store(orderId: number) {
    const [row] = await this.ctx.db
      .select({ order: orders, projectName: projects.name, language: users.language })
      .from(orders)
      .innerJoin(projects, eq(projects.id, orders.projectId))
      .leftJoin(users, eq(users.id, orders.ownerId))
      .where(eq(orders.id, orderId));
    if (!row?.order.invoiceNumber) return null;
    // In the customer's language, also when staff download it: the customer keeps this file.
    const invoice = invoiceDocumentOf(row.order, row.projectName, readerLanguage(row.language));
    const fileName = invoiceFileName(invoice);
    const storageKey = `orders/${orderId}/${fileName}`;
    const pdf = await renderInvoicePdf(invoice);
    await this.ctx.storage.put(storageKey, pdf);
    await this.ctx.db
      .insert(orderDocuments)
      .values({
        orderId,
        kind: 'invoice',
        fileName,
        contentType: 'application/pdf',
        sizeBytes: pdf.length,
        storageKey,
      })
      .onConflictDoNothing();
    return this.findStored(orderId);
  }

  private async findStored(orderId: number) {
    const [document] = await this.ctx.db
      .select()
      .from(orderDocuments)
      .where(and(eq(orderDocuments.orderId, orderId), eq(orderDocuments.kind, 'invoice')));
    return document ?? null;
  }
}

/**
 * The invoice's content: what the customer bought at the price they saw, as it was issued (its
 * figures kept with its number), the buyer from the order's snapshot.
 */
export function invoiceDocumentOf(order: OrderRow, projectName: string, language: Language): InvoiceDocument {
  const snapshot = order.snapshot as OrderSnapshot;
  const issued = issuedInvoiceOf(order);
  const { email: _email, ...buyer } = snapshot.billing;
  return {
    language,
    number: order.invoiceNumber ?? '',
    issuedAt: order.invoiceIssuedAt ?? order.paidAt ?? order.createdAt,
    orderKey: order.orderKey,
    projectName,
    seller: HOUSE_SELLER,
    buyer,
    lines: invoiceLinesOf(issued.lines, issued.quantity),
    netCents: issued.netCents,
    vat: { ...issued.vat, amountCents: issued.vatCents },
    totalCents: issued.totalCents,
    currency: 'EUR',
    paidAt: order.paidAt ?? order.createdAt,
    transactionId: order.paymentTransactionId,
  };
}
