import { serverText } from '@boardhouse/shared/server-texts/index';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { lastMailTo } from '../../../test/outbox.ts';
import { caller, type Person, projectOf, share, signedInPerson } from '../../../test/people.ts';
import { projectLocks } from '../../db/schema.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

const lock = (who: Person, projectId: string, release = false) =>
  call(
    'POST',
    `/rest/project/user/${who.user.id}/lockSharedProject/${projectId}`,
    who,
    release ? { release } : {},
  );
const saveNotes = (who: Person, projectId: string, notes: string) =>
  call('POST', '/rest/project/information', who, { projectId, notes });
const minutesFromNow = (iso: string) => (Date.parse(iso) - Date.now()) / 60_000;

describe('the editing lock', () => {
  it('lets an editor lock for 10 minutes; others then get 409 with who is editing; release frees it', async () => {
    const owner = await signedInPerson(t);
    const editor = await signedInPerson(t, { firstname: 'Eve', lastname: 'Editor' });
    const projectId = await projectOf(t, owner, 'Locked board');
    await share(t, owner, projectId, editor, 'edit');

    const taken = await lock(editor, projectId);
    expect(taken.statusCode).toBe(200);
    const body = taken.json();
    expect(body).toMatchObject({
      locked: true,
      lock: { userId: editor.user.id, username: editor.user.username },
    });
    expect(minutesFromNow(body.lock.expiresAt)).toBeGreaterThan(9.5);
    expect(minutesFromNow(body.lock.expiresAt)).toBeLessThanOrEqual(10.1);
    // Renewing is taking it again.
    expect((await lock(editor, projectId)).json().locked).toBe(true);

    const ownerView = (await call('GET', `/rest/project/info/${projectId}`, owner)).json();
    expect(ownerView.lock).toEqual({
      userId: editor.user.id,
      username: editor.user.username,
      expiresAt: expect.any(String),
    });
    expect((await call('GET', `/rest/project/info/${projectId}`, editor)).json().lock).toBeNull();
    const ownerList = (await call('POST', '/rest/project', owner, {})).json().wizardProjects;
    expect(ownerList.find((row: { projectId: string }) => row.projectId === projectId).lock.userId).toBe(
      editor.user.id,
    );

    const blocked = await saveNotes(owner, projectId, 'owner edit');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error).toMatchObject({
      code: 'PROJECT.LOCKED',
      message: 'Eve Editor is editing this project; try again in a few minutes',
    });
    expect((await lock(owner, projectId)).statusCode).toBe(409);
    expect((await saveNotes(editor, projectId, 'editor edit')).statusCode).toBe(200);

    // Releasing someone else's lock does nothing.
    expect((await lock(owner, projectId, true)).json()).toMatchObject({
      locked: false,
      lock: { userId: editor.user.id },
    });
    expect((await saveNotes(owner, projectId, 'still blocked')).statusCode).toBe(409);
    expect((await lock(editor, projectId, true)).json()).toEqual({ locked: false, lock: null });
    expect((await saveNotes(owner, projectId, 'owner edit')).statusCode).toBe(200);
  });

  it('ignores an expired lock and lets someone else take it over', async () => {
    const owner = await signedInPerson(t);
    const editor = await signedInPerson(t);
    const projectId = await projectOf(t, owner, 'Expired lock');
    await share(t, owner, projectId, editor, 'edit');
    await lock(editor, projectId);
    await t.ctx.db
      .update(projectLocks)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(projectLocks.userId, editor.user.id));

    expect((await call('GET', `/rest/project/info/${projectId}`, owner)).json().lock).toBeNull();
    expect((await saveNotes(owner, projectId, 'after expiry')).statusCode).toBe(200);
    const takeover = await lock(owner, projectId);
    expect(takeover.json()).toMatchObject({ locked: true, lock: { userId: owner.user.id } });
    expect((await saveNotes(editor, projectId, 'too late')).statusCode).toBe(409);
  });

  it('refuses a lock for someone else (403), read shares (403) and strangers (404)', async () => {
    const owner = await signedInPerson(t);
    const reader = await signedInPerson(t);
    const stranger = await signedInPerson(t);
    const projectId = await projectOf(t, owner, 'Guarded');
    await share(t, owner, projectId, reader, 'read');

    const forOwner = await call(
      'POST',
      `/rest/project/user/${owner.user.id}/lockSharedProject/${projectId}`,
      reader,
      {},
    );
    expect(forOwner.statusCode).toBe(403);
    const readOnly = await lock(reader, projectId);
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json().error.code).toBe('PROJECT.READ_ONLY');
    expect((await lock(stranger, projectId)).statusCode).toBe(404);
  });

  it('drops the lock of someone whose share is removed or turned read-only', async () => {
    const owner = await signedInPerson(t);
    const editor = await signedInPerson(t);
    const projectId = await projectOf(t, owner, 'Unshared while locked');
    await share(t, owner, projectId, editor, 'edit');
    const heldBy = async (who: Person) =>
      (
        await t.ctx.db
          .select()
          .from(projectLocks)
          .where(and(eq(projectLocks.userId, who.user.id)))
      ).length;

    await lock(editor, projectId);
    await share(t, owner, projectId, editor, 'read');
    expect(await heldBy(editor)).toBe(0);

    await share(t, owner, projectId, editor, 'edit');
    await lock(editor, projectId);
    expect(await heldBy(editor)).toBe(1);
    await call('DELETE', `/rest/project/shares/${projectId}/${editor.user.id}`, owner);
    expect(await heldBy(editor)).toBe(0);
    expect((await saveNotes(owner, projectId, 'free again')).statusCode).toBe(200);
  });
});

describe('taking over the editing lock', () => {
  const takeOver = (who: Person, projectId: string) =>
    call('POST', `/rest/project/${projectId}/lock/takeover`, who);

  it('lets the owner take the lock from a share; the holder is told and their next save refused', async () => {
    const owner = await signedInPerson(t, { firstname: 'Olga', lastname: 'Owner' });
    const editor = await signedInPerson(t, { firstname: 'Eve', lastname: 'Editor' });
    const projectId = await projectOf(t, owner, 'Held too long');
    await share(t, owner, projectId, editor, 'edit');
    await lock(editor, projectId);

    const taken = await takeOver(owner, projectId);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ locked: true, lock: { userId: owner.user.id } });
    expect(minutesFromNow(taken.json().lock.expiresAt)).toBeGreaterThan(9.5);
    expect((await saveNotes(owner, projectId, 'owner edit')).statusCode).toBe(200);

    const refused = await saveNotes(editor, projectId, 'editor edit');
    expect(refused.statusCode).toBe(409);
    const tookOver =
      'Olga Owner took over editing this project; your change was not saved. Reload the project to see the current version';
    expect(refused.json().error).toMatchObject({ code: 'PROJECT.LOCKED', message: tookOver });
    // A German-speaking editor reads the refusal in German from its text.
    expect(serverText(refused.json().error.details.text, 'de')).toBe(
      'Olga Owner hat die Bearbeitung dieses Projekts übernommen; Ihre Änderung wurde nicht gespeichert. Laden Sie das Projekt neu, um den aktuellen Stand zu sehen',
    );
    // The editor's page renewing its lock hears the same, also after the owner renewed theirs.
    expect((await lock(owner, projectId)).json().locked).toBe(true);
    expect((await lock(editor, projectId)).json().error.message).toBe(tookOver);

    const [notice] = (await call('GET', '/rest/shareprojectnotification', editor)).json();
    expect(notice).toMatchObject({
      kind: 'lock-taken',
      projectId,
      message:
        'Olga Owner took over editing the project "Held too long"; changes you had not saved were not kept',
      sharedBy: { id: owner.user.id },
    });
    expect(serverText(notice.messageText, 'de')).toBe(
      'Olga Owner hat die Bearbeitung des Projekts „Held too long“ übernommen; Ihre nicht gespeicherten Änderungen wurden verworfen',
    );
    const { message: mail } = await lastMailTo(t, editor.user.email);
    expect(mail.subject).toBe('Olga Owner took over editing "Held too long"');
    expect(mail.link).toBe(`http://boardhouse.test/#/myprojects/new/${projectId}/1`);

    // Once the owner is done, the editor can take the lock again like anyone.
    await lock(owner, projectId, true);
    expect((await lock(editor, projectId)).json().locked).toBe(true);
    expect((await saveNotes(editor, projectId, 'editor again')).statusCode).toBe(200);
    const waits = (await saveNotes(owner, projectId, 'owner waits')).json().error;
    expect(waits.message).toBe('Eve Editor is editing this project; try again in a few minutes');
    expect(serverText(waits.details.text, 'de')).toBe(
      'Eve Editor bearbeitet dieses Projekt gerade; versuchen Sie es in einigen Minuten erneut',
    );
  });

  it('takes a free lock quietly', async () => {
    const owner = await signedInPerson(t);
    const editor = await signedInPerson(t);
    const projectId = await projectOf(t, owner, 'Nobody editing');
    await share(t, owner, projectId, editor, 'edit');
    expect((await takeOver(owner, projectId)).json()).toMatchObject({
      locked: true,
      lock: { userId: owner.user.id },
    });
    expect((await call('GET', '/rest/shareprojectnotification', editor)).json()).toEqual([]);
    expect((await saveNotes(editor, projectId, 'blocked')).json().error.message).toMatch(
      /is editing this project/,
    );
  });

  it('refuses shares (403) and strangers (404)', async () => {
    const owner = await signedInPerson(t);
    const [editor, other, reader, stranger] = [
      await signedInPerson(t),
      await signedInPerson(t),
      await signedInPerson(t),
      await signedInPerson(t),
    ];
    const projectId = await projectOf(t, owner, 'Not yours to take');
    await share(t, owner, projectId, editor, 'edit');
    await share(t, owner, projectId, other, 'edit');
    await share(t, owner, projectId, reader, 'read');
    await lock(editor, projectId);

    for (const who of [other, reader]) {
      const response = await takeOver(who, projectId);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('AUTH.FORBIDDEN');
    }
    expect((await takeOver(stranger, projectId)).statusCode).toBe(404);
    const held = await t.ctx.db.select().from(projectLocks).where(eq(projectLocks.userId, editor.user.id));
    expect(held).toHaveLength(1);
    expect((await saveNotes(editor, projectId, 'still mine')).statusCode).toBe(200);
  });
});
