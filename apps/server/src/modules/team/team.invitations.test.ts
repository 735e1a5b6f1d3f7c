import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { bearer, signIn } from '../../../test/factories.ts';
import { placedOrder } from '../../../test/orders.ts';
import { lastMailTo } from '../../../test/outbox.ts';
import { caller, type Person, projectOf, signedInPerson } from '../../../test/people.ts';
import { orders, projects, users } from '../../db/schema.ts';
import { TEAM_INVITATIONS_PER_MINUTE } from './team.routes.ts';

// The security review's three findings about POST /rest/team/invite: an invitation must not create an
// account someone else can claim, must be rate-limited per account, and must answer alike whether or
// not the address has an account.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);
const ALL = { createProjects: true, seeTeamProjects: true, orderAndPay: true };
let sequence = 0;
const address = (what: string) => {
  sequence += 1;
  return `${what}-${sequence}-${Date.now().toString(36)}@example.test`;
};
const inviteBody = (email: string) => ({ email, firstname: 'Xena', lastname: 'Example', permissions: ALL });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const userByEmail = async (email: string) =>
  (await t.ctx.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`))[0];

describe('an invitation is only an invitation (account squatting)', () => {
  it('a person who signs up and resets their password owns their account; joining needs an explicit accept', async () => {
    const inviter = await signedInPerson(t);
    const email = address('squat');
    const invited = await call('POST', '/rest/team/invite', inviter, inviteBody(email));
    expect(invited.statusCode, invited.body).toBe(200);
    const { code: invitationCode } = await lastMailTo(t, email);
    expect(invitationCode).not.toBe('');
    // Nobody holds an account for the address yet.
    expect(await userByEmail(email)).toBeUndefined();

    // x signs up as anyone would, then (not having seen the confirmation) resets the password.
    const username = `squat${sequence}${Date.now().toString(36)}`;
    const signup = await post('/rest/open/signup', {
      username,
      email,
      password: 'Signup-Pass-Word-7',
      firstname: 'Xena',
      lastname: 'Real',
      acceptTerms: true,
    });
    expect(signup.statusCode, signup.body).toBe(201);
    expect((await post('/rest/open/reset-my-password', { username: email })).statusCode).toBe(200);
    await t.services.auth.settled();
    const reset = await lastMailTo(t, email);
    expect(reset.message.link).toContain('mode=reset');
    const chosen = await post(`/rest/open/welcome/${reset.code}`, { password: 'Own-Account-Pass-8' });
    expect(chosen.statusCode, chosen.body).toBe(200);

    const mine = await userByEmail(email);
    expect(mine).toMatchObject({ username, createdBy: null, createProjectsFlag: null });
    const x: Person = {
      user: mine as NonNullable<typeof mine>,
      headers: bearer((await signIn(t, email, 'Own-Account-Pass-8')).accessToken),
    };
    await projectOf(t, x, 'Mine alone');

    // The inviter has no hold on x: not in the team, cannot remove x nor take x's projects.
    const team = (await call('POST', '/rest/usersData', inviter, {})).json();
    expect(team.members.map((m: { email: string }) => m.email)).not.toContain(email);
    const removal = await call('POST', '/rest/open/deleteTeamUser', inviter, { userId: x.user.id });
    expect(removal.statusCode).toBe(404);
    const owned = await t.ctx.db.select().from(projects).where(eq(projects.ownerId, x.user.id));
    expect(owned.map((project) => project.name)).toEqual(['Mine alone']);
    expect((await call('POST', '/rest/usersData', x, {})).json()).toMatchObject({ ownerId: x.user.id });

    // x can still join on purpose: the invitation link with x's own password.
    const wrong = await post(`/rest/open/accept-user-invitation/${invitationCode}`, {
      password: 'Not-My-Password-9',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details.fields.password).toBeTruthy();
    expect(wrong.json().error.details.fieldTexts).toEqual({
      password: { key: 'refused.team.enterPassword' },
    });
    const accepted = await post(`/rest/open/accept-user-invitation/${invitationCode}`, {
      password: 'Own-Account-Pass-8',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().user.id).toBe(x.user.id);
    const joined = (await call('POST', '/rest/usersData', inviter, {})).json();
    expect(joined.members.map((m: { userId: number }) => m.userId)).toEqual([x.user.id]);
    // The link works once.
    const again = await post(`/rest/open/accept-user-invitation/${invitationCode}`, {
      password: 'Own-Account-Pass-8',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details.text).toEqual({ key: 'refused.team.invitationInvalid' });
  });

  it('a new person accepting creates their own account, in the team, with the password they choose', async () => {
    const inviter = await signedInPerson(t);
    const email = address('newcomer');
    expect((await call('POST', '/rest/team/invite', inviter, inviteBody(email))).statusCode).toBe(200);
    const { code } = await lastMailTo(t, email);
    const accepted = await post(`/rest/open/accept-user-invitation/${code}`, {
      password: 'Newcomer-Pass-42',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await userByEmail(email)).toMatchObject({ createdBy: inviter.user.id, emailConfirmed: true });
    expect((await signIn(t, email, 'Newcomer-Pass-42')).accessToken).toBeTruthy();
  });
});

describe('leaving a team one joined with an account of one’s own', () => {
  it('keeps the account and what it made before joining; what it made in the team stays with the team', async () => {
    const inviter = await signedInPerson(t);
    const password = 'Own-Account-Pass-8';
    const x = await signedInPerson(t, { password });
    const before = await placedOrder(t, x, 'Before joining');
    // Joining is later than the account: the invitation is accepted a moment after the account was made.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await call('POST', '/rest/team/invite', inviter, inviteBody(x.user.email))).statusCode).toBe(200);
    const { code } = await lastMailTo(t, x.user.email);
    const accepted = await post(`/rest/open/accept-user-invitation/${code}`, { password });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const member: Person = {
      ...x,
      headers: bearer((await signIn(t, x.user.username, password)).accessToken),
    };
    const during = await placedOrder(t, member, 'Made in the team');

    const removed = await call('POST', '/rest/open/deleteTeamUser', inviter, { userId: x.user.id });
    expect(removed.statusCode, removed.body).toBe(204);
    const ownedBy = async (ownerId: number) =>
      (await t.ctx.db.select().from(projects).where(eq(projects.ownerId, ownerId))).map((row) => row.name);
    expect(await ownedBy(x.user.id)).toEqual(['Before joining']);
    expect(await ownedBy(inviter.user.id)).toEqual(['Made in the team']);
    const ownerOf = async (orderId: number) =>
      (await t.ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.ownerId;
    expect(await ownerOf(before.orderId)).toBe(x.user.id);
    expect(await ownerOf(during.orderId)).toBe(inviter.user.id);
    // A customer of their own again: not disabled, in no team, signed out once and able to sign in.
    expect(await userByEmail(x.user.email)).toMatchObject({
      disabled: false,
      createdBy: null,
      orderAndPayFlag: null,
    });
    expect((await call('POST', '/rest/usersData', member, {})).statusCode).toBe(401);
    const again: Person = { ...x, headers: bearer((await signIn(t, x.user.username, password)).accessToken) };
    expect((await call('POST', '/rest/usersData', again, {})).json()).toMatchObject({ ownerId: x.user.id });
    expect((await call('GET', `/rest/order/${before.orderId}`, again)).statusCode).toBe(200);
    expect((await call('GET', `/rest/order/${during.orderId}`, again)).statusCode).toBe(404);
  });
});

describe('invitations are rate-limited', () => {
  it(`answers 429 once an account has sent ${TEAM_INVITATIONS_PER_MINUTE} invitations in a minute`, async () => {
    const owner = await signedInPerson(t);
    const other = await signedInPerson(t);
    for (let index = 0; index < TEAM_INVITATIONS_PER_MINUTE; index += 1) {
      const response = await call('POST', '/rest/team/invite', owner, inviteBody(address('many')));
      expect(response.statusCode, response.body).toBe(200);
    }
    const refused = await call('POST', '/rest/team/invite', owner, inviteBody(address('many')));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect((await call('POST', '/rest/team/invite', other, inviteBody(address('other')))).statusCode).toBe(
      200,
    );
  });
});

describe('the answer does not tell which addresses have an account', () => {
  it('answers alike for an existing and a new address; the existing account’s owner gets an invitation', async () => {
    const owner = await signedInPerson(t);
    const existing = await signedInPerson(t);
    const staff = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
    const answers = [];
    for (const email of [existing.user.email.toUpperCase(), address('nobody'), staff.user.email]) {
      answers.push(await call('POST', '/rest/team/invite', owner, inviteBody(email)));
    }
    const [toExisting, toNew, toStaff] = answers.map((response) => ({
      status: response.statusCode,
      keys: Object.keys(response.json()).sort(),
      pending: response.json().invitationPending,
    }));
    expect(toExisting).toEqual(toNew);
    expect(toStaff).toEqual(toNew);
    expect(toNew?.status).toBe(200);
    const mail = await lastMailTo(t, existing.user.email);
    expect(mail.code).not.toBe('');
    // Nothing changed for the existing account until its owner accepts.
    expect((await userByEmail(existing.user.email))?.createdBy).toBeNull();
  });
});
