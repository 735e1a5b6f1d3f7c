import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { signedInPerson } from '../../../test/people.ts';
import { orders } from '../../db/schema.ts';
import { afterSalesSuite, paidOrder } from './after-sales.test-support.ts';

/**
 * Migration 0030 fills orders.invoice_figures of invoices issued before it: from the totals and VAT
 * decision an edit made after the invoice recorded as "before", not from the order as it is now.
 */
const suite = afterSalesSuite();
it('fills an invoice’s figures as issued, though the VAT changed after payment', async () => {
  const customer = await signedInPerson(suite.harness.t);
  const order = await paidOrder(suite.harness, customer, 'Backfill');
  const db = suite.harness.t.ctx.db;
  const [before] = await db.select().from(orders).where(eq(orders.id, order.orderId));
  const r = await suite.calls.call('POST', '/rest/order/updateVatPrice', suite.staff, {
    orderId: order.orderId,
    ratePercent: 0,
    vatReason: 'REVERSE_CHARGE',
    reason: 'VIES confirmed the VAT number',
  });
  expect(r.statusCode).toBe(200);
  await db.update(orders).set({ invoiceFigures: null }).where(eq(orders.id, order.orderId));
  const text = readFileSync(new URL('../../db/migrations/0030_invoice-figures.sql', import.meta.url), 'utf8');
  const update = text.split('--> statement-breakpoint')[1] ?? '';
  await db.execute(sql.raw(update));
  const [after] = await db.select().from(orders).where(eq(orders.id, order.orderId));
  expect(after?.invoiceFigures).toEqual(before?.invoiceFigures);
  expect(after?.vatCents).toBe(0);
});
