import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { bearer, buildUser, signIn } from '../../../test/factories.ts';
import { lastMailTo } from '../../../test/outbox.ts';
import { users } from '../../db/schema.ts';
import { type FakeVies, startFakeVies } from '../../integrations/vies/fake.ts';
import { findBilling } from './billing.repository.ts';

let vies: FakeVies;
let t: TestApp;

beforeAll(async () => {
  vies = await startFakeVies();
  vies.numbers.set('DE136695976', { kind: 'valid', name: 'Leiterplatten GmbH', address: 'Berlin' });
  vies.numbers.set('FR40303265045', { kind: 'error', userError: 'MS_UNAVAILABLE' });
  vies.numbers.set('NL004495445B01', { kind: 'slow', delayMs: 500 });
  t = await createTestApp({ VIES_BASE_URL: vies.baseUrl });
});
afterAll(async () => {
  await t.close();
  await vies.close();
});

const PASSWORD = 'Solder-Paste-42';
const signup = (name: string, company: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/rest/open/signup',
    payload: {
      username: name,
      email: `${name}@example.test`,
      password: PASSWORD,
      firstname: 'Lena',
      lastname: 'Trace',
      acceptTerms: true,
      ...company,
    },
  });

/** Follows the confirmation link, signs in and answers GET /rest/account/billing. */
async function billingAfterConfirming(name: string) {
  const { code } = await lastMailTo(t, `${name}@example.test`);
  expect((await t.app.inject({ method: 'POST', url: `/rest/open/registration/${code}` })).statusCode).toBe(
    200,
  );
  const { accessToken } = await signIn(t, name, PASSWORD);
  const billing = await t.app.inject({
    method: 'GET',
    url: '/rest/account/billing',
    headers: bearer(accessToken),
  });
  expect(billing.statusCode, billing.body).toBe(200);
  return billing.json();
}

const userNamed = async (username: string) =>
  (await t.ctx.db.select().from(users).where(eq(users.username, username)))[0];

describe('sign-up → billing', () => {
  it('carries company, country and VAT number, and VIES confirms the number after the account exists', async () => {
    const created = await signup('gmbh', {
      companyName: ' Leiterplatten GmbH ',
      country: 'DE',
      vatNumber: 'DE 136 695 976',
    });
    expect(created.statusCode, created.body).toBe(201);
    await t.services.auth.settled();
    expect(vies.asked).toContain('DE136695976');
    expect(await billingAfterConfirming('gmbh')).toEqual({
      countryCode: 'DE',
      companyName: 'Leiterplatten GmbH',
      vatNumber: '136695976',
      vatStatus: 'VALID',
      vatCheckedAt: expect.any(String),
    });
    expect((await userNamed('gmbh'))?.country).toBe('DE');
  });

  it('keeps the number pending (NONE) until VIES answers, and records UNAVAILABLE when it cannot', async () => {
    expect((await signup('dutchbv', { country: 'NL', vatNumber: 'NL004495445B01' })).statusCode).toBe(201);
    // Stored in the sign-up's transaction; the sign-up answered without waiting for VIES.
    const user = await userNamed('dutchbv');
    expect(await findBilling(t.ctx.db, user?.id ?? 0)).toMatchObject({
      countryCode: 'NL',
      vatNumber: '004495445B01',
      vatStatus: 'NONE',
      vatCheckedAt: null,
    });
    await t.services.auth.settled();
    expect(await billingAfterConfirming('dutchbv')).toMatchObject({ vatStatus: 'VALID' });

    expect((await signup('sarl', { country: 'FR', vatNumber: 'FR40303265045' })).statusCode).toBe(201);
    await t.services.auth.settled();
    expect(await billingAfterConfirming('sarl')).toMatchObject({
      countryCode: 'FR',
      vatNumber: '40303265045',
      vatStatus: 'UNAVAILABLE',
    });
  });

  it('accepts the country as an exact name from old clients, and keeps a non-EU number without VIES', async () => {
    const asked = vies.asked.length;
    expect(
      (await signup('gruezi', { country: 'Switzerland', vatNumber: 'CHE-123.456.788' })).statusCode,
    ).toBe(201);
    await t.services.auth.settled();
    expect(vies.asked.length).toBe(asked);
    expect(await billingAfterConfirming('gruezi')).toMatchObject({
      countryCode: 'CH',
      vatNumber: 'CHE123456788',
      vatStatus: 'NONE',
    });
    expect((await signup('hallo', { country: 'deutschland' })).statusCode).toBe(201);
    expect(await billingAfterConfirming('hallo')).toMatchObject({ countryCode: 'DE', vatStatus: 'NONE' });
  });

  it('starts empty without a country, even with a company', async () => {
    expect((await signup('soletrader', { companyName: 'Solo' })).statusCode).toBe(201);
    expect(await billingAfterConfirming('soletrader')).toMatchObject({
      countryCode: null,
      companyName: null,
    });
  });
});

describe('sign-up company details', () => {
  it('refuses a VAT number whose check digits fail, field by field, and creates no account', async () => {
    const refused = await signup('typo', { country: 'DE', vatNumber: 'DE136695977' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.fields).toEqual({
      vatNumber: 'The check digits of this DE VAT number do not add up',
    });
    expect(refused.json().error.message).toMatch(/check digits/);
    const wrongFormat = await signup('typo', { country: 'NL', vatNumber: '12345' });
    expect(wrongFormat.json().error.details.fields.vatNumber).toBe(
      'This is not the format of a VAT number of NL',
    );
    expect(await userNamed('typo')).toBeUndefined();
  });

  it('refuses a country not in the list and a VAT number without a country', async () => {
    const unknown = await signup('atlantis', { country: 'Atlantis', vatNumber: 'DE136695976' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details.fields.country).toMatch(/choose one from the list/);
    const missing = await signup('atlantis', { vatNumber: 'DE136695976' });
    expect(missing.json().error.details.fields).toEqual({ country: 'Country is required with a VAT number' });
    expect(await userNamed('atlantis')).toBeUndefined();
  });

  it('refuses a bad number for an address that has an account too, so the answer reveals nothing', async () => {
    await buildUser(t, { username: 'owner', email: 'known@example.test' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/rest/open/signup',
      payload: {
        username: 'someoneelse',
        email: 'known@example.test',
        password: PASSWORD,
        firstname: 'A',
        lastname: 'B',
        acceptTerms: true,
        country: 'DE',
        vatNumber: '136695977',
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.fields).toHaveProperty('vatNumber');
  });
});
