import type { Language } from '@boardhouse/shared/product';
import type { ServerText } from '@boardhouse/shared/server-texts/server-text';
import { documentWords } from '../quotes/document-words.ts';
import {
  addFooters,
  type Column,
  contentWidth,
  heading,
  paragraph,
  type Row,
  startDocument,
  table,
  writeHeader,
} from '../quotes/offer-pdf-layout.ts';
import {
  type InvoiceParty,
  type InvoiceSeller,
  type InvoiceVatReason,
  safePart,
  writeParties,
  writeVatNote,
} from './invoice-pdf.ts';

/**
 * The credit note of one refund: what was given back of which invoice, split into net and VAT at the
 * invoice's rate, and how it went back. Like the invoice, a pure function of a snapshot taken when it
 * was issued. Amounts are printed negative, as accountants book a credit note.
 */
export interface CreditNoteDocument {
  /** The customer's (the order owner's) language: every label, date and amount is printed in it. */
  language: Language;
  /** Gap-free per year, its own series: "CN-2026-000004". */
  number: string;
  issuedAt: Date;
  invoiceNumber: string;
  invoiceDate: Date;
  orderKey: string;
  projectName: string;
  seller: InvoiceSeller;
  buyer: InvoiceParty;
  /** As staff typed it: printed as it is, in every language. */
  reason: string;
  netCents: number;
  vat: { ratePercent: number; reason: InvoiceVatReason; amountCents: number };
  totalCents: number;
  currency: 'EUR';
  /** How the money went back, in the reader's words: "card (refund 123456)", "bank transfer". */
  refundedThrough: ServerText;
}

interface InvoiceSplit {
  netCents: number;
  vatCents: number;
  totalCents: number;
  ratePercent: number;
}

/** The VAT in `totalCents` credited in all against the invoice: the invoice's own VAT for its whole total. */
function vatShare(totalCents: number, invoice: InvoiceSplit): number {
  if (totalCents === invoice.totalCents) return invoice.vatCents;
  return totalCents - Math.round((totalCents * 100) / (100 + invoice.ratePercent));
}

/**
 * Net and VAT of a refund of `totalCents` (VAT included) at the invoice's rate, after earlier credit
 * notes of the same invoice credited `creditedBeforeCents`. It is split on the running total, not on
 * its own: its VAT is the VAT share of all credited with it less the share of all credited before.
 * Rounding each refund alone let partial notes credit a cent more or less VAT than was invoiced; so,
 * the note that brings the total back to the invoice's takes exactly the invoice's remaining net and
 * VAT, and a full credit note cancels the invoice to the cent.
 */
export function splitRefund(
  totalCents: number,
  invoice: InvoiceSplit,
  creditedBeforeCents = 0,
): { netCents: number; vatCents: number } {
  const vatCents =
    vatShare(creditedBeforeCents + totalCents, invoice) - vatShare(creditedBeforeCents, invoice);
  return { netCents: totalCents - vatCents, vatCents };
}

/** "credit-note-CN-2026-000004-BH-26-000123.pdf". */
export const creditNoteFileName = (note: Pick<CreditNoteDocument, 'number' | 'orderKey'>): string =>
  `credit-note-${safePart(note.number)}-${safePart(note.orderKey)}.pdf`;

export function renderCreditNotePdf(note: CreditNoteDocument): Promise<Buffer> {
  const words = documentWords(note.language);
  const { say, euros, longDate } = words;
  const facts = {
    seller: note.seller.name,
    number: note.number,
    invoice: note.invoiceNumber,
    order: note.orderKey,
  };
  const { doc, finished } = startDocument({
    language: words.language,
    title: say('doc.creditNote.pdfTitle', facts),
    author: note.seller.name,
    subject: say('doc.creditNote.pdfSubject', facts),
    date: note.issuedAt,
  });
  writeHeader(doc, say('doc.creditNote.title'), words, [
    say('doc.creditNote.number', facts),
    say('doc.creditNote.date', { date: longDate(note.issuedAt) }),
    say('doc.creditNote.invoice', { number: note.invoiceNumber, date: longDate(note.invoiceDate) }),
    say('doc.orderFact', facts),
  ]);
  writeParties(doc, note.seller, note.buyer, words);
  heading(doc, say('doc.creditNote.heading', facts));
  paragraph(doc, say('doc.projectLine', { project: note.projectName }));
  paragraph(doc, say('doc.creditNote.amountsNote'), { muted: true });
  const amountWidth = 110;
  const columns: Column[] = [
    { header: say('doc.description'), width: contentWidth(doc) - amountWidth },
    { header: say('doc.amount'), width: amountWidth, align: 'right' },
  ];
  const rows: Row[] = [
    { cells: [say('doc.creditNote.refundLine', { reason: note.reason }), euros(-note.netCents)] },
    {
      cells: [
        { text: say('doc.net'), bold: true },
        { text: euros(-note.netCents), bold: true },
      ],
    },
    {
      cells: [say('doc.vat', { rate: words.count(note.vat.ratePercent, 2) }), euros(-note.vat.amountCents)],
    },
    {
      highlight: true,
      cells: [
        { text: say('doc.creditNote.total'), bold: true },
        { text: euros(-note.totalCents), bold: true },
      ],
    },
  ];
  table(doc, columns, rows);
  writeVatNote(doc, note.vat.reason, words);
  heading(doc, say('doc.creditNote.refund'));
  paragraph(
    doc,
    say('doc.creditNote.refunded', {
      amount: euros(note.totalCents),
      through: words.text(note.refundedThrough),
      date: longDate(note.issuedAt),
    }),
  );
  paragraph(doc, say('doc.creditNote.questions', { email: note.seller.email, number: note.number }), {
    muted: true,
  });
  addFooters(doc, say('doc.creditNote.footer', facts), words);
  doc.end();
  return finished;
}
