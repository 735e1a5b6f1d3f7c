import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { buildUser } from '../../../test/factories.ts';
import { captureLogs } from '../../../test/log-capture.ts';
import { lastMailTo } from '../../../test/outbox.ts';
import { createOneTimeCode } from './one-time-codes.repository.ts';

const logs = captureLogs();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, undefined, { logStream: logs.stream });
});
afterAll(() => t.close());

const post = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });

describe('a new code supersedes the older ones of its kind', () => {
  it('only the newest password-reset link works', async () => {
    const { user } = await buildUser(t);
    await post('/rest/open/reset-my-password', { username: user.username });
    await t.services.auth.settled();
    const older = (await lastMailTo(t, user.email)).code;
    await post('/rest/open/reset-my-password', { username: user.username });
    await t.services.auth.settled();
    const newer = (await lastMailTo(t, user.email)).code;
    expect(newer).not.toBe(older);
    const withOlder = await post(`/rest/open/welcome/${older}`, { password: 'Older-Link-Pass-1' });
    expect(withOlder.statusCode).toBe(400);
    expect(withOlder.json().error.code).toBe('AUTH.CODE_INVALID');
    expect((await post(`/rest/open/welcome/${newer}`, { password: 'Newer-Link-Pass-2' })).statusCode).toBe(
      200,
    );
  });

  it('a reset link supersedes an earlier set-password link (both set the password)', async () => {
    const { user } = await buildUser(t, { emailConfirmed: false });
    const setPassword = await createOneTimeCode(t.ctx.db, user.id, 'set-password');
    await createOneTimeCode(t.ctx.db, user.id, 'reset-password');
    expect(
      (await post(`/rest/open/welcome/${setPassword}`, { password: 'Set-Link-Pass-3' })).statusCode,
    ).toBe(400);
  });

  it('only the newest confirmation link works, and codes of other kinds are untouched', async () => {
    const { user } = await buildUser(t, { emailConfirmed: false });
    const reset = await createOneTimeCode(t.ctx.db, user.id, 'reset-password');
    const older = await createOneTimeCode(t.ctx.db, user.id, 'confirm-email');
    const newer = await createOneTimeCode(t.ctx.db, user.id, 'confirm-email');
    expect((await post(`/rest/open/registration/${older}`)).statusCode).toBe(400);
    expect((await post(`/rest/open/registration/${newer}`)).statusCode).toBe(200);
    const accepted = await post(`/rest/open/welcome/${reset}`, { password: 'Invited-Pass-44' });
    expect(accepted.statusCode).toBe(200);
  });
});

describe('the request log', () => {
  it('never prints a code carried in a path, nor a refresh token in a query string', async () => {
    const code = 'Secret0Code0In0The0Path0abcdefghijklmnopqrst';
    const urls = [
      `/rest/open/registration/${code}`,
      `/rest/open/welcome/${code}`,
      `/rest/open/accept-user-invitation/${code}`,
      // No route matches these: the opaque segment is still taken for a code.
      `/rest/open/welcome/${code}/extra`,
      `/rest/open/no-such-call/${code}`,
    ];
    for (const url of urls) await post(url, { password: 'Whatever-Pass-1' });
    await t.app.inject({ method: 'GET', url: `/refresh?refreshToken=${code}` });
    await t.app.inject({ method: 'POST', url: '/refresh', payload: { refreshToken: code } });
    await t.app.inject({ method: 'POST', url: '/refresh', headers: { 'x-refresh-token': code } });

    const text = logs.text();
    expect(text).not.toContain(code);
    const loggedUrls = logs.lines.map((line) => JSON.parse(line).req?.url).filter(Boolean);
    expect(loggedUrls).toEqual(
      expect.arrayContaining([
        '/rest/open/registration/[redacted]',
        '/rest/open/welcome/[redacted]',
        '/rest/open/accept-user-invitation/[redacted]',
        '/rest/open/welcome/[redacted]/extra',
        '/refresh',
      ]),
    );
  });
});
