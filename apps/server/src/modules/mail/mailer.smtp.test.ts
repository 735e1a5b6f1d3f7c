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
});
