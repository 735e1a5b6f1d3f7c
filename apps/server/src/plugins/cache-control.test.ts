import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness.ts';
import { bearer, buildUser, signIn } from '../../test/factories.ts';

const webDist = mkdtempSync(path.join(tmpdir(), 'boardhouse-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><script src="/assets/app-Ab12Cd34.js"></script>',
);
writeFileSync(path.join(webDist, 'assets', 'app-Ab12Cd34.js'), 'console.log(1)');
writeFileSync(path.join(webDist, 'favicon.svg'), '<svg/>');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('Cache-Control', () => {
  it('is no-store on every API answer: tokens, personal data, errors and unknown API paths', async () => {
    const { user, password } = await buildUser(t);
    const session = await signIn(t, user.username, password);
    const answers = [
      await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: user.username, password },
      }),
      await t.app.inject({ method: 'POST', url: '/auth/login', payload: {} }),
      await t.app.inject({ method: 'GET', url: `/refresh?refreshToken=${session.refreshToken}` }),
      await t.app.inject({ method: 'GET', url: '/rest/account', headers: bearer(session.accessToken) }),
      await t.app.inject({ method: 'GET', url: '/rest/account' }),
      await t.app.inject({ method: 'GET', url: '/rest/no-such-call' }),
      await t.app.inject({ method: 'GET', url: '/auth/nothing' }),
      await t.app.inject({ method: 'GET', url: '/api/docs/json' }),
      await t.app.inject({ method: 'GET', url: '/rest/open/get-iproto-properties' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 400, 200, 200, 401, 404, 404, 200, 200]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('lets hashed web assets be cached for a year and has index.html checked on every load', async () => {
    const root = await t.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.headers['cache-control']).toBe('no-cache');
    const index = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(index.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-Ab12Cd34.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });
});
