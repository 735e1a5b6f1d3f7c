import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { signIn } from '../../../test/factories.ts';
import { lastMailTo } from '../../../test/outbox.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';
import { userIdentities, users } from '../../db/schema.ts';
import { ensureSeededSuperAdmin, SEEDED_ADMIN_EMAIL } from './staff-roles.ts';

/**
 * User administration: ordinary administrators manage customers, only a super administrator manages
 * staff; customers get 403 on every staff call; disabling, deleting, role changes and a staff-set
 * password end the account's sign-ins at once.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let superAdmin: Person;
let admin: Person;
let customer: Person;
let teamMember: Person;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  superAdmin = await signedInPerson(t, { roles: ['ADMIN', 'SUPER_ADMIN'], lastname: 'Zuper' });
  admin = await signedInPerson(t, { roles: ['ADMIN'], lastname: 'Adminson' });
  customer = await signedInPerson(t, { lastname: 'Kundin', firstname: 'Klara' });
  teamMember = await signedInPerson(t, { createdBy: customer.user.id, lastname: 'Mitglied' });
}, 60_000);
afterAll(() => t.close());

const newAccount = (kind: string, name: string) => ({
  kind,
  username: name,
  email: `${name}@example.test`,
  firstname: 'New',
  lastname: name,
});

describe('a customer', () => {
  it('gets 403 on every staff call', async () => {
    const id = customer.user.id;
    const calls: [Parameters<typeof call>[0], string, object?][] = [
      ['POST', '/rest/admin/users/search', {}],
      ['GET', `/rest/admin/users/${id}`],
      ['POST', '/rest/admin/users', newAccount('customer', 'sneaky1')],
      [
        'PUT',
        `/rest/admin/users/${id}`,
        { firstname: 'A', lastname: 'B', language: 'en', kind: 'super-admin' },
      ],
      ['POST', '/rest/admin/users/status', { userIds: [id], disabled: false }],
      ['POST', '/rest/admin/users/delete', { userIds: [admin.user.id] }],
      ['POST', `/rest/admin/users/${id}/reset-password`],
      ['POST', '/rest/admin_psw_set', { userId: admin.user.id, password: 'Tr1cky-horse-battery' }],
      [
        'POST',
        '/rest/client',
        { username: 'sneaky2', email: 'sneaky2@example.test', firstname: 'a', lastname: 'b' },
      ],
      ['POST', '/rest/admin/user-history/search', {}],
      ['POST', '/rest/admin/companies/search', {}],
    ];
    for (const [method, url, body] of calls) {
      const response = await call(method, url, customer, body);
      expect(response.statusCode, url).toBe(403);
    }
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row?.disabled).toBe(false);
  });
});

describe('an ordinary administrator', () => {
  it('creates customers, who get an e-mail to choose a password', async () => {
    const response = await call('POST', '/rest/admin/users', admin, newAccount('customer', 'fresh-customer'));
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Customer has been created');
    expect(response.json().user).toMatchObject({ kind: 'customer', hasPassword: false, roles: ['USER'] });
    const { code } = await lastMailTo(t, 'fresh-customer@example.test');
    expect(code).not.toBe('');
  });

  it('is refused creating staff, changing a staff role, or touching a staff account', async () => {
    for (const kind of ['staff', 'super-admin']) {
      const response = await call('POST', '/rest/admin/users', admin, newAccount(kind, `nope-${kind}`));
      expect(response.statusCode, kind).toBe(403);
    }
    const promote = await call('PUT', `/rest/admin/users/${customer.user.id}`, admin, {
      firstname: 'Klara',
      lastname: 'Kundin',
      language: 'en',
      kind: 'staff',
    });
    expect(promote.statusCode).toBe(403);
    const other = await signedInPerson(t, { roles: ['ADMIN'] });
    for (const [url, body] of [
      ['/rest/admin/users/status', { userIds: [other.user.id], disabled: true }],
      ['/rest/admin/users/delete', { userIds: [other.user.id] }],
      ['/rest/admin_psw_set', { userId: other.user.id, password: 'Plenty-long-passphrase-7' }],
    ] as const) {
      expect((await call('POST', url, admin, body)).statusCode, url).toBe(403);
    }
    expect((await call('GET', '/rest/account', other)).statusCode).toBe(200);
  });

  it('is refused with 409 when disabling itself', async () => {
    const response = await call('POST', '/rest/admin/users/status', admin, {
      userIds: [admin.user.id],
      disabled: true,
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('a super administrator', () => {
  it('creates staff and changes staff roles; a demoted admin loses staff access at once', async () => {
    const created = await call('POST', '/rest/admin/users', superAdmin, newAccount('staff', 'new-staff'));
    expect(created.statusCode).toBe(200);
    expect(created.json().user).toMatchObject({ kind: 'staff', roles: ['ADMIN'] });
    const staff = await signedInPerson(t, { roles: ['ADMIN'] });
    const demoted = await call('PUT', `/rest/admin/users/${staff.user.id}`, superAdmin, {
      firstname: 'Former',
      lastname: 'Staff',
      language: 'de',
      kind: 'customer',
    });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().user).toMatchObject({ kind: 'customer', roles: ['USER'], language: 'de' });
    expect((await call('POST', '/rest/admin/users/search', staff, {})).statusCode).toBe(401);
  });

  it('answers 409 for a username or e-mail address already taken', async () => {
    const taken = await call('POST', '/rest/admin/users', superAdmin, {
      ...newAccount('customer', customer.user.username.toUpperCase()),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.details.fields.username).toBeDefined();
  });
});

describe('the user list', () => {
  it('searches (1 character is enough), filters, sorts and pages', async () => {
    const list = async (body: object) => (await call('POST', '/rest/admin/users/search', admin, body)).json();
    const found = await list({ search: 'kundin' });
    expect(found.users.map((user: { id: number }) => user.id)).toEqual([customer.user.id]);
    expect((await list({ search: 'k' })).total).toBeGreaterThan(0);
    const staff = await list({ kind: 'staff' });
    expect(staff.users.every((user: { roles: string[] }) => user.roles.includes('ADMIN'))).toBe(true);
    const supers = await list({ kind: 'super-admin' });
    expect(supers.users.map((user: { id: number }) => user.id)).toContain(superAdmin.user.id);
    const byName = await list({ sortField: 'name', sortOrder: 'desc', pageSize: 2 });
    expect(byName.users).toHaveLength(2);
    expect(byName.total).toBeGreaterThan(2);
    const page2 = await list({ sortField: 'name', sortOrder: 'desc', pageSize: 2, page: 1 });
    expect(page2.users[0].id).not.toBe(byName.users[0].id);
    const bad = await call('POST', '/rest/admin/users/search', admin, { sortField: 'password' });
    expect(bad.statusCode).toBe(400);
  });

  it('shows a member with its team: the owner and the owner’s members', async () => {
    const response = await call('GET', `/rest/admin/users/${teamMember.user.id}`, admin);
    expect(response.statusCode).toBe(200);
    const { team } = response.json();
    expect(team.owner.id).toBe(customer.user.id);
    expect(team.members.map((member: { id: number }) => member.id)).toEqual([teamMember.user.id]);
    expect((await call('GET', '/rest/admin/users/999999', admin)).statusCode).toBe(404);
  });
});

describe('disabling, enabling and deleting', () => {
  it('disables (the token is refused afterwards) and enables again', async () => {
    const target = await signedInPerson(t);
    expect((await call('GET', '/rest/account', target)).statusCode).toBe(200);
    const off = await call('POST', '/rest/admin/users/status', admin, {
      userIds: [target.user.id],
      disabled: true,
    });
    expect(off.json().message).toBe('selected customers status updated');
    expect((await call('GET', '/rest/account', target)).statusCode).toBe(401);
    await call('POST', '/rest/admin/users/status', admin, { userIds: [target.user.id], disabled: false });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, target.user.id));
    expect(row?.disabled).toBe(false);
  });

  it('deletes by disabling and anonymising; deleted accounts leave the list', async () => {
    const one = await signedInPerson(t);
    const two = await signedInPerson(t);
    const three = await signedInPerson(t);
    await t.ctx.db.insert(userIdentities).values({
      userId: one.user.id,
      issuer: 'https://idp.example.test',
      subject: 'one',
      provider: 'google',
    });
    const single = await call('POST', '/rest/admin/users/delete', admin, { userIds: [one.user.id] });
    expect(single.json().message).toBe('Customer has been deleted');
    const many = await call('POST', '/rest/admin/users/delete', admin, {
      userIds: [two.user.id, three.user.id],
    });
    expect(many.json().message).toBe('Selected customers have been deleted');
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, one.user.id));
    expect(row).toMatchObject({
      disabled: true,
      passwordHash: null,
      username: `~deleted-${one.user.id}`,
      email: `deleted-${one.user.id}@deleted.invalid`,
      deletedAt: expect.any(Date),
    });
    // A linked social sign-in would lead back into the closed account rather than to a new one.
    expect(
      await t.ctx.db.select().from(userIdentities).where(eq(userIdentities.userId, one.user.id)),
    ).toEqual([]);
    // The person may sign up again with the same name and address.
    const free = await call('POST', '/rest/checkusernameexists', admin, { username: one.user.username });
    expect(free.json().exists).toBe(false);
    expect(row?.lastname).toBe(one.user.lastname);
    expect((await call('GET', '/rest/account', one)).statusCode).toBe(401);
    const listed = await call('POST', '/rest/admin/users/search', admin, { search: one.user.username });
    expect(listed.json().total).toBe(0);
    const again = await call('POST', '/rest/admin/users/delete', admin, { userIds: [one.user.id] });
    expect(again.statusCode).toBe(404);
  });
});

describe('passwords', () => {
  it('sets a password under the usual rules and signs the account out', async () => {
    const target = await signedInPerson(t);
    const weak = await call('POST', '/rest/admin_psw_set', admin, {
      userId: target.user.id,
      password: 'password1',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.details.fields.newPassword).toBeDefined();
    const password = 'Quiet-lantern-harbour-42';
    const set = await call('POST', '/rest/admin_psw_set', admin, { userId: target.user.id, password });
    expect(set.statusCode).toBe(200);
    expect((await call('GET', '/rest/account', target)).statusCode).toBe(401);
    expect((await signIn(t, target.user.username, password)).accessToken).toBeTruthy();
  });

  it('e-mails a reset link', async () => {
    const response = await call('POST', `/rest/admin/users/${customer.user.id}/reset-password`, admin);
    expect(response.statusCode).toBe(200);
    const { message } = await lastMailTo(t, customer.user.email);
    expect(message.link).toContain('#/welcome/');
  });
});

describe('the seeded administrator', () => {
  it('gets SUPER_ADMIN on an existing database, once', async () => {
    await t.ctx.db.delete(users).where(eq(users.email, SEEDED_ADMIN_EMAIL));
    await signedInPerson(t, { email: SEEDED_ADMIN_EMAIL, roles: ['ADMIN'] });
    expect(await ensureSeededSuperAdmin(t.ctx.db)).toBe(true);
    expect(await ensureSeededSuperAdmin(t.ctx.db)).toBe(false);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, SEEDED_ADMIN_EMAIL));
    expect(row?.roles).toEqual(['ADMIN', 'SUPER_ADMIN']);
  });
});
