import { serverText } from '@boardhouse/shared/server-texts/index';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { lastMailTo } from '../../../test/outbox.ts';
import { caller, type Person, projectOf, share, signedInPerson } from '../../../test/people.ts';
import { outbox } from '../../db/schema.ts';
import { insertUser } from '../accounts/users.repository.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

const info = (who: Person, projectId: string) => call('GET', `/rest/project/info/${projectId}`, who);
const teamTab = async (who: Person) => {
  const body = (await call('POST', '/rest/project/teamProjects', who, {})).json();
  return {
    names: body.wizardProjects.map((row: { name: string }) => row.name).sort(),
    count: body.myTeamsProjectsCount,
  };
};

describe('sharing a project', () => {
  it('shares by e-mail read-only once accepted: invitation, e-mail, team tab, no changes allowed', async () => {
    const owner = await signedInPerson(t, { firstname: 'Ada', lastname: 'Owner' });
    const reader = await signedInPerson(t, { firstname: 'Rita', lastname: 'Reader' });
    const projectId = await projectOf(t, owner, 'Motor driver');
    expect((await info(reader, projectId)).statusCode).toBe(404);

    const invited = await call('POST', '/rest/project/shareproject', owner, {
      projectId,
      email: reader.user.email.toUpperCase(),
      access: 'read',
    });
    expect(invited.statusCode).toBe(202);
    expect(invited.json()).toEqual({ invited: true });

    const { message: mail } = await lastMailTo(t, reader.user.email);
    expect(mail.subject).toBe('Ada Owner invites you to a project');
    expect(mail.link).toBe('http://boardhouse.test/#/my-projects');
    expect(mail.textBody).toContain(
      'Ada Owner invites you to view the project "Motor driver" on Boardhouse.',
    );
    // Not shared until accepted.
    expect((await info(reader, projectId)).statusCode).toBe(404);
    expect(await teamTab(reader)).toEqual({ names: [], count: 0 });

    const [invitation] = (await call('GET', '/rest/share-invitations', reader)).json();
    expect(invitation).toMatchObject({ projectId, projectName: 'Motor driver', access: 'read' });
    const accepted = await call('POST', `/rest/share-invitations/${invitation.id}/accept`, reader);
    expect(accepted.statusCode).toBe(204);
    const shared = {
      userId: reader.user.id,
      username: reader.user.username,
      firstname: 'Rita',
      lastname: 'Reader',
      email: reader.user.email,
      access: 'read',
    };

    const seen = await info(reader, projectId);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ name: 'Motor driver', myAccess: 'read', lock: null });
    expect((await info(owner, projectId)).json().myAccess).toBe('owner');
    expect(await teamTab(reader)).toEqual({ names: ['Motor driver'], count: 1 });
    const search = await call('POST', '/rest/project/teamProjects/getSearchTeamsProjects', reader, {
      filter: 'motor',
    });
    expect(search.json().myTeamsProjectsCount).toBe(1);

    const edit = await call('POST', '/rest/project/information', reader, { projectId, notes: 'mine now' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error).toMatchObject({
      code: 'PROJECT.READ_ONLY',
      message: 'You can view this project but not change it',
    });
    const reshare = await call('POST', '/rest/project/shareproject', reader, {
      projectId,
      email: owner.user.email,
      access: 'read',
    });
    expect(reshare.statusCode).toBe(403);
    expect((await call('GET', `/rest/project/shares/${projectId}`, reader)).statusCode).toBe(403);
    expect((await call('GET', `/rest/project/shares/${projectId}`, owner)).json()).toEqual([shared]);
  });

  it('re-sharing changes the access; an edit share may change the project; unsharing ends access', async () => {
    const owner = await signedInPerson(t);
    const editor = await signedInPerson(t);
    const projectId = await projectOf(t, owner, 'Sensor board');
    await share(t, owner, projectId, editor, 'edit');
    expect((await info(editor, projectId)).json().myAccess).toBe('edit');
    expect(
      (await call('POST', '/rest/project/information', editor, { projectId, notes: 'v2' })).json().notes,
    ).toBe('v2');

    const removal = await call('DELETE', `/rest/project/${projectId}`, editor);
    expect(removal.statusCode).toBe(403);
    expect(removal.json().error.message).toBe('Only the owner of this project and their team can delete it');

    await share(t, owner, projectId, editor, 'read');
    expect(
      (await call('POST', '/rest/project/information', editor, { projectId, notes: 'v3' })).statusCode,
    ).toBe(403);
    expect((await call('GET', `/rest/project/shares/${projectId}`, owner)).json()).toHaveLength(1);

    expect(
      (await call('DELETE', `/rest/project/shares/${projectId}/${editor.user.id}`, owner)).statusCode,
    ).toBe(204);
    expect((await info(editor, projectId)).statusCode).toBe(404);
    expect((await call('GET', '/rest/shareprojectnotification', editor)).json()).toEqual([]);
    expect((await teamTab(editor)).count).toBe(0);
    expect(
      (await call('DELETE', `/rest/project/shares/${projectId}/${editor.user.id}`, owner)).statusCode,
    ).toBe(404);
  });

  it('lets someone leave a project shared with them, but not remove others', async () => {
    const owner = await signedInPerson(t);
    const [first, second] = [await signedInPerson(t), await signedInPerson(t)];
    const projectId = await projectOf(t, owner, 'Shared twice');
    await share(t, owner, projectId, first, 'edit');
    await share(t, owner, projectId, second, 'read');
    expect(
      (await call('DELETE', `/rest/project/shares/${projectId}/${second.user.id}`, first)).statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `/rest/project/shares/${projectId}/${first.user.id}`, first)).statusCode,
    ).toBe(204);
    expect((await info(first, projectId)).statusCode).toBe(404);
    expect((await info(second, projectId)).statusCode).toBe(200);
  });

  it('refuses strangers with 404, yourself and the owner with 400, unknown team members with 404', async () => {
    const owner = await signedInPerson(t);
    const member = await signedInPerson(t, { createdBy: owner.user.id });
    const stranger = await signedInPerson(t);
    const projectId = await projectOf(t, owner, 'Private board');
    const mailsBefore = (await t.ctx.db.select({ n: count() }).from(outbox))[0]?.n;

    for (const [method, url, payload] of [
      ['POST', '/rest/project/shareproject', { projectId, email: stranger.user.email, access: 'edit' }],
      ['GET', `/rest/project/shares/${projectId}`, undefined],
      ['DELETE', `/rest/project/shares/${projectId}/${owner.user.id}`, undefined],
      ['POST', `/rest/project/user/${stranger.user.id}/lockSharedProject/${projectId}`, {}],
      ['POST', '/rest/project/sharenotification', { projectId, userId: owner.user.id }],
      ['GET', `/rest/project/info/${projectId}`, undefined],
    ] as const) {
      expect((await call(method, url, stranger, payload)).statusCode, `${method} ${url}`).toBe(404);
    }

    const refused = async (who: Person, body: object) => {
      const response = await call('POST', '/rest/project/shareproject', who, {
        projectId,
        access: 'read',
        ...body,
      });
      return { status: response.statusCode, error: response.json().error };
    };
    expect(await refused(owner, { email: owner.user.email })).toMatchObject({
      status: 400,
      error: {
        message: 'You cannot share a project with yourself',
        details: { fields: { email: expect.any(String) } },
      },
    });
    expect((await refused(owner, { userId: owner.user.id })).status).toBe(400);
    expect(await refused(member, { email: owner.user.email })).toMatchObject({
      status: 400,
      error: { message: 'This customer owns the project and has access already' },
    });
    expect((await refused(owner, { userId: stranger.user.id })).status).toBe(404);
    expect(await refused(owner, {})).toMatchObject({
      status: 400,
      error: { details: { fields: { email: expect.any(String) } } },
    });
    expect((await refused(owner, { email: member.user.email, access: 'admin' })).status).toBe(400);
    expect((await t.ctx.db.select({ n: count() }).from(outbox))[0]?.n).toBe(mailsBefore);
  });

  it('lets the team see and share; getadminlist lists team mates, ADMIN searches every customer', async () => {
    const owner = await signedInPerson(t, { lastname: 'Aardvark' });
    const member = await signedInPerson(t, { createdBy: owner.user.id, lastname: 'Badger' });
    const other = await signedInPerson(t, { createdBy: owner.user.id, lastname: 'Cheetah' });
    const admin = await signedInPerson(t, { roles: ['ADMIN'] });
    const projectId = await projectOf(t, owner, 'Team board');

    const ids = async (who: Person, query = '') =>
      (await call('GET', `/rest/project/getadminlist${query}`, who))
        .json()
        .map((row: { id: number }) => row.id);
    expect(await ids(owner)).toEqual([member.user.id, other.user.id]);
    expect(await ids(member)).toEqual([owner.user.id, other.user.id]);
    expect(await ids(member, '?search=cheet')).toEqual([other.user.id]);

    expect((await info(member, projectId)).json().myAccess).toBe('team');
    const byId = await call('POST', '/rest/project/shareproject', member, {
      projectId,
      userId: other.user.id,
      access: 'edit',
    });
    expect(byId.statusCode).toBe(200);
    expect(byId.json().share).toMatchObject({ userId: other.user.id, access: 'edit' });

    const marker = `Zebra${Date.now()}`;
    for (let index = 0; index < 55; index += 1) {
      await insertUser(t.ctx.db, {
        username: `${marker.toLowerCase()}${index}`,
        email: `${marker.toLowerCase()}${index}@example.test`,
        firstname: 'Many',
        lastname: `${marker} ${String(index).padStart(2, '0')}`,
        emailConfirmed: true,
      });
    }
    const found = (await call('GET', `/rest/project/getadminlist?search=${marker}`, admin)).json();
    expect(found).toHaveLength(50);
    expect(found[0].lastname).toBe(`${marker} 00`);
    expect(found[49].lastname).toBe(`${marker} 49`);
    expect(await ids(admin, `?search=${owner.user.email}`)).toEqual([owner.user.id]);

    expect((await info(admin, projectId)).json().myAccess).toBe('admin');
    const stranger = await signedInPerson(t);
    const byAdmin = await call('POST', '/rest/project/shareproject', admin, {
      projectId,
      userId: stranger.user.id,
      access: 'read',
    });
    expect(byAdmin.statusCode).toBe(200);
    expect((await info(stranger, projectId)).json().myAccess).toBe('read');
  });
});

describe('share notifications', () => {
  it('lists open ones newest first, closes only one’s own, and re-sends on request of the owner', async () => {
    const owner = await signedInPerson(t, { firstname: 'Otto', lastname: 'Owner' });
    // Shares with a team member are immediate and come with a notification.
    const reader = await signedInPerson(t, { createdBy: owner.user.id });
    const nosy = await signedInPerson(t);
    const first = await projectOf(t, owner, 'First');
    const second = await projectOf(t, owner, 'Second');
    const shareWithMate = (projectId: string) =>
      call('POST', '/rest/project/shareproject', owner, {
        projectId,
        userId: reader.user.id,
        access: 'read',
      });
    await shareWithMate(first);
    await shareWithMate(second);
    const list = async () => (await call('GET', '/rest/shareprojectnotification', reader)).json();
    const open = await list();
    expect(open.map((row: { projectName: string }) => row.projectName)).toEqual(['Second', 'First']);
    // The server's sentence reaches each reader in their language; its English stays in `message`.
    expect(open[0].message).toBe('Otto Owner shared the project "Second" with you');
    expect(serverText(open[0].messageText, 'de')).toBe(
      'Otto Owner hat das Projekt „Second“ mit Ihnen geteilt',
    );
    const firstId = open[1].id;

    expect((await call('POST', '/rest/closesharenotification', nosy, { id: firstId })).statusCode).toBe(404);
    expect((await call('POST', '/rest/closesharenotification', reader, { id: firstId })).statusCode).toBe(
      204,
    );
    expect((await call('POST', '/rest/closesharenotification', reader, { id: firstId })).statusCode).toBe(
      204,
    );
    expect((await list()).map((row: { projectName: string }) => row.projectName)).toEqual(['Second']);

    const resend = { projectId: first, userId: reader.user.id, message: 'Please check the <b>BOM</b>' };
    expect((await call('POST', '/rest/project/sharenotification', owner, resend)).statusCode).toBe(204);
    const [newest] = await list();
    expect(newest).toMatchObject({
      kind: 'reminder',
      projectId: first,
      message: 'Please check the <b>BOM</b>',
      sharedBy: { id: owner.user.id },
    });
    // A personal note is the sender's own words: no text to translate.
    expect(newest.messageText).toBeUndefined();
    const { message: mail } = await lastMailTo(t, reader.user.email);
    expect(mail.textBody).toContain('Please check the <b>BOM</b>');
    expect(mail.htmlBody).toContain('Please check the &#60;b&#62;BOM&#60;/b&#62;');

    const editor = await signedInPerson(t);
    await share(t, owner, first, editor, 'edit');
    expect((await call('POST', '/rest/project/sharenotification', editor, resend)).statusCode).toBe(403);
    const notShared = { projectId: first, userId: nosy.user.id };
    expect((await call('POST', '/rest/project/sharenotification', owner, notShared)).statusCode).toBe(404);
  });
});
