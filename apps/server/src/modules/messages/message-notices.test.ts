import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { type Person, projectOf, signedInPerson } from '../../../test/people.ts';
import { outbox, projectMessages, users } from '../../db/schema.ts';
import { sendUnreadNotices } from './message-notices.ts';
import { post, say } from './messages.test-support.ts';

/**
 * The unread-message e-mails: after the staff-set delay, the other side's people who have not read a
 * message get one e-mail per run, in their language, naming each conversation; never twice.
 */
let t: TestApp;
let customer: Person;
let teammate: Person;
let blindMate: Person;
let admin: Person;
let colleague: Person;
let boardA: string;
let boardB: string;

const MINUTE = 60_000;
/** A run as if `minutes` had passed since now. */
const runAfter = (minutes: number) => sendUnreadNotices(t.ctx, new Date(Date.now() + minutes * MINUTE));

const mailsTo = (who: Person) =>
  t.ctx.db.select().from(outbox).where(eq(outbox.recipient, who.user.email)).orderBy(outbox.id);

/** The e-mails each person got during `action`. */
async function mailedDuring(people: Person[], action: () => Promise<unknown>) {
  const before = await Promise.all(people.map(async (who) => (await mailsTo(who)).length));
  await action();
  return Promise.all(people.map(async (who, index) => (await mailsTo(who)).slice(before[index])));
}

beforeAll(async () => {
  t = await createTestApp();
  customer = await signedInPerson(t, { language: 'de' });
  teammate = await signedInPerson(t, { createdBy: customer.user.id, language: 'fr' });
  blindMate = await signedInPerson(t, { createdBy: customer.user.id });
  await t.ctx.db.update(users).set({ seeTeamProjectsFlag: false }).where(eq(users.id, blindMate.user.id));
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  colleague = await signedInPerson(t, { roles: ['ADMIN', 'USER'], language: 'es' });
  boardA = await projectOf(t, customer, 'Notice board A');
  boardB = await projectOf(t, customer, 'Notice board B');
  // Anything a previous step left due is looked at now, so each test starts clean.
  await runAfter(20);
}, 60_000);
afterAll(() => t.close());

describe('a customer writes', () => {
  it('mails no one when staff read it within the delay', async () => {
    await say(t, customer, boardA, 'Quick question about the stencil');
    await post(t, '/rest/messages/updateNotificationStatusAdmin', colleague, { projectId: boardA });
    const mailed = await mailedDuring([admin, colleague, customer, teammate], () => runAfter(16));
    expect(mailed.flat()).toEqual([]);
  });

  it('waits for the delay before mailing', async () => {
    const { id } = await say(t, customer, boardA, 'Is anyone there?');
    const mailed = await mailedDuring([admin, colleague], () => runAfter(5));
    expect(mailed.flat()).toEqual([]);
    const [row] = await t.ctx.db.select().from(projectMessages).where(eq(projectMessages.id, id));
    expect(row?.noticeCheckedAt).toBeNull();
    await runAfter(16);
  });

  it('mails each staff member once, in their language, summing up the conversations', async () => {
    await say(t, customer, boardA, 'First unread');
    await say(t, customer, boardA, 'Second unread');
    await say(t, teammate, boardB, 'Third unread, other board');
    const [toAdmin, toColleague, toCustomer, toTeammate] = await mailedDuring(
      [admin, colleague, customer, teammate],
      () => runAfter(16),
    );
    expect(toCustomer).toEqual([]);
    expect(toTeammate).toEqual([]);
    expect(toAdmin).toHaveLength(1);
    expect(toAdmin?.[0]?.subject).toBe('You have unread messages in 2 conversations');
    expect(toAdmin?.[0]?.textBody).toContain('"Notice board A": 2 unread messages');
    expect(toAdmin?.[0]?.textBody).toContain('"Notice board B": 1 unread message');
    expect(toAdmin?.[0]?.textBody).toContain(`http://boardhouse.test/#/my-messages?projectId=${boardA}`);
    expect(toColleague).toHaveLength(1);
    expect(toColleague?.[0]?.subject).toBe('Tiene mensajes sin leer en 2 conversaciones');
  });

  it('sends nothing on the next run', async () => {
    const mailed = await mailedDuring([admin, colleague], () => runAfter(30));
    expect(mailed.flat()).toEqual([]);
  });
});

describe('staff answer', () => {
  it('mails the owner and permitted teammates who have not read it, never the author', async () => {
    await say(t, admin, boardA, 'Yes, the stencil is included');
    await post(t, '/rest/messages/updateNotificationStatusUser', teammate, { projectId: boardA });
    const [toCustomer, toTeammate, toBlindMate, toAdmin, toColleague] = await mailedDuring(
      [customer, teammate, blindMate, admin, colleague],
      () => runAfter(16),
    );
    expect(toTeammate).toEqual([]);
    expect(toBlindMate).toEqual([]);
    expect(toAdmin).toEqual([]);
    expect(toColleague).toEqual([]);
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer?.[0]?.subject).toBe('Sie haben eine ungelesene Nachricht');
    expect(toCustomer?.[0]?.link).toBe(`http://boardhouse.test/#/my-messages?projectId=${boardA}`);
    expect(toCustomer?.[0]?.htmlBody).toContain('„Notice board A“: 1 ungelesene Nachricht');
  });

  it('mails a teammate in their own language when they have not read it', async () => {
    await say(t, colleague, boardB, 'Your <b>boards</b> ship tomorrow');
    await post(t, '/rest/messages/updateNotificationStatusUser', customer, { projectId: boardB });
    const [toCustomer, toTeammate] = await mailedDuring([customer, teammate], () => runAfter(16));
    expect(toCustomer).toEqual([]);
    expect(toTeammate?.map((mail) => mail.subject)).toEqual(['Vous avez un message non lu']);
  });
});

describe('the delay staff set', () => {
  it('is refused out of bounds and used by the next run', async () => {
    const tooLong = await post(t, '/rest/admin/messages-settings', admin, { unreadMailMinutes: 1441 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.details.fields).toEqual({ unreadMailMinutes: 'Minutes is not valid' });
    const byCustomer = await post(t, '/rest/admin/messages-settings', customer, { unreadMailMinutes: 60 });
    expect(byCustomer.statusCode).toBe(403);
    const set = await post(t, '/rest/admin/messages-settings', admin, { unreadMailMinutes: 60 });
    expect(set.json()).toEqual({ unreadMailMinutes: 60 });
    await say(t, admin, boardA, 'Any news?');
    expect((await mailedDuring([customer], () => runAfter(16))).flat()).toEqual([]);
    expect((await mailedDuring([customer], () => runAfter(61))).flat()).toHaveLength(1);
  });

  it('marks every message of two runs at once looked at, mailing it once', async () => {
    await say(t, admin, boardA, 'One more');
    const [toCustomer] = await mailedDuring([customer], () => Promise.all([runAfter(61), runAfter(61)]));
    expect(toCustomer).toHaveLength(1);
    const pending = await t.ctx.db
      .select({ id: projectMessages.id })
      .from(projectMessages)
      .where(isNull(projectMessages.noticeCheckedAt));
    expect(pending).toEqual([]);
  });
});
