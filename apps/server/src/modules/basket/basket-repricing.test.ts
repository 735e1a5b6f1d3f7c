import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { selectedProject, waiveOrderFiles } from '../../../test/orders.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';
import { type FakeVies, startFakeVies } from '../../integrations/vies/fake.ts';

/**
 * A change that alters a selected offer's price prices it again at once, or leaves it expired with the
 * reason; whatever the basket says, submit-order agrees with it.
 */

let vies: FakeVies;
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Person;
beforeAll(async () => {
  vies = await startFakeVies();
  vies.numbers.set('DE136695976', { kind: 'valid', name: 'Leiterplatten GmbH', address: 'Berlin' });
  t = await createTestApp({ VIES_BASE_URL: vies.baseUrl });
  call = caller(t);
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
});
afterAll(async () => {
  await t.close();
  await vies.close();
});

interface Item {
  projectId: string;
  netCents: number;
  vatCents: number;
  totalCents: number;
  expired: boolean;
  expiredReason: string | null;
}

async function basketItem(who: Person, projectId: string): Promise<Item> {
  const response = await call('GET', '/rest/basket', who);
  expect(response.statusCode, response.body).toBe(200);
  const item = (response.json().items as Item[]).find((each) => each.projectId === projectId);
  if (!item) throw new Error(`${projectId} is not in the basket`);
  return item;
}

const breakdownOf = async (who: Person, projectId: string, quantity = 10, workingDays = 20) =>
  (
    await call(
      'GET',
      `/rest/project/offers/${projectId}/breakdown?quantity=${quantity}&workingDays=${workingDays}`,
      who,
    )
  ).json();

const submit = (who: Person, projectId: string, extra: object = {}) =>
  call('POST', '/rest/project/submit-order', who, { projectId, idempotencyKey: randomUUID(), ...extra });

const saveBilling = async (who: Person, body: object) => {
  const response = await call('PUT', '/rest/account/billing', who, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** Price lines before shipping, the discount and VAT: what a promo code's minimum order is judged on. */
const productionNet = (lines: { block: string; amountCents: number }[]) =>
  lines
    .filter((line) => !['shipping', 'discount'].includes(line.block))
    .reduce((sum, line) => sum + line.amountCents, 0);

describe('billing changed after an offer was selected', () => {
  it('to a business VIES confirms: the basket and the breakdown show reverse charge, and it can be ordered', async () => {
    const customer = await signedInPerson(t);
    await saveBilling(customer, { countryCode: 'NL' });
    const projectId = await selectedProject(t, customer, 'Billing moves to Germany');
    const before = await basketItem(customer, projectId);
    expect(before).toMatchObject({ vatCents: 1130, expired: false, expiredReason: null });

    const billing = await saveBilling(customer, {
      countryCode: 'DE',
      companyName: 'Leiterplatten GmbH',
      vatNumber: 'DE136695976',
    });
    expect(billing.vatStatus).toBe('VALID');

    const after = await basketItem(customer, projectId);
    expect(after).toMatchObject({ vatCents: 0, expired: false, expiredReason: null });
    expect(after.totalCents).toBe(after.netCents);
    const breakdown = await breakdownOf(customer, projectId);
    expect(breakdown.vat).toMatchObject({ ratePercent: 0, reason: 'REVERSE_CHARGE', amountCents: 0 });
    expect(breakdown.netCents).toBe(after.netCents);
    expect(breakdown.totalCents).toBe(after.totalCents);
    // The matrix the Offers step shows prices the selected cell the same.
    const offers = (await call('GET', `/rest/project/offers/${projectId}`, customer)).json();
    expect(offers.selected).toEqual({ quantity: 10, workingDays: 20 });
    const cell = offers.cells.find(
      (each: { quantity: number; workingDays: number }) => each.quantity === 10 && each.workingDays === 20,
    );
    expect(cell.netCents).toBe(breakdown.netCents);

    const ordered = await submit(customer, projectId);
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json().totalCents).toBe(after.totalCents);
  });

  it('back to a Dutch consumer: 21 % again, still orderable without choosing again', async () => {
    const customer = await signedInPerson(t);
    await saveBilling(customer, { countryCode: 'DE', vatNumber: 'DE136695976' });
    const projectId = await selectedProject(t, customer, 'Billing moves home');
    expect((await basketItem(customer, projectId)).vatCents).toBe(0);
    await saveBilling(customer, { countryCode: 'NL' });
    expect(await basketItem(customer, projectId)).toMatchObject({ vatCents: 1130, expired: false });
    expect((await breakdownOf(customer, projectId)).vat.reason).toBe('NL');
    expect((await submit(customer, projectId)).statusCode).toBe(200);
  });
});

describe('the parcel sent elsewhere after selecting', () => {
  it('takes Dutch VAT from a customer billed outside the EU whose boards are delivered in the Netherlands', async () => {
    const customer = await signedInPerson(t);
    await saveBilling(customer, { countryCode: 'US', vatNumber: null });
    const projectId = await selectedProject(t, customer, 'Billed abroad, delivered here');
    const exported = await basketItem(customer, projectId);
    expect(exported.vatCents).toBe(0);
    expect((await breakdownOf(customer, projectId)).vat.reason).toBe('EXPORT');

    const shipped = await call('POST', '/rest/project/updateShippingPrice', customer, {
      projectId,
      countryCode: 'NL',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const home = await basketItem(customer, projectId);
    const breakdown = await breakdownOf(customer, projectId);
    expect(breakdown.vat).toMatchObject({ ratePercent: 21, reason: 'NL' });
    expect(home.vatCents).toBe(breakdown.vat.amountCents);
    expect(home.vatCents).toBeGreaterThan(0);
    // Delivered here: to a delivery address in the Netherlands (the billing address is in the US).
    const delivery = await call('POST', '/rest/client-shipping', customer, {
      name: 'Receiving desk',
      street: 'Kanaalweg 1',
      postalCode: '3526 KL',
      city: 'Utrecht',
      countryCode: 'NL',
    });
    expect(delivery.statusCode, delivery.body).toBe(200);
    const ordered = await submit(customer, projectId, { shippingAddressId: delivery.json().id });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json().totalCents).toBe(home.totalCents);
  });

  it('prices shipping to the new country at once, and the order is accepted', async () => {
    const customer = await signedInPerson(t);
    const projectId = await selectedProject(t, customer, 'Ships to the US');
    const before = await basketItem(customer, projectId);
    const shipped = await call('POST', '/rest/project/updateShippingPrice', customer, {
      projectId,
      countryCode: 'US',
      code: 'WORLD-express',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const after = await basketItem(customer, projectId);
    expect(after).toMatchObject({ expired: false, expiredReason: null });
    expect(after.netCents).toBeGreaterThan(before.netCents);
    const breakdown = await breakdownOf(customer, projectId);
    const express = shipped
      .json()
      .options.find((option: { code: string }) => option.code === 'WORLD-express');
    const shipping = breakdown.lines
      .filter((line: { block: string }) => line.block === 'shipping')
      .reduce((sum: number, line: { amountCents: number }) => sum + line.amountCents, 0);
    // The parcel option chosen is kept through the re-pricing.
    expect(shipping).toBe(express.priceCents);
    expect(breakdown.netCents).toBe(after.netCents);
    expect((await submit(customer, projectId)).statusCode).toBe(200);
  });
});

describe('the project changed after selecting', () => {
  it('a promo code the new price no longer reaches: expired with the reason, refused alike, fine once chosen again', async () => {
    const customer = await signedInPerson(t);
    const projectId = await selectedProject(t, customer, 'Promo on a big board');
    const minimum = productionNet((await breakdownOf(customer, projectId)).lines);
    const created = await call('POST', '/rest/admin/promo-codes', admin, {
      code: `BIG${Date.now()}`,
      kind: 'PERCENT',
      value: 10,
      block: 'ALL',
      minOrderCents: minimum,
    });
    expect(created.statusCode, created.body).toBe(200);
    const code = created.json().code as string;
    const applied = await call('POST', '/rest/project/add-promocode', customer, { projectId, code });
    expect(applied.statusCode, applied.body).toBe(200);
    const discounted = await basketItem(customer, projectId);

    const smaller = await call('POST', `/rest/project/pcb/${projectId}`, customer, {
      widthMm: 40,
      heightMm: 40,
    });
    expect(smaller.statusCode, smaller.body).toBe(200);
    const item = await basketItem(customer, projectId);
    expect(item).toMatchObject({ expired: true, expiredReason: 'PROMO_NO_LONGER_VALID' });
    // The prices stay as they were chosen until the customer chooses again.
    expect(item.totalCents).toBe(discounted.totalCents);
    const refused = await submit(customer, projectId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'OFFER.EXPIRED',
      details: { expiredReason: 'PROMO_NO_LONGER_VALID' },
    });

    expect((await call('GET', `/rest/project/offers/${projectId}`, customer)).statusCode).toBe(200);
    const again = await call('POST', '/rest/project/select-offer', customer, {
      projectId,
      quantity: 10,
      workingDays: 20,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await basketItem(customer, projectId)).toMatchObject({ expired: false, expiredReason: null });
    const offers = (await call('GET', `/rest/project/offers/${projectId}`, customer)).json();
    expect(offers.choices.promoCode).toBeNull();
    expect((await submit(customer, projectId)).statusCode).toBe(200);
  });

  it('a lead time the new spec cannot be made in: expired as CELL_UNAVAILABLE', async () => {
    const customer = await signedInPerson(t);
    const projectId = await selectedProject(t, customer, 'Fast two layers');
    expect((await call('GET', `/rest/project/offers/${projectId}`, customer)).statusCode).toBe(200);
    const fast = await call('POST', '/rest/project/select-offer', customer, {
      projectId,
      quantity: 10,
      workingDays: 5,
    });
    expect(fast.statusCode, fast.body).toBe(200);
    const eightLayers = await call('POST', `/rest/project/pcb/${projectId}`, customer, { layers: 8 });
    expect(eightLayers.statusCode, eightLayers.body).toBe(200);
    expect(await basketItem(customer, projectId)).toMatchObject({
      expired: true,
      expiredReason: 'CELL_UNAVAILABLE',
    });
    const refused = await submit(customer, projectId);
    expect(refused.json().error.details).toEqual({
      expiredReason: 'CELL_UNAVAILABLE',
      text: { key: 'refused.basket.CELL_UNAVAILABLE' },
    });
  });
});

describe('staff changed a pricing parameter after selecting', () => {
  it('is not priced again: the basket says PRICES_CHANGED, as submit-order refuses it', async () => {
    const customer = await signedInPerson(t);
    const projectId = await selectedProject(t, customer, 'Prices moved under it');
    await waiveOrderFiles(t, projectId);
    const key = 'board.setup.layers2';
    const list = (await call('GET', '/rest/admin/parameters', admin)).json().parameters as {
      key: string;
      value: number;
    }[];
    const original = list.find((parameter) => parameter.key === key)?.value;
    if (original === undefined) throw new Error(`no parameter ${key}`);
    const put = (value: number) => call('PUT', `/rest/admin/parameters/${key}`, admin, { value });
    expect((await put(original + 500)).statusCode).toBe(200);
    try {
      const item = await basketItem(customer, projectId);
      expect(item).toMatchObject({ expired: true, expiredReason: 'PRICES_CHANGED' });
      expect((await submit(customer, projectId)).json().error.details).toMatchObject({
        expiredReason: 'PRICES_CHANGED',
      });
    } finally {
      await put(original);
    }
    // Back to the prices it was chosen at: valid again, and accepted.
    expect(await basketItem(customer, projectId)).toMatchObject({ expired: false, expiredReason: null });
    expect((await submit(customer, projectId)).statusCode).toBe(200);
  });
});
