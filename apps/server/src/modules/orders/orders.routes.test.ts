import { randomUUID } from 'node:crypto';
import { serverText } from '@boardhouse/shared/server-texts/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { placedOrder, selectedProject, submitOrder } from '../../../test/orders.ts';
import { lastMailTo } from '../../../test/outbox.ts';
import { caller, type Person, projectOf, share, signedInPerson } from '../../../test/people.ts';
import { offerSets, orders } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { changeOrderStatus } from './order-status-changes.ts';
import { sendDueReminders } from './payment-reminders.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: Person;
let teammate: Person;
let stranger: Person;
let admin: Person;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  owner = await signedInPerson(t);
  teammate = await signedInPerson(t, { createdBy: owner.user.id });
  stranger = await signedInPerson(t);
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
});
afterAll(() => t.close());

const submit = (who: Person, projectId: string, idempotencyKey = randomUUID(), extra: object = {}) =>
  call('POST', '/rest/project/submit-order', who, { projectId, idempotencyKey, ...extra });

describe('submitting an order', () => {
  it('turns the selected offer into an order awaiting payment, once', async () => {
    const projectId = await selectedProject(t, owner, 'First order');
    const basket = (await call('GET', '/rest/basket', owner)).json();
    const item = basket.items.find((row: { projectId: string }) => row.projectId === projectId);
    const key = randomUUID();
    const first = await submit(owner, projectId, key);
    expect(first.statusCode, first.body).toBe(200);
    const order = first.json();
    expect(order.orderKey).toMatch(/^BH-\d{2}-\d{6}$/);
    expect(order).toMatchObject({ status: 'AWAITING_PAYMENT', totalCents: item.totalCents, currency: 'EUR' });

    // A retry (double click, second tab) with the same key answers the same order.
    const again = await submit(owner, projectId, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(order);
    // Choosing an offer again for an ordered project is refused, not put back in the basket.
    const reselect = await call('POST', '/rest/project/select-offer', owner, {
      projectId,
      quantity: 10,
      workingDays: 20,
    });
    expect(reselect.statusCode).toBe(409);
    expect(reselect.json().error.code).toBe('ORDER.EXISTS');
    // The ordered project stays as ordered: no more changes to its board (a copy can be changed).
    const changed = await call('POST', `/rest/project/pcb/${projectId}`, owner, { layers: 4 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.message).toMatch(/copy the project/);
    const copy = await call('POST', '/rest/project/copyProject', owner, { projectId });
    expect(copy.statusCode).toBe(200);
    expect(
      (await call('POST', `/rest/project/pcb/${copy.json().projectId}`, owner, { layers: 4 })).statusCode,
    ).toBe(200);
    // Another key for the same project is a second order: refused.
    const second = await submit(owner, projectId);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('ORDER.EXISTS');
    expect(second.json().error.message).toContain(order.orderKey);

    const detail = (await call('GET', `/rest/order/${order.orderId}`, owner)).json();
    expect(detail).toMatchObject({
      orderKey: order.orderKey,
      projectId,
      projectName: 'First order',
      status: 'AWAITING_PAYMENT',
      netCents: item.netCents,
      vatCents: item.vatCents,
      totalCents: item.totalCents,
      payment: null,
      invoice: null,
      canPay: true,
      offer: { quantity: 10, workingDays: 20 },
    });
    expect(detail.history).toEqual([
      expect.objectContaining({ status: 'AWAITING_PAYMENT', note: 'Order placed' }),
    ]);
    expect(detail.offer.lines.every((line: object) => !('costCents' in line))).toBe(true);
    // The project left the basket and is ordered; the customer got an e-mail naming the order.
    const after = (await call('GET', '/rest/basket', owner)).json();
    expect(after.items.some((row: { projectId: string }) => row.projectId === projectId)).toBe(false);
    const project = (await call('GET', `/rest/project/info/${projectId}`, owner)).json();
    expect(project.status).toBe('ordered');
    const { message } = await lastMailTo(t, owner.user.email);
    expect(message.subject).toContain(order.orderKey);
    expect(message.link).toBe(`http://boardhouse.test/#/my-orders/${order.orderId}`);
  });

  it('refuses a project without a selected offer, and an expired or outdated one', async () => {
    const bare = await projectOf(t, owner, 'Nothing chosen');
    const none = await submit(owner, bare);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('OFFER.NOT_SELECTED');

    const expired = await selectedProject(t, owner, 'Expired offer');
    const projectRow = (await call('GET', `/rest/project/offers/${expired}`, owner)).json();
    await t.ctx.db
      .update(offerSets)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(offerSets.id, projectRow.offerSetId));
    const late = await submit(owner, expired);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('OFFER.EXPIRED');

    // Inputs that no longer price as the chosen set did (as after a staff price change; a customer's own
    // changes are priced again at once, basket-repricing.test.ts).
    const changed = await selectedProject(t, owner, 'Changed board');
    const changedSet = (await call('GET', `/rest/project/offers/${changed}`, owner)).json().offerSetId;
    await t.ctx.db.update(offerSets).set({ fingerprint: 'other inputs' }).where(eq(offerSets.id, changedSet));
    const outdated = await submit(owner, changed);
    expect(outdated.statusCode).toBe(409);
    expect(outdated.json().error.code).toBe('OFFER.EXPIRED');
    expect(outdated.json().error.message).toMatch(/changed/);
    expect(outdated.json().error.details).toEqual({
      expiredReason: 'PRICES_CHANGED',
      text: { key: 'refused.basket.PRICES_CHANGED' },
    });
    // The refusal reads in the customer's language from its text; the message is its English.
    expect(serverText(outdated.json().error.details.text, 'de')).toBe(
      'Das Projekt oder seine Preise haben sich seit der Wahl dieses Angebots geändert: Wählen Sie es erneut',
    );
  });

  it('refuses a key already used for another project, in the reader’s language', async () => {
    const key = randomUUID();
    const first = await submit(owner, await selectedProject(t, owner, 'Key first'), key);
    expect(first.statusCode, first.body).toBe(200);
    const reused = await submit(owner, await selectedProject(t, owner, 'Key reused'), key);
    expect(reused.statusCode).toBe(409);
    const { orderKey } = first.json();
    expect(reused.json().error).toMatchObject({
      code: 'CONFLICT',
      message: `This idempotency key was used for order ${orderKey} of another project: send a new key`,
      details: { text: { key: 'refused.order.keyReused', params: { orderKey } } },
    });
    expect(serverText(reused.json().error.details.text, 'de')).toBe(
      `Dieser Idempotenzschlüssel wurde für die Bestellung ${orderKey} eines anderen Projekts verwendet: Senden Sie einen neuen Schlüssel`,
    );
  });

  it('answers bad input field by field', async () => {
    const response = await call('POST', '/rest/project/submit-order', owner, {
      projectId: 'P-26-000001',
      idempotencyKey: 'x',
      shippingAddressId: -1,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.details.fields).sort()).toEqual([
      'idempotencyKey',
      'shippingAddressId',
    ]);
  });

  it('refuses to send boards to a name alone, and takes the order once there is an address', async () => {
    const nowhere = await signedInPerson(t, { withoutAddress: true });
    const projectId = await selectedProject(t, nowhere, 'Nowhere to go');
    const refused = await submit(nowhere, projectId);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.details.fields.shippingAddressId).toMatch(/^Add a delivery address/);
    expect((await call('GET', '/rest/basket', nowhere)).json().count).toBe(1);
    const saved = await call('POST', '/rest/client-shipping', nowhere, {
      name: 'Ada Receiver',
      street: 'Kanaalweg 1',
      postalCode: '3526 KL',
      city: 'Utrecht',
      countryCode: 'NL',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const ordered = await submit(nowhere, projectId);
    expect(ordered.statusCode, ordered.body).toBe(200);
    const detail = (await call('GET', `/rest/order/${ordered.json().orderId}`, nowhere)).json();
    expect(detail.shipping.address).toMatchObject({ street: 'Kanaalweg 1', city: 'Utrecht' });
  });

  it('twenty submits at once with one key make one order', async () => {
    const projectId = await selectedProject(t, owner, 'Twenty clicks');
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(owner, projectId, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.json().orderId)).size).toBe(1);
    const stored = await t.ctx.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(stored).toHaveLength(1);
  });
});

describe('who sees and does what', () => {
  it('shows an order to its owner, their team and staff; 404 to anyone else; 401 without a sign-in', async () => {
    const order = await placedOrder(t, owner, 'Private order');
    expect((await call('GET', `/rest/order/${order.orderId}`, teammate)).statusCode).toBe(200);
    expect((await call('GET', `/rest/order/${order.orderId}`, admin)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['GET', `/rest/order/${order.orderId}`, undefined],
      ['GET', `/rest/order/${order.orderId}/invoice`, undefined],
      ['POST', '/rest/open/payWithMultiSafePay', { orderId: order.orderId }],
      ['POST', '/rest/order/delay-payment-email', { orderId: order.orderId }],
    ] as const) {
      const refused = await call(method, url, stranger, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(404);
      const anonymous = await t.app.inject({ method, url, ...(body ? { payload: body } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    const strangerOrders = (await call('POST', '/rest/order/user-orders', stranger, {})).json();
    expect([...strangerOrders.newOrders, ...strangerOrders.openOrders]).toEqual([]);
    // Staff open any order, but My Orders lists their own (the back office lists everyone's).
    const staffOrders = (await call('POST', '/rest/order/user-orders', admin, {})).json();
    expect(staffOrders.newOrders).toEqual([]);
    const teamOrders = (await call('POST', '/rest/order/user-orders', teammate, {})).json();
    expect(teamOrders.newOrders.map((row: { orderId: number }) => row.orderId)).toContain(order.orderId);
    // A teammate allowed to "Order and pay" sees it and may pay it, as the owner may.
    expect((await call('GET', `/rest/order/${order.orderId}`, teammate)).json().canPay).toBe(true);
    const teamPay = await call('POST', '/rest/order/delay-payment-email', teammate, {
      orderId: order.orderId,
    });
    expect(teamPay.statusCode, teamPay.body).toBe(200);
    expect(teamPay.json()).toMatchObject({ status: 'PENDING' });
    // Staff open it but do not pay a customer's order: they book a bank transfer instead.
    expect((await call('GET', `/rest/order/${order.orderId}`, admin)).json().canPay).toBe(false);
    const staffPay = await call('POST', '/rest/open/payWithMultiSafePay', admin, { orderId: order.orderId });
    expect(staffPay.statusCode).toBe(404);
  });

  it('finds an order by its number as well as its id, with the same refusals', async () => {
    const order = await placedOrder(t, owner, 'Order by number');
    for (const reference of [order.orderKey, order.orderKey.toLowerCase()]) {
      const found = await call('GET', `/rest/order/${reference}`, owner);
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json()).toMatchObject({ orderId: order.orderId, orderKey: order.orderKey });
    }
    expect((await call('GET', `/rest/order/${order.orderKey}`, stranger)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/rest/order/${order.orderKey}` })).statusCode).toBe(
      401,
    );
    // A number no order has is as unknown as an id no order has.
    expect((await call('GET', '/rest/order/BH-99-999999', owner)).statusCode).toBe(404);
    const bad = await call('GET', '/rest/order/BH-26-12', owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields.orderId).toBe('Order is not valid');
  });

  it('lets a project’s team order it, not someone it is only shared with', async () => {
    const projectId = await selectedProject(t, owner, 'Shared for editing');
    await share(t, owner, projectId, stranger, 'edit');
    const shared = await submit(stranger, projectId);
    expect(shared.statusCode).toBe(403);
    expect(serverText(shared.json().error.details.text, 'de')).toBe(
      'Nur der Eigentümer des Projekts und sein Team können es bestellen',
    );
    const byTeammate = await submit(teammate, projectId);
    expect(byTeammate.statusCode, byTeammate.body).toBe(200);
    const detail = (await call('GET', `/rest/order/${byTeammate.json().orderId}`, owner)).json();
    expect(detail.canPay).toBe(true);
  });
});

describe('My Orders and the Homepage', () => {
  it('lists orders in the seed’s groups and counts them', async () => {
    const customer = await signedInPerson(t);
    const waiting = await placedOrder(t, customer, 'Waiting one');
    const later = await placedOrder(t, customer, 'Paid later');
    const delayed = await call('POST', '/rest/order/delay-payment-email', customer, {
      orderId: later.orderId,
    });
    expect(delayed.statusCode, delayed.body).toBe(200);
    expect(delayed.json()).toEqual({ orderId: later.orderId, status: 'PENDING' });
    await projectOf(t, customer, 'Still a draft');

    const listed = await call('POST', '/rest/order/user-orders', customer, {
      startLimit: 0,
      endLimit: 500,
      ordersRefreshFlag: true,
      selectedTab: 'My Orders',
    });
    expect(listed.statusCode).toBe(200);
    const body = listed.json();
    expect(body.newOrders.map((row: { orderKey: string }) => row.orderKey)).toEqual([
      later.orderKey,
      waiting.orderKey,
    ]);
    expect(body.newOrders[0]).toMatchObject({
      status: 'PENDING',
      paymentState: 'BANK_TRANSFER',
      quantity: 10,
    });
    expect(body.openOrders).toEqual([]);
    const searched = await call('POST', '/rest/order/user-orders', customer, { search: 'waiting' });
    expect(searched.json().newOrders.map((row: { orderId: number }) => row.orderId)).toEqual([
      waiting.orderId,
    ]);

    const counts = await call('GET', '/rest/getProjectsAndOrdersCountForDashboard', customer);
    expect(counts.json()).toEqual({ projects: 3, openOrders: 0, awaitingPayment: 2, unreadMessages: 0 });
  });
});

describe('paying later by bank transfer', () => {
  it('sends the bank details with the order key, then one reminder after the parameter’s days', async () => {
    const customer = await signedInPerson(t);
    const order = await placedOrder(t, customer, 'Bank transfer');
    await call('POST', '/rest/order/delay-payment-email', customer, { orderId: order.orderId });
    const { message } = await lastMailTo(t, customer.user.email);
    expect(message.textBody).toContain(order.orderKey);
    expect(message.textBody).toContain('NL91 ABNA 0417 1643 00');
    // Asking again sends nothing new.
    await call('POST', '/rest/order/delay-payment-email', customer, { orderId: order.orderId });
    expect((await lastMailTo(t, customer.user.email)).message.id).toBe(message.id);

    const settings = t.services.pricingSettings;
    expect(await sendDueReminders(t.ctx, settings, new Date(Date.now() + 6 * 86_400_000))).toBe(0);
    expect(await sendDueReminders(t.ctx, settings, new Date(Date.now() + 8 * 86_400_000))).toBeGreaterThan(0);
    const reminder = await lastMailTo(t, customer.user.email);
    expect(reminder.message.id).not.toBe(message.id);
    expect(reminder.message.textBody).toContain(order.orderKey);
    expect(await sendDueReminders(t.ctx, settings, new Date(Date.now() + 9 * 86_400_000))).toBe(0);
  });
});

describe('promo codes on orders', () => {
  it('keeps the code’s use with the order for good', async () => {
    const code = await call('POST', '/rest/admin/promo-codes', admin, {
      code: 'ORDERME',
      kind: 'PERCENT',
      value: 10,
      block: 'ALL',
      maxUses: 1,
    });
    expect(code.statusCode, code.body).toBe(200);
    const customer = await signedInPerson(t);
    const projectId = await selectedProject(t, customer, 'With a code');
    expect(
      (await call('POST', '/rest/project/add-promocode', customer, { projectId, code: 'ORDERME' }))
        .statusCode,
    ).toBe(200);
    const order = await submitOrder(t, customer, projectId);
    const detail = (await call('GET', `/rest/order/${order.orderId}`, customer)).json();
    expect(detail.promoCode).toBe('ORDERME');
    expect(detail.offer.lines.some((line: { block: string }) => line.block === 'discount')).toBe(true);
    // Removing it from the (now gone) selection cannot give the use back.
    await call('DELETE', `/rest/project/promocode/${projectId}`, customer);
    const codes = (await call('GET', '/rest/admin/promo-codes', admin)).json().promoCodes;
    expect(codes.find((row: { code: string }) => row.code === 'ORDERME').uses).toBe(1);
  });
});

describe('the order’s states', () => {
  it('moves only along the table, recording who and why; anything else is 409 naming the state', async () => {
    const customer = await signedInPerson(t);
    const placed = await placedOrder(t, customer, 'State machine');
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, placed.orderId));
    if (!row) throw new Error('the order is gone');
    const illegal = await t.ctx.db
      .transaction((tx) => changeOrderStatus(tx, row, 'SHIPPED', { userId: admin.user.id, source: 'staff' }))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(illegal).toBeInstanceOf(AppError);
    expect((illegal as AppError).code).toBe('ORDER.ILLEGAL_TRANSITION');
    expect((illegal as AppError).statusCode).toBe(409);
    expect((illegal as AppError).message).toContain('AWAITING_PAYMENT');
    await t.ctx.db.transaction((tx) =>
      changeOrderStatus(tx, row, 'CANCELLED', {
        userId: admin.user.id,
        source: 'staff',
        note: 'Customer asked',
      }),
    );
    const detail = (await call('GET', `/rest/order/${placed.orderId}`, customer)).json();
    expect(detail.status).toBe('CANCELLED');
    expect(detail.canPay).toBe(false);
    expect(detail.history.at(-1)).toMatchObject({
      status: 'CANCELLED',
      by: `${admin.user.firstname} ${admin.user.lastname}`,
      note: 'Customer asked',
    });
  });
});

describe('e-mails in the customer’s language', () => {
  it('writes the order e-mail in German for a German-speaking customer', async () => {
    const customer = await signedInPerson(t, { language: 'de' });
    const placed = await placedOrder(t, customer, 'Deutsche Platine');
    const { message } = await lastMailTo(t, customer.user.email);
    expect(message.subject).toContain(placed.orderKey);
    expect(message.textBody).toMatch(/Bestellung/);
  });
});
