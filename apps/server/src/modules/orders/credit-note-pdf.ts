import {
  addFooters,
  type Column,
  contentWidth,
  count,
  euros,
  heading,
  longDate,
  paragraph,
  type Row,
  startDocument,
  table,
} from '../quotes/offer-pdf-layout.ts';
import {
  type InvoiceParty,
  type InvoiceSeller,
  type InvoiceVatReason,
  safePart,
  VAT_NOTES,
  writeHeader,
  writeParties,
} from './invoice-pdf.ts';

/**
 * The credit note of one refund: what was given back of which invoice, split into net and VAT at the
 * invoice's rate, and how it went back. Like the invoice, a pure function of a snapshot taken when it
 * was issued. Amounts are printed negative, as accountants book a credit note.
 */
export interface CreditNoteDocument {
  /** Gap-free per year, its own series: "CN-2026-000004". */
  number: string;
  issuedAt: Date;
  invoiceNumber: string;
  invoiceDate: Date;
  orderKey: string;
  projectName: string;
  seller: InvoiceSeller;
  buyer: InvoiceParty;
  reason: string;
  netCents: number;
  vat: { ratePercent: number; reason: InvoiceVatReason; amountCents: number };
  totalCents: number;
  currency: 'EUR';
  /** How the money went back: "card (refund 123456)" or "bank transfer". */
  refundedThrough: string;
}

/**
 * Net and VAT of a refund of `totalCents` (VAT included) at the invoice's rate. Giving back the whole
 * order answers the invoice's own figures, so a full credit note cancels the invoice to the cent.
 */
export function splitRefund(
  totalCents: number,
  invoice: { netCents: number; vatCents: number; totalCents: number; ratePercent: number },
): { netCents: number; vatCents: number } {
  if (totalCents === invoice.totalCents) return { netCents: invoice.netCents, vatCents: invoice.vatCents };
  const netCents = Math.round((totalCents * 100) / (100 + invoice.ratePercent));
  return { netCents, vatCents: totalCents - netCents };
}

/** "credit-note-CN-2026-000004-BH-26-000123.pdf". */
export const creditNoteFileName = (note: Pick<CreditNoteDocument, 'number' | 'orderKey'>): string =>
  `credit-note-${safePart(note.number)}-${safePart(note.orderKey)}.pdf`;

export function renderCreditNotePdf(note: CreditNoteDocument): Promise<Buffer> {
  const { doc, finished } = startDocument({
    title: `${note.seller.name} credit note ${note.number}`,
    author: note.seller.name,
    subject: `Credit note for invoice ${note.invoiceNumber}, order ${note.orderKey}`,
    date: note.issuedAt,
  });
  writeHeader(doc, 'CREDIT NOTE', [
    `Credit note number: ${note.number}`,
    `Date: ${longDate(note.issuedAt)}`,
    `Invoice: ${note.invoiceNumber} of ${longDate(note.invoiceDate)}`,
    `Order: ${note.orderKey}`,
  ]);
  writeParties(doc, note.seller, note.buyer);
  heading(doc, `Credit for invoice ${note.invoiceNumber}`);
  paragraph(doc, `Project: ${note.projectName}`);
  paragraph(doc, 'All amounts in euros (EUR).', { muted: true });
  const amountWidth = 110;
  const columns: Column[] = [
    { header: 'Description', width: contentWidth(doc) - amountWidth },
    { header: 'Amount', width: amountWidth, align: 'right' },
  ];
  const rows: Row[] = [
    { cells: [`Refund: ${note.reason}`, euros(-note.netCents)] },
    {
      cells: [
        { text: 'Net (excl. VAT)', bold: true },
        { text: euros(-note.netCents), bold: true },
      ],
    },
    { cells: [`VAT ${count(note.vat.ratePercent, 2)} %`, euros(-note.vat.amountCents)] },
    {
      highlight: true,
      cells: [
        { text: 'Total credited (incl. VAT)', bold: true },
        { text: euros(-note.totalCents), bold: true },
      ],
    },
  ];
  table(doc, columns, rows);
  const vatNote = VAT_NOTES[note.vat.reason];
  if (vatNote) paragraph(doc, vatNote);
  heading(doc, 'Refund');
  paragraph(
    doc,
    `${euros(note.totalCents)} was refunded by ${note.refundedThrough} on ${longDate(note.issuedAt)}.`,
  );
  paragraph(doc, `Questions about this credit note: ${note.seller.email}, quoting ${note.number}.`, {
    muted: true,
  });
  addFooters(doc, `${note.seller.name} credit note ${note.number} for invoice ${note.invoiceNumber}`);
  doc.end();
  return finished;
}
