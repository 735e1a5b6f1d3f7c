import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { bearer, buildUser, signIn } from '../../../test/factories.ts';
import { invitationCodeFor } from '../team/team-invitations.test-support.ts';
import { createOneTimeCode } from './one-time-codes.repository.ts';

/** The new-password rule on every call that sets one: strength estimate plus no username or address in it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const fieldsOf = (response: { json(): { error: { code: string; details: { fields: object } } } }) =>
  response.json().error.details.fields;

const signupBody = (username: string, password: string) => ({
  username,
  email: `${username}.mail@example.test`,
  password,
  firstname: 'Grace',
  lastname: 'Hopper',
  acceptTerms: true,
});

describe('sign-up', () => {
  it('refuses a guessable password the old word list let through', async () => {
    const response = await post('/rest/open/signup', signupBody('sunny', 'Sunshine2024'));
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({
      password: 'Password is too easy to guess; add more words or characters',
    });
  });

  it('refuses a password containing the username or the e-mail local part, ignoring case', async () => {
    const withName = await post('/rest/open/signup', signupBody('hopper', 'Velvet-HOPPER-Lantern-8'));
    expect(withName.statusCode).toBe(400);
    expect(fieldsOf(withName)).toEqual({ password: 'Password must not contain your username' });
    const withAddress = await post('/rest/open/signup', {
      ...signupBody('ghopper', 'Velvet-Amazing.GRACE-Lantern-8'),
      email: 'amazing.grace@example.test',
    });
    expect(fieldsOf(withAddress)).toEqual({ password: 'Password must not contain your e-mail address' });
  });

  it('accepts a strong password without personal details', async () => {
    expect(
      (await post('/rest/open/signup', signupBody('cobol', 'Velvet-Harbour-Lantern-8'))).statusCode,
    ).toBe(201);
  });
});

describe('set password with an e-mailed code (welcome, reset, invitation)', () => {
  it('checks the password against the code owner and leaves the code usable after a refusal', async () => {
    const { user } = await buildUser(t, { username: 'katherine', email: 'k.johnson@example.test' });
    const code = await createOneTimeCode(t.ctx.db, user.id, 'reset-password');
    const withName = await post(`/rest/open/welcome/${code}`, { password: 'Orbit-Katherine-1962!' });
    expect(withName.statusCode).toBe(400);
    expect(fieldsOf(withName)).toEqual({ password: 'Password must not contain your username' });
    const weak = await post(`/rest/open/welcome/${code}`, { password: 'qwertyuiop1' });
    expect(fieldsOf(weak)).toEqual({
      password: 'Password is too easy to guess; add more words or characters',
    });
    expect(
      (await post(`/rest/open/welcome/${code}`, { password: 'Orbit-Trajectory-1962!' })).statusCode,
    ).toBe(200);
    await signIn(t, 'katherine', 'Orbit-Trajectory-1962!');
  });

  it('applies the rule to an accepted invitation', async () => {
    const code = await invitationCodeFor(t, 'dorothy@example.test');
    const response = await post(`/rest/open/accept-user-invitation/${code}`, { password: 'aaaaaaaaaaaa' });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({
      password: 'Password is too easy to guess; add more words or characters',
    });
  });

  it('answers an unknown code as before, without judging the password', async () => {
    const response = await post('/rest/open/welcome/not-a-code', { password: 'Orbit-Trajectory-1962!' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('AUTH.CODE_INVALID');
  });
});

describe('POST /rest/psw_set', () => {
  it('refuses a new password with the e-mail local part on the newPassword field', async () => {
    const { user, password } = await buildUser(t, { email: 'mary.jackson@example.test' });
    const { accessToken } = await signIn(t, user.username, password);
    const response = await post(
      '/rest/psw_set',
      { currentPassword: password, newPassword: 'Wind-Tunnel-MARY.JACKSON-7' },
      bearer(accessToken),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({ newPassword: 'New password must not contain your e-mail address' });
  });
});
