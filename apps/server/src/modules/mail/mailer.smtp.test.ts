import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { outbox } from '../../db/schema.ts';

interface Received {
  to: string[];
  raw: string;
}

let t: TestApp;
let smtp: SMTPServer;
const received: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Boardhouse <hello@boardhouse.test>',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
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
    const message = received.find((mail) => mail.to.includes('smtp.user@example.test'));
    expect(message).toBeDefined();
    expect(message?.raw).toMatch(/^Subject: Confirm your Boardhouse account/m);
    expect(message?.raw).toMatch(/^From: Boardhouse <hello@boardhouse\.test>/m);
    // The body is quoted-printable: undo soft line breaks and =XX escapes before reading the link.
    const body = (message?.raw ?? '')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    expect(body).toMatch(/http:\/\/boardhouse\.test\/#\/welcome\/[\w-]{40,}/);
    const [row] = await t.ctx.db.select().from(outbox).where(eq(outbox.recipient, 'smtp.user@example.test'));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.attempts).toBe(1);
  });
});
