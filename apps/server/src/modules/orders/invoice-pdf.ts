import { PRODUCT_NAME } from '@boardhouse/shared/product';
import { printedVatNumber } from '../billing/vat-numbers.ts';
import {
  addFooters,
  BOLD,
  type Column,
  contentWidth,
  count,
  countryName,
  euros,
  FONT,
  heading,
  INK,
  infoBlock,
  longDate,
  MUTED,
  type Pdf,
  paragraph,
  printable,
  type Row,
  startDocument,
  table,
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

/** What the law asks an invoice to say when it charges no Dutch VAT. */
export const VAT_NOTES: Partial<Record<InvoiceVatReason, string>> = {
  REVERSE_CHARGE:
    'VAT reverse-charged: the customer accounts for the VAT (Article 196, Council Directive 2006/112/EC).',
  EXPORT: 'Export outside the EU: 0 % VAT.',
};

/** Letters, digits and dashes only, so the name is safe in a header and on every file system. */
export const safePart = (value: string) =>
  value.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'x';

/** "invoice-2026-000017-BH-26-000123.pdf". */
export const invoiceFileName = (invoice: Pick<InvoiceDocument, 'number' | 'orderKey'>): string =>
  `invoice-${safePart(invoice.number)}-${safePart(invoice.orderKey)}.pdf`;

export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const { doc, finished } = startDocument({
    title: `${invoice.seller.name} invoice ${invoice.number}`,
    author: invoice.seller.name,
    subject: `Order ${invoice.orderKey}: ${invoice.projectName}`,
    date: invoice.issuedAt,
  });
  writeHeader(doc, 'INVOICE', [
    `Invoice number: ${invoice.number}`,
    `Invoice date: ${longDate(invoice.issuedAt)}`,
    `Order: ${invoice.orderKey}`,
  ]);
  writeParties(doc, invoice.seller, invoice.buyer);
  writeLines(doc, invoice);
  writePayment(doc, invoice);
  addFooters(doc, `${invoice.seller.name} invoice ${invoice.number} for order ${invoice.orderKey}`);
  doc.end();
  return finished;
}

/** The house's name on the left; the document's title and its numbers and dates on the right. */
export function writeHeader(doc: Pdf, title: string, facts: readonly string[]): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const top = doc.y;
  doc.font(BOLD).fontSize(22).fillColor(INK).text(PRODUCT_NAME, left, top);
  doc.font(FONT).fontSize(9).fillColor(MUTED).text('Printed circuit boards, made and assembled', left);
  doc.font(BOLD).fontSize(18).fillColor(INK).text(title, left, top, { width, align: 'right' });
  doc.font(FONT).fontSize(9);
  for (const line of facts) {
    doc.text(printable(line), left, doc.y + 1, { width, align: 'right' });
  }
  doc.x = left;
  doc.y = Math.max(doc.y, top + 48) + 14;
}

/** Street, postal code and city, country: one line each, the missing ones left out. */
function addressOf(party: InvoiceParty): string {
  return [
    party.street,
    [party.postalCode, party.city].filter(Boolean).join(' '),
    party.countryCode ? countryName(party.countryCode) : null,
  ]
    .filter(Boolean)
    .join('\n');
}

function partyPairs(party: InvoiceParty): [string, string][] {
  const pairs: [string, string][] = [['Name', party.name]];
  if (party.companyName) pairs.push(['Company', party.companyName]);
  const address = addressOf(party);
  if (address) pairs.push(['Address', address]);
  // With its country prefix: the tax office reads the number as a whole (NL…, EL… for Greece).
  if (party.vatNumber) pairs.push(['VAT number', printedVatNumber(party.countryCode, party.vatNumber)]);
  return pairs;
}

/** Seller and buyer side by side, as the invoice was issued. */
export function writeParties(doc: Pdf, seller: InvoiceSeller, buyer: InvoiceParty): void {
  const left = doc.page.margins.left;
  const half = (contentWidth(doc) - 20) / 2;
  const top = doc.y;
  const labelWidth = 100;
  const endSeller = infoBlock(
    doc,
    { x: left, y: top, width: half },
    'Seller',
    [
      ...partyPairs(seller),
      ['Chamber of Commerce', seller.chamberOfCommerce],
      ['IBAN', seller.iban],
      ['BIC', seller.bic],
      ['E-mail', seller.email],
    ],
    { labelWidth },
  );
  const endBuyer = infoBlock(
    doc,
    { x: left + half + 20, y: top, width: half },
    'Billed to',
    partyPairs(buyer),
    {
      labelWidth,
    },
  );
  doc.x = left;
  doc.y = Math.max(endSeller, endBuyer);
}

/** Every decimal a unit price has (€0.008 a placement), and at least the cents. */
const UNIT_PRICE = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 10,
});
const unitPrice = (cents: number) => UNIT_PRICE.format(cents / 100);

function writeLines(doc: Pdf, invoice: InvoiceDocument): void {
  heading(doc, `Order ${invoice.orderKey}`);
  paragraph(doc, `Project: ${invoice.projectName}`);
  paragraph(doc, 'All amounts in euros (EUR); unit prices and amounts exclude VAT.', { muted: true });
  const [quantityWidth, unitWidth, amountWidth] = [80, 90, 90];
  const columns: Column[] = [
    { header: 'Description', width: contentWidth(doc) - quantityWidth - unitWidth - amountWidth },
    { header: 'Quantity', width: quantityWidth, align: 'right' },
    { header: 'Unit price', width: unitWidth, align: 'right' },
    { header: 'Amount', width: amountWidth, align: 'right' },
  ];
  const rows: Row[] = [
    ...invoice.lines.map(
      (line): Row => ({
        cells: [
          line.label,
          line.unit ? `${count(line.quantity)} ${line.unit}` : count(line.quantity),
          unitPrice(line.unitPriceCents),
          euros(line.amountCents),
        ],
      }),
    ),
    {
      cells: [{ text: 'Net (excl. VAT)', bold: true }, '', '', { text: euros(invoice.netCents), bold: true }],
    },
    { cells: [`VAT ${count(invoice.vat.ratePercent, 2)} %`, '', '', euros(invoice.vat.amountCents)] },
    {
      highlight: true,
      cells: [
        { text: 'Total (incl. VAT)', bold: true },
        '',
        '',
        { text: euros(invoice.totalCents), bold: true },
      ],
    },
  ];
  table(doc, columns, rows);
  const note = VAT_NOTES[invoice.vat.reason];
  if (note) paragraph(doc, note);
}

function writePayment(doc: Pdf, invoice: InvoiceDocument): void {
  heading(doc, 'Payment');
  const transaction = invoice.transactionId ? ` (transaction ${invoice.transactionId})` : '';
  paragraph(doc, `Paid by card on ${longDate(invoice.paidAt)}${transaction}. Nothing is left to pay.`);
  paragraph(doc, `Questions about this invoice: ${invoice.seller.email}, quoting ${invoice.number}.`, {
    muted: true,
  });
}
