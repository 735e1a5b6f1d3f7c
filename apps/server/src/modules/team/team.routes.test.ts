import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { signIn } from '../../../test/factories.ts';
import { lastMailTo } from '../../../test/outbox.ts';
import { caller, type Person, projectOf, signedInPerson } from '../../../test/people.ts';
import { projects, users } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);
const ALL = { createProjects: true, seeTeamProjects: true, orderAndPay: true };
let sequence = 0;
const invitee = (permissions = ALL) => {
  sequence += 1;
  return {
    email: `team-invitee-${sequence}-${Date.now().toString(36)}@example.test`,
    firstname: 'Ina',
    lastname: `Member ${sequence}`,
    permissions,
  };
};

/** The owner invites someone, who accepts from the e-mail; answers the new member's id. */
async function invite(owner: Person, body = invitee()): Promise<number> {
  const response = await call('POST', '/rest/team/invite', owner, body);
  expect(response.statusCode, response.body).toBe(200);
  const { code } = await lastMailTo(t, body.email);
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/rest/open/accept-user-invitation/${code}`,
    payload: { password: 'Team-Member-Pass-7' },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json().user.id;
}

describe('inviting a team member', () => {
  it('e-mails the link in the owner’s language; accepting creates the member, who chose the password', async () => {
    const owner = await signedInPerson(t, { language: 'de' });
    const body = invitee({ createProjects: false, seeTeamProjects: true, orderAndPay: false });
    const invited = await call('POST', '/rest/team/invite', owner, body);
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json()).toMatchObject({ email: body.email, invitationPending: true });
    // Only an invitation until it is accepted: no account exists for the address.
    expect(await t.ctx.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
    const { message, code } = await lastMailTo(t, body.email);
    expect(message.subject).toContain('Boardhouse-Team eingeladen');
    expect(message.link).toContain(`/#/welcome/${code}?mode=invitation`);

    const listed = (await call('POST', '/rest/usersData', owner, {})).json();
    expect(listed).toMatchObject({ ownerId: owner.user.id, canManage: true, members: [] });
    expect(listed.invitations).toEqual([
      expect.objectContaining({
        email: body.email,
        invitationPending: true,
        permissions: { createProjects: false, seeTeamProjects: true, orderAndPay: false },
      }),
    ]);

    const accepted = await t.app.inject({
      method: 'POST',
      url: `/rest/open/accept-user-invitation/${code}`,
      payload: { password: 'Team-Member-Pass-7' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, body.email));
    expect(row).toMatchObject({
      createdBy: owner.user.id,
      language: 'de',
      emailConfirmed: true,
      createProjectsFlag: false,
      orderAndPayFlag: false,
    });
    expect((await signIn(t, body.email, 'Team-Member-Pass-7')).accessToken).toBeTruthy();
    const after = (await call('POST', '/rest/usersData', owner, {})).json();
    expect(after.invitations).toEqual([]);
    expect(after.members).toEqual([
      expect.objectContaining({ userId: row?.id, email: body.email, invitationPending: false }),
    ]);
  });

  it('refuses the owner’s own address (400) and a current member’s (409), naming the e-mail field', async () => {
    const owner = await signedInPerson(t);
    const member = await signedInPerson(t, { createdBy: owner.user.id });
    const own = await call('POST', '/rest/team/invite', owner, { ...invitee(), email: owner.user.email });
    expect(own.statusCode).toBe(400);
    expect(own.json().error.details.fields.email).toBeTruthy();
    const again = await call('POST', '/rest/team/invite', owner, {
      ...invitee(),
      email: member.user.email.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.details.fields).toEqual({
      email: 'This person is already a member of the team',
    });
  });

  it('inviting an address again replaces the earlier link', async () => {
    const owner = await signedInPerson(t);
    const body = invitee();
    await call('POST', '/rest/team/invite', owner, body);
    const first = (await lastMailTo(t, body.email)).code;
    expect((await call('POST', '/rest/team/invite', owner, body)).statusCode).toBe(200);
    const second = (await lastMailTo(t, body.email)).code;
    const accept = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: `/rest/open/accept-user-invitation/${code}`,
        payload: { password: 'Team-Member-Pass-7' },
      });
    expect((await accept(first)).statusCode).toBe(400);
    expect((await call('POST', '/rest/usersData', owner, {})).json().invitations).toHaveLength(1);
    expect((await accept(second)).statusCode).toBe(200);
  });

  it('refuses a team member (403) and staff (who use createUser); members read their team only', async () => {
    const owner = await signedInPerson(t);
    const member = await signedInPerson(t, { createdBy: owner.user.id });
    const staff = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
    expect((await call('POST', '/rest/team/invite', member, invitee())).statusCode).toBe(403);
    expect((await call('POST', '/rest/team/invite', staff, invitee())).statusCode).toBe(403);
    expect((await call('POST', '/rest/team/invite', owner, invitee())).statusCode).toBe(200);
    const seen = (await call('POST', '/rest/usersData', member, {})).json();
    expect(seen).toMatchObject({ ownerId: owner.user.id, canManage: false, invitations: [] });
    expect(seen.members.map((m: { userId: number }) => m.userId)).toEqual([member.user.id]);
    const change = await call('POST', '/rest/team/member-permissions', member, {
      userId: member.user.id,
      ...ALL,
    });
    expect(change.statusCode).toBe(403);
    expect(
      (await call('POST', '/rest/open/deleteTeamUser', member, { userId: member.user.id })).statusCode,
    ).toBe(403);
  });
});

describe('createUser (staff)', () => {
  it('invites for a customer owner; refuses USER (403) and an owner that is a member (404)', async () => {
    const owner = await signedInPerson(t);
    const member = await signedInPerson(t, { createdBy: owner.user.id });
    const staff = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
    const body = { ownerId: owner.user.id, ...invitee() };
    expect((await call('POST', '/rest/createUser', owner, body)).statusCode).toBe(403);
    const created = await call('POST', '/rest/createUser', staff, body);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ email: body.email, invitationPending: true });
    expect((await lastMailTo(t, body.email)).code).not.toBe('');
    expect(await t.ctx.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
    const underMember = await call('POST', '/rest/createUser', staff, {
      ...invitee(),
      ownerId: member.user.id,
    });
    expect(underMember.statusCode).toBe(404);
    const list = (await call('POST', '/rest/usersData', staff, { ownerId: owner.user.id })).json();
    expect(list.members).toHaveLength(1);
    expect(list.invitations).toHaveLength(1);
  });
});

describe('another team', () => {
  it('is not found: its list, members, e-mails and permissions', async () => {
    const owner = await signedInPerson(t);
    const memberId = await invite(owner);
    const stranger = await signedInPerson(t);
    expect((await call('POST', '/rest/usersData', stranger, { ownerId: owner.user.id })).statusCode).toBe(
      404,
    );
    const permissions = await call('POST', '/rest/team/member-permissions', stranger, {
      userId: memberId,
      ...ALL,
    });
    expect(permissions.statusCode).toBe(404);
    expect((await call('POST', '/rest/open/deleteTeamUser', stranger, { userId: memberId })).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/rest/user/getAllUserEmail/${memberId}`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/rest/getPermissions?ownerId=${owner.user.id}`, stranger)).statusCode).toBe(
      404,
    );
    // The owner's own calls work: the ids are real.
    const emails = (await call('GET', `/rest/user/getAllUserEmail/${memberId}`, owner)).json();
    expect(emails.emails[0]).toBe(owner.user.email);
    expect(emails.emails).toHaveLength(2);
  });
});

describe('member permissions', () => {
  it('the owner changes a member’s flags', async () => {
    const owner = await signedInPerson(t);
    const memberId = await invite(owner);
    const changed = await call('POST', '/rest/team/member-permissions', owner, {
      userId: memberId,
      createProjects: false,
      seeTeamProjects: false,
      orderAndPay: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, memberId));
    expect(row).toMatchObject({
      createProjectsFlag: false,
      seeTeamProjectsFlag: false,
      orderAndPayFlag: true,
    });
  });
});

describe('removing a team member', () => {
  it('needs a token despite the path (401)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/rest/open/deleteTeamUser',
      payload: { userId: 1 },
    });
    expect(response.statusCode).toBe(401);
  });

  it('hands the member’s projects to the owner, disables the account and ends its sign-ins', async () => {
    const owner = await signedInPerson(t);
    const member = await signedInPerson(t, { createdBy: owner.user.id });
    await projectOf(t, owner, 'Shared name');
    await projectOf(t, member, 'Shared name');
    await projectOf(t, member, 'Member only');
    expect((await call('POST', '/rest/usersData', member, {})).statusCode).toBe(200);

    const removed = await call('POST', '/rest/open/deleteTeamUser', owner, { userId: member.user.id });
    expect(removed.statusCode, removed.body).toBe(204);

    const owned = await t.ctx.db.select().from(projects).where(eq(projects.ownerId, owner.user.id));
    expect(owned.map((project) => project.name).sort()).toEqual([
      'Member only',
      'Shared name',
      `Shared name (${member.user.username})`,
    ]);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row?.disabled).toBe(true);
    expect((await call('POST', '/rest/usersData', member, {})).statusCode).toBe(401);
    expect((await call('POST', '/rest/usersData', owner, {})).json().members).toEqual([]);
    // Removing twice: the member is gone.
    expect(
      (await call('POST', '/rest/open/deleteTeamUser', owner, { userId: member.user.id })).statusCode,
    ).toBe(404);
  });
});

describe('contact permissions', () => {
  it('defaults, saved and deleted by staff; customers read their team’s and may not change them', async () => {
    const owner = await signedInPerson(t);
    const member = await signedInPerson(t, { createdBy: owner.user.id });
    const staff = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
    const record = {
      ownerId: owner.user.id,
      createProjects: false,
      seeTeamProjects: true,
      orderAndPay: false,
    };

    const initial = (await call('GET', '/rest/getPermissions', member)).json();
    expect(initial).toEqual([expect.objectContaining({ ...ALL, ownerId: owner.user.id, isDefault: true })]);
    expect((await call('POST', '/rest/savePermissions', owner, record)).statusCode).toBe(403);
    expect((await call('POST', '/rest/deletePermission', owner, { ownerId: owner.user.id })).statusCode).toBe(
      403,
    );

    const saved = await call('POST', '/rest/savePermissions', staff, record);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('GET', '/rest/getPermissions', member)).json()[0]).toMatchObject({
      ...record,
      isDefault: false,
    });
    expect(
      (await call('GET', `/rest/getPermissions?ownerId=${owner.user.id}`, staff)).json()[0],
    ).toMatchObject(record);
    expect(
      (await call('POST', '/rest/savePermissions', staff, { ...record, ownerId: member.user.id })).statusCode,
    ).toBe(404);

    const reset = await call('POST', '/rest/deletePermission', staff, { ownerId: owner.user.id });
    expect(reset.json()).toMatchObject({ ...ALL, isDefault: true });
    expect((await call('GET', '/rest/getPermissions', owner)).json()[0].isDefault).toBe(true);
  });

  it('staff find team owners, not members or staff', async () => {
    const owner = await signedInPerson(t, { firstname: 'Zebulon' });
    await signedInPerson(t, { createdBy: owner.user.id, firstname: 'Zebulon' });
    const staff = await signedInPerson(t, { roles: ['ADMIN', 'USER'], firstname: 'Zebulon' });
    const found = (await call('GET', '/rest/admin/team-owners?search=zebulon', staff)).json();
    expect(found.owners.map((o: { userId: number }) => o.userId)).toEqual([owner.user.id]);
    expect(found.owners[0].memberCount).toBe(1);
  });
});
