import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { startMailCatcher } from '../../../test/mail-catcher.ts';
import { outbox } from '../../db/schema.ts';
import { Mailer, type MailerOptions } from './mailer.ts';

/**
 * An SMTP server that asks for a password but offers no STARTTLS: the password must not cross the
 * network in the clear. 127.0.0.2 is a loopback address the mailer does not treat as local (only
 * 127.0.0.1, localhost and ::1 are), so it stands for a relay elsewhere.
 */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  smtp = await startMailCatcher(0, { host: '127.0.0.2', requireAuth: true });
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

async function sendWith(options: Partial<MailerOptions>, to: string) {
  const mailer = new Mailer(t.ctx.db, t.ctx.log, {
    smtpUrl: `smtp://mailuser:Cleartext-Secret-1@127.0.0.2:${smtp.port}`,
    from: 'hello@boardhouse.test',
    timeoutMs: 2000,
    ...options,
  });
  try {
    const id = await mailer.enqueue(t.ctx.db, { to, subject: 'TLS', text: 'TLS' });
    mailer.deliver([id]);
    await mailer.settled();
    return (await t.ctx.db.select().from(outbox).where(eq(outbox.id, id)))[0];
  } finally {
    await mailer.close();
  }
}

describe('an smtp:// relay without STARTTLS', () => {
  it('never gets the password: the message waits, as for any relay that is not working', async () => {
    const row = await sendWith({}, 'tls.default@example.test');
    expect(smtp.passwordsSeen).toEqual([]);
    expect(row?.sentAt).toBeNull();
    expect(row?.lastError).toMatch(/STARTTLS/i);
    // The relay's fault, not the message's: it is tried again once the relay is fixed.
    expect(row?.failedAt).toBeNull();
  });

  it('gets it only when told it may (SMTP_REQUIRE_TLS=false)', async () => {
    const row = await sendWith({ requireTls: false }, 'tls.optout@example.test');
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(smtp.passwordsSeen).toEqual(['Cleartext-Secret-1']);
  });
});
