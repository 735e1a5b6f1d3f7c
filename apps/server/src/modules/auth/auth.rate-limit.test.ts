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
