import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './server-pair.ts';

/**
 * The server on the Node.js releases people install (22 and 24, the ones still supported), fetched
 * from the npm registry's `node` package through npx, whatever Node.js runs the tests: it starts,
 * migrates a new embedded database, answers ready and signs the demo customer in.
 */
const RELEASES = ['22', '24'];
const started: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
});

describe.each(RELEASES)('Node.js %s', (release) => {
  it('starts the server, which answers ready and signs in', async () => {
    const server = await startServerProcess(
      { SEED_DEMO_DATA: 'true', LOG_LEVEL: 'info' },
      { node: ['npx', '--yes', '--package', `node@${release}`, 'node'], timeoutMs: 150_000 },
    );
    started.push(server);
    expect(server.output()).toMatch(new RegExp(`Node\\.js: v${release}\\.`));
    const ready = await fetch(`${server.url}/health/ready`);
    expect(ready.status).toBe(200);
    const signIn = await fetch(`${server.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    expect(((await signIn.json()) as { accessToken: string }).accessToken).toEqual(expect.any(String));
  }, 180_000);
});
