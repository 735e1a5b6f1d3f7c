import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { placedOrder } from '../../../test/orders.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';
import { orders } from '../../db/schema.ts';
import { productionLocalTime } from '../../lib/calendar.ts';

// The cap, lowered from 50,000 so that crossing it takes a handful of orders, not a minute of inserts.
vi.mock(import('@boardhouse/shared/orders/exports-api'), async (original) => ({
  ...(await original()),
  ORDER_EXPORT_MAX_ROWS: 4,
}));

/**
 * The order export: the rows the back-office list shows for a tab, filter and sort, every page, as
 * CSV or XLSX, with the amounts in euros and no cell a spreadsheet would run as a formula.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let customer: Person;
let admin: Person;
const key = new Map<string, string>();

const EXPORT = '/rest/admin/orders/export';
const HEADER = [
  'Order number',
  'Created (UTC)',
  'Status',
  'Review status',
  'Project name',
  'Customer name',
  'Company',
  'E-mail',
  'Billing country',
  'VAT number',
  'Net',
  'VAT',
  'Total',
  'Currency',
  'Paid at (UTC)',
  'Invoice number',
  'Refunded',
  'Delivery date',
  'Tab',
];

const PAID_AT = new Date('2026-03-04T10:15:00Z');

/** Sets what the order's billing details say, as the snapshot taken at ordering keeps them. */
async function bill(orderId: number, billing: Record<string, string>) {
  await t.ctx.db
    .update(orders)
    .set({
      snapshot: sql`jsonb_set(${orders.snapshot}, '{billing}', (${orders.snapshot} -> 'billing') || ${JSON.stringify(billing)}::jsonb)`,
    })
    .where(eq(orders.id, orderId));
}

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  customer = await signedInPerson(t, { firstname: 'Ada', lastname: 'Lovelace' });
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  // New (awaiting payment), its project named like a formula.
  const fresh = await placedOrder(t, customer, '=HYPERLINK("http://evil.test","Click")');
  key.set('fresh', fresh.orderKey);
  // Open and in Projects review: paid, invoiced, partly refunded; a company with a quote and a comma.
  const paid = await placedOrder(t, customer, 'Paid sensor board');
  key.set('paid', paid.orderKey);
  await t.ctx.db
    .update(orders)
    .set({
      status: 'PAID',
      paidAt: PAID_AT,
      paymentState: 'PAID',
      invoiceNumber: '2026-000042',
      invoiceIssuedAt: PAID_AT,
      netCents: 10_000,
      vatCents: 2_100,
      totalCents: 12_100,
      refundedCents: 550,
    })
    .where(eq(orders.id, paid.orderId));
  await bill(paid.orderId, {
    companyName: 'Acme "Boards", Ltd',
    countryCode: 'NL',
    vatNumber: 'NL123456789B01',
  });
  // Pending a bank transfer.
  const pending = await placedOrder(t, customer, 'Pending relay board');
  key.set('pending', pending.orderKey);
  await t.ctx.db
    .update(orders)
    .set({ status: 'PENDING', paymentState: 'BANK_TRANSFER', reviewStatus: 'APPROVED' })
    .where(eq(orders.id, pending.orderId));
  // Delivered: in no tab, but an order all the same (live).
  const delivered = await placedOrder(t, customer, 'Delivered lamp board');
  key.set('delivered', delivered.orderKey);
  await t.ctx.db
    .update(orders)
    .set({ status: 'DELIVERED', paidAt: PAID_AT, reviewStatus: 'APPROVED' })
    .where(eq(orders.id, delivered.orderId));
  // Removed by staff.
  const deleted = await placedOrder(t, customer, 'Deleted test board');
  key.set('deleted', deleted.orderKey);
  await t.ctx.db.update(orders).set({ deletedAt: new Date() }).where(eq(orders.id, deleted.orderId));
}, 120_000);
afterAll(() => t.close());

/** The CSV's rows, parsed back (the byte-order mark checked and taken off first). */
function csvRows(body: Buffer): string[][] {
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const parsed = Papa.parse<string[]>(body.subarray(3).toString('utf8'), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

const keysOf = (rows: string[][]) => rows.slice(1).map((row) => row[0]);

describe('the CSV export', () => {
  it('answers every order of a tab, in the order asked, as an attachment named by today', async () => {
    const response = await call('GET', `${EXPORT}?tab=live&sortField=orderKey&sortOrder=asc`, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = productionLocalTime(new Date()).date;
    expect(response.headers['content-disposition']).toContain(`filename="orders-${today}.csv"`);
    const rows = csvRows(response.rawPayload);
    expect(rows[0]).toEqual(HEADER);
    // Every order not deleted, the delivered one among them; by order key, as asked.
    expect(keysOf(rows)).toEqual(['fresh', 'paid', 'pending', 'delivered'].map((name) => key.get(name)));
  });

  it('holds exactly the filtered orders: one tab, a search, the deleted tab', async () => {
    const open = csvRows((await call('GET', `${EXPORT}?tab=open`, admin)).rawPayload);
    expect(keysOf(open)).toEqual([key.get('paid')]);
    const review = csvRows((await call('GET', `${EXPORT}?tab=review`, admin)).rawPayload);
    expect(keysOf(review)).toEqual([key.get('paid')]);
    const searched = csvRows((await call('GET', `${EXPORT}?filter=LAMP`, admin)).rawPayload);
    expect(keysOf(searched)).toEqual([key.get('delivered')]);
    const seedName = csvRows((await call('GET', `${EXPORT}?lastNamefilter=relay`, admin)).rawPayload);
    expect(keysOf(seedName)).toEqual([key.get('pending')]);
    const deleted = csvRows((await call('GET', `${EXPORT}?tab=deleted`, admin)).rawPayload);
    expect(keysOf(deleted)).toEqual([key.get('deleted')]);
    const none = csvRows((await call('GET', `${EXPORT}?tab=new&filter=nothing-like-this`, admin)).rawPayload);
    expect(none).toEqual([HEADER]);
  });

  it('writes the amounts in euros with two decimals and the billing details as ordered', async () => {
    const [, row] = csvRows((await call('GET', `${EXPORT}?tab=open`, admin)).rawPayload);
    expect(row).toEqual([
      key.get('paid'),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      'PAID',
      'PENDING',
      'Paid sensor board',
      'Ada Lovelace',
      'Acme "Boards", Ltd',
      customer.user.email,
      'NL',
      'NL123456789B01',
      '100.00',
      '21.00',
      '121.00',
      'EUR',
      '2026-03-04T10:15:00.000Z',
      '2026-000042',
      '5.50',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      'open, review',
    ]);
  });

  it('quotes as RFC 4180 says and never lets a cell start a formula', async () => {
    const response = await call('GET', `${EXPORT}?tab=live&sortField=orderKey&sortOrder=asc`, admin);
    const text = response.rawPayload.toString('utf8');
    // A quote doubled and the cell quoted, because of the quote and the comma.
    expect(text).toContain(',"Acme ""Boards"", Ltd",');
    expect(text.split('\r\n').length).toBeGreaterThan(5);
    const fresh = csvRows(response.rawPayload).find((row) => row[0] === key.get('fresh'));
    expect(fresh?.[4]).toBe(`'=HYPERLINK("http://evil.test","Click")`);
    expect(fresh?.[15]).toBe('');
  });
});

describe('the XLSX export', () => {
  it('reads back with exceljs: the same orders, amounts as numbers, text never a formula', async () => {
    const response = await call(
      'GET',
      `${EXPORT}?format=xlsx&tab=live&sortField=orderKey&sortOrder=asc`,
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(/filename="orders-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Orders');
    if (!sheet) throw new Error('no Orders sheet');
    const values = (rowNumber: number) => (sheet.getRow(rowNumber).values as unknown[]).slice(1);
    expect(values(1)).toEqual(HEADER);
    expect(sheet.rowCount).toBe(5);
    expect([2, 3, 4, 5].map((row) => sheet.getRow(row).getCell(1).value)).toEqual(
      ['fresh', 'paid', 'pending', 'delivered'].map((name) => key.get(name)),
    );
    const paid = sheet.getRow(3);
    expect([11, 12, 13, 17].map((column) => paid.getCell(column).value)).toEqual([100, 21, 121, 5.5]);
    expect(paid.getCell(11).numFmt).toBe('#,##0.00');
    expect(paid.getCell(15).value).toEqual(PAID_AT);
    expect(paid.getCell(7).value).toBe('Acme "Boards", Ltd');
    const formulaLike = sheet.getRow(2).getCell(5);
    expect(formulaLike.type).toBe(ExcelJS.ValueType.String);
    expect(formulaLike.value).toBe('=HYPERLINK("http://evil.test","Click")');
  });
});

describe('who may export, and what a malformed query answers', () => {
  it('answers 401 without a token and 403 to a customer', async () => {
    expect((await t.app.inject({ method: 'GET', url: EXPORT })).statusCode).toBe(401);
    const refused = await call('GET', EXPORT, customer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('AUTH.FORBIDDEN');
  });

  it.each([
    ['format=pdf', 'format', 'Format is not valid'],
    ['tab=closed', 'tab', 'Tab is not valid'],
    ['sortField=price', 'sortField', 'Sort field is not valid'],
    ['filter=a%00b', 'filter', 'Filter contains characters that are not allowed'],
  ])('?%s answers 400 naming %s', async (query, field, message) => {
    const response = await call('GET', `${EXPORT}?${query}`, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual({ [field]: message });
  });
});

describe('a list too long for one file', () => {
  it('answers 400 asking to narrow the filters, and a narrower filter still exports', async () => {
    // The four live orders fill the (lowered) cap exactly; a fifth is one too many.
    const atCap = await call('GET', `${EXPORT}?tab=live`, admin);
    expect(keysOf(csvRows(atCap.rawPayload))).toHaveLength(4);
    await placedOrder(t, customer, 'One too many board');
    const response = await call('GET', `${EXPORT}?tab=live`, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual({
      filter:
        'More than 4 orders match: narrow the filters (a tab or a search) to export at most 4 at a time',
    });
    const narrower = csvRows((await call('GET', `${EXPORT}?tab=open`, admin)).rawPayload);
    expect(keysOf(narrower)).toEqual([key.get('paid')]);
  });
});
