import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { buildUser, signIn } from '../../../test/factories.ts';
import { lastMailTo } from '../../../test/outbox.ts';
import { oneTimeCodes } from '../../db/schema.ts';
import { invitationCodeFor } from '../team/team-invitations.test-support.ts';
import { createOneTimeCode } from './one-time-codes.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signupBody = (name: string) => ({
  username: name,
  email: `${name}@example.test`,
  password: 'Solder-Paste-42',
  firstname: 'Linus',
  lastname: 'Board',
  companyName: 'Acme Electronics',
  acceptTerms: true,
});
const post = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });
const login = (username: string, password: string) => post('/auth/login', { username, password });

describe('sign-up and confirmation', () => {
  it('creates an unconfirmed customer, e-mails a link, and the link confirms it once', async () => {
    const signup = await post('/rest/open/signup', signupBody('newcomer'));
    expect(signup.statusCode).toBe(201);
    expect(signup.json().validation).toBe(true);
    expect((await login('newcomer', 'Solder-Paste-42')).statusCode).toBe(403);

    const { message, code } = await lastMailTo(t, 'newcomer@example.test');
    expect(message.link).toBe(`http://boardhouse.test/#/welcome/${code}`);
    expect(message.textBody).toContain(message.link);
    const confirm = await post(`/rest/open/registration/${code}`);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().user).toMatchObject({ username: 'newcomer', firstname: 'Linus' });
    expect(confirm.body).not.toMatch(/password/i);

    expect((await login('newcomer', 'Solder-Paste-42')).statusCode).toBe(200);
    const again = await post(`/rest/open/registration/${code}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('AUTH.CODE_INVALID');
  });

  it('stores codes hashed', async () => {
    await post('/rest/open/signup', signupBody('hashcheck'));
    const { code } = await lastMailTo(t, 'hashcheck@example.test');
    const rows = await t.ctx.db.select().from(oneTimeCodes);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('refuses an expired confirmation code', async () => {
    await post('/rest/open/signup', signupBody('latecomer'));
    const { code } = await lastMailTo(t, 'latecomer@example.test');
    await t.ctx.db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await post(`/rest/open/registration/${code}`)).statusCode).toBe(400);
  });

  it('answers field-by-field validation messages with the SPEC templates', async () => {
    const response = await post('/rest/open/signup', {
      username: 'ab',
      email: 'not-an-email',
      password: 'short',
      lastname: '',
      acceptTerms: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual({
      username: 'Username minimum length is 3',
      email: 'Email is not valid',
      password: 'Password minimum length is 8',
      firstname: 'First name is required',
      lastname: 'Last name is required',
      acceptTerms: 'Accepting terms & conditions are required',
    });
  });

  it('refuses a common password and a password over 128 characters', async () => {
    const common = await post('/rest/open/signup', { ...signupBody('weakling'), password: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.details.fields.password).toMatch(/too easy to guess/);
    const long = await post('/rest/open/signup', { ...signupBody('longpass'), password: 'x'.repeat(129) });
    expect(long.json().error.details.fields.password).toBe('Password maximum length is 128');
  });

  it('refuses a taken username with 409 and writes nothing', async () => {
    await buildUser(t, { username: 'taken', email: 'taken@example.test' });
    const byName = await post('/rest/open/signup', { ...signupBody('TAKEN'), email: 'other@example.test' });
    expect(byName.statusCode).toBe(409);
    expect(byName.json().error.code).toBe('ACCOUNT.USERNAME_TAKEN');
    await expect(lastMailTo(t, 'other@example.test')).rejects.toThrow(/no e-mail/);
  });
});

describe('password reset and set-password codes', () => {
  it('answers the same whether or not the account exists, and mails only real accounts', async () => {
    const { user } = await buildUser(t);
    const known = await post('/rest/open/reset-my-password', { username: user.email });
    const unknown = await post('/rest/open/reset-my-password', { username: 'ghost@example.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await t.services.auth.settled();
    await expect(lastMailTo(t, 'ghost@example.test')).rejects.toThrow();
    const { message } = await lastMailTo(t, user.email);
    expect(message.link).toMatch(/#\/welcome\/[\w-]+\?mode=reset$/);
  });

  it('sets a new password with the reset link, once', async () => {
    const { user, password } = await buildUser(t);
    await post('/rest/open/reset-my-password', { username: user.username });
    await t.services.auth.settled();
    const { code } = await lastMailTo(t, user.email);
    const set = await post(`/rest/open/welcome/${code}`, { password: 'Brand-New-Pass-7' });
    expect(set.statusCode).toBe(200);
    expect((await login(user.username, password)).statusCode).toBe(401);
    expect((await login(user.username, 'Brand-New-Pass-7')).statusCode).toBe(200);
    expect((await post(`/rest/open/welcome/${code}`, { password: 'Another-Pass-8' })).statusCode).toBe(400);
  });

  it('sets the first password of an account an administrator created, and confirms it', async () => {
    const { user } = await buildUser(t, { emailConfirmed: false });
    const code = await createOneTimeCode(t.ctx.db, user.id, 'set-password');
    expect((await post(`/rest/open/welcome/${code}`, { password: 'Team-Member-99' })).statusCode).toBe(200);
    await signIn(t, user.username, 'Team-Member-99');
  });

  it('does not accept a confirmation code where a password code is expected', async () => {
    const { user } = await buildUser(t, { emailConfirmed: false });
    const code = await createOneTimeCode(t.ctx.db, user.id, 'confirm-email');
    expect((await post(`/rest/open/welcome/${code}`, { password: 'Team-Member-99' })).statusCode).toBe(400);
  });

  it('accepts an invitation with its own call only', async () => {
    const email = `invited-${Date.now().toString(36)}@example.test`;
    const code = await invitationCodeFor(t, email);
    expect((await post(`/rest/open/welcome/${code}`, { password: 'Invited-Pass-1' })).statusCode).toBe(400);
    const accept = await post(`/rest/open/accept-user-invitation/${code}`, { password: 'Invited-Pass-1' });
    expect(accept.statusCode).toBe(200);
    await signIn(t, email, 'Invited-Pass-1');
  });
});

describe('the open calls of the original product, without social sign-in', () => {
  it.each(['/rest/open/getuserbyemailId', '/rest/open/set-default-password'])(
    '%s answers 404 and no user data (modules/oidc tests them with an identity provider)',
    async (url) => {
      const { user } = await buildUser(t);
      const response = await post(url, { email: user.email, idToken: 'x.y.z' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(user.username);
      const [row] = await t.ctx.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, user.id));
      expect(row).toBeUndefined();
    },
  );
});
