import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { placedOrder, submitOrder } from '../../../test/orders.ts';
import { lastMailTo } from '../../../test/outbox.ts';
import { caller, type Person, projectOf, signedInPerson } from '../../../test/people.ts';
import { markPaid, POS_JLC, storedDocument } from './documents.test-support.ts';

/** The e-mail that tells the owner, My Documentation's list, and the placement file of an order. */
let t: TestApp;
let admin: Person;
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
}, 60_000);
afterAll(() => t.close());

describe('POST /rest/senddocumentemail', () => {
  it('e-mails a German owner in German, naming the documents and linking to My Documentation', async () => {
    const owner = await signedInPerson(t, { language: 'de', firstname: 'Greta' });
    const order = await placedOrder(t, owner, 'Schaltplan <Projekt>');
    const finalBom = await storedDocument(t, admin, order.orderId, 'final-bom', 'stueckliste.pdf');
    const report = await storedDocument(t, admin, order.orderId, 'production-report', 'bericht.pdf');

    const response = await call('POST', '/rest/senddocumentemail', admin, { orderId: order.orderId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().recipient).toBe(owner.user.email);
    expect(response.json().documents.map((d: { id: number }) => d.id)).toEqual([report, finalBom]);

    const { message } = await lastMailTo(t, owner.user.email);
    expect(message.subject).toBe(`Neue Dokumente zu Ihrer Bestellung ${order.orderKey}`);
    expect(message.link).toBe('http://boardhouse.test/#/my-documentation');
    expect(message.textBody).toContain('Hallo Greta,');
    expect(message.textBody).toContain(
      `Zu Ihrer Bestellung ${order.orderKey} (Projekt „Schaltplan <Projekt>“) stehen 2 neue Dokumente bereit:`,
    );
    expect(message.textBody).toContain('Endgültige Stückliste: stueckliste.pdf');
    expect(message.textBody).toContain('Fertigungsbericht: bericht.pdf');
    expect(message.textBody).toContain(`http://boardhouse.test/#/my-orders/${order.orderId}`);
    expect(message.htmlBody).toContain('Schaltplan &#60;Projekt&#62;');
    expect(message.htmlBody).not.toContain('<Projekt>');
  });

  it('names only the documents given; 404 for another order’s document; 409 with none; 404 unknown order', async () => {
    const owner = await signedInPerson(t);
    const order = await placedOrder(t, owner, 'Announced board');
    const other = await placedOrder(t, owner, 'Other board');
    expect(
      (await call('POST', '/rest/senddocumentemail', admin, { orderId: order.orderId })).statusCode,
    ).toBe(409);
    const chosen = await storedDocument(t, admin, order.orderId, 'payment-invoice', 'payment.pdf');
    await storedDocument(t, admin, order.orderId, 'final-bom', 'not-this-one.pdf');
    const elsewhere = await storedDocument(t, admin, other.orderId, 'final-bom', 'elsewhere.pdf');

    const one = await call('POST', '/rest/senddocumentemail', admin, {
      orderId: order.orderId,
      documentIds: [chosen],
    });
    expect(one.json().documents.map((d: { fileName: string }) => d.fileName)).toEqual(['payment.pdf']);
    const { message } = await lastMailTo(t, owner.user.email);
    expect(message.subject).toBe(`New documents for your order ${order.orderKey}`);
    expect(message.textBody).toContain('A new document is available');
    expect(message.textBody).toContain('Payment invoice: payment.pdf');
    expect(message.textBody).not.toContain('not-this-one.pdf');

    const crossed = await call('POST', '/rest/senddocumentemail', admin, {
      orderId: order.orderId,
      documentIds: [chosen, elsewhere],
    });
    expect(crossed.statusCode).toBe(404);
    expect((await call('POST', '/rest/senddocumentemail', admin, { orderId: 999_999 })).statusCode).toBe(404);
  });
});

describe('GET /rest/documents (My Documentation)', () => {
  it('lists every document of the caller’s and their team’s orders with order and project, newest first', async () => {
    const owner = await signedInPerson(t);
    const teammate = await signedInPerson(t, { createdBy: owner.user.id });
    const outsider = await signedInPerson(t);
    const own = await placedOrder(t, owner, 'Own board');
    const team = await placedOrder(t, teammate, 'Team board');
    const theirs = await placedOrder(t, outsider, 'Outside board');
    await markPaid(t, own.orderId, '2026-800001');
    const first = await storedDocument(t, admin, own.orderId, 'final-bom', 'own-bom.pdf');
    const second = await storedDocument(t, admin, team.orderId, 'production-report', 'team-report.pdf');
    await storedDocument(t, admin, theirs.orderId, 'final-bom', 'outside.pdf');

    for (const who of [owner, teammate]) {
      const listed = await call('GET', '/rest/documents', who);
      expect(listed.statusCode).toBe(200);
      const documents = listed.json().documents;
      // The invoice of the paid order is rendered on first listing and joins the uploads.
      expect(documents.map((d: { fileName: string }) => d.fileName)).toEqual([
        expect.stringMatching(/\.pdf$/),
        'team-report.pdf',
        'own-bom.pdf',
      ]);
      expect(documents[0]).toMatchObject({ kind: 'invoice', orderId: own.orderId });
      expect(documents[1]).toMatchObject({
        id: second,
        orderId: team.orderId,
        orderKey: team.orderKey,
        projectName: 'Team board',
        kind: 'production-report',
        contentType: 'application/pdf',
      });
      expect(documents[2]).toMatchObject({ id: first, orderKey: own.orderKey, projectName: 'Own board' });
      expect(documents[2].projectId).toMatch(/^[A-Z0-9-]+$/);
    }
    const outside = (await call('GET', '/rest/documents', outsider)).json().documents;
    expect(outside.map((d: { fileName: string }) => d.fileName)).toEqual(['outside.pdf']);
    // Staff's own My Documentation holds their own orders only, not every customer's.
    expect((await call('GET', '/rest/documents', admin)).json().documents).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/rest/documents' })).statusCode).toBe(401);
  });
});

describe('GET /rest/get-file/centroid', () => {
  it('answers the placement file as the order keeps it, and still the project’s file by projectId', async () => {
    const owner = await signedInPerson(t);
    const teammate = await signedInPerson(t, { createdBy: owner.user.id });
    const stranger = await signedInPerson(t);
    const projectId = await projectOf(t, owner, 'Placed board');
    const body = multipart('pos_jlc.csv', POS_JLC);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/rest/project/cplFileUpload/${projectId}`,
      headers: { ...owner.headers, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect((await call('POST', `/rest/project/pcb/${projectId}`, owner, {})).statusCode).toBe(200);
    expect((await call('GET', `/rest/project/offers/${projectId}`, owner)).statusCode).toBe(200);
    const selected = await call('POST', '/rest/project/select-offer', owner, {
      projectId,
      quantity: 10,
      workingDays: 20,
    });
    expect(selected.statusCode, selected.body).toBe(200);
    const order = await submitOrder(t, owner, projectId);

    for (const who of [owner, teammate, admin]) {
      const file = await call('GET', `/rest/get-file/centroid?orderId=${order.orderId}`, who);
      expect(file.statusCode, file.body).toBe(200);
      expect(file.rawPayload.equals(POS_JLC)).toBe(true);
      expect(file.headers['content-type']).toBe('text/csv');
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="pos_jlc.csv"; filename*=UTF-8''pos_jlc.csv`,
      );
      expect(file.headers['x-content-type-options']).toBe('nosniff');
    }
    const byProject = await call('GET', `/rest/get-file/centroid?projectId=${projectId}`, owner);
    expect(byProject.rawPayload.equals(POS_JLC)).toBe(true);
    expect((await call('GET', `/rest/get-file/centroid?orderId=${order.orderId}`, stranger)).statusCode).toBe(
      404,
    );

    const bare = await placedOrder(t, owner, 'Board without placements');
    const none = await call('GET', `/rest/get-file/centroid?orderId=${bare.orderId}`, owner);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe('This order was placed without a placement file');
  });
});
