import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { bearer, buildUser, signIn } from '../../../test/factories.ts';
import { placedOrder } from '../../../test/orders.ts';
import { caller, type Person, projectOf, share, signedInPerson } from '../../../test/people.ts';
import {
  oneTimeCodes,
  orders,
  outbox,
  projectShares,
  projects,
  refreshTokens,
  shareInvitations,
  shippingAddresses,
  teamInvitations,
  userHistory,
  users,
} from '../../db/schema.ts';

let t: TestApp;
let staff: Person;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signedInPerson(t, { roles: ['ADMIN'] });
}, 60_000);
afterAll(() => t.close());

/** A signed-in customer whose password the test knows, with the refresh token of that sign-in. */
async function customer() {
  const { user, password } = await buildUser(t, { firstname: 'Grace', lastname: 'Hopper' });
  const session = await signIn(t, user.username, password);
  return { user, password, refreshToken: session.refreshToken, headers: bearer(session.accessToken) };
}
type Customer = Awaited<ReturnType<typeof customer>>;

const deleteAccount = (who: { headers: Record<string, string> }, password: string, confirmation = 'DELETE') =>
  t.app.inject({
    method: 'POST',
    url: '/rest/account/delete',
    headers: who.headers,
    payload: { password, confirmation },
  });

const userRow = async (id: number) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0];

/** Puts an order where the state table would have it after delivery, paid (or not) as told. */
async function markDelivered(orderId: number, paid: boolean) {
  const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  await t.ctx.db
    .update(orders)
    .set({
      status: 'DELIVERED',
      paidAt: paid ? new Date() : null,
      paidAmountCents: paid ? order?.totalCents : null,
    })
    .where(eq(orders.id, orderId));
}

describe('POST /rest/account/delete refuses', () => {
  it('a wrong password, naming the field, and changes nothing', async () => {
    const grace = await customer();
    const response = await deleteAccount(grace, 'not-the-password');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual({ password: 'The password is not correct' });
    expect(await userRow(grace.user.id)).toMatchObject({ email: grace.user.email, deletedAt: null });
  });

  it('a confirmation that is not the word DELETE', async () => {
    const grace = await customer();
    const response = await deleteAccount(grace, grace.password, 'delete');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual({ confirmation: 'Type DELETE to confirm' });
    expect((await userRow(grace.user.id))?.deletedAt).toBeNull();
  });

  it('while an order is still open, naming it', async () => {
    const grace = await customer();
    const order = await placedOrder(t, { user: grace.user, headers: grace.headers }, 'Open order board');
    const response = await deleteAccount(grace, grace.password);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('ACCOUNT.DELETION_BLOCKED');
    expect(response.json().error.message).toContain(order.orderKey);
    expect((await userRow(grace.user.id))?.deletedAt).toBeNull();
  });

  it('while a delivered order is not paid', async () => {
    const grace = await customer();
    const order = await placedOrder(t, { user: grace.user, headers: grace.headers }, 'Unpaid board');
    await markDelivered(order.orderId, false);
    const response = await deleteAccount(grace, grace.password);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(
      new RegExp(`payments of ${order.orderKey} are not settled`),
    );
  });

  it('a team owner whose team still has members', async () => {
    const grace = await customer();
    await signedInPerson(t, { createdBy: grace.user.id });
    const response = await deleteAccount(grace, grace.password);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toContain('Your team still has 1 member. Remove them');
  });

  it('a staff account', async () => {
    const { user, password } = await buildUser(t, { roles: ['ADMIN'] });
    const admin = { headers: bearer((await signIn(t, user.username, password)).accessToken) };
    const response = await deleteAccount(admin, password);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('AUTH.FORBIDDEN');
    expect((await userRow(user.id))?.deletedAt).toBeNull();
  });

  it('a caller who is not signed in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/rest/account/delete',
      payload: { password: 'whatever-it-is', confirmation: 'DELETE' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /rest/account/delete, when nothing holds the account', () => {
  let grace: Customer;
  let orderId: number;
  let orderedProjectId: number;
  let draftProjectId: number;
  let staffViewBefore: Record<string, unknown>;

  beforeAll(async () => {
    grace = await customer();
    const person = { user: grace.user, headers: grace.headers };
    const profile = await caller(t)('POST', '/rest/user', person, {
      firstname: 'Grace',
      lastname: 'Hopper',
      language: 'en',
      phoneNumber: '+1 202 555 0199',
      companyName: 'Navy Computing',
      address: '1 Harbour Road',
      city: 'Arlington',
      zipCode: '22201',
      vatNumber: 'NL123456789B01',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const order = await placedOrder(t, person, 'Delivered board');
    orderId = order.orderId;
    await markDelivered(orderId, true);
    const draftKey = await projectOf(t, person, 'Never ordered');
    const [draft] = await t.ctx.db.select().from(projects).where(eq(projects.projectKey, draftKey));
    draftProjectId = draft?.id ?? 0;
    const [ordered] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    orderedProjectId = ordered?.projectId ?? 0;
    // Shared both ways, and a team invitation sent: none of it may point at the closed account.
    const friend = await signedInPerson(t);
    await share(t, person, draftKey, friend, 'read');
    await share(t, friend, await projectOf(t, friend, 'Friend project'), person, 'edit');
    const invited = await caller(t)('POST', '/rest/team/invite', person, {
      email: 'new.colleague@example.test',
      firstname: 'New',
      lastname: 'Colleague',
      permissions: { createProjects: true, seeTeamProjects: true, orderAndPay: false },
    });
    expect(invited.statusCode, invited.body).toBeLessThan(300);
    expect(
      await t.ctx.db.select().from(projectShares).where(eq(projectShares.userId, grace.user.id)),
    ).toHaveLength(1);
    await t.ctx.db.insert(shippingAddresses).values({
      userId: grace.user.id,
      name: 'Grace Hopper',
      street: '1 Harbour Road',
      postalCode: '22201',
      city: 'Arlington',
      countryCode: 'US',
    });
    // A pending reset code: it must not outlive the account.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/rest/open/reset-my-password',
      payload: { username: grace.user.username },
    });
    expect(reset.statusCode).toBeLessThan(300);
    await t.services.auth.settled();
    staffViewBefore = (await caller(t)('GET', `/rest/order-info/${orderId}`, staff)).json();

    const response = await deleteAccount(grace, grace.password);
    expect(response.statusCode, response.body).toBe(200);
  }, 60_000);

  it('removes the personal data from the account row and closes it', async () => {
    const row = await userRow(grace.user.id);
    expect(row).toMatchObject({
      username: `deleted-${grace.user.id}`,
      email: `deleted-${grace.user.id}@deleted.invalid`,
      firstname: 'Deleted',
      lastname: 'account',
      phoneNumber: null,
      companyName: null,
      address: null,
      city: null,
      zipCode: null,
      vatNumber: null,
      pendingEmail: null,
      passwordHash: null,
      disabled: true,
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });

  it('deletes addresses, codes, shares, invitations and unordered projects; keeps the ordered project', async () => {
    const db = t.ctx.db;
    expect(
      await db.select().from(shippingAddresses).where(eq(shippingAddresses.userId, grace.user.id)),
    ).toEqual([]);
    expect(await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, grace.user.id))).toEqual([]);
    const id = grace.user.id;
    expect(
      await db
        .select()
        .from(projectShares)
        .where(or(eq(projectShares.userId, id), eq(projectShares.sharedBy, id))),
    ).toEqual([]);
    expect(await db.select().from(shareInvitations).where(eq(shareInvitations.invitedBy, id))).toEqual([]);
    expect(await db.select().from(teamInvitations).where(eq(teamInvitations.ownerId, id))).toEqual([]);
    const [draft] = await db.select().from(projects).where(eq(projects.id, draftProjectId));
    expect(draft?.deletedAt).toBeInstanceOf(Date);
    const [ordered] = await db.select().from(projects).where(eq(projects.id, orderedProjectId));
    expect(ordered?.deletedAt).toBeNull();
  });

  it('ends every sign-in: the old access token and refresh token are refused', async () => {
    const account = await t.app.inject({ method: 'GET', url: '/rest/account', headers: grace.headers });
    expect(account.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'GET',
      url: `/refresh?refreshToken=${encodeURIComponent(grace.refreshToken)}`,
    });
    expect(refresh.statusCode).toBe(401);
    const live = await t.ctx.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, grace.user.id)));
    expect(live.every((token) => token.revokedAt !== null)).toBe(true);
  });

  it('refuses the old password, by username and by e-mail address', async () => {
    for (const login of [grace.user.username, grace.user.email]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: login, password: grace.password },
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('mailed the confirmation to the old address and wrote the audit entry', async () => {
    const mails = await t.ctx.db.select().from(outbox).where(eq(outbox.recipient, grace.user.email));
    expect(mails.map((mail) => mail.subject)).toContain('Your Boardhouse account has been deleted');
    const entries = await t.ctx.db
      .select()
      .from(userHistory)
      .where(and(eq(userHistory.userId, grace.user.id), eq(userHistory.entity, 'account.deleted')));
    expect(entries).toHaveLength(1);
  });

  it('lets the old address sign up again', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/rest/open/signup',
      payload: {
        username: `${grace.user.username}-again`,
        email: grace.user.email,
        password: 'Compiler-Pioneer-1952',
        firstname: 'Grace',
        lastname: 'Hopper',
        acceptTerms: true,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [fresh] = await t.ctx.db.select().from(users).where(eq(users.email, grace.user.email));
    expect(fresh?.id).not.toBe(grace.user.id);
  });

  it('keeps the order readable by staff with the billing snapshot it was placed with', async () => {
    const response = await caller(t)('GET', `/rest/order-info/${orderId}`, staff);
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json();
    expect(order.billing).toEqual(staffViewBefore.billing);
    expect(order.billing.name).toContain('Grace');
    expect(order.invoice).toEqual(staffViewBefore.invoice);
    expect(order.customer.name).toBe('Deleted account');
  });

  it('is a deleted account to staff: it cannot be enabled again', async () => {
    const detail = await caller(t)('GET', `/rest/admin/users/${grace.user.id}`, staff);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().user).toMatchObject({ deleted: true, disabled: true });
    const enable = await caller(t)('POST', '/rest/admin/users/status', staff, {
      userIds: [grace.user.id],
      disabled: false,
    });
    expect(enable.statusCode).toBe(404);
    expect((await userRow(grace.user.id))?.disabled).toBe(true);
  });

  it('answers a second deletion with the closed account refused', async () => {
    const response = await deleteAccount(grace, grace.password);
    expect(response.statusCode).toBe(401);
  });
});
