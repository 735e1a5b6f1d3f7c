import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { placedOrder } from '../../../test/orders.ts';
import { caller, signedInPerson } from '../../../test/people.ts';
import { orderDocuments, orders, refunds } from '../../db/schema.ts';
import { pdfPages } from '../quotes/offer-pdf.test-support.ts';
import { CreditNotesService } from './credit-notes.service.ts';

/**
 * The stored invoice and credit note speak the order owner's language, whoever triggers their
 * rendering: the customer keeps the file.
 */
describe('the documents of a German customer’s order', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const flat = async (pdf: Uint8Array) => (await pdfPages(pdf)).join('\n').replace(/\s+/g, ' ');

  it('are German: the invoice downloaded by staff first, the credit note of a refund', async () => {
    const call = caller(t);
    const customer = await signedInPerson(t, { language: 'de' });
    const admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
    const order = await placedOrder(t, customer, 'Steuerplatine');
    const paidAt = new Date('2026-03-12T09:12:00Z');
    // Paid as payment-answers.ts marks it (its own tests cover that path): a number and the dates.
    await t.ctx.db
      .update(orders)
      .set({ status: 'PAID', paidAt, invoiceNumber: '2026-000042', invoiceIssuedAt: paidAt })
      .where(eq(orders.id, order.orderId));

    const invoice = await call('GET', `/rest/order/${order.orderId}/invoice`, admin);
    expect(invoice.statusCode, invoice.body.slice(0, 300)).toBe(200);
    const invoiceText = await flat(invoice.rawPayload);
    for (const expected of [
      'RECHNUNG',
      'Rechnungsnummer: 2026-000042',
      'Rechnungsdatum: 12. März 2026',
      'Menge',
    ]) {
      expect(invoiceText).toContain(expected);
    }
    expect(invoiceText).not.toContain('INVOICE');
    // Stored once: the customer downloads the same German file.
    const again = await call('GET', `/rest/order/${order.orderId}/invoice`, customer);
    expect(again.rawPayload.equals(invoice.rawPayload)).toBe(true);

    const [refund] = await t.ctx.db
      .insert(refunds)
      .values({
        orderId: order.orderId,
        requestKey: 'manual-language',
        amountCents: 1_000,
        currency: 'EUR',
        reason: 'Kulanz',
        cause: 'manual',
        status: 'BOOKED',
        creditNoteNumber: 'CN-2026-000042',
        creditNoteIssuedAt: new Date('2026-03-20T10:00:00Z'),
      })
      .returning({ id: refunds.id });
    if (!refund) throw new Error('no refund row');
    const documentId = await new CreditNotesService(t.ctx).store(refund.id);
    if (documentId === null) throw new Error('no credit note stored');
    const [stored] = await t.ctx.db.select().from(orderDocuments).where(eq(orderDocuments.id, documentId));
    if (!stored) throw new Error('no document row');
    const creditText = await flat(await t.ctx.storage.get(stored.storageKey));
    for (const expected of [
      'RECHNUNGSKORREKTUR',
      'Rechnung: 2026-000042 vom 12. März 2026',
      // Dutch VAT (no billing country yet): 10,00 € is 8,26 € net and 1,74 € VAT.
      'Erstattung: Kulanz -8,26 €',
      'USt. 21 % -1,74 €',
      'Erstatteter Gesamtbetrag brutto -10,00 €',
      'per Banküberweisung erstattet',
    ]) {
      expect(creditText).toContain(expected);
    }
    expect(creditText).not.toContain('CREDIT NOTE');
  });
});
