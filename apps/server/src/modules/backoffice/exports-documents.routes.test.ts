import { and, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { placedOrder } from '../../../test/orders.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';
import { orderDocuments, orders, refunds } from '../../db/schema.ts';

/**
 * The documents of a period: every invoice and credit note issued in it (whole days in Amsterdam),
 * none from outside it, an invoice whose PDF was never stored made on the way, and summary.csv.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let customer: Person;
let admin: Person;
const orderKeys = new Map<string, string>();

const EXPORT = '/rest/admin/documents/export';
const MARCH = `${EXPORT}?from=2026-03-01&to=2026-03-31`;
const CREDIT_NOTE_PDF = Buffer.from('%PDF-1.4\n% a credit note\n%%EOF\n');

/** A placed order marked paid and invoiced at `issuedAt`, with known amounts in its snapshot. */
async function invoiced(name: string, invoiceNumber: string, issuedAt: string): Promise<number> {
  const order = await placedOrder(t, customer, `${name} board`);
  orderKeys.set(name, order.orderKey);
  const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, order.orderId));
  const snapshot = row?.snapshot as { offer: { breakdown: Record<string, unknown> } };
  const breakdown = snapshot.offer.breakdown;
  breakdown.netCents = 10_000;
  breakdown.totalCents = 12_100;
  breakdown.vat = { ...(breakdown.vat as object), ratePercent: 21, amountCents: 2_100 };
  await t.ctx.db
    .update(orders)
    .set({
      status: 'PAID',
      paidAt: new Date(issuedAt),
      paymentState: 'PAID',
      invoiceNumber,
      invoiceIssuedAt: new Date(issuedAt),
      netCents: 10_000,
      vatCents: 2_100,
      totalCents: 12_100,
      snapshot,
    })
    .where(eq(orders.id, order.orderId));
  return order.orderId;
}

/** A booked refund with its credit-note number, and the credit note's file stored as a document. */
async function creditNote(orderId: number, number: string, issuedAt: string, amountCents: number) {
  await t.ctx.db.insert(refunds).values({
    orderId,
    requestKey: number,
    amountCents,
    currency: 'EUR',
    reason: 'Boards arrived late',
    cause: 'manual',
    status: 'BOOKED',
    creditNoteNumber: number,
    creditNoteIssuedAt: new Date(issuedAt),
  });
  const storageKey = `orders/${orderId}/credit-note-${number}.pdf`;
  await t.ctx.storage.put(storageKey, CREDIT_NOTE_PDF);
  await t.ctx.db.insert(orderDocuments).values({
    orderId,
    kind: 'credit-note',
    fileName: `credit-note-${number}.pdf`,
    contentType: 'application/pdf',
    sizeBytes: CREDIT_NOTE_PDF.length,
    storageKey,
    createdAt: new Date(issuedAt),
  });
}

let early: number;
let stored: number;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  customer = await signedInPerson(t, { firstname: 'Grace', lastname: 'Hopper' });
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  // 23:30 UTC on 28 February is 00:30 on 1 March in Amsterdam: in March.
  early = await invoiced('early', '2026-000010', '2026-02-28T23:30:00Z');
  stored = await invoiced('stored', '2026-000011', '2026-03-15T12:00:00Z');
  // Its PDF is stored, as after a payment; the others' never were.
  const listed = await call('POST', '/rest/checkdocstatus', customer, { orderId: stored });
  expect(listed.json().documents).toEqual([expect.objectContaining({ kind: 'invoice' })]);
  await invoiced('february', '2026-000009', '2026-02-28T22:30:00Z');
  // 22:30 UTC on 31 March is 00:30 on 1 April in Amsterdam (summer time): not in March.
  await invoiced('april', '2026-000012', '2026-03-31T22:30:00Z');
  await placedOrder(t, customer, 'Unpaid board');
  await creditNote(stored, 'CN-2026-000001', '2026-03-20T09:00:00Z', 2_420);
  await creditNote(stored, 'CN-2026-000002', '2026-04-02T09:00:00Z', 1_210);
}, 120_000);
afterAll(() => t.close());

/** Every entry of a zip and its bytes, read back with yauzl. */
function readZip(data: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('the documents of a period', () => {
  it('makes and keeps an invoice PDF never stored or gone, rather than leaving it out', async () => {
    const invoiceOf = async (orderId: number) =>
      t.ctx.db
        .select()
        .from(orderDocuments)
        .where(and(eq(orderDocuments.orderId, orderId), eq(orderDocuments.kind, 'invoice')));
    expect(await invoiceOf(early)).toEqual([]);
    // The stored one's file is lost (a restore without the files, say).
    const [lost] = await invoiceOf(stored);
    if (!lost) throw new Error('the stored invoice is missing');
    await t.ctx.storage.remove(lost.storageKey);
    const entries = await readZip((await call('GET', MARCH, admin)).rawPayload);
    const [made] = await invoiceOf(early);
    if (!made) throw new Error('the invoice was not stored');
    expect(entries.get('invoices/2026-000010.pdf')).toEqual(await t.ctx.storage.get(made.storageKey));
    expect(entries.get('invoices/2026-000011.pdf')).toEqual(await t.ctx.storage.get(lost.storageKey));
  });

  it('holds the period’s invoices and credit notes, and summary.csv, nothing else', async () => {
    const response = await call('GET', MARCH, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain(
      'filename="documents-2026-03-01-to-2026-03-31.zip"',
    );
    const entries = await readZip(response.rawPayload);
    expect([...entries.keys()]).toEqual([
      'invoices/2026-000010.pdf',
      'invoices/2026-000011.pdf',
      'credit-notes/credit-note-CN-2026-000001.pdf',
      'summary.csv',
    ]);
    for (const [name, data] of entries) {
      if (name.endsWith('.pdf')) expect(data.subarray(0, 5).toString(), name).toBe('%PDF-');
    }
    expect(entries.get('credit-notes/credit-note-CN-2026-000001.pdf')).toEqual(CREDIT_NOTE_PDF);
  });

  it('sums up each document with its amounts in euros, credit notes negative', async () => {
    const entries = await readZip((await call('GET', MARCH, admin)).rawPayload);
    const summary = entries.get('summary.csv') ?? Buffer.alloc(0);
    expect([...summary.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = Papa.parse<string[]>(summary.subarray(3).toString('utf8'), { skipEmptyLines: true });
    expect(parsed.data).toEqual([
      [
        'Type',
        'Number',
        'Date',
        'Order number',
        'Customer',
        'Company',
        'Net',
        'VAT',
        'Total',
        'Currency',
        'File',
      ],
      [
        'invoice',
        '2026-000010',
        '2026-03-01',
        orderKeys.get('early'),
        'Grace Hopper',
        '',
        '100.00',
        '21.00',
        '121.00',
        'EUR',
        'invoices/2026-000010.pdf',
      ],
      [
        'invoice',
        '2026-000011',
        '2026-03-15',
        orderKeys.get('stored'),
        'Grace Hopper',
        '',
        '100.00',
        '21.00',
        '121.00',
        'EUR',
        'invoices/2026-000011.pdf',
      ],
      // 24.20 back, at the order's 21 % VAT: 20.00 net and 4.20 VAT.
      [
        'credit note',
        'CN-2026-000001',
        '2026-03-20',
        orderKeys.get('stored'),
        'Grace Hopper',
        '',
        '-20.00',
        '-4.20',
        '-24.20',
        'EUR',
        'credit-notes/credit-note-CN-2026-000001.pdf',
      ],
    ]);
  });

  it('answers an empty zip with only the summary for a period without documents', async () => {
    const response = await call('GET', `${EXPORT}?from=2025-01-01&to=2025-12-31`, admin);
    expect(response.statusCode).toBe(200);
    const entries = await readZip(response.rawPayload);
    expect([...entries.keys()]).toEqual(['summary.csv']);
  });
});

describe('an invoice whose order staff changed after issuing it', () => {
  it('states the invoice and its credit notes as issued, the notes adding up to the invoice', async () => {
    const orderId = await invoiced('edited', '2026-000020', '2026-04-02T10:00:00Z');
    // Issued at 21 %: 53.83 net, 11.30 VAT, 65.13 in all. Staff then made it a reverse charge.
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    const snapshot = row?.snapshot as { offer: { breakdown: Record<string, unknown> } };
    Object.assign(snapshot.offer.breakdown, {
      netCents: 5_383,
      totalCents: 5_383,
      vat: { ...(snapshot.offer.breakdown.vat as object), ratePercent: 0, amountCents: 0 },
    });
    await t.ctx.db
      .update(orders)
      .set({
        snapshot,
        netCents: 5_383,
        vatCents: 0,
        totalCents: 5_383,
        invoiceFigures: {
          netCents: 5_383,
          vatCents: 1_130,
          totalCents: 6_513,
          vat: { ratePercent: 21, reason: 'NL' },
          quantity: 10,
          lines: [],
        },
      })
      .where(eq(orders.id, orderId));
    // The whole 65.13 back in two notes: 30.00 holds 5.21 VAT (30.00 / 1.21 = 24.79 net), and the
    // second takes the invoice's remaining 11.30 - 5.21 = 6.09, so the notes cancel it to the cent.
    await creditNote(orderId, 'CN-2026-000010', '2026-04-05T10:00:00Z', 3_000);
    await creditNote(orderId, 'CN-2026-000011', '2026-04-06T10:00:00Z', 3_513);
    const response = await call('GET', `${EXPORT}?from=2026-04-01&to=2026-04-30`, admin);
    expect(response.statusCode).toBe(200);
    const summary = (await readZip(response.rawPayload)).get('summary.csv') ?? Buffer.alloc(0);
    const rows = Papa.parse<string[]>(summary.subarray(3).toString('utf8'), { skipEmptyLines: true }).data;
    const mine = rows.filter((cells) =>
      ['2026-000020', 'CN-2026-000010', 'CN-2026-000011'].includes(cells[1] ?? ''),
    );
    expect(mine.map((cells) => [cells[0], cells[1], cells[6], cells[7], cells[8]])).toEqual([
      ['invoice', '2026-000020', '53.83', '11.30', '65.13'],
      ['credit note', 'CN-2026-000010', '-24.79', '-5.21', '-30.00'],
      ['credit note', 'CN-2026-000011', '-29.04', '-6.09', '-35.13'],
    ]);
  });
});

describe('who may export documents, and which periods', () => {
  it('answers 401 without a token and 403 to a customer', async () => {
    expect((await t.app.inject({ method: 'GET', url: MARCH })).statusCode).toBe(401);
    const refused = await call('GET', MARCH, customer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('AUTH.FORBIDDEN');
  });

  it.each([
    ['', { from: 'From is required', to: 'To is required' }],
    ['from=2026-03-01', { to: 'To is required' }],
    ['from=01-03-2026&to=2026-03-31', { from: 'From must be written YYYY-MM-DD' }],
    ['from=2026-02-30&to=2026-03-31', { from: 'From is not a calendar day' }],
    ['from=2026-04-01&to=2026-03-31', { to: 'To must be on or after From' }],
    ['from=2025-03-01&to=2026-03-31', { to: 'The period is at most 366 days: choose a shorter one' }],
  ])('?%s answers 400 naming the field', async (query, fields) => {
    const response = await call('GET', `${EXPORT}?${query}`, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual(fields);
  });

  it('takes a whole year, a leap day included', async () => {
    const response = await call('GET', `${EXPORT}?from=2028-01-01&to=2028-12-31`, admin);
    expect(response.statusCode).toBe(200);
  });
});
