import type { IssuedInvoiceFigures } from '../../db/schema.ts';
import type { SnapshotLine } from './invoice-lines.ts';
import type { InvoiceVatReason } from './invoice-pdf.ts';
import type { OrderSnapshot } from './order-snapshot.ts';
import type { OrderRow } from './orders.repository.ts';

/**
 * An invoice's money as it was issued. Staff may change a paid order's VAT decision or price later
 * (decision 019), and the order's columns and snapshot follow; the invoice under its number does not.
 * Its figures are kept with the number (book-payment.ts) and are all that credit notes reverse and a
 * rebuilt invoice PDF prints.
 */
export interface IssuedInvoice {
  netCents: number;
  vatCents: number;
  totalCents: number;
  vat: { ratePercent: number; reason: InvoiceVatReason };
  quantity: number;
  lines: SnapshotLine[];
}

/** What is kept when the invoice number is given: the order's breakdown at that moment. */
export function invoiceFiguresOf(snapshot: OrderSnapshot): IssuedInvoiceFigures {
  const { breakdown } = snapshot.offer;
  return {
    netCents: breakdown.netCents,
    vatCents: breakdown.vat.amountCents,
    totalCents: breakdown.totalCents,
    vat: { ratePercent: breakdown.vat.ratePercent, reason: breakdown.vat.reason },
    quantity: breakdown.quantity,
    lines: breakdown.lines,
  };
}

/**
 * The invoice as issued. An order without kept figures (none issued yet) answers its snapshot: that is
 * what an invoice issued now would say.
 */
export function issuedInvoiceOf(order: Pick<OrderRow, 'invoiceFigures' | 'snapshot'>): IssuedInvoice {
  const figures = order.invoiceFigures ?? invoiceFiguresOf(order.snapshot as OrderSnapshot);
  return {
    ...figures,
    vat: { ratePercent: figures.vat.ratePercent, reason: figures.vat.reason as InvoiceVatReason },
    lines: figures.lines as SnapshotLine[],
  };
}
