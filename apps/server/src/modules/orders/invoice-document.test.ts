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
 * The invoice and the credit note of an order, from its snapshot to the PDF's text: what a tax office
 * checks (EU VAT directive art. 226). A Belgian business with a confirmed VAT number typed without
 * its prefix orders 10 boards with one estimated part (an LM358 op-amp) in 20 working days.
 */
const breakdown = computeBreakdown(
  pricingInput({
    parts: [part({ designators: ['U3'], mpn: 'LM358', package: 'SOIC-8' })],
    customer: { billingCountry: 'BE', shippingCountry: 'BE', vatNumberConfirmed: true },
  }),
  10,
  20,
);

const billing: OrderSnapshot['billing'] = {
  name: 'Ada Lovelace',
  companyName: 'Lovelace Engines BV',
  street: 'Rue de la Loi 16',
  postalCode: '1000',
  city: 'Brussels',
  countryCode: 'BE',
  phoneNumber: null,
  vatNumber: '0123456749',
  email: 'ada@example.com',
};

/** The columns invoiceDocumentOf and creditNoteDocumentOf read; the rest of a row plays no part. */
const order = {
  id: 7,
  orderKey: 'BH-26-000123',
  invoiceNumber: '2026-000017',
  invoiceIssuedAt: new Date('2026-03-12T09:30:00Z'),
  paidAt: new Date('2026-03-12T09:12:00Z'),
  createdAt: new Date('2026-03-12T09:00:00Z'),
  paymentTransactionId: 'MSP-7781234',
  netCents: breakdown.netCents,
  vatCents: breakdown.vat.amountCents,
  totalCents: breakdown.totalCents,
  snapshot: { offer: { quantity: 10, workingDays: 20, breakdown }, billing },
} as unknown as OrderRow;

const flat = (pages: string[]) => pages.join('\n').replace(/\s+/g, ' ');

describe('the invoice of an order', () => {
  it('is reverse-charged for a Belgian business (the snapshot this test rests on)', () => {
    expect(breakdown.vat).toMatchObject({ reason: 'REVERSE_CHARGE', ratePercent: 0, amountCents: 0 });
    expect(breakdown.lines.find((line) => line.code === 'components.estimated')?.label).toMatch(/estimated/);
  });

  it('holds each line’s quantity and unit price, both prefixed VAT numbers, the reverse charge, no estimate', async () => {
    const document = invoiceDocumentOf(order, 'Motor driver v2', 'en');
    const text = flat(await pdfPages(await renderInvoicePdf(document)));
    for (const expected of [
      'Description Quantity Unit price Amount',
      // The house's default 2-layer setup (€25.00), once.
      'Setup, 2 layers 1 €25.00 €25.00',
      // Half a pool panel at the default €18.00 is €9.00 for the 10 boards: €0.90 a board.
      'Share of pool production panels (20 boards per panel) 10 boards €0.90 €9.00',
      // 10 placements × 2 ¢, as the breakdown counts them.
      'SMD placements 10 placements €0.02 €0.20',
      // The parcel's weight is one charge.
      'packing 0.3 kg 1 €1.53 €1.53',
      // 10 needed + 1 spare = 11 parts at 40 ¢ + 2 ¢ × 8 pins = 56 ¢: €6.16.
      'LM358 (U3) 11 parts €0.56 €6.16',
      'VAT number BE0123456749',
      'VAT number NL859123455B01',
      'VAT 0 % €0.00',
      serverText({ key: 'doc.vat.reverseCharge' }, 'en'),
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/estimat/i);
    expect(text).not.toContain('VAT number 0123456749');
    // Every line is on the invoice with a quantity, and they add up to the net.
    expect(document.lines).toHaveLength(breakdown.lines.length);
    expect(document.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(breakdown.netCents);
  });

  it('has a credit note with both VAT numbers prefixed and the reverse charge', async () => {
    const refund = {
      id: 3,
      orderId: order.id,
      requestKey: 'manual-1',
      amountCents: 1000,
      currency: 'EUR',
      reason: 'One board arrived scratched',
      cause: 'manual',
      status: 'BOOKED',
      providerOrderId: 'BH-26-000123-1',
      providerRefundId: '98765',
      failure: null,
      creditNoteNumber: 'CN-2026-000004',
      creditNoteIssuedAt: new Date('2026-03-20T10:00:00Z'),
      creditNoteDocumentId: null,
      requestedBy: null,
      createdAt: new Date('2026-03-20T10:00:00Z'),
      updatedAt: new Date('2026-03-20T10:00:00Z'),
    } as RefundRow;
    const note = creditNoteDocumentOf(refund, order, 'Motor driver v2', 'en');
    const text = flat(await pdfPages(await renderCreditNotePdf(note)));
    for (const expected of [
      'CREDIT NOTE',
      'Credit note number: CN-2026-000004',
      'VAT number BE0123456749',
      'VAT number NL859123455B01',
      'Refund: One board arrived scratched -€10.00',
      serverText({ key: 'doc.vat.reverseCharge' }, 'en'),
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/estimat/i);
  });
});
