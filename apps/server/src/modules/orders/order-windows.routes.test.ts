import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { placedOrder } from '../../../test/orders.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let staff: Person;
let lead: Person;
let member: Person;
let outsider: Person;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  staff = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  lead = await signedInPerson(t);
  member = await signedInPerson(t, { createdBy: lead.user.id });
  outsider = await signedInPerson(t);
});
afterAll(() => t.close());

const keysOf = (body: { orders: { orderKey: string }[] }) => body.orders.map((order) => order.orderKey);

describe('the seed’s order windows', () => {
  it('give the caller’s own orders and, separately, their team’s', async () => {
    const own = await placedOrder(t, lead, 'Lead board');
    const older = await placedOrder(t, lead, 'Lead board 2');
    const team = await placedOrder(t, member, 'Member board');
    await placedOrder(t, outsider, 'Someone else');
    const limited = await call('POST', '/rest/order/getLimitedOrders', lead, {
      startLimit: 0,
      endLimit: 500,
    });
    expect(limited.statusCode).toBe(200);
    expect(keysOf(limited.json())).toEqual([older.orderKey, own.orderKey]);
    expect(keysOf((await call('POST', '/rest/order/getTeamOrders', lead, {})).json())).toEqual([
      team.orderKey,
    ]);
    expect(keysOf((await call('POST', '/rest/order/getTeamOrders', member, {})).json())).toEqual([
      older.orderKey,
      own.orderKey,
    ]);
    // The window: the second newest only.
    const second = await call('POST', '/rest/order/getLimitedOrders', lead, { startLimit: 1, endLimit: 2 });
    expect(keysOf(second.json())).toEqual([own.orderKey]);
    expect(keysOf((await call('POST', '/rest/order/getTeamOrders', outsider, {})).json())).toEqual([]);
  });
});

describe('staff', () => {
  it('list every ordered project, and correct an order key to a free one of the right shape', async () => {
    const order = await placedOrder(t, outsider, 'Key to change');
    const other = await placedOrder(t, outsider, 'Key taken');
    expect((await call('POST', '/rest/order/getProjectIdForAllUsers', outsider, {})).statusCode).toBe(403);
    const listed = (await call('POST', '/rest/order/getProjectIdForAllUsers', staff, {})).json();
    expect(listed.projects.map((row: { orderKey: string }) => row.orderKey)).toContain(order.orderKey);

    const malformed = await call('POST', '/rest/order/UpdateOrderKey', staff, {
      orderId: order.orderId,
      orderKey: 'ORDER-1',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details.fields.orderKey).toMatch(/BH-26-000123/);
    const taken = await call('POST', '/rest/order/UpdateOrderKey', staff, {
      orderId: order.orderId,
      orderKey: other.orderKey,
    });
    expect(taken.statusCode).toBe(409);
    const changed = await call('POST', '/rest/order/UpdateOrderKey', staff, {
      orderId: order.orderId,
      orderKey: 'bh-26-900123',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().orderKey).toBe('BH-26-900123');
    expect((await call('GET', `/rest/order/${order.orderId}`, outsider)).json().orderKey).toBe(
      'BH-26-900123',
    );
    expect(
      (
        await call('POST', '/rest/order/UpdateOrderKey', outsider, {
          orderId: order.orderId,
          orderKey: 'BH-26-900124',
        })
      ).statusCode,
    ).toBe(403);
  });
});
