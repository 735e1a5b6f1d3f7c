import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { startMailCatcher } from '../../../test/mail-catcher.ts';
import { outbox } from '../../db/schema.ts';
import { Mailer } from './mailer.ts';

/**
 * The SMTP server is down when a customer signs up: the request still succeeds, the e-mail stays in the
 * outbox with the reason, and it goes out once the server is back and the outbox is tried again (as
 * the server does at every start).
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  // Take a free port for the SMTP server, then stop it: the app's first attempt finds nobody there.
  const first = await startMailCatcher();
  port = Number(new URL(first.smtpUrl).port);
  await first.stop();
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Boardhouse <hello@boardhouse.test>',
  });
});
afterAll(() => t.close());

const rowFor = async (email: string) =>
  (await t.ctx.db.select().from(outbox).where(eq(outbox.recipient, email)))[0];

describe('an SMTP server that is down', () => {
  it('keeps the e-mail with the reason, and sends it once the server is back', async () => {
    const email = 'retry.later@example.test';
    const signup = await t.app.inject({
      method: 'POST',
      url: '/rest/open/signup',
      payload: {
        username: 'retrylater',
        email,
        password: 'Smtp-Was-Down-7',
        firstname: 'Re',
        lastname: 'Try',
        acceptTerms: true,
      },
    });
    expect(signup.statusCode).toBe(201);
    await t.ctx.mailer.settled();
    const failed = await rowFor(email);
    expect(failed?.sentAt).toBeNull();
    expect(failed?.attempts).toBe(1);
    expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);

    const smtp = await startMailCatcher(port);
    try {
      // Its retry is due a minute after the failure; the test does not wait that minute.
      await t.ctx.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.recipient, email));
      await t.ctx.mailer.deliverPending();
      const sent = await rowFor(email);
      expect(sent?.sentAt).toBeInstanceOf(Date);
      expect(sent?.attempts).toBe(2);
      expect(sent?.lastError).toBeNull();
      expect(await smtp.linkTo(email)).toMatch(/^http:\/\/boardhouse\.test\/#\/welcome\/[\w-]{40,}$/);
      // Sent once: trying the outbox again sends nothing twice.
      await t.ctx.mailer.deliverPending();
      expect(smtp.messages.filter((mail) => mail.to.includes(email))).toHaveLength(1);

      // A message given up on (failed) waits for a person, not for the next round.
      const stuck = 'given.up@example.test';
      const id = await t.ctx.mailer.enqueue(t.ctx.db, { to: stuck, subject: 'Stuck', text: 'Stuck' });
      await t.ctx.db.update(outbox).set({ failedAt: sql`now()` }).where(eq(outbox.id, id));
      await t.ctx.mailer.deliverPending();
      expect((await rowFor(stuck))?.sentAt).toBeNull();
      expect(smtp.messages.filter((mail) => mail.to.includes(stuck))).toHaveLength(0);
    } finally {
      await smtp.stop();
    }
  });
});

describe('several server processes delivering one outbox', () => {
  it('sends each message once, however many deliver at the same moment', async () => {
    const smtp = await startMailCatcher(port);
    try {
      const recipients = Array.from({ length: 12 }, (_, index) => `together.${index}@example.test`);
      for (const to of recipients)
        await t.ctx.mailer.enqueue(t.ctx.db, { to, subject: 'Once', text: 'Once' });
      // Another process on the same database: its own mailer, the same outbox rows.
      const other = new Mailer(t.ctx.db, t.ctx.log, {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'x@y.test',
      });
      try {
        await Promise.all([t.ctx.mailer.deliverPending(), other.deliverPending(), other.deliverPending()]);
      } finally {
        other.close();
      }
      for (const to of recipients) {
        expect(smtp.messages.filter((mail) => mail.to.includes(to))).toHaveLength(1);
        expect((await rowFor(to))?.sentAt).toBeInstanceOf(Date);
      }
    } finally {
      await smtp.stop();
    }
  });

  it('takes a message again once the claim of a vanished process has run out', async () => {
    const smtp = await startMailCatcher(port);
    try {
      const to = 'claimed.then.lost@example.test';
      const id = await t.ctx.mailer.enqueue(t.ctx.db, { to, subject: 'Lost', text: 'Lost' });
      await t.ctx.db
        .update(outbox)
        .set({ claimedUntil: sql`now() + interval '5 minutes'` })
        .where(eq(outbox.id, id));
      await t.ctx.mailer.deliverPending();
      expect(smtp.messages.filter((mail) => mail.to.includes(to))).toHaveLength(0);
      await t.ctx.db
        .update(outbox)
        .set({ claimedUntil: sql`now() - interval '1 second'` })
        .where(eq(outbox.id, id));
      await t.ctx.mailer.deliverPending();
      expect(smtp.messages.filter((mail) => mail.to.includes(to))).toHaveLength(1);
    } finally {
      await smtp.stop();
    }
  });
});
