import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });
});
afterAll(() => t.close());

describe('rate limits on sign-in, sign-up and password reset', () => {
  it.each([
    ['/auth/login', { username: 'someone', password: 'wrong-password' }],
    ['/rest/open/signup', { username: 'x' }],
    ['/rest/open/reset-my-password', { username: 'someone' }],
  ])('%s answers 429 with a readable message after 3 calls a minute', async (url, payload) => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push(
        (await t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.0.0.${url.length}` }))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 3)).not.toContain(429);
    const blocked = await t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: `10.0.0.${url.length}`,
    });
    expect(statuses[3]).toBe(429);
    expect(blocked.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/Too many attempts/),
    });
  });

  it('counts each address on its own', async () => {
    const login = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: 'someone', password: 'wrong-password' },
        remoteAddress,
      });
    // One address uses up its three attempts and is refused …
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await login('10.9.9.1')).statusCode).toBe(401);
    const refused = await login('10.9.9.1');
    expect(refused.statusCode).toBe(429);
    // The window is one minute and opened a moment ago: the client is told to wait (nearly) all of it.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(55);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // … while the next address is still heard.
    expect((await login('10.9.9.2')).statusCode).toBe(401);
  });
});

describe('behind a load balancer (TRUST_PROXY names its network)', () => {
  let behindProxy: TestApp;
  beforeAll(async () => {
    behindProxy = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3', TRUST_PROXY: '10.0.0.0/24' });
  });
  afterAll(() => behindProxy.close());

  /** A sign-in from `remoteAddress` carrying `forwardedFor`, as a balancer appends what it saw. */
  const login = (remoteAddress: string, forwardedFor: string) =>
    behindProxy.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'someone', password: 'wrong-password' },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
  const loginThroughBalancer = (forwardedFor: string) => login('10.0.0.1', forwardedFor);

  it('counts the address the balancer saw, whatever a client writes before it', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await loginThroughBalancer(`192.0.2.${attempt}, 203.0.113.5`)).statusCode).toBe(401);
    }
    // A new made-up address in front does not make a new client.
    expect((await loginThroughBalancer('192.0.2.99, 203.0.113.5')).statusCode).toBe(429);
    // Another client behind the same balancer is still heard: the balancer itself is not counted.
    expect((await loginThroughBalancer('203.0.113.6')).statusCode).toBe(401);
  });

  it('ignores the header from a client that reached the server without the balancer', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login('198.51.100.7', `203.0.113.${attempt + 50}`)).statusCode).toBe(401);
    }
    expect((await login('198.51.100.7', '203.0.113.99')).statusCode).toBe(429);
  });

  it('warns at start when every hop is trusted (TRUST_PROXY=true): the first address is the client’s own', async () => {
    const lines: string[] = [];
    const trustingAll = await createTestApp({ TRUST_PROXY: 'true' }, undefined, {
      logStream: { write: (line: string) => void lines.push(line) },
    });
    await trustingAll.close();
    const warning = lines.find((line) => line.includes('TRUST_PROXY=true'));
    expect(warning && JSON.parse(warning)).toMatchObject({
      level: 40,
      msg: expect.stringMatching(/first X-Forwarded-For entry, which a client can write itself/),
    });
  });
});
