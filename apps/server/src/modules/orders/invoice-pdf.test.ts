import { serverText } from '@boardhouse/shared/server-texts/index';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { HOUSE_SELLER } from './house-details.ts';
import type { InvoiceLine } from './invoice-lines.ts';
import { type InvoiceDocument, invoiceFileName, renderInvoicePdf } from './invoice-pdf.ts';

/** The text of all pages, as a PDF reader extracts it. */
async function pdfText(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text.join('\n');
}

/**
 * A worked example by hand: 1,000.00 + 234.56 + 15.00 = 1,249.56 before the promotion; 10 % off is
 * 124.956, rounded to 124.96; net 1,124.60; 21 % Dutch VAT of it is 236.166, rounded to 236.17;
 * total 1,360.77. Per line: 10 boards × €100.00 = €1,000.00; 10 boards × €23.456 = €234.56 (the
 * third decimal is what makes it add up); the parcel and the promotion once each.
 */
function sampleInvoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    language: 'en',
    number: '2026-000017',
    issuedAt: new Date('2026-03-12T09:30:00Z'),
    orderKey: 'BH-26-000123',
    projectName: 'Motor driver v2',
    seller: HOUSE_SELLER,
    buyer: {
      name: 'Ada Lovelace',
      companyName: 'Lovelace Engines B.V.',
      street: 'Keizersgracht 1',
      postalCode: '1015 CC',
      city: 'Amsterdam',
      countryCode: 'NL',
      vatNumber: 'NL859123467B01',
    },
    lines: [
      {
        label: '10 boards, 4 layers, 20 working days',
        quantity: 10,
        unit: 'board',
        unitPriceCents: 10_000,
        amountCents: 100_000,
      },
      {
        label: 'Assembly: 118 SMD placements per board',
        quantity: 10,
        unit: 'board',
        unitPriceCents: 2_345.6,
        amountCents: 23_456,
      },
      { label: 'Shipping', quantity: 1, unit: null, unitPriceCents: 1_500, amountCents: 1_500 },
      {
        label: 'Promotion WELCOME10: 10 % off',
        quantity: 1,
        unit: null,
        unitPriceCents: -12_496,
        amountCents: -12_496,
      },
    ],
    netCents: 112_460,
    vat: { ratePercent: 21, reason: 'NL', amountCents: 23_617 },
    totalCents: 136_077,
    currency: 'EUR',
    paidAt: new Date('2026-03-12T09:12:00Z'),
    transactionId: 'MSP-7781234',
    ...overrides,
  };
}

const REVERSE_CHARGE_NOTE = serverText({ key: 'doc.vat.reverseCharge' }, 'en');
const EXPORT_NOTE = serverText({ key: 'doc.vat.export' }, 'en');

describe('the invoice PDF', () => {
  it('adds up: the worked example is consistent', () => {
    const invoice = sampleInvoice();
    expect(invoice.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(invoice.netCents);
    expect(Math.round((invoice.netCents * invoice.vat.ratePercent) / 100)).toBe(invoice.vat.amountCents);
    expect(invoice.netCents + invoice.vat.amountCents).toBe(invoice.totalCents);
  });

  it('holds the number, dates, both parties, every line, net, VAT, total and the payment', async () => {
    const pdf = await renderInvoicePdf(sampleInvoice());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const expected of [
      'INVOICE',
      'Invoice number: 2026-000017',
      'Invoice date: 12 March 2026',
      'Order: BH-26-000123',
      'Motor driver v2',
      // The seller.
      'Boardhouse B.V.',
      'Torenallee 45',
      '5617 BA Eindhoven',
      'Netherlands',
      'NL859123455B01',
      'Chamber of Commerce 85912345',
      'IBAN NL91 ABNA 0417 1643 00',
      'BIC ABNANL2A',
      'billing@boardhouse.local',
      // The buyer.
      'Ada Lovelace',
      'Lovelace Engines B.V.',
      'Keizersgracht 1',
      '1015 CC Amsterdam',
      'VAT number NL859123467B01',
      // The lines, each with its quantity, unit price and amount, and the sums worked out by hand.
      'Description Quantity Unit price Amount',
      '10 boards, 4 layers, 20 working days 10 boards €100.00 €1,000.00',
      'Assembly: 118 SMD placements per board 10 boards €23.456 €234.56',
      'Shipping 1 €15.00 €15.00',
      'Promotion WELCOME10: 10 % off 1 -€124.96 -€124.96',
      'Net (excl. VAT) €1,124.60',
      'VAT 21 % €236.17',
      'Total (incl. VAT) €1,360.77',
      'Paid by card on 12 March 2026 (transaction MSP-7781234)',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(REVERSE_CHARGE_NOTE);
    expect(text).not.toContain(EXPORT_NOTE);
  });

  it('says the VAT is reverse-charged only when it is', async () => {
    const reverse = sampleInvoice({
      buyer: { ...sampleInvoice().buyer, countryCode: 'BE', vatNumber: 'BE0123456749' },
      vat: { ratePercent: 0, reason: 'REVERSE_CHARGE', amountCents: 0 },
      totalCents: 112_460,
    });
    const text = await pdfText(await renderInvoicePdf(reverse));
    expect(text).toContain('VAT number BE0123456749');
    expect(text).toContain('Belgium');
    expect(text).toContain('VAT 0 % €0.00');
    expect(text).toContain('Total (incl. VAT) €1,124.60');
    expect(text.replace(/\s+/g, ' ')).toContain(REVERSE_CHARGE_NOTE);
    expect(text).not.toContain(EXPORT_NOTE);
    for (const reason of ['EU_CONSUMER', 'EXPORT'] as const) {
      const other = await pdfText(
        await renderInvoicePdf(sampleInvoice({ vat: { ratePercent: 0, reason, amountCents: 0 } })),
      );
      expect(other.replace(/\s+/g, ' ')).not.toContain('reverse-charged');
    }
  });

  it('says an export carries no VAT, and leaves out what the buyer has not given', async () => {
    const text = await pdfText(
      await renderInvoicePdf(
        sampleInvoice({
          buyer: {
            name: 'Grace Hopper',
            companyName: null,
            street: null,
            postalCode: null,
            city: null,
            countryCode: 'US',
            vatNumber: null,
          },
          vat: { ratePercent: 0, reason: 'EXPORT', amountCents: 0 },
          totalCents: 112_460,
          transactionId: null,
        }),
      ),
    );
    expect(text).toContain(EXPORT_NOTE);
    expect(text).toContain('United States');
    expect(text).toContain('Paid by card on 12 March 2026. Nothing is left to pay.');
    expect(text).not.toContain('transaction');
    // The only VAT number is the seller's.
    expect(text.match(/VAT number/g)).toHaveLength(1);
  });

  it('prints each VAT number with its country prefix, never twice (EL for Greece)', async () => {
    const buyer = sampleInvoice().buyer;
    for (const [countryCode, typed, printed] of [
      ['NL', '123456782B01', 'NL123456782B01'],
      ['NL', 'nl 1234.56782.B01', 'NL123456782B01'],
      ['GR', '094259216', 'EL094259216'],
      ['GR', 'EL094259216', 'EL094259216'],
      ['GR', 'GR094259216', 'EL094259216'],
    ] as const) {
      const text = await pdfText(
        await renderInvoicePdf(sampleInvoice({ buyer: { ...buyer, countryCode, vatNumber: typed } })),
      );
      expect(text, typed).toContain(`VAT number ${printed}\n`);
      expect(text, typed).toContain('VAT number NL859123455B01');
    }
  });

  it('is the same file for the same invoice (its creation date is the invoice date)', async () => {
    const [first, second] = await Promise.all([
      renderInvoicePdf(sampleInvoice()),
      renderInvoicePdf(sampleInvoice()),
    ]);
    expect(first.equals(second)).toBe(true);
    expect(first.toString('latin1')).toContain('(D:20260312093000Z)');
  });

  it('goes on over pages when an order has many lines', async () => {
    const lines = Array.from(
      { length: 80 },
      (_, index): InvoiceLine => ({
        label: `Line ${index + 1}`,
        quantity: 4,
        unit: 'part',
        unitPriceCents: 25,
        amountCents: 100,
      }),
    );
    const text = await pdfText(
      await renderInvoicePdf(
        sampleInvoice({ lines, netCents: 8_000, vat: { ...sampleInvoice().vat, amountCents: 1_680 } }),
      ),
    );
    expect(text).toContain('Line 80 4 parts €0.25 €1.00');
    expect(text).toContain('Page 2 of');
  });

  it('names the file after the invoice and the order, in safe characters only', () => {
    expect(invoiceFileName({ number: '2026-000017', orderKey: 'BH-26-000123' })).toBe(
      'invoice-2026-000017-BH-26-000123.pdf',
    );
    expect(invoiceFileName({ number: '2026/17', orderKey: '../"BH" 1' })).toBe('invoice-2026-17-BH-1.pdf');
  });
});
