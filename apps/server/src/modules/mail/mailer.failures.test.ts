import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { startMailCatcher } from '../../../test/mail-catcher.ts';
import { apiLogs, outbox } from '../../db/schema.ts';
import { readOutboxBacklog } from '../metrics/metrics.repository.ts';

/**
 * What the mailer does with each kind of SMTP failure: a refusal for good (5xx) ends the message at
 * once and is shown to staff; a temporary one (4xx, no answer) is tried again later and later; a send
 * whose outcome is unknown is repeated under the same Message-ID, so the receiver can drop the copy.
 */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
const dropped = new Set<string>();

beforeAll(async () => {
  smtp = await startMailCatcher(0, {
    refuse: (address) => (address.startsWith('perm.') ? 550 : address.startsWith('temp.') ? 451 : null),
    // Only the first message to each drop.* address is dropped; the next one is answered.
    dropAfterData: (address) =>
      address.startsWith('drop.') && !dropped.has(address) && !!dropped.add(address),
  });
  t = await createTestApp({ SMTP_URL: smtp.smtpUrl, MAIL_FROM: 'Boardhouse <hello@boardhouse.test>' });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const rowOf = async (id: number) => (await t.ctx.db.select().from(outbox).where(eq(outbox.id, id)))[0];
async function sendOne(to: string) {
  const id = await t.ctx.mailer.enqueue(t.ctx.db, { to, subject: 'Your order', text: 'Shipped' });
  t.ctx.mailer.deliver([id]);
  await t.ctx.mailer.settled();
  return id;
}
const dueNow = (id: number) =>
  t.ctx.db.update(outbox).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(outbox.id, id));
const secondsAhead = (date: Date | null | undefined) => ((date?.getTime() ?? 0) - Date.now()) / 1000;

describe('a refusal for good (550)', () => {
  it('fails the message at once, never retries it, counts it and shows it in the API log', async () => {
    const failedBefore = (await readOutboxBacklog(t.ctx.db)).failed;
    const id = await sendOne('perm.nobody@example.test');
    const row = await rowOf(id);
    expect(row?.failedAt).toBeInstanceOf(Date);
    expect(row?.sentAt).toBeNull();
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toMatch(/550/);

    await dueNow(id);
    await t.ctx.mailer.deliverPending();
    expect((await rowOf(id))?.attempts).toBe(1);
    expect((await readOutboxBacklog(t.ctx.db)).failed).toBe(failedBefore + 1);

    await t.apiLog.flush();
    const logged = await t.ctx.db
      .select()
      .from(apiLogs)
      .where(and(eq(apiLogs.service, 'smtp'), eq(apiLogs.status, 'error')));
    const entry = logged.find((line) => line.message?.includes('no such user'));
    expect(entry).toMatchObject({ operation: 'send', httpStatus: 550 });
    // The address is personal data: the API log keeps the server's words without it.
    expect(entry?.message).not.toContain('perm.nobody@example.test');
  });
});

describe('a temporary refusal (451)', () => {
  it('is tried again after 1, 2 … minutes, at most an hour apart, and given up after days', async () => {
    const id = await sendOne('temp.greylisted@example.test');
    let row = await rowOf(id);
    expect(row?.failedAt).toBeNull();
    expect(row?.lastError).toMatch(/451/);
    expect(secondsAhead(row?.nextAttemptAt)).toBeGreaterThan(50);
    expect(secondsAhead(row?.nextAttemptAt)).toBeLessThan(70);

    // Not due yet: the outbox round leaves it alone.
    await t.ctx.mailer.deliverPending();
    expect((await rowOf(id))?.attempts).toBe(1);

    await dueNow(id);
    await t.ctx.mailer.deliverPending();
    row = await rowOf(id);
    expect(row?.attempts).toBe(2);
    expect(secondsAhead(row?.nextAttemptAt)).toBeGreaterThan(110);
    expect(secondsAhead(row?.nextAttemptAt)).toBeLessThan(130);

    await t.ctx.db.update(outbox).set({ attempts: 20 }).where(eq(outbox.id, id));
    await dueNow(id);
    await t.ctx.mailer.deliverPending();
    row = await rowOf(id);
    expect(secondsAhead(row?.nextAttemptAt)).toBeGreaterThan(3500);
    expect(secondsAhead(row?.nextAttemptAt)).toBeLessThan(3700);
    expect(row?.failedAt).toBeNull();

    // Five days of refusals: past RFC 5321's "at least 4-5 days", the message is given up.
    await t.ctx.db.update(outbox).set({ createdAt: sql`now() - interval '5 days'` }).where(eq(outbox.id, id));
    await dueNow(id);
    await t.ctx.mailer.deliverPending();
    row = await rowOf(id);
    expect(row?.failedAt).toBeInstanceOf(Date);
    expect(row?.nextAttemptAt).toBeNull();
  });
});

describe('a send whose outcome is unknown', () => {
  it('is sent again under the same Message-ID', async () => {
    const to = 'drop.once@example.test';
    const id = await sendOne(to);
    const first = await rowOf(id);
    expect(first?.sentAt).toBeNull();
    expect(first?.failedAt).toBeNull();
    expect(first?.messageId).toMatch(/^<[\w.-]+@boardhouse\.test>$/);

    await dueNow(id);
    await t.ctx.mailer.deliverPending();
    expect((await rowOf(id))?.sentAt).toBeInstanceOf(Date);
    const copies = smtp.messages.filter((mail) => mail.to.includes(to));
    expect(copies).toHaveLength(2);
    const ids = copies.map((mail) => mail.body.match(/^Message-ID: (.+?)\r?$/im)?.[1]);
    expect(ids).toEqual([first?.messageId, first?.messageId]);
  });
});

describe('every message', () => {
  it('says it was sent automatically (RFC 3834), so no auto-reply answers it', async () => {
    const to = 'plain.customer@example.test';
    const id = await sendOne(to);
    expect((await rowOf(id))?.sentAt).toBeInstanceOf(Date);
    const [mail] = smtp.messages.filter((message) => message.to.includes(to));
    expect(mail?.body).toMatch(/^Auto-Submitted: auto-generated\r?$/m);
    expect(mail?.body).toMatch(/^X-Auto-Response-Suppress: All\r?$/m);
  });
});
