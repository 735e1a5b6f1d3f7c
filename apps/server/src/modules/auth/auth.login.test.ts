import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { bearer, buildUser, signIn } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /auth/login', () => {
  it('signs in with the username and answers tokens and roles', async () => {
    const { user, password } = await buildUser(t, { roles: ['ADMIN'] });
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: user.username, password },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.roles).toEqual(['ADMIN']);
    expect(body.token).toBe(body.accessToken);
    expect(body.accessToken.split('.')).toHaveLength(3);
    expect(body.refreshToken.length).toBeGreaterThanOrEqual(40);
    expect(body.expiresIn).toBe(900);
  });

  it('accepts the e-mail address, in any case, instead of the username', async () => {
    const { user, password } = await buildUser(t, { email: 'Mixed.Case@Example.test' });
    const body = await signIn(t, 'mixed.case@EXAMPLE.test', password);
    const account = await t.app.inject({
      method: 'GET',
      url: '/rest/account',
      headers: bearer(body.accessToken),
    });
    expect(account.json().account.user.username).toBe(user.username);
  });

  it('refuses a wrong password with 401 AUTH.VALIDATION.INVALID_LOGIN', async () => {
    const { user } = await buildUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: user.username, password: 'not-the-password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({
      code: 'AUTH.VALIDATION.INVALID_LOGIN',
      message: 'The login detail is incorrect',
    });
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'nobody-here', password: 'whatever-123' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('AUTH.VALIDATION.INVALID_LOGIN');
  });

  it('refuses an unconfirmed account with 403 and says why', async () => {
    const { user, password } = await buildUser(t, { emailConfirmed: false });
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: user.username, password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('AUTH.ACCOUNT_NOT_CONFIRMED');
    expect(response.json().error.message).toMatch(/confirm your e-mail/);
    expect(response.json().error.details.text).toEqual({ key: 'refused.account.notConfirmed' });
  });

  it('refuses a disabled account with 403', async () => {
    const { user, password } = await buildUser(t, { disabled: true });
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: user.username, password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('AUTH.ACCOUNT_DISABLED');
    expect(response.json().error.details.text).toEqual({ key: 'refused.account.disabled' });
  });

  it('answers 400 with one message per missing field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/auth/login', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('never answers a password hash', async () => {
    const { user, password } = await buildUser(t);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: user.username, password },
    });
    const account = await t.app.inject({
      method: 'GET',
      url: '/rest/account',
      headers: bearer(login.json().accessToken),
    });
    for (const body of [login.body, account.body]) {
      expect(body).not.toContain('$argon2');
      expect(body).not.toMatch(/password/i);
    }
  });
});

describe('GET /rest/account', () => {
  it('answers the signed-in user with the fields of the contract', async () => {
    const { user, password } = await buildUser(t, { firstname: 'Grace', lastname: 'Hopper' });
    const { accessToken } = await signIn(t, user.username, password);
    const response = await t.app.inject({
      method: 'GET',
      url: '/rest/account',
      headers: bearer(accessToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      account: {
        user: {
          id: user.id,
          username: user.username,
          firstname: 'Grace',
          lastname: 'Hopper',
          roles: ['USER'],
          createdBy: null,
          createProjectsFlag: null,
          email: user.email,
          language: 'en',
        },
      },
    });
  });

  it('reads the scheme in any case, as RFC 7235 has it, and nothing but a bearer token', async () => {
    const { user, password } = await buildUser(t);
    const { accessToken } = await signIn(t, user.username, password);
    const as = (authorization: string) =>
      t.app.inject({ method: 'GET', url: '/rest/account', headers: { authorization } });
    expect((await as(`bearer ${accessToken}`)).statusCode).toBe(200);
    expect((await as(`BEARER  ${accessToken} `)).statusCode).toBe(200);
    expect((await as(`Basic ${accessToken}`)).statusCode).toBe(401);
    expect((await as(`Bearer${accessToken}`)).statusCode).toBe(401);
    expect((await as(`Bearer ${accessToken} extra`)).statusCode).toBe(401);
  });

  it('answers 401 without a token and with a forged one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/rest/account' })).statusCode).toBe(401);
    const forged = await t.app.inject({ method: 'GET', url: '/rest/account', headers: bearer('a.b.c') });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe('AUTH.TOKEN_INVALID');
  });
});
