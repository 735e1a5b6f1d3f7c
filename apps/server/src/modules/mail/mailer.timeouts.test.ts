import { createServer, type Server, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { outbox } from '../../db/schema.ts';
import { Mailer } from './mailer.ts';

/**
 * SMTP relays that take the connection and then say nothing: a request never waits for them (the mail
 * is sent after the answer), and an attempt ends after the short timeouts, not nodemailer's minutes.
 */
const sockets = new Set<Socket>();
async function silentRelay(greeting: string | null): Promise<{ server: Server; port: number }> {
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    if (greeting) socket.write(greeting);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as { port: number }).port };
}

let t: TestApp;
let neverGreets: Awaited<ReturnType<typeof silentRelay>>;
let greetsThenSilent: Awaited<ReturnType<typeof silentRelay>>;
beforeAll(async () => {
  neverGreets = await silentRelay(null);
  greetsThenSilent = await silentRelay('220 relay.test ESMTP\r\n');
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${neverGreets.port}`,
    // Long enough that the answer surely comes first, even on a busy machine.
    SMTP_TIMEOUT_SECONDS: '5',
    MAIL_FROM: 'Boardhouse <hello@boardhouse.test>',
  });
});
afterAll(async () => {
  await t.close();
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => neverGreets.server.close(resolve));
  await new Promise((resolve) => greetsThenSilent.server.close(resolve));
});

const rowFor = async (email: string) =>
  (await t.ctx.db.select().from(outbox).where(eq(outbox.recipient, email)))[0];

describe('an SMTP relay that never greets', () => {
  it('does not hold up the sign-up: the answer comes first, the failed attempt is kept for later', async () => {
    const email = 'no.greeting@example.test';
    const started = performance.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/rest/open/signup',
      payload: {
        username: 'nogreeting',
        email,
        password: 'Relay-Never-Greets-4',
        firstname: 'No',
        lastname: 'Greeting',
        acceptTerms: true,
      },
    });
    expect(response.statusCode).toBe(201);
    // Answered while the relay still keeps the mail waiting for its greeting: nothing recorded yet.
    expect(performance.now() - started).toBeLessThan(5000);
    expect((await rowFor(email))?.attempts).toBe(0);

    await t.ctx.mailer.settled();
    const row = await rowFor(email);
    expect(row?.sentAt).toBeNull();
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toMatch(/greeting|timeout/i);
    expect(row?.nextAttemptAt).toBeInstanceOf(Date);
  }, 30_000);
});

describe('an SMTP relay that greets, then goes silent', () => {
  it('ends the attempt after the socket timeout', async () => {
    const mailer = new Mailer(t.ctx.db, t.ctx.log, {
      smtpUrl: `smtp://127.0.0.1:${greetsThenSilent.port}`,
      from: 'hello@boardhouse.test',
      timeoutMs: 500,
    });
    try {
      const to = 'gone.silent@example.test';
      const id = await mailer.enqueue(t.ctx.db, { to, subject: 'Silent', text: 'Silent' });
      const started = performance.now();
      mailer.deliver([id]);
      await mailer.settled();
      expect(performance.now() - started).toBeLessThan(4000);
      const row = await rowFor(to);
      expect(row?.sentAt).toBeNull();
      expect(row?.lastError).toMatch(/timeout/i);
      expect(row?.claimedUntil).toBeNull();
    } finally {
      await mailer.close();
    }
  }, 10_000);
});
