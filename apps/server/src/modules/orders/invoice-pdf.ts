import type { Language } from '@boardhouse/shared/product';
import { printedVatNumber } from '../billing/vat-numbers.ts';
import { type DocumentWords, documentWords } from '../quotes/document-words.ts';
import {
  addFooters,
  type Column,
  contentWidth,
  heading,
  infoBlock,
  type Pdf,
  paragraph,
  type Row,
  startDocument,
  table,
  writeHeader,
} from '../quotes/offer-pdf-layout.ts';
import type { InvoiceLine } from './invoice-lines.ts';

/**
 * The invoice of a paid order, as the customer keeps it: who sells, who buys, the order's lines as
 * the customer saw them, net, VAT and total, and how it was paid. A pure function of an
 * InvoiceDocument, which is a snapshot taken when the invoice was issued: nothing read later (prices,
 * the house's details, the customer's billing data) can change a rendered invoice.
 */

export interface InvoiceParty {
  name: string;
  companyName: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  countryCode: string | null;
  vatNumber: string | null;
}

export type InvoiceSeller = InvoiceParty & {
  iban: string;
  bic: string;
  chamberOfCommerce: string;
  email: string;
};

export type InvoiceVatReason = 'NL' | 'EU_CONSUMER' | 'REVERSE_CHARGE' | 'EXPORT';

export interface InvoiceDocument {
  /** The customer's (the order owner's) language: every label, date and amount is printed in it. */
  language: Language;
  /** Gap-free per year: "2026-000017". */
  number: string;
  /** The invoice date; also the PDF's creation date, so the same invoice renders to the same file. */
  issuedAt: Date;
  /** BH-26-000123. */
  orderKey: string;
  projectName: string;
  seller: InvoiceSeller;
  buyer: InvoiceParty;
  /**
   * The lines the customer saw, in order, each with its quantity and unit price (invoice-lines.ts); a
   * promotion's discount is a negative line.
   */
  lines: InvoiceLine[];
  netCents: number;
  vat: { ratePercent: number; reason: InvoiceVatReason; amountCents: number };
  totalCents: number;
  currency: 'EUR';
  paidAt: Date;
  transactionId: string | null;
}

/**
 * What the law asks an invoice to say when it charges no Dutch VAT (art. 226(11) and (11a) of the VAT
 * directive), as catalogue keys: each language version's own wording.
 */
const VAT_NOTE_KEYS: Partial<Record<InvoiceVatReason, string>> = {
  REVERSE_CHARGE: 'doc.vat.reverseCharge',
  EXPORT: 'doc.vat.export',
};

/** The VAT mention of an invoice or credit note, if its VAT reason needs one. */
export function writeVatNote(doc: Pdf, reason: InvoiceVatReason, words: DocumentWords): void {
  const key = VAT_NOTE_KEYS[reason];
  if (key) paragraph(doc, words.say(key));
}

/** Letters, digits and dashes only, so the name is safe in a header and on every file system. */
export const safePart = (value: string) =>
  value.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'x';

/** "invoice-2026-000017-BH-26-000123.pdf". */
export const invoiceFileName = (invoice: Pick<InvoiceDocument, 'number' | 'orderKey'>): string =>
  `invoice-${safePart(invoice.number)}-${safePart(invoice.orderKey)}.pdf`;

export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const words = documentWords(invoice.language);
  const { say } = words;
  const facts = { seller: invoice.seller.name, number: invoice.number, order: invoice.orderKey };
  const { doc, finished } = startDocument({
    language: words.language,
    title: say('doc.invoice.pdfTitle', facts),
    author: invoice.seller.name,
    subject: say('doc.invoice.pdfSubject', { order: invoice.orderKey, project: invoice.projectName }),
    date: invoice.issuedAt,
  });
  writeHeader(doc, say('doc.invoice.title'), words, [
    say('doc.invoice.number', facts),
    say('doc.invoice.date', { date: words.longDate(invoice.issuedAt) }),
    say('doc.orderFact', facts),
  ]);
  writeParties(doc, invoice.seller, invoice.buyer, words);
  writeLines(doc, invoice, words);
  writePayment(doc, invoice, words);
  addFooters(doc, say('doc.invoice.footer', facts), words);
  doc.end();
  return finished;
}

/** Street, postal code and city, country: one line each, the missing ones left out. */
function addressOf(party: InvoiceParty, { countryName }: DocumentWords): string {
  return [
    party.street,
    [party.postalCode, party.city].filter(Boolean).join(' '),
    party.countryCode ? countryName(party.countryCode) : null,
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * A party's rows; `nameKey` says what its name is: a person's (`doc.name`, the buyer) or a company's
 * (`doc.companyName`, the seller), which Japanese and Chinese label differently.
 */
function partyPairs(
  party: InvoiceParty,
  words: DocumentWords,
  nameKey: 'doc.name' | 'doc.companyName',
): [string, string][] {
  const { say } = words;
  const pairs: [string, string][] = [[say(nameKey), party.name]];
  if (party.companyName) pairs.push([say('doc.company'), party.companyName]);
  const address = addressOf(party, words);
  if (address) pairs.push([say('doc.address'), address]);
  // With its country prefix: the tax office reads the number as a whole (NL…, EL… for Greece).
  if (party.vatNumber) {
    pairs.push([say('doc.vatNumber'), printedVatNumber(party.countryCode, party.vatNumber)]);
  }
  return pairs;
}

/** Seller and buyer side by side, as the invoice was issued. */
export function writeParties(
  doc: Pdf,
  seller: InvoiceSeller,
  buyer: InvoiceParty,
  words: DocumentWords,
): void {
  const { say } = words;
  const left = doc.page.margins.left;
  const half = (contentWidth(doc) - 20) / 2;
  const top = doc.y;
  const labelWidth = 100;
  const endSeller = infoBlock(
    doc,
    { x: left, y: top, width: half },
    say('doc.seller'),
    [
      ...partyPairs(seller, words, 'doc.companyName'),
      [say('doc.chamberOfCommerce'), seller.chamberOfCommerce],
      // IBAN and BIC are the same words in every language.
      ['IBAN', seller.iban],
      ['BIC', seller.bic],
      [say('doc.email'), seller.email],
    ],
    { labelWidth },
  );
  const endBuyer = infoBlock(
    doc,
    { x: left + half + 20, y: top, width: half },
    say('doc.billedTo'),
    partyPairs(buyer, words, 'doc.name'),
    {
      labelWidth,
    },
  );
  doc.x = left;
  doc.y = Math.max(endSeller, endBuyer);
}

/** A line's description in the reader's language; lines kept before they had texts: English. */
const describe = (line: InvoiceLine, words: DocumentWords) =>
  line.text ? words.text(line.text) : line.label;

function writeLines(doc: Pdf, invoice: InvoiceDocument, words: DocumentWords): void {
  const { say, euros, count } = words;
  heading(doc, say('doc.orderHeading', { order: invoice.orderKey }));
  paragraph(doc, say('doc.projectLine', { project: invoice.projectName }));
  paragraph(doc, say('doc.invoice.amountsNote'), { muted: true });
  const [quantityWidth, unitWidth, amountWidth] = [80, 90, 90];
  const columns: Column[] = [
    { header: say('doc.description'), width: contentWidth(doc) - quantityWidth - unitWidth - amountWidth },
    { header: say('doc.quantity'), width: quantityWidth, align: 'right' },
    { header: say('doc.unitPrice'), width: unitWidth, align: 'right' },
    { header: say('doc.amount'), width: amountWidth, align: 'right' },
  ];
  const rows: Row[] = [
    ...invoice.lines.map(
      (line): Row => ({
        cells: [
          describe(line, words),
          line.unit ? words.counted(line.unit, line.quantity) : count(line.quantity),
          words.unitPrice(line.unitPriceCents),
          euros(line.amountCents),
        ],
      }),
    ),
    {
      cells: [{ text: say('doc.net'), bold: true }, '', '', { text: euros(invoice.netCents), bold: true }],
    },
    {
      cells: [
        say('doc.vat', { rate: count(invoice.vat.ratePercent, 2) }),
        '',
        '',
        euros(invoice.vat.amountCents),
      ],
    },
    {
      highlight: true,
      cells: [
        { text: say('doc.total'), bold: true },
        '',
        '',
        { text: euros(invoice.totalCents), bold: true },
      ],
    },
  ];
  table(doc, columns, rows);
  writeVatNote(doc, invoice.vat.reason, words);
}

function writePayment(doc: Pdf, invoice: InvoiceDocument, words: DocumentWords): void {
  const { say } = words;
  heading(doc, say('doc.invoice.payment'));
  const date = words.longDate(invoice.paidAt);
  paragraph(
    doc,
    invoice.transactionId
      ? say('doc.invoice.paidWithTransaction', { date, transaction: invoice.transactionId })
      : say('doc.invoice.paid', { date }),
  );
  paragraph(doc, say('doc.invoice.questions', { email: invoice.seller.email, number: invoice.number }), {
    muted: true,
  });
}
