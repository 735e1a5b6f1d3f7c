import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';
import { users } from '../../db/schema.ts';
import { STAFF_ONLY_BY_SUPER_ADMIN } from './staff-roles.ts';

/**
 * A staff account (a super administrator above all) is managed by a super administrator only: an
 * ordinary administrator must not rewrite its profile or move it between companies, nor change its role,
 * password, lock or delete it, or it could take the account over or change what it sees.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let superAdmin: Person;
let admin: Person;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  superAdmin = await signedInPerson(t, { roles: ['ADMIN', 'SUPER_ADMIN'] });
  admin = await signedInPerson(t, { roles: ['ADMIN'] });
  const company = await call('POST', '/rest/admin/companies', superAdmin, {
    name: 'Staff Holding',
    customerGroup: 'standard',
  });
  companyId = company.json().company.id;
}, 60_000);
afterAll(() => t.close());

const row = async (id: number) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0];

const expectRefused = (response: { statusCode: number; json: () => { error: { message: string } } }) => {
  expect(response.statusCode).toBe(403);
  expect(response.json().error.message).toBe(STAFF_ONLY_BY_SUPER_ADMIN);
};

describe('an ordinary administrator and a super administrator’s account', () => {
  it('is refused changing its profile (POST /rest/client-profile)', async () => {
    const before = await row(superAdmin.user.id);
    expectRefused(
      await call('POST', '/rest/client-profile', admin, { userId: superAdmin.user.id, city: 'Hijacked' }),
    );
    expect((await row(superAdmin.user.id))?.city).toBe(before?.city);
  });

  it('is refused changing its company membership, by the company page or the client form', async () => {
    expectRefused(
      await call('POST', `/rest/admin/companies/${companyId}/members`, admin, {
        userIds: [superAdmin.user.id],
      }),
    );
    expectRefused(
      await call('POST', '/rest/client', admin, {
        id: superAdmin.user.id,
        username: superAdmin.user.username,
        email: superAdmin.user.email,
        firstname: 'Super',
        lastname: 'Admin',
        companyId,
      }),
    );
    expect((await row(superAdmin.user.id))?.companyId).toBeNull();

    // Attached by a super administrator: the ordinary one may not detach it either.
    await call('POST', `/rest/admin/companies/${companyId}/members`, superAdmin, {
      userIds: [superAdmin.user.id],
    });
    expectRefused(
      await call('DELETE', `/rest/admin/companies/${companyId}/members/${superAdmin.user.id}`, admin),
    );
    expect((await row(superAdmin.user.id))?.companyId).toBe(companyId);
  });

  it('is refused changing its roles, resetting or setting its password, locking or deleting it', async () => {
    const id = superAdmin.user.id;
    expectRefused(
      await call('PUT', `/rest/admin/users/${id}`, admin, {
        firstname: 'A',
        lastname: 'B',
        language: 'en',
        kind: 'customer',
      }),
    );
    expectRefused(await call('POST', `/rest/admin/users/${id}/reset-password`, admin));
    expectRefused(
      await call('POST', '/rest/admin_psw_set', admin, { userId: id, password: 'Plenty-long-passphrase-7' }),
    );
    expectRefused(await call('POST', '/rest/admin/users/status', admin, { userIds: [id], disabled: true }));
    expectRefused(await call('POST', '/rest/admin/users/delete', admin, { userIds: [id] }));
    expect(await row(id)).toMatchObject({ roles: ['ADMIN', 'SUPER_ADMIN'], disabled: false });
    expect((await call('GET', '/rest/account', superAdmin)).statusCode).toBe(200);
  });

  it('still edits customers’ profiles and memberships, and its own profile', async () => {
    const customer = await signedInPerson(t);
    const profile = await call('POST', '/rest/client-profile', admin, {
      userId: customer.user.id,
      city: 'Bonn',
    });
    expect(profile.json().client.city).toBe('Bonn');
    const attached = await call('POST', `/rest/admin/companies/${companyId}/members`, admin, {
      userIds: [customer.user.id],
    });
    expect(attached.statusCode).toBe(200);
    const own = await call('POST', '/rest/client-profile', admin, { city: 'Essen' });
    expect(own.json().client.city).toBe('Essen');
  });
});

describe('a super administrator', () => {
  it('changes another super administrator’s profile and company membership', async () => {
    const other = await signedInPerson(t, { roles: ['ADMIN', 'SUPER_ADMIN'] });
    const profile = await call('POST', '/rest/client-profile', superAdmin, {
      userId: other.user.id,
      city: 'Dresden',
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().client.city).toBe('Dresden');
    const attached = await call('POST', `/rest/admin/companies/${companyId}/members`, superAdmin, {
      userIds: [other.user.id],
    });
    expect(attached.statusCode).toBe(200);
    expect((await row(other.user.id))?.companyId).toBe(companyId);
    const detached = await call(
      'DELETE',
      `/rest/admin/companies/${companyId}/members/${other.user.id}`,
      superAdmin,
    );
    expect(detached.statusCode).toBe(200);
    expect((await row(other.user.id))?.companyId).toBeNull();
  });
});
