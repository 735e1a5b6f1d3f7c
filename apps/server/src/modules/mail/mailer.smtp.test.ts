import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { startMailCatcher } from '../../../test/mail-catcher.ts';
import { outbox } from '../../db/schema.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;

beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await createTestApp({ SMTP_URL: smtp.smtpUrl, MAIL_FROM: 'Boardhouse <hello@boardhouse.test>' });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

describe('e-mail over SMTP', () => {
  it('delivers the sign-up confirmation to a real SMTP server and marks it sent', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/rest/open/signup',
      payload: {
        username: 'smtpuser',
        email: 'smtp.user@example.test',
        password: 'Via-Real-Smtp-1',
        firstname: 'Sam',
        lastname: 'Tp',
        acceptTerms: true,
      },
    });
    expect(response.statusCode).toBe(201);
    await t.ctx.mailer.settled();
    const message = smtp.messages.find((mail) => mail.to.includes('smtp.user@example.test'));
    expect(message?.body).toMatch(/^Subject: Confirm your Boardhouse account/m);
    expect(message?.body).toMatch(/^From: Boardhouse <hello@boardhouse\.test>/m);
    expect(await smtp.linkTo('smtp.user@example.test')).toMatch(
      /^http:\/\/boardhouse\.test\/#\/welcome\/[\w-]{40,}$/,
    );
    const [row] = await t.ctx.db.select().from(outbox).where(eq(outbox.recipient, 'smtp.user@example.test'));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.attempts).toBe(1);
  });

  it('keeps no working code in the outbox once the message is sent', async () => {
    const payload = {
      username: 'redacted',
      email: 'redacted.user@example.test',
      password: 'Sent-Then-Gone-2',
      firstname: 'Red',
      lastname: 'Acted',
      acceptTerms: true,
    };
    expect((await t.app.inject({ method: 'POST', url: '/rest/open/signup', payload })).statusCode).toBe(201);
    const delivered = await smtp.linkTo('redacted.user@example.test');
    const code = delivered.split('/#/welcome/')[1] ?? '';
    expect(code).toMatch(/^[\w-]{40,}$/);
    await t.ctx.mailer.settled();

    const [row] = await t.ctx.db.select().from(outbox).where(eq(outbox.recipient, payload.email));
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row?.link).toBe('http://boardhouse.test/#/welcome/[redacted]');
    expect(row?.textBody).toContain('Confirm my account:\nhttp://boardhouse.test/#/welcome/[redacted]');
    expect(row?.htmlBody).toContain('href="http://boardhouse.test/#/welcome/[redacted]"');
    // The e-mailed link itself still works.
    const confirm = await t.app.inject({ method: 'POST', url: `/rest/open/registration/${code}` });
    expect(confirm.statusCode).toBe(200);
  });
});
