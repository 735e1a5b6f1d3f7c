import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredStream, type TestStream } from '../src/modules/events/events.test-support.ts';
import { type S3Fake, startS3Fake } from './fakes/s3-fake.ts';
import { startMailCatcher } from './mail-catcher.ts';
import { multipart } from './multipart.ts';
import { pollUntil } from './polling.ts';
import { createScratchDatabase, type ServerProcess, startServerProcess } from './server-pair.ts';

/**
 * Two server processes started together on one new PostgreSQL database and one S3 bucket (the fake
 * of test/fakes), as behind a load balancer:
 * nothing a customer does may depend on which of them answers. Only PostgreSQL can be shared by two
 * processes (the embedded database belongs to one), so on the embedded database this file skips; with
 * TEST_DATABASE_URL set and unreachable, the run fails in global-setup.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const SIGN_INS_PER_MINUTE = 30;
/** The rate-limit test's own address, as a load balancer forwards it (TRUST_PROXY): its count starts at 0. */
const ATTACKER = { 'x-forwarded-for': '203.0.113.7' };

describe.skipIf(!adminUrl)('two server processes on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let bucket: S3Fake;
  let one: ServerProcess;
  let other: ServerProcess;
  const streams: TestStream[] = [];

  beforeAll(async () => {
    database = await createScratchDatabase(adminUrl ?? '');
    mail = await startMailCatcher();
    bucket = await startS3Fake();
    const env = {
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '4',
      JWT_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: mail.smtpUrl,
      PUBLIC_URL: 'http://boardhouse.test',
      SEED_DEMO_DATA: 'true',
      RATE_LIMIT_AUTH_PER_MINUTE: String(SIGN_INS_PER_MINUTE),
      TRUST_PROXY: 'loopback',
      // One bucket for both, as in production: the local disk would be each process's own.
      ...bucket.env(),
    };
    // Started at the same moment: both migrate and seed a new database (one waits for the other).
    [one, other] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 180_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all([one?.stop(), other?.stop()]);
    await mail?.stop();
    await bucket?.stop();
    await database?.drop();
  }, 60_000);

  const call = async (
    server: ServerProcess,
    method: string,
    url: string,
    token?: string,
    body?: object,
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: {
        ...headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, text, json: () => JSON.parse(text) };
  };
  const signIn = async (server: ServerProcess, username: string, password: string) =>
    call(server, 'POST', '/auth/login', undefined, { username, password });
  const tokenOf = async (server: ServerProcess, username: string, password: string) => {
    const response = await signIn(server, username, password);
    expect(response.status, response.text).toBe(200);
    return response.json().accessToken as string;
  };

  /** A customer signed up through `server`, confirmed with the e-mailed code and signed in. */
  async function customer(server: ServerProcess, name: string) {
    const email = `${name}@example.test`;
    const password = `Pair-${randomBytes(6).toString('hex')}-Pw-8`;
    const signedUp = await call(server, 'POST', '/rest/open/signup', undefined, {
      username: name,
      email,
      password,
      firstname: name,
      lastname: 'Pair',
      acceptTerms: true,
    });
    expect(signedUp.status, signedUp.text).toBe(201);
    const link = await mail.linkTo(email);
    const code = link.match(/#\/welcome\/([\w-]+)/)?.[1];
    const confirmed = await call(server, 'POST', `/rest/open/registration/${code}`);
    expect(confirmed.status, confirmed.text).toBe(200);
    return { email, username: name, password, token: await tokenOf(server, name, password) };
  }

  it('both start and are ready', async () => {
    for (const server of [one, other]) {
      expect((await call(server, 'GET', '/health/ready')).status).toBe(200);
    }
  });

  it('accepts a sign-in made on one process on the other', async () => {
    const token = await tokenOf(one, 'demo', 'demo1234');
    const account = await call(other, 'GET', '/rest/account', token);
    expect(account.status, account.text).toBe(200);
    expect(account.json().account.user.username).toBe('demo');
  });

  it('sends the confirmation e-mail of a sign-up once, though both processes deliver the outbox', async () => {
    const person = await customer(one, 'once');
    // Both processes have tried the outbox (at start and after the commit); give a late one time.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(mail.messages.filter((message) => message.to.includes(person.email))).toHaveLength(1);
  });

  it('gives a promo code’s last use to one of two customers applying at once on different processes', async () => {
    const admin = await tokenOf(one, 'admin', 'admin1234');
    const created = await call(one, 'POST', '/rest/admin/promo-codes', admin, {
      code: 'LASTONE',
      kind: 'PERCENT',
      value: 10,
      block: 'ALL',
      maxUses: 1,
    });
    expect(created.status, created.text).toBe(200);
    const selected = async (server: ServerProcess, token: string, name: string) => {
      const project = await call(server, 'POST', '/rest/project/new', token, { name });
      const projectId = project.json().projectId as string;
      expect((await call(server, 'POST', `/rest/project/pcb/${projectId}`, token, {})).status).toBe(200);
      expect((await call(server, 'GET', `/rest/project/offers/${projectId}`, token)).status).toBe(200);
      const choice = { projectId, quantity: 10, workingDays: 20 };
      const answer = await call(server, 'POST', '/rest/project/select-offer', token, choice);
      expect(answer.status, answer.text).toBe(200);
      return projectId;
    };
    const first = await customer(one, 'racer1');
    const second = await customer(other, 'racer2');
    const firstProject = await selected(one, first.token, 'Race on one');
    const secondProject = await selected(other, second.token, 'Race on the other');
    const answers = await Promise.all([
      call(one, 'POST', '/rest/project/add-promocode', first.token, {
        projectId: firstProject,
        code: 'LASTONE',
      }),
      call(other, 'POST', '/rest/project/add-promocode', second.token, {
        projectId: secondProject,
        code: 'LASTONE',
      }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.json().error.code).toBe('PROMO.EXHAUSTED');
  });

  it('brings a message posted on one process to an event stream on the other within 2 s', async () => {
    const admin = await tokenOf(other, 'admin', 'admin1234');
    const writer = await tokenOf(one, 'demo', 'demo1234');
    const stream = await registeredStream(other.url, { authorization: `Bearer ${admin}` });
    streams.push(stream);
    expect(stream.status).toBe(200);
    const project = await call(one, 'POST', '/rest/project/new', writer, { name: 'Live across processes' });
    const projectId = project.json().projectId as string;
    const started = performance.now();
    const sent = await call(one, 'POST', '/rest/message/saveMessage', writer, {
      projectId,
      message: 'Hello?',
    });
    expect(sent.status, sent.text).toBe(200);
    const heard = await stream.next('message', 2_000);
    expect(heard.receivedAt - started).toBeLessThan(2_000);
    expect(JSON.parse(heard.data)).toMatchObject({ projectId, messageId: sent.json().id });
  });

  it('downloads through one process a file uploaded through the other', async () => {
    const token = await tokenOf(one, 'demo', 'demo1234');
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      randomBytes(4096),
    ]);
    const body = multipart('board-photo.png', png);
    const uploaded = await fetch(`${one.url}/rest/messageTool/imageUpload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...body.headers },
      body: body.payload,
    });
    const text = await uploaded.text();
    expect(uploaded.status, text).toBe(200);
    const { id } = JSON.parse(text) as { id: number };
    const downloaded = await pollUntil(
      'the attachment through the other process',
      () =>
        fetch(`${other.url}/rest/messageTool/file/${id}`, { headers: { authorization: `Bearer ${token}` } }),
      (response) => response.status === 200,
      { timeoutMs: 5_000 },
    );
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(png)).toBe(true);
  });

  it('counts the sign-in rate limit across both processes', async () => {
    const answers: number[] = [];
    for (let attempt = 0; attempt < SIGN_INS_PER_MINUTE + 2; attempt += 1) {
      const server = attempt % 2 === 0 ? one : other;
      const body = { username: 'nobody-here', password: 'Wrong-Password-1' };
      answers.push((await call(server, 'POST', '/auth/login', undefined, body, ATTACKER)).status);
    }
    // Each process alone saw only half the attempts: the 429s come from the shared count.
    expect(answers.slice(0, SIGN_INS_PER_MINUTE).every((status) => status === 401)).toBe(true);
    expect(answers.slice(SIGN_INS_PER_MINUTE)).toEqual([429, 429]);
  });
});
