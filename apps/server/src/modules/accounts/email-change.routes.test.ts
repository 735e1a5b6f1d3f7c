import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { bearer, buildUser, signIn } from '../../../test/factories.ts';
import { lastMailTo } from '../../../test/outbox.ts';
import { oneTimeCodes, outbox } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function session(overrides: { email?: string } = {}) {
  const built = await buildUser(t, overrides);
  const { accessToken } = await signIn(t, built.user.username, built.password);
  return { ...built, headers: bearer(accessToken) };
}
const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const requestChange = (headers: Record<string, string>, newEmail: string, currentPassword: string) =>
  post('/rest/account/email-change', { newEmail, currentPassword }, headers);
const mailsTo = (recipient: string) => t.ctx.db.select().from(outbox).where(eq(outbox.recipient, recipient));

describe('POST /rest/account/email-change', () => {
  it('needs the current password, and changes nothing without it', async () => {
    const { user, headers } = await session();
    const response = await requestChange(headers, 'elsewhere@example.test', 'not-my-password');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual({
      currentPassword: 'The current password is not correct',
    });
    expect(await mailsTo('elsewhere@example.test')).toEqual([]);
    const profile = await t.app.inject({ method: 'GET', url: '/rest/user', headers });
    expect(profile.json().user).toMatchObject({ email: user.email, pendingEmail: null });
  });

  it('answers 401 without a token', async () => {
    const response = await post('/rest/account/email-change', {
      newEmail: 'x@example.test',
      currentPassword: 'whatever',
    });
    expect(response.statusCode).toBe(401);
  });

  it('keeps the old address until the new one confirms, tells the old one, then switches once', async () => {
    const { user, password, headers } = await session();
    const accepted = await requestChange(headers, 'New.Home@Example.test', password);
    expect(accepted.statusCode).toBe(202);

    // Pending: the account still signs in and resets with the old address only.
    const pending = await t.app.inject({ method: 'GET', url: '/rest/user', headers });
    expect(pending.json().user).toMatchObject({ email: user.email, pendingEmail: 'new.home@example.test' });
    await signIn(t, user.email, password);
    expect((await post('/auth/login', { username: 'new.home@example.test', password })).statusCode).toBe(401);

    const notice = await lastMailTo(t, user.email);
    expect(notice.message.subject).toBe('Your Boardhouse e-mail address is being changed');
    expect(notice.message.textBody).toContain('change its e-mail address to new.home@example.test');
    const { message, code } = await lastMailTo(t, 'new.home@example.test');
    expect(message.link).toBe(`http://boardhouse.test/#/confirm-email/${code}`);

    const confirmed = await post(`/rest/open/confirm-email/${code}`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user).toMatchObject({ id: user.id, email: 'new.home@example.test' });
    await signIn(t, 'new.home@example.test', password);
    expect((await post('/auth/login', { username: user.email, password })).statusCode).toBe(401);
    const after = await t.app.inject({ method: 'GET', url: '/rest/user', headers });
    expect(after.json().user).toMatchObject({ email: 'new.home@example.test', pendingEmail: null });

    const again = await post(`/rest/open/confirm-email/${code}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('AUTH.CODE_INVALID');
  });

  it('makes a password link mailed to the old address unusable once the new one is confirmed', async () => {
    const { user, password, headers } = await session();
    expect((await post('/rest/open/reset-my-password', { username: user.username })).statusCode).toBe(200);
    await t.services.auth.settled();
    const { code: resetCode } = await lastMailTo(t, user.email);
    await requestChange(headers, 'moved.on@example.test', password);
    const { code } = await lastMailTo(t, 'moved.on@example.test');
    expect((await post(`/rest/open/confirm-email/${code}`)).statusCode).toBe(200);
    // Whoever still reads the old mailbox cannot take the account over with the link sent there.
    const taken = await post(`/rest/open/welcome/${resetCode}`, { password: 'Old-Mailbox-Grab-42' });
    expect(taken.statusCode).toBe(400);
    await signIn(t, 'moved.on@example.test', password);
  });

  it('makes the link of an earlier request unusable once a newer one is made', async () => {
    const { user, password, headers } = await session();
    await requestChange(headers, 'first.choice@example.test', password);
    const { code: firstCode } = await lastMailTo(t, 'first.choice@example.test');
    await requestChange(headers, 'second.choice@example.test', password);
    const { code: secondCode } = await lastMailTo(t, 'second.choice@example.test');

    expect((await post(`/rest/open/confirm-email/${firstCode}`)).statusCode).toBe(400);
    expect((await post(`/rest/open/confirm-email/${secondCode}`)).json().user.email).toBe(
      'second.choice@example.test',
    );
    const codes = await t.ctx.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, 'change-email')));
    expect(codes.filter((row) => row.usedAt === null)).toEqual([]);
  });

  it('answers an address of another account like any other, and mails that address instead of a link', async () => {
    const { password, headers } = await session();
    const other = await buildUser(t, { email: 'already.here@example.test' });
    const free = await requestChange(headers, 'nobody.yet@example.test', password);
    const taken = await requestChange(headers, 'ALREADY.HERE@example.test', password);
    expect(taken.statusCode).toBe(202);
    expect(taken.json().message).toBe(
      free.json().message.replace('nobody.yet@example.test', 'already.here@example.test'),
    );

    const { message, code } = await lastMailTo(t, other.user.email);
    expect(message.subject).toBe('This address already has a Boardhouse account');
    expect(code).toBe('');
    // The earlier request's link would now confirm an address the person no longer asks for.
    const { code: freeCode } = await lastMailTo(t, 'nobody.yet@example.test');
    expect((await post(`/rest/open/confirm-email/${freeCode}`)).statusCode).toBe(400);
    const profile = await t.app.inject({ method: 'GET', url: '/rest/user', headers });
    expect(profile.json().user.pendingEmail).toBeNull();
  });

  it('refuses at confirmation an address that got an account after the request', async () => {
    const { user, password, headers } = await session();
    await requestChange(headers, 'raced@example.test', password);
    const { code } = await lastMailTo(t, 'raced@example.test');
    await buildUser(t, { email: 'raced@example.test' });
    const response = await post(`/rest/open/confirm-email/${code}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('ACCOUNT.EMAIL_TAKEN');
    const profile = await t.app.inject({ method: 'GET', url: '/rest/user', headers });
    expect(profile.json().user.email).toBe(user.email);
  });

  it('validates the new address and refuses the current one', async () => {
    const { user, password, headers } = await session();
    const invalid = await requestChange(headers, 'not-an-address', password);
    expect(invalid.json().error.details.fields).toEqual({ newEmail: 'New email is not valid' });
    const same = await requestChange(headers, user.email.toUpperCase(), password);
    expect(same.statusCode).toBe(400);
    expect(same.json().error.details.fields).toEqual({
      newEmail: 'New email is already the address of this account',
    });
  });

  it('describes both calls in the OpenAPI document', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(Object.keys(paths['/rest/account/email-change'])).toEqual(['post']);
    expect(paths['/rest/account/email-change'].post.responses).toHaveProperty('202');
    expect(Object.keys(paths['/rest/open/confirm-email/{code}'])).toEqual(['post']);
  });

  it('does not accept a code of another kind', async () => {
    const { user } = await buildUser(t, { emailConfirmed: false });
    await post('/rest/open/reset-my-password', { username: user.username });
    await t.services.auth.settled();
    const { code } = await lastMailTo(t, user.email);
    expect(code).not.toBe('');
    expect((await post(`/rest/open/confirm-email/${code}`)).statusCode).toBe(400);
  });
});
