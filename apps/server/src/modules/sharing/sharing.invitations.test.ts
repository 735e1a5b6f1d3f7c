import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { bearer, buildUser, signIn } from '../../../test/factories.ts';
import { lastMailTo } from '../../../test/outbox.ts';
import { caller, type Person, projectOf, share, signedInPerson } from '../../../test/people.ts';
import { outbox, projects, shareInvitations } from '../../db/schema.ts';
import { INVITATIONS_PER_MINUTE } from './sharing.routes.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

let sequence = 0;
const freshAddress = () => {
  sequence += 1;
  return `invitee${Date.now()}${sequence}@example.test`;
};
const invite = (who: Person, projectId: string, email: string, access: 'read' | 'edit' = 'read') =>
  call('POST', '/rest/project/shareproject', who, { projectId, email, access });
const myInvitations = async (who: Person) => (await call('GET', '/rest/share-invitations', who)).json();
const accept = (who: Person, id: number) => call('POST', `/rest/share-invitations/${id}/accept`, who);
const decline = (who: Person, id: number) => call('POST', `/rest/share-invitations/${id}/decline`, who);
const mailsTo = async (email: string) =>
  (await t.ctx.db.select({ n: count() }).from(outbox).where(eq(outbox.recipient, email)))[0]?.n;

/** Every list a project can appear in for `who`, as project keys. */
async function listsOf(who: Person) {
  const keys = (rows: { projectId: string }[]) => rows.map((row) => row.projectId);
  const team = (await call('POST', '/rest/project/teamProjects', who, {})).json();
  const search = (
    await call('POST', '/rest/project/teamProjects/getSearchTeamsProjects', who, { filter: 'Shared' })
  ).json();
  const open = (await call('GET', '/rest/project/openProjects', who)).json();
  return {
    team: keys(team.wizardProjects),
    search: keys(search.wizardProjects),
    open: keys(open.wizardProjects),
  };
}

describe('sharing by e-mail address', () => {
  it('answers the same whether or not the address has an account, and names no one', async () => {
    const owner = await signedInPerson(t, { firstname: 'Ada', lastname: 'Owner' });
    const customer = await signedInPerson(t, { firstname: 'Carl', lastname: 'Customer' });
    const staff = await signedInPerson(t, { roles: ['ADMIN'] });
    const { user: unconfirmed } = await buildUser(t, { emailConfirmed: false });
    const projectId = await projectOf(t, owner, 'Shared secretly');
    const stranger = freshAddress();

    const answers = [];
    for (const email of [customer.user.email, stranger, unconfirmed.email, staff.user.email]) {
      const response = await invite(owner, projectId, email);
      answers.push({ status: response.statusCode, body: response.body });
    }
    const same = { status: 202, body: JSON.stringify({ invited: true }) };
    expect(answers).toEqual([same, same, same, same]);

    // The customer is asked to accept in the app, the stranger to sign up first.
    const toCustomer = (await lastMailTo(t, customer.user.email)).message;
    expect(toCustomer.subject).toBe('Ada Owner invites you to a project');
    expect(toCustomer.link).toBe('http://boardhouse.test/#/my-projects');
    const toStranger = (await lastMailTo(t, stranger)).message;
    expect(toStranger.subject).toBe('Ada Owner invites you to a project on Boardhouse');
    expect(toStranger.link).toBe('http://boardhouse.test/#/signup');
    expect(toStranger.textBody).toContain(
      `create a Boardhouse account with this e-mail address (${stranger})`,
    );
    // Staff accounts cannot hold shares: nothing is sent, the sender cannot tell.
    expect(await mailsTo(staff.user.email)).toBe(0);

    // Nothing reaches the customer's lists before they accept.
    expect(await listsOf(customer)).toEqual({ team: [], search: [], open: [] });
    expect((await call('GET', `/rest/project/info/${projectId}`, customer)).statusCode).toBe(404);
    const [invitation] = await myInvitations(customer);
    expect(invitation).toEqual({
      id: expect.any(Number),
      projectId,
      projectName: 'Shared secretly',
      access: 'read',
      invitedBy: { firstname: 'Ada', lastname: 'Owner' },
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    const daysOpen = (Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)) / 86_400_000;
    expect(daysOpen).toBeCloseTo(30, 3);

    expect((await accept(customer, invitation.id)).statusCode).toBe(204);
    expect(await listsOf(customer)).toEqual({ team: [projectId], search: [projectId], open: [] });
    expect((await call('GET', `/rest/project/info/${projectId}`, customer)).json().myAccess).toBe('read');
    expect(await myInvitations(customer)).toEqual([]);
    // Accepted once is accepted: a second answer finds nothing.
    expect((await accept(customer, invitation.id)).statusCode).toBe(404);
    expect((await decline(customer, invitation.id)).statusCode).toBe(404);
  });

  it('lets a stranger who signs up with the address accept the waiting invitation', async () => {
    const owner = await signedInPerson(t);
    const projectId = await projectOf(t, owner, 'Shared before sign-up');
    const email = freshAddress();
    expect((await invite(owner, projectId, email, 'edit')).statusCode).toBe(202);

    const username = `newcomer${Date.now()}`;
    const signup = await t.app.inject({
      method: 'POST',
      url: '/rest/open/signup',
      payload: {
        username,
        email: email.toUpperCase(),
        password: 'Solder-Paste-42',
        firstname: 'Nina',
        lastname: 'Newcomer',
        companyName: 'Acme Electronics',
        acceptTerms: true,
      },
    });
    expect(signup.statusCode).toBe(201);
    const { code } = await lastMailTo(t, email);
    expect((await t.app.inject({ method: 'POST', url: `/rest/open/registration/${code}` })).statusCode).toBe(
      200,
    );
    const newcomer = {
      user: { id: 0 },
      headers: bearer((await signIn(t, username, 'Solder-Paste-42')).accessToken),
    } as unknown as Person;

    const [invitation] = await myInvitations(newcomer);
    expect(invitation).toMatchObject({ projectId, projectName: 'Shared before sign-up', access: 'edit' });
    expect((await listsOf(newcomer)).team).toEqual([]);
    expect((await accept(newcomer, invitation.id)).statusCode).toBe(204);
    expect((await call('GET', `/rest/project/info/${projectId}`, newcomer)).json().myAccess).toBe('edit');
  });

  it('lets the invitee decline; nobody else can answer their invitation', async () => {
    const owner = await signedInPerson(t);
    const invitee = await signedInPerson(t);
    const other = await signedInPerson(t);
    const projectId = await projectOf(t, owner, 'Shared then declined');
    await invite(owner, projectId, invitee.user.email);
    const [invitation] = await myInvitations(invitee);

    expect(await myInvitations(other)).toEqual([]);
    expect((await accept(other, invitation.id)).statusCode).toBe(404);
    expect((await decline(other, invitation.id)).statusCode).toBe(404);
    expect((await accept(owner, invitation.id)).statusCode).toBe(404);
    expect((await call('GET', `/rest/project/info/${projectId}`, other)).statusCode).toBe(404);

    expect((await decline(invitee, invitation.id)).statusCode).toBe(204);
    expect(await myInvitations(invitee)).toEqual([]);
    expect((await accept(invitee, invitation.id)).statusCode).toBe(404);
    expect((await listsOf(invitee)).team).toEqual([]);
    expect((await call('GET', `/rest/project/shares/${projectId}/invitations`, owner)).json()).toEqual([]);
  });

  it('shows the owner pending invitations by address; they can withdraw them', async () => {
    const owner = await signedInPerson(t);
    const invitee = await signedInPerson(t);
    const editor = await signedInPerson(t);
    const stranger = await signedInPerson(t);
    const projectId = await projectOf(t, owner, 'Pending list');
    await share(t, owner, projectId, editor, 'edit');
    const address = freshAddress();
    await invite(owner, projectId, invitee.user.email, 'read');
    await invite(owner, projectId, address, 'edit');
    // Inviting again changes the access and sends no second e-mail.
    await invite(owner, projectId, invitee.user.email.toUpperCase(), 'edit');
    expect(await mailsTo(invitee.user.email)).toBe(1);

    const pendingUrl = `/rest/project/shares/${projectId}/invitations`;
    const pending = (await call('GET', pendingUrl, owner)).json();
    expect(pending.map((row: { email: string; access: string }) => [row.email, row.access])).toEqual(
      [
        [invitee.user.email, 'edit'],
        [address, 'edit'],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    // Accepted shares stay in the shares list, pending ones only here.
    expect((await call('GET', `/rest/project/shares/${projectId}`, owner)).json()).toHaveLength(1);
    expect((await call('GET', pendingUrl, editor)).statusCode).toBe(403);
    expect((await call('GET', pendingUrl, stranger)).statusCode).toBe(404);

    const inviteeRow = pending.find((row: { email: string }) => row.email === invitee.user.email);
    const revokeUrl = `/rest/project/shares/${projectId}/invitations/${inviteeRow.id}`;
    expect((await call('DELETE', revokeUrl, stranger)).statusCode).toBe(404);
    expect((await call('DELETE', revokeUrl, editor)).statusCode).toBe(403);
    expect((await call('DELETE', revokeUrl, owner)).statusCode).toBe(204);
    expect((await call('DELETE', revokeUrl, owner)).statusCode).toBe(404);
    expect(await myInvitations(invitee)).toEqual([]);
    expect((await accept(invitee, inviteeRow.id)).statusCode).toBe(404);
    expect((await call('GET', pendingUrl, owner)).json()).toHaveLength(1);
    // An invitation of another project cannot be withdrawn through this one.
    const otherProject = await projectOf(t, owner, 'Another project');
    const addressRow = pending.find((row: { email: string }) => row.email === address);
    expect(
      (await call('DELETE', `/rest/project/shares/${otherProject}/invitations/${addressRow.id}`, owner))
        .statusCode,
    ).toBe(404);
  });

  it('drops expired invitations and lets the address be invited afresh', async () => {
    const owner = await signedInPerson(t);
    const invitee = await signedInPerson(t);
    const projectId = await projectOf(t, owner, 'Expiring');
    await invite(owner, projectId, invitee.user.email);
    const [invitation] = await myInvitations(invitee);
    await t.ctx.db
      .update(shareInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(shareInvitations.id, invitation.id));
    expect(await myInvitations(invitee)).toEqual([]);
    expect((await accept(invitee, invitation.id)).statusCode).toBe(404);

    expect((await invite(owner, projectId, invitee.user.email)).statusCode).toBe(202);
    expect(await mailsTo(invitee.user.email)).toBe(2);
    const [fresh] = await myInvitations(invitee);
    expect(fresh.id).not.toBe(invitation.id);
    const rows = await t.ctx.db
      .select({ status: shareInvitations.status })
      .from(shareInvitations)
      .innerJoin(projects, eq(projects.id, shareInvitations.projectId))
      .where(and(eq(projects.projectKey, projectId), eq(shareInvitations.email, invitee.user.email)));
    expect(rows.map((row) => row.status).sort()).toEqual(['pending', 'revoked']);
  });

  it('lets one person send at most 30 shares a minute', async () => {
    const sender = await signedInPerson(t);
    const other = await signedInPerson(t);
    const projectId = await projectOf(t, sender, 'Many invitations');
    for (let index = 0; index < INVITATIONS_PER_MINUTE; index += 1) {
      expect((await invite(sender, projectId, freshAddress())).statusCode).toBe(202);
    }
    const refused = await invite(sender, projectId, freshAddress());
    expect(refused.statusCode).toBe(429);
    // Counted per person, not per address of the machine the calls come from.
    const ownProject = await projectOf(t, other, 'Unaffected');
    expect((await invite(other, ownProject, freshAddress())).statusCode).toBe(202);
  });

  it('keeps sharing with a team member by id immediate', async () => {
    const owner = await signedInPerson(t);
    const mate = await signedInPerson(t, { createdBy: owner.user.id });
    const projectId = await projectOf(t, owner, 'Team share');
    const response = await call('POST', '/rest/project/shareproject', owner, {
      projectId,
      userId: mate.user.id,
      access: 'edit',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().share).toMatchObject({ userId: mate.user.id, access: 'edit' });
    expect(await myInvitations(mate)).toEqual([]);
    expect((await call('GET', `/rest/project/shares/${projectId}`, owner)).json()).toHaveLength(1);
  });
});
