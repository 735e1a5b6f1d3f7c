import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { placedOrder } from '../../../test/orders.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';

/** Staff corrections that move no money: the order's reference, note and address, production and parcels. */
let t: TestApp;
let call: ReturnType<typeof caller>;
let staff: Person;
let customer: Person;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  staff = await signedInPerson(t, { roles: ['ADMIN', 'USER'], firstname: 'Sam', lastname: 'Staff' });
  customer = await signedInPerson(t);
});
afterAll(() => t.close());

const edit = (path: string, body: object, who = staff) => call('POST', `/rest/order/${path}`, who, body);
const address = {
  name: 'Goods In',
  companyName: 'Acme Labs',
  street: 'Dock 4',
  postalCode: '3011 AA',
  city: 'Rotterdam',
  countryCode: 'NL',
  phoneNumber: null,
};

describe('data edits', () => {
  it('updateOrder changes what it names, keeps the rest and records both sides', async () => {
    const order = await placedOrder(t, customer, 'Reference');
    const first = await edit('updateOrder', {
      orderId: order.orderId,
      customerReference: 'PO-2026-117',
      internalNote: 'Customer prefers morning deliveries',
    });
    expect(first.statusCode, first.body).toBe(200);
    const moved = await edit('updateOrder', {
      orderId: order.orderId,
      shippingAddress: address,
      reason: 'Customer asked by phone',
    });
    expect(moved.json()).toMatchObject({
      customerReference: 'PO-2026-117',
      internalNote: 'Customer prefers morning deliveries',
      shipping: { address: { name: 'Goods In', city: 'Rotterdam', street: 'Dock 4' } },
    });
    expect(moved.json().edits.map((entry: { kind: string }) => entry.kind)).toEqual([
      'updateOrder',
      'updateOrder',
    ]);
    expect(moved.json().edits[1]).toMatchObject({
      reason: 'Customer asked by phone',
      after: { shippingAddress: { city: 'Rotterdam' } },
    });
    expect(moved.json().edits[1].before.shippingAddress.city).not.toBe('Rotterdam');
    // The customer sees the new address; the staff note stays among staff.
    const own = await call('GET', `/rest/order/${order.orderId}`, customer);
    expect(own.json().shipping.address.city).toBe('Rotterdam');
    expect(own.body).not.toContain('morning deliveries');
  });

  it('production figures and parcels are kept and shown to staff', async () => {
    const order = await placedOrder(t, customer, 'Figures');
    const stats = await edit('updateStatsData', {
      orderId: order.orderId,
      boardsProduced: 12,
      boardsRejected: 1,
      panelsProduced: 2,
      assemblyMinutes: 95,
    });
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json().productionStats).toEqual({
      boardsProduced: 12,
      boardsRejected: 1,
      panelsProduced: 2,
      assemblyMinutes: 95,
    });
    const parcels = await edit('updateShipmentLineData', {
      orderId: order.orderId,
      parcels: 2,
      weightKg: 3.4,
      lengthCm: 40,
      widthCm: 30,
      heightCm: 10,
      service: 'Express',
    });
    expect(parcels.json().shipmentDetails).toMatchObject({ parcels: 2, weightKg: 3.4, service: 'Express' });
    expect(parcels.json().edits.map((entry: { kind: string }) => entry.kind)).toEqual([
      'updateStatsData',
      'updateShipmentLineData',
    ]);
  });

  it('refuse customers, strangers to the order, bad fields and shipped addresses', async () => {
    const order = await placedOrder(t, customer, 'Refused edits');
    for (const path of ['updateOrder', 'updateStatsData', 'updateShipmentLineData']) {
      const body = {
        orderId: order.orderId,
        internalNote: 'x',
        boardsProduced: 1,
        boardsRejected: 0,
        parcels: 1,
        weightKg: 1,
      };
      expect((await edit(path, body, customer)).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'POST', url: `/rest/order/${path}`, payload: body })).statusCode,
      ).toBe(401);
      expect((await edit(path, { ...body, orderId: 999_999 })).statusCode).toBe(404);
    }
    const fieldsOf = async (path: string, body: object) =>
      (await edit(path, body)).json().error.details.fields;
    expect(
      await fieldsOf('updateStatsData', { orderId: order.orderId, boardsProduced: 2, boardsRejected: 3 }),
    ).toHaveProperty('boardsRejected');
    expect(
      await fieldsOf('updateShipmentLineData', { orderId: order.orderId, parcels: 0, weightKg: 1 }),
    ).toHaveProperty('parcels');
    expect(await fieldsOf('updateOrder', { orderId: order.orderId })).toHaveProperty('orderId');
    expect(
      await fieldsOf('updateOrder', {
        orderId: order.orderId,
        shippingAddress: { ...address, countryCode: 'XX' },
      }),
    ).toHaveProperty('shippingAddress.countryCode');

    for (const status of ['PAID', 'IN_REVIEW', 'PURCHASING', 'IN_PRODUCTION']) {
      const moved = await call('POST', '/rest/order/update-order-status', staff, {
        orderId: order.orderId,
        status,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const shipped = await call('POST', '/rest/project/trackingCodeUpload', staff, {
      orderId: order.orderId,
      carrier: 'DHL',
      trackingCode: 'JD0146000000',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const late = await edit('updateOrder', { orderId: order.orderId, shippingAddress: address });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toContain('SHIPPED');
    // What production and shipping record still may change after the parcel left.
    expect(
      (await edit('updateShipmentLineData', { orderId: order.orderId, parcels: 1, weightKg: 2 })).statusCode,
    ).toBe(200);
  });
});
