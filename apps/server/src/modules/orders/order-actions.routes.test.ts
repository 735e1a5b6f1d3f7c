import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { placedOrder, selectedProject } from '../../../test/orders.ts';
import { lastMailTo } from '../../../test/outbox.ts';
import { caller, type Person, projectOf, share, signedInPerson } from '../../../test/people.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let staff: Person;
let customer: Person;
let stranger: Person;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  staff = await signedInPerson(t, { roles: ['ADMIN', 'USER'], firstname: 'Sam', lastname: 'Staff' });
  customer = await signedInPerson(t);
  stranger = await signedInPerson(t);
});
afterAll(() => t.close());

const move = (orderId: number, status: string, note?: string) =>
  call('POST', '/rest/order/update-order-status', staff, { orderId, status, ...(note ? { note } : {}) });

describe('staff calls on an order', () => {
  it('are for staff only and name what is wrong', async () => {
    const order = await placedOrder(t, customer, 'Staff only');
    const asCustomer = await call('POST', '/rest/order/update-order-status', customer, {
      orderId: order.orderId,
      status: 'PAID',
    });
    expect(asCustomer.statusCode).toBe(403);
    expect((await move(999_999, 'PAID')).statusCode).toBe(404);
    const bad = await call('POST', '/rest/order/update-order-status', staff, {
      orderId: order.orderId,
      status: 'DONE',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields.status).toMatch(/Status must be one of/);
  });

  it('take an order from a bank transfer to delivery, recording each step, and refuse what the table does not allow', async () => {
    const order = await placedOrder(t, customer, 'All the way');
    expect(
      (await call('POST', '/rest/order/delay-payment-email', customer, { orderId: order.orderId }))
        .statusCode,
    ).toBe(200);
    const failed = await move(order.orderId, 'PAYMENT_FAILED');
    expect(failed.statusCode).toBe(409);

    // The transfer arrived: staff book it, with the invoice and e-mail a card payment gets.
    const paid = await move(order.orderId, 'PAID', 'Transfer of 25 Nov');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'PAID',
      payment: { status: 'PAID', method: 'bank-transfer', amountCents: order.totalCents },
    });
    expect(paid.json().invoice.number).toMatch(/^\d{4}-\d{6}$/);
    expect((await lastMailTo(t, customer.user.email)).message.textBody).toContain(paid.json().invoice.number);
    const invoice = await call('GET', `/rest/order/${order.orderId}/invoice`, customer);
    expect(invoice.statusCode).toBe(200);
    // Paid is paid: never back to unpaid.
    const back = await move(order.orderId, 'AWAITING_PAYMENT');
    expect(back.statusCode).toBe(409);
    expect(back.json().error.code).toBe('ORDER.ILLEGAL_TRANSITION');
    expect(back.json().error.message).toContain('PAID');

    for (const status of ['IN_REVIEW', 'PURCHASING', 'IN_PRODUCTION']) {
      expect((await move(order.orderId, status)).statusCode).toBe(200);
    }
    const shipped = await call('POST', '/rest/project/trackingCodeUpload', staff, {
      orderId: order.orderId,
      carrier: 'PostNL',
      trackingCode: '3SABCD1234567',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({
      status: 'SHIPPED',
      shipping: { carrier: 'PostNL', trackingCode: '3SABCD1234567' },
    });
    const mail = (await lastMailTo(t, customer.user.email)).message;
    expect(mail.subject).toContain(order.orderKey);
    expect(mail.link).toBe('https://jouw.postnl.nl/track-and-trace/3SABCD1234567');

    expect((await move(order.orderId, 'DELIVERED')).statusCode).toBe(200);
    const late = await move(order.orderId, 'IN_PRODUCTION');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toContain('DELIVERED');

    const seen = (await call('GET', `/rest/order/${order.orderId}`, customer)).json();
    expect(seen.history.map((entry: { status: string }) => entry.status)).toEqual([
      'AWAITING_PAYMENT',
      'PENDING',
      'PAID',
      'IN_REVIEW',
      'PURCHASING',
      'IN_PRODUCTION',
      'SHIPPED',
      'DELIVERED',
    ]);
    expect(seen.history[2]).toMatchObject({ by: 'Sam Staff', note: 'Transfer of 25 Nov' });
    expect(seen.history[6].note).toBe('PostNL 3SABCD1234567');
  });

  it('block an order with a note', async () => {
    const order = await placedOrder(t, customer, 'Blocked one');
    const blocked = await call('POST', '/rest/order/blockOrderStatus', staff, {
      orderId: order.orderId,
      note: 'Gerbers do not match the BOM',
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().status).toBe('BLOCKED');
    expect(blocked.json().history.at(-1).note).toBe('Gerbers do not match the BOM');
    expect(blocked.json().allowedStatuses).toContain('AWAITING_PAYMENT');
  });
});

describe('the review of the ordered files', () => {
  it('needs a note to ask for changes, and tells the customer', async () => {
    const order = await placedOrder(t, customer, 'Reviewed board');
    const without = await call('POST', '/rest/project/saveProjectReviewStatus', staff, {
      orderId: order.orderId,
      reviewStatus: 'CHANGES_NEEDED',
    });
    expect(without.statusCode).toBe(400);
    expect(without.json().error.details.fields.note).toMatch(/Note is required/);

    const saved = await call('POST', '/rest/project/saveProjectReviewStatus', staff, {
      orderId: order.orderId,
      reviewStatus: 'CHANGES_NEEDED',
      note: 'C12 has no footprint on the top layer',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().review).toMatchObject({ status: 'CHANGES_NEEDED', reviewedBy: 'Sam Staff' });
    const mail = (await lastMailTo(t, customer.user.email)).message;
    expect(mail.textBody).toContain('C12 has no footprint on the top layer');
    const seen = (await call('GET', `/rest/order/${order.orderId}`, customer)).json();
    expect(seen.review).toEqual({ status: 'CHANGES_NEEDED', note: 'C12 has no footprint on the top layer' });
  });

  it('can be asked for by the customer: staff get an e-mail, nobody else may ask', async () => {
    const german = await signedInPerson(t, { roles: ['ADMIN', 'USER'], firstname: 'Greta', language: 'de' });
    const order = await placedOrder(t, customer, 'Please review');
    const asked = await call('POST', '/rest/project/sendMailForOrderReview', customer, {
      orderId: order.orderId,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().notified).toBeGreaterThanOrEqual(1);
    const mail = (await lastMailTo(t, staff.user.email)).message;
    expect(mail.subject).toBe(`Review requested for order ${order.orderKey}`);
    expect(mail.link).toBe(`http://boardhouse.test/#/admin/orders/${order.orderId}`);
    expect(mail.textBody).toContain(`Open the order:\n${mail.link}\n`);
    // Each staff member reads it in their own language, the link alone on its line.
    const inGerman = (await lastMailTo(t, german.user.email)).message;
    expect(inGerman.subject).toBe(`Prüfung angefragt für Bestellung ${order.orderKey}`);
    expect(inGerman.textBody).toContain(
      `Der Kunde bittet um eine Prüfung der Bestellung ${order.orderKey} (Projekt „Please review“).`,
    );
    expect(inGerman.textBody).toContain(`Bestellung öffnen:\n${mail.link}\n`);
    const refused = await call('POST', '/rest/project/sendMailForOrderReview', stranger, {
      orderId: order.orderId,
    });
    expect(refused.statusCode).toBe(404);
    // order-info: the customer's own view for the customer, the staff view for staff, 404 for others.
    const own = (await call('GET', `/rest/order-info/${order.orderId}`, customer)).json();
    expect(own.orderKey).toBe(order.orderKey);
    expect(own.costCents).toBeUndefined();
    expect((await call('GET', `/rest/order-info/${order.orderId}`, staff)).json().costCents).toBeGreaterThan(
      0,
    );
    expect((await call('GET', `/rest/order-info/${order.orderId}`, stranger)).statusCode).toBe(404);
  });
});

describe('the shipment dates', () => {
  it('are checked, kept and confirmed to the customer', async () => {
    const order = await placedOrder(t, customer, 'Dated board');
    const early = await call('POST', '/rest/order/departureDateConfirmationMail', staff, {
      orderId: order.orderId,
    });
    expect(early.statusCode).toBe(409);
    const backwards = await call('POST', '/rest/order/updateShipmentAndArrivalDate', staff, {
      orderId: order.orderId,
      departureDate: '2026-12-10',
      arrivalDate: '2026-12-08',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.details.fields.arrivalDate).toMatch(/before the departure/);
    const notADay = await call('POST', '/rest/order/updateShipmentAndArrivalDate', staff, {
      orderId: order.orderId,
      departureDate: '2026-02-30',
      arrivalDate: '2026-03-02',
    });
    expect(notADay.statusCode).toBe(400);
    expect(notADay.json().error.details.fields.departureDate).toBe('Departure date is not a calendar day');
    // A typing slip is refused rather than printed on the customer's order.
    const slip = await call('POST', '/rest/order/updateShipmentAndArrivalDate', staff, {
      orderId: order.orderId,
      departureDate: '1900-01-01',
      arrivalDate: '9999-12-31',
    });
    expect(slip.statusCode).toBe(400);
    expect(slip.json().error.details.fields).toEqual({
      departureDate: 'Departure date must be between 2000-01-01 and 2 years from today',
      arrivalDate: 'Arrival date must be between 2000-01-01 and 2 years from today',
    });
    const saved = await call('POST', '/rest/order/updateShipmentAndArrivalDate', staff, {
      orderId: order.orderId,
      departureDate: '2026-12-10',
      arrivalDate: '2026-12-11',
    });
    expect(saved.json()).toMatchObject({
      arrivalDate: '2026-12-11',
      shipping: { departureDate: '2026-12-10' },
    });
    expect(
      (await call('POST', '/rest/order/departureDateConfirmationMail', staff, { orderId: order.orderId }))
        .statusCode,
    ).toBe(200);
    const mail = (await lastMailTo(t, customer.user.email)).message;
    expect(mail.subject).toContain(order.orderKey);
    expect(mail.textBody).toMatch(/December 2026/);
  });
});

describe('looking an order up by its project', () => {
  it('answers owner and staff, not a share or a stranger', async () => {
    const projectId = await selectedProject(t, customer, 'Looked up');
    const before = await call('GET', `/rest/project-ordered/${projectId}`, customer);
    expect(before.json()).toEqual({ ordered: false, order: null });
    const placed = await call('POST', '/rest/project/submit-order', customer, {
      projectId,
      idempotencyKey: 'lookup-0001',
    });
    const { orderId, orderKey } = placed.json();
    expect((await call('GET', `/rest/project-ordered/${projectId}`, customer)).json()).toEqual({
      ordered: true,
      order: { orderId, orderKey, status: 'AWAITING_PAYMENT' },
    });
    const seed = await call('POST', '/rest/getorderbyprojectId', customer, { projectIdDownload: projectId });
    expect(seed.json().project).toMatchObject({ projectId, name: 'Looked up', orderKey });
    const byStaff = await call('POST', '/rest/project/findOrderByProjectId', staff, { projectId });
    expect(byStaff.json()).toMatchObject({ orderKey, customer: { userId: customer.user.id } });
    expect(byStaff.json().costCents).toBeGreaterThan(0);

    await share(t, customer, projectId, stranger, 'read');
    expect((await call('GET', `/rest/project-ordered/${projectId}`, stranger)).json()).toEqual({
      ordered: false,
      order: null,
    });
    const outsider = await signedInPerson(t);
    expect((await call('GET', `/rest/project-ordered/${projectId}`, outsider)).statusCode).toBe(404);
    const bare = await projectOf(t, customer, 'Never ordered');
    expect(
      (await call('POST', '/rest/project/findOrderByProjectId', staff, { projectId: bare })).statusCode,
    ).toBe(404);
  });
});
