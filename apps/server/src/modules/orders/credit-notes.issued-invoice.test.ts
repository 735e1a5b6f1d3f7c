import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PlacedOrder } from '../../../test/orders.ts';
import { signedInPerson } from '../../../test/people.ts';
import { orderDocuments, orders, refunds } from '../../db/schema.ts';
import { pdfPages } from '../quotes/offer-pdf.test-support.ts';
import { afterSalesSuite, paidOrder } from './after-sales.test-support.ts';
import { invoiceDocumentOf } from './invoices.service.ts';

/**
 * Credit notes reverse the invoice as it was issued: their VAT adds up to the invoice's to the cent
 * however the refunds split the total, and a VAT decision changed after payment (decision 019) moves
 * neither them nor the invoice rebuilt under its number. The invoice: net 5 383 + VAT 1 130 (21 %).
 */
const suite = afterSalesSuite();

const INVOICE = { netCents: 5383, vatCents: 1130, totalCents: 6513 };

/** The placed order priced at the invoice's figures (as if its lines had come to them). */
async function pricedAtInvoice(order: PlacedOrder): Promise<PlacedOrder> {
  const breakdown = "'{offer,breakdown}'";
  await suite.harness.t.ctx.db
    .update(orders)
    .set({
      ...INVOICE,
      snapshot: sql`jsonb_set(jsonb_set(jsonb_set(jsonb_set(${orders.snapshot},
        ${sql.raw(breakdown)}::text[] || '{netCents}', '5383'),
        ${sql.raw(breakdown)}::text[] || '{totalCents}', '6513'),
        ${sql.raw(breakdown)}::text[] || '{vat,amountCents}', '1130'),
        ${sql.raw(breakdown)}::text[] || '{vat,ratePercent}', '21')`,
    })
    .where(eq(orders.id, order.orderId));
  return { ...order, totalCents: INVOICE.totalCents };
}

const refund = async (orderId: number, amountCents: number) => {
  const response = await suite.refund(orderId, amountCents);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** The stored credit note's text, on one line. */
async function creditNoteText(refundId: number): Promise<string> {
  const [row] = await suite.harness.t.ctx.db
    .select({ storageKey: orderDocuments.storageKey })
    .from(refunds)
    .innerJoin(orderDocuments, eq(orderDocuments.id, refunds.creditNoteDocumentId))
    .where(eq(refunds.id, refundId));
  if (!row) throw new Error(`refund ${refundId} has no stored credit note`);
  return (await pdfPages(await suite.harness.t.ctx.storage.get(row.storageKey)))
    .join('\n')
    .replace(/\s+/g, ' ');
}

describe('credit notes against the invoice as issued', () => {
  it('credits exactly the invoice’s VAT when partial refunds add up to the whole payment', async () => {
    const customer = await signedInPerson(suite.harness.t);
    const order = await paidOrder(suite.harness, customer, 'Refunded in two parts', pricedAtInvoice);
    const first = await refund(order.orderId, 3000);
    const rest = await refund(order.orderId, 3513);
    // 3 000 → net round(3 000 / 1.21) = 2 479, VAT 521; the rest is what the invoice has left.
    expect(await creditNoteText(first.id)).toContain('VAT 21 % -€5.21');
    const second = await creditNoteText(rest.id);
    expect(second).toContain('VAT 21 % -€6.09');
    expect(second).toContain('Net (excl. VAT) -€29.04');
  });

  it('reverses the VAT the invoice charged after staff changed the order’s VAT decision', async () => {
    const customer = await signedInPerson(suite.harness.t);
    const order = await paidOrder(suite.harness, customer, 'VAT changed after payment', pricedAtInvoice);
    const [issued] = await suite.harness.t.ctx.db.select().from(orders).where(eq(orders.id, order.orderId));
    if (!issued) throw new Error('no order');
    const issuedDocument = invoiceDocumentOf(issued, 'Motor', 'en');
    expect(issuedDocument.vat).toMatchObject({ ratePercent: 21, amountCents: 1130 });

    const changed = await suite.calls.call('POST', '/rest/order/updateVatPrice', suite.staff, {
      orderId: order.orderId,
      ratePercent: 0,
      vatReason: 'REVERSE_CHARGE',
      reason: 'VIES confirmed the VAT number after payment',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const note = await refund(order.orderId, 1000);
    const text = await creditNoteText(note.id);
    // 1 000 at 21 %: net 826, VAT 174, as the invoice charged; no reverse charge is claimed.
    expect(text).toContain('VAT 21 % -€1.74');
    expect(text).not.toMatch(/reverse charge/i);

    // The invoice rebuilt under its number shows what it said when issued.
    const [now] = await suite.harness.t.ctx.db.select().from(orders).where(eq(orders.id, order.orderId));
    if (!now) throw new Error('no order');
    expect(now.vatCents).toBe(0);
    const rebuilt = invoiceDocumentOf(now, 'Motor', 'en');
    expect(rebuilt).toMatchObject({
      netCents: INVOICE.netCents,
      totalCents: INVOICE.totalCents,
      vat: issuedDocument.vat,
      lines: issuedDocument.lines,
    });
  });
});
