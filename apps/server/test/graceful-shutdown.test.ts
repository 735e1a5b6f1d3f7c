import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { sharedPath } from '@boardhouse/shared/testing/shared-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from '../../../e2e/support/server.ts';
import { multipart } from './multipart.ts';
import { createScratchDatabase } from './server-pair.ts';

/**
 * The real server process (as `npm start` runs it) receiving SIGTERM while clients hold keep-alive
 * connections: on PGlite, or on a fresh PostgreSQL database when TEST_DATABASE_URL is set.
 */

// A small CSV: reading it costs little, so the 10 s deadline measures the shutdown, not the parser.
const bomFile = readFileSync(sharedPath('fixtures/boms/1-click-bom/example.csv'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function collect(request: http.ClientRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('error', reject);
      response.once('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
  });
}

async function postJson(agent: http.Agent, url: string, path: string, body: unknown, token?: string) {
  const payload = Buffer.from(JSON.stringify(body));
  const request = http.request(`${url}${path}`, {
    agent,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': payload.length,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  const answer = collect(request);
  request.end(payload);
  const { status, body: text } = await answer;
  if (status !== 200) throw new Error(`POST ${path} answered ${status}: ${text}`);
  return JSON.parse(text);
}

/** A BOM upload whose body is sent in two halves, so it is surely in flight when the signal comes. */
function startUpload(agent: http.Agent, url: string, token: string, projectId: string) {
  const { payload: body, headers } = multipart('example.csv', bomFile);
  const request = http.request(`${url}/rest/project/bomFileUpload/${projectId}`, {
    agent,
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...headers,
      'content-length': body.length,
    },
  });
  const answer = collect(request);
  const half = Math.floor(body.length / 2);
  request.write(body.subarray(0, half));
  return { answer, finish: () => request.end(body.subarray(half)) };
}

/** A database of its own on the PostgreSQL server (the server migrates it as on a first start). */
async function freshPostgresDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { env: {}, drop: async () => {} };
  const database = await createScratchDatabase(url);
  // A server on PostgreSQL needs the signing secret every process shares (config.ts).
  return {
    env: { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex') },
    drop: database.drop,
  };
}

describe('SIGTERM with uploads in flight on keep-alive connections', () => {
  let app: RunningApp | undefined;
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 3 });

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    app = await startApp(
      { SEED_DEMO_DATA: 'true', NODE_ENV: 'development', LOG_LEVEL: 'warn', ...database.env },
      // A first start creates and migrates the database: slow on a busy machine.
      { needsWebBuild: false, readyTimeoutMs: 150_000 },
    );
  }, 180_000);
  afterAll(async () => {
    agent.destroy();
    await app?.stop();
    await database?.drop();
  });

  it('answers the uploads, closes the idle connections and exits 0 within 12 s', async () => {
    const running = app as RunningApp;
    const { token } = await postJson(agent, running.url, '/auth/login', {
      username: 'demo',
      password: 'demo1234',
    });
    const projectIds: string[] = [];
    for (let index = 0; index < 3; index += 1)
      projectIds.push((await postJson(agent, running.url, '/rest/project/new', {}, token)).projectId);

    const uploads = projectIds.map((projectId) => startUpload(agent, running.url, token, projectId));
    await sleep(500);
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      running.child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    const signalledAt = Date.now();
    running.child.kill('SIGTERM');
    await sleep(300);
    for (const upload of uploads) upload.finish();

    const answers = await Promise.all(uploads.map((upload) => upload.answer));
    for (const answer of answers) {
      expect(answer.status, answer.body).toBe(200);
      expect(JSON.parse(answer.body).fileName).toBe('example.csv');
    }
    const exit = await Promise.race([exited, sleep(12_000).then(() => 'still running after 12 s')]);
    expect(exit, running.output()).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(12_000);
  }, 60_000);
});
