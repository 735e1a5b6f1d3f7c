import { serverText } from '@boardhouse/shared/server-texts/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { selectedProject as selectedOfferProject } from '../../../test/orders.ts';
import { caller, type Person, projectOf, signedInPerson } from '../../../test/people.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Person;
let owner: Person;
let stranger: Person;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  owner = await signedInPerson(t);
  stranger = await signedInPerson(t);
});
afterAll(() => t.close());

let codeCount = 0;
async function promoCode(overrides: object = {}) {
  codeCount += 1;
  const body = { code: `CODE${codeCount}`, kind: 'PERCENT', value: 10, block: 'ALL', ...overrides };
  const response = await call('POST', '/rest/admin/promo-codes', admin, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number; code: string; uses: number };
}

const selectedProject = (who: Person, name: string) => selectedOfferProject(t, who, name);

const apply = (who: Person, projectId: string, code: string) =>
  call('POST', '/rest/project/add-promocode', who, { projectId, code });
const usesOf = async (id: number) =>
  (
    (await call('GET', '/rest/admin/promo-codes', admin)).json().promoCodes as { id: number; uses: number }[]
  ).find((code) => code.id === id)?.uses;

describe('promo codes in the back office', () => {
  it('are for administrators only', async () => {
    expect((await call('GET', '/rest/admin/promo-codes', owner)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/rest/admin/promo-codes' })).statusCode).toBe(401);
    const body = { code: 'MINE', kind: 'PERCENT', value: 100, block: 'ALL' };
    expect((await call('POST', '/rest/admin/promo-codes', owner, body)).statusCode).toBe(403);
  });

  it('are upper case, unique whatever the case, and changed in place', async () => {
    const created = await call('POST', '/rest/admin/promo-codes', admin, {
      code: ' welcome25 ',
      kind: 'AMOUNT',
      value: 2500,
      block: 'BOARD',
      validFrom: '2026-01-01',
      validUntil: '2027-12-31',
      maxUses: 100,
      maxUsesPerCustomer: 1,
      minOrderCents: 5000,
    });
    expect(created.json()).toMatchObject({ code: 'WELCOME25', validUntil: '2027-12-31', uses: 0 });
    const twin = await call('POST', '/rest/admin/promo-codes', admin, {
      code: 'Welcome25',
      kind: 'PERCENT',
      value: 5,
      block: 'ALL',
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error.details.fields.code).toBe('The code WELCOME25 exists already');
    const changed = await call('PUT', `/rest/admin/promo-codes/${created.json().id}`, admin, {
      code: 'WELCOME30',
      kind: 'AMOUNT',
      value: 3000,
      block: 'BOARD',
    });
    expect(changed.json()).toMatchObject({ code: 'WELCOME30', value: 3000, validUntil: null, maxUses: null });
  });

  it('refuse impossible terms field by field', async () => {
    const response = await call('POST', '/rest/admin/promo-codes', admin, {
      code: 'x',
      kind: 'PERCENT',
      value: 150,
      block: 'SHIPPING',
      validFrom: '2026-12-01',
      validUntil: '2026-11-01',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.details.fields).sort()).toEqual(['block', 'code']);
    const percent = await call('POST', '/rest/admin/promo-codes', admin, {
      code: 'TOOMUCH',
      kind: 'PERCENT',
      value: 150,
      block: 'ALL',
      validFrom: '2026-12-01',
      validUntil: '2026-11-01',
    });
    expect(Object.keys(percent.json().error.details.fields).sort()).toEqual(['validUntil', 'value']);
  });

  it('are deleted only while nobody has used them', async () => {
    const unused = await promoCode();
    expect((await call('DELETE', `/rest/admin/promo-codes/${unused.id}`, admin)).statusCode).toBe(204);
    expect((await call('DELETE', `/rest/admin/promo-codes/${unused.id}`, admin)).statusCode).toBe(404);
    const used = await promoCode();
    const projectId = await selectedProject(owner, 'Delete a used code');
    expect((await apply(owner, projectId, used.code)).statusCode).toBe(200);
    const refused = await call('DELETE', `/rest/admin/promo-codes/${used.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/valid-until/);
  });
});

describe('applying a promo code', () => {
  it('lays a discount line on the selected offer and takes one use; removing gives it back', async () => {
    const code = await promoCode({ value: 10, block: 'ALL' });
    const projectId = await selectedProject(owner, 'Discounted board');
    const before = (
      await call('GET', `/rest/project/offers/${projectId}/breakdown?quantity=10&workingDays=20`, owner)
    ).json();
    const response = await apply(owner, projectId, code.code.toLowerCase());
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json();
    const discount = after.lines.find((line: { block: string }) => line.block === 'discount');
    const production = before.lines
      .filter((line: { block: string }) => line.block !== 'shipping')
      .reduce((sum: number, line: { amountCents: number }) => sum + line.amountCents, 0);
    expect(discount).toMatchObject({
      rate: -0.1,
      units: production,
      amountCents: -Math.round(production / 10),
    });
    expect(after.netCents).toBe(before.netCents + discount.amountCents);
    expect(
      after.lines.reduce((sum: number, line: { amountCents: number }) => sum + line.amountCents, 0),
    ).toBe(after.netCents);
    expect(after.totalCents).toBe(after.netCents + after.vat.amountCents);
    expect(await usesOf(code.id)).toBe(1);
    // The breakdown and the offer set remember it.
    const stored = await call(
      'GET',
      `/rest/project/offers/${projectId}/breakdown?quantity=10&workingDays=20`,
      owner,
    );
    expect(stored.json().netCents).toBe(after.netCents);
    expect((await call('GET', `/rest/project/offers/${projectId}`, owner)).json().choices.promoCode).toBe(
      code.code,
    );

    const removed = await call('DELETE', `/rest/project/promocode/${projectId}`, owner);
    expect(removed.json().netCents).toBe(before.netCents);
    expect(await usesOf(code.id)).toBe(0);
  });

  it('refuses an unknown code, one outside its dates, a used-up one and one below its minimum', async () => {
    const projectId = await selectedProject(owner, 'Refusals');
    const expectRefusal = async (code: string, status: number, errorCode: string) => {
      const response = await apply(owner, projectId, code);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().error.code).toBe(errorCode);
      return response.json().error.message as string;
    };
    expect(await expectRefusal('NOSUCHCODE', 404, 'PROMO.UNKNOWN')).toBe('There is no promo code NOSUCHCODE');
    const later = await promoCode({ validFrom: '2099-01-01' });
    expect(await expectRefusal(later.code, 409, 'PROMO.EXPIRED')).toMatch(/valid from 2099-01-01/);
    const past = await promoCode({ validUntil: '2020-12-31' });
    expect(await expectRefusal(past.code, 409, 'PROMO.EXPIRED')).toMatch(/expired on 2020-12-31/);
    const dear = await promoCode({ minOrderCents: 10_000_000 });
    expect(await expectRefusal(dear.code, 409, 'PROMO.NOT_APPLICABLE')).toMatch(/from €100,000.00/);
    // The refusal carries its text: a German reader reads it in German, in German money style.
    const refusal = (await apply(owner, projectId, dear.code)).json().error;
    expect(serverText(refusal.details.text, 'de')).toBe(
      `Der Code ${dear.code} gilt für Bestellungen ab 100.000,00\u00a0€ ohne Versand`,
    );
    const assembly = await promoCode({ block: 'ASSEMBLY' });
    expect(await expectRefusal(assembly.code, 409, 'PROMO.NOT_APPLICABLE')).toMatch(/the assembly/);

    const single = await promoCode({ maxUses: 1 });
    const other = await selectedProject(stranger, 'Took the last use');
    expect((await apply(stranger, other, single.code)).statusCode).toBe(200);
    await expectRefusal(single.code, 409, 'PROMO.EXHAUSTED');
  });

  it('refuses a code applied twice, or used up by this customer on another project', async () => {
    const once = await promoCode({ maxUsesPerCustomer: 1 });
    const first = await selectedProject(owner, 'First use');
    const second = await selectedProject(owner, 'Second use');
    expect((await apply(owner, first, once.code)).statusCode).toBe(200);
    expect((await apply(owner, first, once.code)).json().error.code).toBe('PROMO.ALREADY_USED');
    const again = await apply(owner, second, once.code);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'PROMO.ALREADY_USED' });
    // Given back on the first project, it may be used on the second.
    await call('DELETE', `/rest/project/promocode/${first}`, owner);
    expect((await apply(owner, second, once.code)).statusCode).toBe(200);
  });

  it('needs a selected offer, and the project to be the caller’s', async () => {
    const code = await promoCode();
    const projectId = await projectOf(t, owner, 'Nothing selected');
    await call('POST', `/rest/project/pcb/${projectId}`, owner, {});
    expect((await apply(owner, projectId, code.code)).json().error.code).toBe('OFFER.NOT_SELECTED');
    const selected = await selectedProject(owner, 'Not the stranger’s');
    expect((await apply(stranger, selected, code.code)).statusCode).toBe(404);
    expect((await call('DELETE', `/rest/project/promocode/${selected}`, stranger)).statusCode).toBe(404);
    expect(await usesOf(code.id)).toBe(0);
  });

  it('lets exactly one of two customers take the last use at the same instant', async () => {
    const last = await promoCode({ maxUses: 1 });
    const mine = await selectedProject(owner, 'Race mine');
    const theirs = await selectedProject(stranger, 'Race theirs');
    const answers = await Promise.all([apply(owner, mine, last.code), apply(stranger, theirs, last.code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().error.code).toBe('PROMO.EXHAUSTED');
    expect(await usesOf(last.id)).toBe(1);
  });

  it('carries over to another cell, and is given back when the new cell is below its minimum', async () => {
    const projectId = await selectedProject(owner, 'Carry over');
    const productionOf = async (quantity: number) => {
      const url = `/rest/project/offers/${projectId}/breakdown?quantity=${quantity}&workingDays=20`;
      const lines = (await call('GET', url, owner)).json().lines as { block: string; amountCents: number }[];
      return lines
        .filter((line) => line.block !== 'shipping')
        .reduce((sum, line) => sum + line.amountCents, 0);
    };
    // A minimum order between the 5-board and the 10-board production prices.
    const code = await promoCode({
      minOrderCents: Math.round(((await productionOf(5)) + (await productionOf(10))) / 2),
    });
    expect((await apply(owner, projectId, code.code)).statusCode).toBe(200);
    const select = (quantity: number) =>
      call('POST', '/rest/project/select-offer', owner, { projectId, quantity, workingDays: 20 });
    await select(25);
    const carried = (
      await call('GET', `/rest/project/offers/${projectId}/breakdown?quantity=25&workingDays=20`, owner)
    ).json();
    expect(carried.lines.some((line: { block: string }) => line.block === 'discount')).toBe(true);
    await select(5);
    const dropped = (await call('GET', `/rest/project/offers/${projectId}`, owner)).json();
    expect(dropped.choices.promoCode).toBeNull();
    expect(await usesOf(code.id)).toBe(0);
  });
});

describe('choosing where the parcel goes', () => {
  it('lists the options to a country, picks the cheapest, and the offer follows', async () => {
    const projectId = await selectedProject(owner, 'Shipped abroad');
    const response = await call('POST', '/rest/project/updateShippingPrice', owner, {
      projectId,
      countryCode: 'us',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { options, selectedCode } = response.json();
    expect(options.map((option: { code: string }) => option.code)).toEqual([
      'WORLD-standard',
      'WORLD-express',
    ]);
    expect(selectedCode).toBe('WORLD-standard');
    expect(options[0].priceCents).toBeLessThan(options[1].priceCents);
    // 10 boards of 100 × 100 mm, 1.6 mm FR4: 0.1 m² × 1.6 × 1.85 = 0.296 → 0.3 kg + 0.3 kg packing.
    // To the world: 3995 a parcel + 900 × 0.6 kg = 4535.
    expect(options[0]).toEqual({
      code: 'WORLD-standard',
      carrier: 'UPS',
      service: 'Expedited',
      kind: 'parcel',
      parcels: 1,
      weightKg: 0.6,
      transitWorkingDays: 6,
      priceCents: 4535,
    });
    const breakdown = (
      await call('GET', `/rest/project/offers/${projectId}/breakdown?quantity=10&workingDays=20`, owner)
    ).json();
    const shipping = breakdown.lines
      .filter((line: { block: string }) => line.block === 'shipping')
      .reduce((sum: number, line: { amountCents: number }) => sum + line.amountCents, 0);
    expect(shipping).toBe(options[0].priceCents);
    const set = (await call('GET', `/rest/project/offers/${projectId}`, owner)).json();
    expect(set.choices).toMatchObject({ shippingCountry: 'US', shippingCode: 'WORLD-standard' });
    const cell = set.cells.find(
      (each: { quantity: number; workingDays: number }) => each.quantity === 10 && each.workingDays === 20,
    );
    expect(cell.netCents).toBe(breakdown.netCents);

    const express = await call('POST', '/rest/project/updateShippingPrice', owner, {
      projectId,
      countryCode: 'US',
      code: 'WORLD-express',
    });
    expect(express.json().selectedCode).toBe('WORLD-express');
  });

  it('splits a heavy order into parcels and offers pallet freight besides', async () => {
    // The PCB spec's quantity is one of the matrix's.
    const projectId = await projectOf(t, owner, 'Shipped on a pallet');
    const spec = await call('POST', `/rest/project/pcb/${projectId}`, owner, { quantity: 3400 });
    expect(spec.statusCode, spec.body).toBe(200);
    expect((await call('GET', `/rest/project/offers/${projectId}`, owner)).statusCode).toBe(200);
    const selected = await call('POST', '/rest/project/select-offer', owner, {
      projectId,
      quantity: 3400,
      workingDays: 20,
    });
    expect(selected.statusCode, selected.body).toBe(200);
    const response = await call('POST', '/rest/project/updateShippingPrice', owner, {
      projectId,
      countryCode: 'DE',
    });
    expect(response.statusCode, response.body).toBe(200);
    // 3400 boards: 34 m² × 1.6 mm × 1.85 = 100.64 kg, in 4 parcels of at most 31.2 kg + 0.3 kg packing
    // (101.84 kg), or 1 pallet of 100.64 + 25 kg. DE: standard 1295 × 4 + 250 × 101.84 = 30640; express
    // 2331 × 4 + 450 × 101.84 = 55152; freight 18000 a pallet, the cheapest and so chosen.
    const { options, selectedCode } = response.json();
    expect(
      options.map((option: Record<string, unknown>) => [
        option.code,
        option.kind,
        option.parcels,
        option.weightKg,
        option.priceCents,
      ]),
    ).toEqual([
      ['EU1-freight', 'freight', 1, 125.64, 18_000],
      ['EU1-standard', 'parcel', 4, 101.84, 30_640],
      ['EU1-express', 'parcel', 4, 101.84, 55_152],
    ]);
    expect(selectedCode).toBe('EU1-freight');
    const breakdown = (
      await call('GET', `/rest/project/offers/${projectId}/breakdown?quantity=3400&workingDays=20`, owner)
    ).json();
    expect(
      breakdown.lines
        .filter((line: { block: string }) => line.block === 'shipping')
        .map((line: { code: string; units: number; amountCents: number }) => [
          line.code,
          line.units,
          line.amountCents,
        ]),
    ).toEqual([['shipping.freight', 1, 18_000]]);
  });

  it('refuses an unknown country or option, and needs a selected offer', async () => {
    const projectId = await selectedProject(owner, 'Shipping refusals');
    const country = await call('POST', '/rest/project/updateShippingPrice', owner, {
      projectId,
      countryCode: 'EU',
    });
    expect(country.statusCode).toBe(400);
    expect(country.json().error.details.fields).toEqual({ countryCode: 'EU is not a country code' });
    // The page shows the refusal in the reader's language from its text.
    expect(serverText(country.json().error.details.text, 'de')).toBe('EU ist kein Ländercode');
    const option = await call('POST', '/rest/project/updateShippingPrice', owner, {
      projectId,
      countryCode: 'DE',
      code: 'MOON-rocket',
    });
    expect(option.json().error.details.fields.code).toMatch(/EU1-standard/);
    const bare = await projectOf(t, owner, 'Shipping without selection');
    await call('POST', `/rest/project/pcb/${bare}`, owner, {});
    const none = await call('POST', '/rest/project/updateShippingPrice', owner, {
      projectId: bare,
      countryCode: 'DE',
    });
    expect(none.json().error.code).toBe('OFFER.NOT_SELECTED');
  });
});
