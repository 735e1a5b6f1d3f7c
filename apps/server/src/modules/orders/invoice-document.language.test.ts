import { serverText } from '@boardhouse/shared/server-texts/index';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../quotes/offer-pdf.test-support.ts';
import { computeBreakdown } from '../quotes/pricing/offer-engine.ts';
import { part, pricingInput } from '../quotes/pricing/pricing.test-support.ts';
import { renderCreditNotePdf } from './credit-note-pdf.ts';
import { creditNoteDocumentOf } from './credit-notes.service.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { invoiceDocumentOf } from './invoices.service.ts';
import type { OrderSnapshot } from './order-snapshot.ts';
import type { OrderRow } from './orders.repository.ts';
import type { RefundRow } from './refunds.repository.ts';

/**
 * The invoice and credit note in the customer's language: a German business with a confirmed VAT
 * number orders 10 boards with one estimated part in 20 working days, reverse-charged. Every label,
 * line, date and amount is German; no English label is left.
 */
const breakdown = computeBreakdown(
  pricingInput({
    parts: [part({ designators: ['U3'], mpn: 'LM358', package: 'SOIC-8' })],
    customer: { billingCountry: 'DE', shippingCountry: 'DE', vatNumberConfirmed: true },
  }),
  10,
  20,
);

const billing: OrderSnapshot['billing'] = {
  name: 'Konrad Zuse',
  companyName: 'Zuse Rechenanlagen GmbH',
  street: 'Unter den Linden 6',
  postalCode: '10117',
  city: 'Berlin',
  countryCode: 'DE',
  phoneNumber: null,
  vatNumber: '123456788',
  email: 'konrad@example.com',
};

const order = {
  id: 8,
  orderKey: 'BH-26-000124',
  invoiceNumber: '2026-000018',
  invoiceIssuedAt: new Date('2026-03-12T09:30:00Z'),
  paidAt: new Date('2026-03-12T09:12:00Z'),
  createdAt: new Date('2026-03-12T09:00:00Z'),
  paymentTransactionId: 'MSP-7781235',
  netCents: breakdown.netCents,
  vatCents: breakdown.vat.amountCents,
  totalCents: breakdown.totalCents,
  snapshot: { offer: { quantity: 10, workingDays: 20, breakdown }, billing },
} as unknown as OrderRow;

const refund = {
  id: 4,
  orderId: order.id,
  requestKey: 'manual-2',
  amountCents: 123_456,
  currency: 'EUR',
  reason: 'Eine Platine kam verkratzt an',
  cause: 'manual',
  status: 'BOOKED',
  providerOrderId: 'BH-26-000124-1',
  providerRefundId: '98766',
  failure: null,
  creditNoteNumber: 'CN-2026-000005',
  creditNoteIssuedAt: new Date('2026-03-20T10:00:00Z'),
  creditNoteDocumentId: null,
  requestedBy: null,
  createdAt: new Date('2026-03-20T10:00:00Z'),
  updatedAt: new Date('2026-03-20T10:00:00Z'),
} as RefundRow;

/** A line's description in German, as the pricing catalogue words it. */
function lineText(code: string): string {
  const text = breakdown.lines.find((line) => line.code === code)?.text;
  if (!text) throw new Error(`the breakdown has no text for ${code}`);
  return serverText(text, 'de');
}

const flat = (pages: string[]) => pages.join('\n').replace(/\s+/g, ' ');

/** Labels the English documents print; none may be left in another language's. */
const ENGLISH_LABELS = [
  'INVOICE',
  'CREDIT NOTE',
  'Invoice',
  'Description',
  'Quantity',
  'Unit price',
  'Amount',
  'Net (excl. VAT)',
  'Total',
  'Seller',
  'Billed to',
  'VAT number',
  'Address',
  'Company',
  'Paid by card',
  'reverse-charged',
  'Refund',
  'Page ',
  'boards',
  'parts',
  'placements',
  'Setup',
  'Shipment weight',
  'estimat',
  '€0',
  '€1',
];

const expectNoEnglish = (text: string) => {
  for (const label of ENGLISH_LABELS) expect(text, label).not.toContain(label);
};

describe('a German customer’s documents', () => {
  it('is reverse-charged (the snapshot this test rests on)', () => {
    expect(breakdown.vat).toMatchObject({ reason: 'REVERSE_CHARGE', ratePercent: 0 });
    expect(breakdown.lines.every((line) => line.text)).toBe(true);
  });

  it('invoice: German labels, lines, dates, amounts and the reverse-charge mention', async () => {
    const text = flat(
      await pdfPages(await renderInvoicePdf(invoiceDocumentOf(order, 'Motorsteuerung', 'de'))),
    );
    const net = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })
      .format(breakdown.netCents / 100)
      .replace(/\s/g, ' ');
    for (const expected of [
      'RECHNUNG',
      'Rechnungsnummer: 2026-000018',
      'Rechnungsdatum: 12. März 2026',
      'Bestellung: BH-26-000124',
      'Verkäufer',
      'Rechnungsempfänger',
      'Anschrift Unter den Linden 6 10117 Berlin Deutschland',
      'USt-IdNr. DE123456788',
      'USt-IdNr. NL859123455B01',
      'Projekt: Motorsteuerung',
      'Beschreibung Menge Einzelpreis Betrag',
      // The lines from their keys, each quantity counted in German and every amount in German style.
      `${lineText('board.setup')} 1 25,00 € 25,00 €`,
      `${lineText('board.panels')} 10 Leiterplatten 0,90 € 9,00 €`,
      // An estimated part is invoiced at the agreed price, without the estimate.
      'LM358 (U3) 11 Bauteile 0,56 € 6,16 €',
      `${lineText('assembly.smd')} 10 Bestückpunkte 0,02 € 0,20 €`,
      `Betrag netto ${net}`,
      'USt. 0 % 0,00 €',
      `Gesamtbetrag brutto ${net}`,
      'Steuerschuldnerschaft des Leistungsempfängers',
      'Artikel 196 der Richtlinie 2006/112/EG des Rates',
      'Am 12. März 2026 per Karte bezahlt (Transaktion MSP-7781235).',
      'Seite 1 von 1',
    ]) {
      expect(text).toContain(expected);
    }
    // Decimals in the line texts are German too (0,61 kg).
    expect(text).toMatch(/ 0,\d+ kg/);
    expectNoEnglish(text);
  });

  it('invoice: the German export mention outside the EU', async () => {
    const exported = invoiceDocumentOf(order, 'Motorsteuerung', 'de');
    exported.buyer = { ...exported.buyer, countryCode: 'CH', vatNumber: null };
    exported.vat = { ...exported.vat, reason: 'EXPORT' };
    const text = flat(await pdfPages(await renderInvoicePdf(exported)));
    expect(text).toContain(serverText({ key: 'doc.vat.export' }, 'de'));
    expect(text).toContain('Schweiz');
    expect(text).not.toContain('Steuerschuldnerschaft');
  });

  it('credit note: German labels, thousands and decimals in German style, the reverse-charge mention', async () => {
    const note = creditNoteDocumentOf(refund, order, 'Motorsteuerung', 'de');
    const text = flat(await pdfPages(await renderCreditNotePdf(note)));
    for (const expected of [
      'RECHNUNGSKORREKTUR',
      'Nr. der Rechnungskorrektur: CN-2026-000005',
      'Datum: 20. März 2026',
      'Rechnung: 2026-000018 vom 12. März 2026',
      'Korrektur der Rechnung 2026-000018',
      'Beschreibung Betrag',
      // What staff typed is printed as typed.
      'Erstattung: Eine Platine kam verkratzt an -1.234,56 €',
      'Betrag netto -1.234,56 €',
      'USt. 0 % -0,00 €',
      'Erstatteter Gesamtbetrag brutto -1.234,56 €',
      'Steuerschuldnerschaft des Leistungsempfängers',
      '1.234,56 € wurden am 20. März 2026 per Karte (Erstattung 98766) erstattet.',
      'Seite 1 von 1',
    ]) {
      expect(text).toContain(expected);
    }
    expectNoEnglish(text);
  });
});

/** Text without any whitespace: a line wrapped between two CJK characters reads back with a space. */
const dense = (text: string) => text.replace(/\s+/g, '');

/** Japanese and Chinese write euros as English does (€1,234.56): only the words are checked. */
const ENGLISH_WORDS = ENGLISH_LABELS.filter((label) => !label.startsWith('€'));

describe('a Japanese or Chinese customer’s documents', () => {
  it.each([
    {
      language: 'jp' as const,
      invoice: [
        '請求書',
        '請求書番号：2026-000018',
        '請求日：2026年3月12日',
        '品目 数量 単価 金額',
        '部品 11 個',
      ],
      creditNote: ['クレジットノート', '請求書：2026-000018（2026年3月12日）', '返金合計（税込） -€1,234.56'],
    },
    {
      language: 'ch' as const,
      invoice: [
        '发票',
        '发票号码：2026-000018',
        '开票日期：2026年3月12日',
        '描述 数量 单价 金额',
        '11 个元件',
      ],
      creditNote: ['贷项通知单', '发票：2026-000018（2026年3月12日）', '退款总额（含增值税） -€1,234.56'],
    },
  ])(
    '$language: labels, lines, the reverse-charge mention and the refund, read back from the PDF',
    async ({ language, invoice, creditNote }) => {
      const say = (key: string, params?: Record<string, string>) =>
        serverText(params ? { key, params } : { key }, language);
      const invoicePages = await pdfPages(
        await renderInvoicePdf(invoiceDocumentOf(order, 'Motor', language)),
      );
      const invoiceText = flat(invoicePages);
      for (const expected of invoice) expect(invoiceText).toContain(expected);
      // The seller is a company, the buyer a person: Japanese and Chinese name them differently.
      expect(invoiceText).toContain(`${say('doc.companyName')} Boardhouse B.V.`);
      expect(invoiceText).toContain(`${say('doc.name')} Konrad Zuse`);
      expect(invoiceText).not.toContain(`${say('doc.name')} Boardhouse`);
      for (const code of ['board.setup', 'assembly.smd']) {
        const text = breakdown.lines.find((line) => line.code === code)?.text;
        expect(text, code).toBeDefined();
        if (text) expect(invoiceText).toContain(serverText(text, language));
      }
      expect(dense(invoiceText)).toContain(dense(say('doc.vat.reverseCharge')));
      expect(dense(invoiceText)).toContain(dense(say('doc.page', { page: '1', pages: '1' })));
      for (const label of ENGLISH_WORDS) expect(invoiceText, label).not.toContain(label);
      expect(invoiceText).not.toContain('?');

      const note = creditNoteDocumentOf(refund, order, 'Motor', language);
      const creditText = flat(await pdfPages(await renderCreditNotePdf(note)));
      for (const expected of creditNote) expect(creditText).toContain(expected);
      expect(creditText).toContain(`${say('doc.companyName')} Boardhouse B.V.`);
      expect(dense(creditText)).toContain(dense(say('doc.vat.reverseCharge')));
      // What staff typed is printed as typed, in its own language.
      expect(creditText).toContain('Eine Platine kam verkratzt an');
      for (const label of ENGLISH_WORDS) expect(creditText, label).not.toContain(label);
    },
  );
});
