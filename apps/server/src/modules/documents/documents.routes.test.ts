import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { placedOrder } from '../../../test/orders.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';
import { orderDocuments } from '../../db/schema.ts';
import {
  markPaid,
  PDF,
  PNG,
  storedDocument,
  UPLOAD_PATHS,
  uploadDocument,
  XLSX,
} from './documents.test-support.ts';

let t: TestApp;
let admin: Person;
let owner: Person;
let teammate: Person;
let stranger: Person;
let orderId: number;
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  owner = await signedInPerson(t);
  teammate = await signedInPerson(t, { createdBy: owner.user.id });
  stranger = await signedInPerson(t);
  orderId = (await placedOrder(t, owner, 'Documented board')).orderId;
}, 60_000);
afterAll(() => t.close());

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const documentRows = async (id: number) =>
  t.ctx.db.select().from(orderDocuments).where(eq(orderDocuments.orderId, id));

describe('staff upload', () => {
  it('stores each kind; the owner, their team and staff list them newest first, every upload kept', async () => {
    const uploads = [
      ['payment-invoice', 'Payment invoice.pdf', PDF, 'application/pdf'],
      ['final-bom', 'Final BOM.xlsx', XLSX, XLSX_TYPE],
      ['component-orientation-report', 'orientation.png', PNG, 'image/png'],
      ['production-report', 'production.pdf', PDF, 'application/pdf'],
      ['final-bom', 'Final BOM v2.csv', 'Designator,Qty\r\nR1,1\r\n', 'text/csv'],
    ] as const;
    const ids: number[] = [];
    for (const [kind, fileName, data, contentType] of uploads) {
      const response = await uploadDocument(t, admin, UPLOAD_PATHS[kind], orderId, fileName, data);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        kind,
        fileName,
        contentType,
        sizeBytes: Buffer.from(data).length,
      });
      ids.push(response.json().id);
    }
    for (const who of [owner, teammate, admin]) {
      const listed = await call('POST', '/rest/checkdocstatus', who, { orderId });
      expect(listed.statusCode).toBe(200);
      expect(listed.json().documents.map((document: { id: number }) => document.id)).toEqual(
        [...ids].reverse(),
      );
    }
    const order = (await call('GET', `/rest/order/${orderId}`, owner)).json();
    expect(order.documents).toHaveLength(5);
    // Kept through the storage adapter under orders/{orderId}/, one file per upload.
    const folder = path.join(t.ctx.config.filesDir, 'orders', String(orderId), 'documents');
    expect(readdirSync(folder)).toHaveLength(5);
  });

  it('refuses a renamed program and a web page named .pdf with 400 naming the file, storing nothing', async () => {
    const before = (await documentRows(orderId)).length;
    const program = await uploadDocument(
      t,
      admin,
      'finalBOMupload',
      orderId,
      'report.pdf',
      'MZ\x90\x00\x03rest',
    );
    expect(program.statusCode).toBe(400);
    expect(program.json().error.details.fields.file).toMatch(/Windows program/);
    const page = await uploadDocument(
      t,
      admin,
      'productionReportUpload',
      orderId,
      'report.pdf',
      '<!doctype html><html><script>alert(1)</script></html>',
    );
    expect(page.statusCode).toBe(400);
    expect(page.json().error.details.fields.file).toMatch(/web page/);
    expect((await documentRows(orderId)).length).toBe(before);
  });

  it('refuses a file over 25 MB with 413', async () => {
    const big = Buffer.alloc(25 * 1024 * 1024 + 1, 0x20);
    big.write('%PDF-1.7\n');
    const response = await uploadDocument(t, admin, 'productionReportUpload', orderId, 'big.pdf', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 401 without a token, 403 to a customer, 404 for an unknown order, 400 without a file', async () => {
    for (const segment of Object.values(UPLOAD_PATHS)) {
      expect((await uploadDocument(t, null, segment, orderId, 'a.pdf', PDF)).statusCode).toBe(401);
      const customer = await uploadDocument(t, owner, segment, orderId, 'a.pdf', PDF);
      expect(customer.statusCode).toBe(403);
      expect(customer.json().error.code).toBe('AUTH.FORBIDDEN');
      const unknown = await uploadDocument(t, admin, segment, 999_999, 'a.pdf', PDF);
      expect(unknown.statusCode).toBe(404);
    }
    const noFile = await t.app.inject({
      method: 'POST',
      url: `/rest/project/finalBOMupload/${orderId}`,
      headers: admin.headers,
      payload: {},
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.details.fields).toHaveProperty('file');
    const badId = await uploadDocument(t, admin, 'finalBOMupload', 'abc', 'a.pdf', PDF);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.details.fields).toHaveProperty('id');
  });
});

describe('customers', () => {
  it('download a document by its location: same bytes, an attachment of the stored type, never sniffed', async () => {
    const documentId = await storedDocument(t, admin, orderId, 'final-bom', 'Final <BOM>.xlsx', XLSX);
    for (const who of [owner, teammate]) {
      const location = await call('POST', '/rest/getfilelocation', who, { orderId, documentId });
      expect(location.json()).toEqual({ url: `/rest/get-file/${orderId}/${documentId}` });
      const file = await call('GET', location.json().url, who);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(XLSX)).toBe(true);
      expect(file.headers['content-type']).toBe(XLSX_TYPE);
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="Final _BOM_.xlsx"; filename*=UTF-8''Final%20_BOM_.xlsx`,
      );
      expect(file.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('list and download the invoice of a paid order with the uploaded documents', async () => {
    const paid = await placedOrder(t, owner, 'Paid documented board');
    await markPaid(t, paid.orderId, '2026-700001');
    const listed = (await call('POST', '/rest/checkdocstatus', owner, { orderId: paid.orderId })).json();
    expect(listed.documents).toEqual([
      expect.objectContaining({ kind: 'invoice', contentType: 'application/pdf' }),
    ]);
    const invoice = await call('GET', `/rest/get-file/${paid.orderId}/${listed.documents[0].id}`, owner);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Listed again, it is the same stored invoice, not a second one.
    const again = (await call('POST', '/rest/checkdocstatus', owner, { orderId: paid.orderId })).json();
    expect(again.documents.map((d: { id: number }) => d.id)).toEqual([listed.documents[0].id]);
  });

  it('another customer gets 404 on every call, and a document of another order is 404 too', async () => {
    const documentId = await storedDocument(t, admin, orderId, 'production-report', 'secret.pdf');
    for (const response of [
      await call('POST', '/rest/checkdocstatus', stranger, { orderId }),
      await call('POST', '/rest/getfilelocation', stranger, { orderId, documentId }),
      await call('GET', `/rest/get-file/${orderId}/${documentId}`, stranger),
      await call('GET', `/rest/get-file/centroid?orderId=${orderId}`, stranger),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secret.pdf');
    }
    const strangersOrder = (await placedOrder(t, stranger, 'Stranger board')).orderId;
    const crossed = await call('GET', `/rest/get-file/${strangersOrder}/${documentId}`, stranger);
    expect(crossed.statusCode).toBe(404);
    expect(
      (await call('POST', '/rest/getfilelocation', stranger, { orderId: strangersOrder, documentId }))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', `/rest/documents`, stranger)).json().documents).toEqual([]);
  });

  it('answers 401 without a token and 403 to customers on the staff e-mail', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/rest/checkdocstatus', payload: { orderId } })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/rest/get-file/${orderId}/1` })).statusCode).toBe(401);
    expect((await call('POST', '/rest/senddocumentemail', owner, { orderId })).statusCode).toBe(403);
  });

  it('bad bodies answer 400 naming the field', async () => {
    const cases: [string, string, object, string][] = [
      ['POST', '/rest/checkdocstatus', {}, 'orderId'],
      ['POST', '/rest/checkdocstatus', { orderId: 'first' }, 'orderId'],
      ['POST', '/rest/getfilelocation', { orderId, documentId: -3 }, 'documentId'],
      ['POST', '/rest/senddocumentemail', { orderId: 0 }, 'orderId'],
      ['POST', '/rest/senddocumentemail', { orderId, documentIds: [] }, 'documentIds'],
      ['GET', '/rest/get-file/centroid', {}, 'orderId'],
    ];
    for (const [method, url, payload, field] of cases) {
      const who = url.includes('senddocumentemail') ? admin : owner;
      const response = await call(method as 'POST', url, who, method === 'GET' ? undefined : payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json().error.details.fields, url).toHaveProperty(field);
    }
    expect(
      (await call('GET', `/rest/get-file/${orderId}/x`, owner)).json().error.details.fields,
    ).toHaveProperty('documentId');
  });

  it('an unknown document is 404 and no file is left behind by a refused upload', async () => {
    expect((await call('GET', `/rest/get-file/${orderId}/999999`, owner)).statusCode).toBe(404);
    const folder = path.join(t.ctx.config.filesDir, 'orders', String(orderId), 'documents');
    const files = existsSync(folder) ? readdirSync(folder).length : 0;
    expect(files).toBe((await documentRows(orderId)).length);
  });
});
