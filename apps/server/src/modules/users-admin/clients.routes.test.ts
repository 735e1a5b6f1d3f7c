import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { lastMailTo } from '../../../test/outbox.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';

/** The seed's client calls: a customer reads and edits only itself (others → 404), staff anyone. */
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Person;
let customer: Person;
let other: Person;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = await signedInPerson(t, { roles: ['ADMIN'] });
  customer = await signedInPerson(t);
  other = await signedInPerson(t, { withoutAddress: true });
}, 60_000);
afterAll(() => t.close());

describe('GET /rest/user_client/{id}', () => {
  it('gives a customer its own record, staff anyone’s, and 404 for someone else’s', async () => {
    const own = await call('GET', `/rest/user_client/${customer.user.id}`, customer);
    expect(own.statusCode).toBe(200);
    expect(own.json().client).toMatchObject({
      id: customer.user.id,
      email: customer.user.email,
      phoneNumber: '',
    });
    const foreign = await call('GET', `/rest/user_client/${other.user.id}`, customer);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(other.user.email);
    expect((await call('GET', `/rest/user_client/${other.user.id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', '/rest/user_client/999999', admin)).statusCode).toBe(404);
  });

  it('gives the blank client form', async () => {
    const blank = await call('GET', '/rest/user_client/blank_client_Data', customer);
    expect(blank.json().client).toMatchObject({ id: null, username: '', language: 'en' });
  });
});

describe('POST /rest/client', () => {
  it('creates a customer (set-password e-mail) and updates one, with the section 8 messages', async () => {
    const created = await call('POST', '/rest/client', admin, {
      username: 'client-one',
      email: 'client-one@example.test',
      firstname: 'Cli',
      lastname: 'Ent',
      city: 'Aachen',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      message: 'Customer has been created',
      client: { city: 'Aachen' },
    });
    expect((await lastMailTo(t, 'client-one@example.test')).code).not.toBe('');
    const id = created.json().client.id;
    const updated = await call('POST', '/rest/client', admin, {
      id,
      username: 'client-one',
      email: 'client-one@example.test',
      firstname: 'Client',
      lastname: 'One',
      city: '',
    });
    expect(updated.json()).toMatchObject({
      message: 'Customer has been updated',
      client: { firstname: 'Client', city: '' },
    });
    const clash = await call('POST', '/rest/client', admin, {
      id,
      username: customer.user.username,
      email: 'client-one@example.test',
      firstname: 'Client',
      lastname: 'One',
    });
    expect(clash.statusCode).toBe(409);
  });

  it('is refused to a customer', async () => {
    const response = await call('POST', '/rest/client', customer, {
      id: other.user.id,
      username: other.user.username,
      email: other.user.email,
      firstname: 'Hijack',
      lastname: 'Ed',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /rest/client-profile', () => {
  it('lets a customer edit its own details, and answers 404 for anyone else’s', async () => {
    const own = await call('POST', '/rest/client-profile', customer, {
      phoneNumber: '+49 30 1234567',
      city: 'Berlin',
    });
    expect(own.json()).toMatchObject({ message: 'Customer has been updated', client: { city: 'Berlin' } });
    const foreign = await call('POST', '/rest/client-profile', customer, {
      userId: other.user.id,
      city: 'Nowhere',
    });
    expect(foreign.statusCode).toBe(404);
    const read = await call('GET', `/rest/user_client/${other.user.id}`, admin);
    expect(read.json().client.city).toBe('');
    const staff = await call('POST', '/rest/client-profile', admin, { userId: other.user.id, city: 'Köln' });
    expect(staff.json().client.city).toBe('Köln');
  });
});

describe('POST /rest/checkusernameexists', () => {
  it('tells whether a username is taken, in any case', async () => {
    const ask = async (username: string) =>
      (await call('POST', '/rest/checkusernameexists', customer, { username })).json().exists;
    expect(await ask(other.user.username.toUpperCase())).toBe(true);
    expect(await ask('nobody-has-this-name')).toBe(false);
  });
});

describe('POST /rest/phoneNumberValidation', () => {
  const check = async (phoneNumber: string, country?: string) =>
    (await call('POST', '/rest/phoneNumberValidation', customer, { phoneNumber, country })).json();

  it.each([
    ['+49 30 12345678', undefined, '+493012345678'],
    ['030 12345678', 'DE', '+493012345678'],
    ['+1 212-555-0123', undefined, '+12125550123'],
    ['(212) 555-0123', 'us', '+12125550123'],
    ['+44 20 7946 0958', undefined, '+442079460958'],
    ['06 12 34 56 78', 'FR', '+33612345678'],
    ['+81 3-1234-5678', undefined, '+81312345678'],
  ])('accepts %s (%s) as %s', async (number, country, e164) => {
    expect(await check(number, country)).toEqual({ valid: true, e164 });
  });

  it.each([
    ['12345', 'DE'],
    ['+49 1', undefined],
    ['030 12345678', undefined],
    ['+1 000-000-0000', undefined],
    ['phone', 'GB'],
    ['0612345678', 'XX'],
  ])('refuses %s (%s) with the section 5 message', async (number, country) => {
    expect(await check(number, country)).toEqual({
      valid: false,
      message: 'Please enter valid phone number',
    });
  });

  it('answers 400 for a missing number or a malformed country', async () => {
    expect((await call('POST', '/rest/phoneNumberValidation', customer, {})).statusCode).toBe(400);
    expect(
      (await call('POST', '/rest/phoneNumberValidation', customer, { phoneNumber: '1', country: 'DEU' }))
        .statusCode,
    ).toBe(400);
  });
});
