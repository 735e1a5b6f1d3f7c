import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { selectedProject } from '../../../test/orders.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let customer: Person;
let other: Person;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  customer = await signedInPerson(t);
  other = await signedInPerson(t);
});
afterAll(() => t.close());

const address = (overrides: object = {}) => ({
  name: 'Ada Receiver',
  street: 'Kanaalweg 1',
  postalCode: '3526 KL',
  city: 'Utrecht',
  countryCode: 'NL',
  ...overrides,
});

describe('shipping addresses', () => {
  it('keeps the customer’s addresses, the first as default, one default at a time', async () => {
    const first = await call('POST', '/rest/client-shipping', customer, address());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ name: 'Ada Receiver', isDefault: true, companyName: null });
    const second = await call(
      'POST',
      '/rest/client-shipping',
      customer,
      address({ city: 'Delft', isDefault: true }),
    );
    expect(second.json().isDefault).toBe(true);
    const listed = (await call('GET', '/rest/client-shipping', customer)).json().addresses;
    expect(listed.map((row: { city: string; isDefault: boolean }) => [row.city, row.isDefault])).toEqual([
      ['Delft', true],
      ['Utrecht', false],
    ]);
    const changed = await call(
      'POST',
      '/rest/client-shipping',
      customer,
      address({ id: first.json().id, city: 'Gouda' }),
    );
    expect(changed.json()).toMatchObject({ city: 'Gouda', isDefault: false });
  });

  it('answers bad input field by field', async () => {
    const response = await call('POST', '/rest/client-shipping', customer, { name: '', countryCode: 'XX' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.details.fields).sort()).toEqual([
      'city',
      'countryCode',
      'name',
      'postalCode',
      'street',
    ]);
  });

  it('never shows or changes another customer’s address', async () => {
    const mine = (await call('POST', '/rest/client-shipping', customer, address({ city: 'Zwolle' }))).json();
    expect((await call('GET', '/rest/client-shipping', other)).json().addresses).toEqual([]);
    expect((await call('POST', '/rest/client-shipping', other, address({ id: mine.id }))).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/rest/client-shipping/${mine.id}`, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/rest/client-shipping/${mine.id}`, customer)).statusCode).toBe(204);
    expect((await call('DELETE', `/rest/client-shipping/${mine.id}`, customer)).statusCode).toBe(404);
  });

  it('ships an order to the address picked, and refuses one outside the offer’s country', async () => {
    const buyer = await signedInPerson(t);
    const home = (
      await call('POST', '/rest/client-shipping', buyer, address({ name: 'Lab Entrance' }))
    ).json();
    const abroad = (
      await call('POST', '/rest/client-shipping', buyer, address({ countryCode: 'DE', city: 'Aachen' }))
    ).json();
    const projectId = await selectedProject(t, buyer, 'Ship it');
    const refused = await call('POST', '/rest/project/submit-order', buyer, {
      projectId,
      idempotencyKey: 'ship-abroad-1',
      shippingAddressId: abroad.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.fields.shippingAddressId).toMatch(/ships to NL/);
    const placed = await call('POST', '/rest/project/submit-order', buyer, {
      projectId,
      idempotencyKey: 'ship-home-1',
      shippingAddressId: home.id,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = (await call('GET', `/rest/order/${placed.json().orderId}`, buyer)).json();
    expect(order.shipping.address).toMatchObject({
      name: 'Lab Entrance',
      city: 'Utrecht',
      countryCode: 'NL',
    });
    // The order keeps its copy when the address book changes.
    await call('DELETE', `/rest/client-shipping/${home.id}`, buyer);
    const after = (await call('GET', `/rest/order/${placed.json().orderId}`, buyer)).json();
    expect(after.shipping.address.name).toBe('Lab Entrance');
  });
});
