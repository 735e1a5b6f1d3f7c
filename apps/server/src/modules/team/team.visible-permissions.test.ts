import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { lastMailTo } from '../../../test/outbox.ts';
import { caller, type Person, projectOf, signedInPerson } from '../../../test/people.ts';
import { users } from '../../db/schema.ts';

// What the web is told so that it shows no button the server refuses: the caller's permissions under
// the team rule and the owner's name (POST /rest/usersData), and what the invitation link's holder is
// told before accepting (GET /rest/open/team-invitation/{code}).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);
const ALL = { createProjects: true, seeTeamProjects: true, orderAndPay: true };
const NO_ORDERING = { ...ALL, orderAndPay: false };
let sequence = 0;
const addressOf = (local: string) => {
  sequence += 1;
  return `${local}${sequence}${Date.now().toString(36)}@example.test`;
};

async function invite(owner: Person, email: string, permissions = ALL): Promise<string> {
  const response = await call('POST', '/rest/team/invite', owner, {
    email,
    firstname: 'Mia',
    lastname: 'Member',
    permissions,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (await lastMailTo(t, email)).code;
}

const lookUp = (code: string) => t.app.inject({ method: 'GET', url: `/rest/open/team-invitation/${code}` });
const accept = (code: string, password = 'Team-Member-Pass-7') =>
  t.app.inject({ method: 'POST', url: `/rest/open/accept-user-invitation/${code}`, payload: { password } });

/** A member of `owner`'s team with the given own flags, signed in. */
async function memberOf(owner: Person, flags: { orderAndPayFlag: boolean | null }): Promise<Person> {
  const member = await signedInPerson(t, { createdBy: owner.user.id });
  await t.ctx.db.update(users).set(flags).where(eq(users.id, member.user.id));
  return member;
}

describe('the caller’s permissions and the owner’s name in the team list', () => {
  it('a member without “Order and pay” reads it as false, with the owner’s name; the server refuses the order', async () => {
    const owner = await signedInPerson(t, { firstname: 'Olga', lastname: 'Owner' });
    const member = await memberOf(owner, { orderAndPayFlag: false });
    const team = await call('POST', '/rest/usersData', member, {});
    expect(team.statusCode, team.body).toBe(200);
    expect(team.json()).toMatchObject({
      canManage: false,
      owner: { userId: owner.user.id, firstname: 'Olga', lastname: 'Owner' },
      myPermissions: NO_ORDERING,
    });

    // What the notice stands for: ordering the team's project is refused to this member.
    const projectId = await projectOf(t, owner, 'Team board');
    const refused = await call('POST', '/rest/project/submit-order', member, {
      projectId,
      idempotencyKey: `refused-${Date.now()}`,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('TEAM.ORDER_AND_PAY_DENIED');
  });

  it('the owner’s contact permission bounds the member’s own flag; a flag never set reads as allowed', async () => {
    const owner = await signedInPerson(t);
    const staff = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
    const unset = await memberOf(owner, { orderAndPayFlag: null });
    expect((await call('POST', '/rest/usersData', unset, {})).json().myPermissions).toEqual(ALL);

    const member = await memberOf(owner, { orderAndPayFlag: true });
    const saved = await call('POST', '/rest/savePermissions', staff, {
      ownerId: owner.user.id,
      ...NO_ORDERING,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('POST', '/rest/usersData', member, {})).json().myPermissions).toEqual(NO_ORDERING);
    // The owner is not bound by their own team's record.
    const own = (await call('POST', '/rest/usersData', owner, {})).json();
    expect(own).toMatchObject({ canManage: true, owner: { userId: owner.user.id }, myPermissions: ALL });
  });

  it('a customer naming another team gets 404, not its owner’s name', async () => {
    const owner = await signedInPerson(t);
    const stranger = await signedInPerson(t);
    const response = await call('POST', '/rest/usersData', stranger, { ownerId: owner.user.id });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(owner.user.lastname);
  });
});

describe('the invitation lookup of the accept page', () => {
  it('names the inviter, the team (the owner’s company) and the username a new account gets', async () => {
    const owner = await signedInPerson(t, { firstname: 'Ines', lastname: 'Inviter' });
    await t.ctx.db.update(users).set({ companyName: 'Copper Works BV' }).where(eq(users.id, owner.user.id));
    const email = addressOf('newcomer');
    const code = await invite(owner, email);

    const looked = await lookUp(code);
    expect(looked.statusCode, looked.body).toBe(200);
    const local = email.split('@')[0];
    // Names only: no address, no id.
    expect(looked.json()).toEqual({
      inviterName: 'Ines Inviter',
      teamName: 'Copper Works BV',
      username: local,
    });
    expect(looked.body).not.toContain('@');

    const accepted = await accept(code);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().user.username).toBe(local);
    // Spent: the link tells nothing any more.
    const spent = await lookUp(code);
    expect(spent.statusCode).toBe(400);
    expect(spent.json().error.code).toBe('AUTH.CODE_INVALID');
  });

  it('promises the numbered username when the plain one is taken, and accepting gives that one', async () => {
    const owner = await signedInPerson(t, { firstname: 'Nora', lastname: 'Name' });
    const email = addressOf('taken');
    const local = email.split('@')[0] ?? '';
    await signedInPerson(t, { username: local, email: addressOf('holder') });
    const code = await invite(owner, email);
    // No company: the team is called by its owner's name.
    expect((await lookUp(code)).json()).toEqual({
      inviterName: 'Nora Name',
      teamName: 'Nora Name',
      username: `${local}-2`,
    });
    expect((await accept(code)).json().user.username).toBe(`${local}-2`);
  });

  it('names an existing account’s own username; an unknown code is refused', async () => {
    const owner = await signedInPerson(t);
    const existing = await signedInPerson(t);
    const code = await invite(owner, existing.user.email, NO_ORDERING);
    expect((await lookUp(code)).json().username).toBe(existing.user.username);

    const unknown = await lookUp('not-a-real-code');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('AUTH.CODE_INVALID');
  });
});
