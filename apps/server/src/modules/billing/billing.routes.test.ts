import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { caller, type Person, projectOf, signedInPerson } from '../../../test/people.ts';
import { type FakeVies, startFakeVies } from '../../integrations/vies/fake.ts';

let vies: FakeVies;
let t: TestApp;
let call: ReturnType<typeof caller>;
let customer: Person;
beforeAll(async () => {
  vies = await startFakeVies();
  vies.numbers.set('DE136695976', { kind: 'valid', name: 'Leiterplatten GmbH', address: 'Berlin' });
  vies.numbers.set('FR40303265045', { kind: 'error', userError: 'MS_UNAVAILABLE' });
  vies.numbers.set('XI123456782', { kind: 'valid', name: 'Belfast Boards Ltd', address: 'Belfast BT1 1AA' });
  t = await createTestApp({ VIES_BASE_URL: vies.baseUrl, RATE_LIMIT_VIES_PER_MINUTE: '6' });
  call = caller(t);
  customer = await signedInPerson(t);
});
afterAll(async () => {
  await t.close();
  await vies.close();
});

const checkVat = (query: string) =>
  t.app.inject({ method: 'GET', url: `/rest/open/vies?${query}`, remoteAddress: '10.1.0.1' });

async function vatOfFirstCell(person: Person, projectId: string) {
  const offers = await call('GET', `/rest/project/offers/${projectId}`, person);
  expect(offers.statusCode, offers.body).toBe(200);
  const first = offers.json().cells[0];
  const breakdown = await call(
    'GET',
    `/rest/project/offers/${projectId}/breakdown?quantity=${first.quantity}&workingDays=${first.workingDays}`,
    person,
  );
  return breakdown.json().vat;
}

describe('GET /rest/open/vies', () => {
  it('answers without a token: a registered number with VIES’s name and consultation number', async () => {
    const response = await checkVat('countryCode=de&vatNumber=DE%20136%20695%20976');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      countryCode: 'DE',
      vatNumber: '136695976',
      status: 'VALID',
      name: 'Leiterplatten GmbH',
      requestIdentifier: expect.stringMatching(/^WAPI/),
    });
  });

  it('checks a UK customer’s Northern Ireland (XI) number at VIES as XI, as the house', async () => {
    const response = await checkVat('countryCode=GB&vatNumber=XI%20123%204567%2082');
    expect(response.json()).toMatchObject({
      countryCode: 'GB',
      vatNumber: 'XI123456782',
      status: 'VALID',
      requestIdentifier: expect.stringMatching(/^WAPI/),
    });
    // Asked at VIES as XI's, by the house (the qualified check that gets a consultation number).
    expect([vies.asked.at(-1), vies.requesters.at(-1)]).toEqual(['XI123456782', 'NL859123455B01']);
  });

  it('answers FORMAT_INVALID without asking VIES, and UNAVAILABLE when the member state is down', async () => {
    const askedBefore = vies.asked.length;
    expect((await checkVat('countryCode=DE&vatNumber=136695977')).json().status).toBe('FORMAT_INVALID');
    expect(vies.asked.length).toBe(askedBefore);
    expect((await checkVat('countryCode=FR&vatNumber=FR40303265045')).json().status).toBe('UNAVAILABLE');
  });

  it('refuses a missing number or a country that is no code, field by field', async () => {
    const missing = await checkVat('countryCode=DE');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.fields).toHaveProperty('vatNumber');
    const country = await checkVat('countryCode=XX&vatNumber=123456789');
    expect(country.statusCode).toBe(400);
    expect(country.json().error.details.fields).toHaveProperty('countryCode');
  });

  it('limits how often one address may ask', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/rest/open/vies?countryCode=DE&vatNumber=136695976',
        remoteAddress: '10.1.0.2',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(statuses.slice(6)).toEqual([429, 429]);
  });
});

describe('billing details', () => {
  it('need a signed-in customer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/rest/account/billing' })).statusCode).toBe(401);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/rest/account/billing',
      payload: { countryCode: 'NL' },
    });
    expect(put.statusCode).toBe(401);
  });

  it('start empty', async () => {
    const fresh = await signedInPerson(t);
    const response = await call('GET', '/rest/account/billing', fresh);
    expect(response.json()).toEqual({
      countryCode: null,
      companyName: null,
      vatNumber: null,
      vatStatus: 'NONE',
      vatCheckedAt: null,
    });
  });

  it('decide VAT in every offer: Dutch, EU consumer, confirmed EU business, export', async () => {
    const person = await signedInPerson(t);
    const projectId = await projectOf(t, person, 'Billing board');
    expect((await call('POST', `/rest/project/pcb/${projectId}`, person, {})).statusCode).toBe(200);
    expect((await vatOfFirstCell(person, projectId)).reason).toBe('NL');

    const consumer = await call('PUT', '/rest/account/billing', person, { countryCode: 'DE' });
    expect(consumer.json()).toMatchObject({ countryCode: 'DE', vatStatus: 'NONE' });
    expect(await vatOfFirstCell(person, projectId)).toMatchObject({ ratePercent: 21, reason: 'EU_CONSUMER' });

    const business = await call('PUT', '/rest/account/billing', person, {
      countryCode: 'DE',
      companyName: ' Leiterplatten GmbH ',
      vatNumber: 'de 136.695.976',
    });
    expect(business.statusCode, business.body).toBe(200);
    expect(business.json()).toMatchObject({
      companyName: 'Leiterplatten GmbH',
      vatNumber: '136695976',
      vatStatus: 'VALID',
      vatCheckedAt: expect.any(String),
    });
    expect(await vatOfFirstCell(person, projectId)).toEqual({
      ratePercent: 0,
      reason: 'REVERSE_CHARGE',
      amountCents: 0,
    });

    await call('PUT', '/rest/account/billing', person, { countryCode: 'CH', vatNumber: 'CHE-123.456.788' });
    expect((await vatOfFirstCell(person, projectId)).reason).toBe('EXPORT');
  });

  it('keep a UK customer’s Northern Ireland number with VIES’s answer', async () => {
    const person = await signedInPerson(t);
    const saved = await call('PUT', '/rest/account/billing', person, {
      countryCode: 'GB',
      vatNumber: 'xi123456782',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ countryCode: 'GB', vatNumber: 'XI123456782', vatStatus: 'VALID' });
  });

  it('never treat a number VIES could not confirm as valid', async () => {
    const person = await signedInPerson(t);
    const projectId = await projectOf(t, person, 'Unconfirmed board');
    await call('POST', `/rest/project/pcb/${projectId}`, person, {});
    const saved = await call('PUT', '/rest/account/billing', person, {
      countryCode: 'FR',
      vatNumber: 'FR40303265045',
    });
    expect(saved.json().vatStatus).toBe('UNAVAILABLE');
    expect(await vatOfFirstCell(person, projectId)).toMatchObject({ ratePercent: 21, reason: 'EU_CONSUMER' });
  });

  it('refuse a number whose check digits fail and keep what was saved', async () => {
    const person = await signedInPerson(t);
    await call('PUT', '/rest/account/billing', person, { countryCode: 'DE', companyName: 'Kept GmbH' });
    const refused = await call('PUT', '/rest/account/billing', person, {
      countryCode: 'DE',
      companyName: 'Other GmbH',
      vatNumber: '136695977',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.fields.vatNumber).toMatch(/check digits/);
    expect((await call('GET', '/rest/account/billing', person)).json().companyName).toBe('Kept GmbH');
  });

  it('keep each customer’s own details', async () => {
    const other = await signedInPerson(t);
    await call('PUT', '/rest/account/billing', customer, { countryCode: 'BE', companyName: 'Mine BV' });
    expect((await call('GET', '/rest/account/billing', other)).json().companyName).toBeNull();
  });
});
