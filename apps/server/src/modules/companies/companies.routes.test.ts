import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';
import { marginBands } from '../../db/schema.ts';

/** Companies: staff create, edit, search, attach and detach members; a company with members stays. */
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Person;
let customer: Person;
let colleague: Person;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = await signedInPerson(t, { roles: ['ADMIN'] });
  customer = await signedInPerson(t);
  colleague = await signedInPerson(t);
  await t.ctx.db
    .insert(marginBands)
    .values({
      customerGroup: 'reseller',
      minQuantity: 1,
      boardPercent: 10,
      componentsPercent: 5,
      assemblyPercent: 5,
    })
    .onConflictDoNothing();
}, 60_000);
afterAll(() => t.close());

const acme = {
  name: 'Acme Circuits GmbH',
  vatNumber: 'DE123456789',
  city: 'Aachen',
  customerGroup: 'reseller',
};

describe('companies', () => {
  it('offers the margin groups that exist, standard among them', async () => {
    const response = await call('GET', '/rest/admin/customer-groups', admin);
    expect(response.json().groups).toEqual(expect.arrayContaining(['standard', 'reseller']));
  });

  it('creates, edits, searches, attaches and detaches members; refuses deleting while members remain', async () => {
    const created = await call('POST', '/rest/admin/companies', admin, acme);
    expect(created.statusCode).toBe(200);
    const id = created.json().company.id;
    const badGroup = await call('PUT', `/rest/admin/companies/${id}`, admin, {
      ...acme,
      customerGroup: 'vip-made-up',
    });
    expect(badGroup.statusCode).toBe(400);
    expect(badGroup.json().error.details.fields.customerGroup).toBeDefined();
    const edited = await call('PUT', `/rest/admin/companies/${id}`, admin, { ...acme, city: 'Köln' });
    expect(edited.json().company.city).toBe('Köln');

    const found = await call('POST', '/rest/admin/companies/search', admin, { search: 'de1234' });
    expect(found.json().companies.map((company: { id: number }) => company.id)).toEqual([id]);

    const attached = await call('POST', `/rest/admin/companies/${id}/members`, admin, {
      userIds: [customer.user.id, colleague.user.id],
    });
    expect(attached.json().company.members).toBe(2);
    const listed = await call('POST', '/rest/admin/users/search', admin, { companyId: id });
    expect(listed.json().total).toBe(2);
    expect(
      (await call('POST', `/rest/admin/companies/${id}/members`, admin, { userIds: [999999] })).statusCode,
    ).toBe(404);

    const refused = await call('DELETE', `/rest/admin/companies/${id}`, admin);
    expect(refused.statusCode).toBe(409);
    await call('DELETE', `/rest/admin/companies/${id}/members/${customer.user.id}`, admin);
    const detached = await call('DELETE', `/rest/admin/companies/${id}/members/${colleague.user.id}`, admin);
    expect(detached.json().members).toEqual([]);
    expect(
      (await call('DELETE', `/rest/admin/companies/${id}/members/${colleague.user.id}`, admin)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/rest/admin/companies/${id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/rest/admin/companies/${id}`, admin)).statusCode).toBe(404);
  });

  it('refuses customers', async () => {
    expect((await call('POST', '/rest/admin/companies', customer, acme)).statusCode).toBe(403);
    expect((await call('GET', '/rest/admin/customer-groups', customer)).statusCode).toBe(403);
  });
});
