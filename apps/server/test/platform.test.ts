import { desc, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userHistory } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './app-harness.ts';
import { bearer, buildUser, signIn } from './factories.ts';

let t: TestApp;
beforeAll(async () => {
  // A route that fails the way a bug would, to see what a 5xx answer shows.
  t = await createTestApp({}, (app) =>
    app.get('/rest/test-only/explode', { config: { access: 'open' } }, async () => {
      throw new Error('connection string postgres://secret@db leaked?');
    }),
  );
});
afterAll(() => t.close());

describe('OpenAPI document', () => {
  it('lists every route with its schemas at /api/docs/json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const login = document.paths['/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    expect(Object.keys(login.responses)).toContain('200');
    for (const path of [
      '/refresh',
      '/logout',
      '/rest/account',
      '/rest/open/signup',
      '/rest/open/welcome/{code}',
      '/health/ready',
    ]) {
      expect(document.paths, path).toHaveProperty([path]);
    }
  });

  it('serves the interactive page at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });
});

describe('errors', () => {
  it('hides internals of a 5xx and gives a reference', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/rest/test-only/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('postgres://');
    expect(response.json().error.code).toBe('INTERNAL');
    expect(response.json().error.details.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers malformed JSON with a 400 in the error model', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
  });

  it('refuses bodies over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'x'.repeat(2 * 1024 * 1024), password: 'y' },
    });
    expect(response.statusCode).toBe(413);
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy without inline scripts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health/live' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('audit log', () => {
  it('records who changed what, from where, and never the code of a link', async () => {
    const { user, password } = await buildUser(t);
    const { accessToken } = await signIn(t, user.username, password);
    await t.app.inject({
      method: 'POST',
      url: '/rest/user',
      headers: bearer(accessToken),
      payload: { firstname: 'New', lastname: 'Name', email: user.email, language: 'fr' },
      remoteAddress: '192.0.2.7',
    });
    await t.app.inject({
      method: 'POST',
      url: '/rest/open/registration/secret-code-value',
      remoteAddress: '192.0.2.8',
    });
    await t.app.inject({ method: 'GET', url: '/rest/account', headers: bearer(accessToken) });

    await t.flushAuditLog();
    const rows = await t.ctx.db.select().from(userHistory).orderBy(desc(userHistory.id)).limit(2);
    const [registration, profile] = rows;
    expect(profile).toMatchObject({
      userId: user.id,
      method: 'POST',
      route: '/rest/user',
      entity: 'user',
      statusCode: 200,
      ipAddress: '192.0.2.7',
    });
    expect(registration).toMatchObject({
      userId: null,
      entity: 'registration',
      entityId: null,
      statusCode: 400,
    });
    expect(JSON.stringify(rows)).not.toContain('secret-code-value');
  });

  it('keeps refused token refreshes and leaves out the ones that only keep a session going', async () => {
    const { user, password } = await buildUser(t);
    const { refreshToken } = await signIn(t, user.username, password);
    await t.flushAuditLog();
    const before = await t.ctx.db.select().from(userHistory).orderBy(desc(userHistory.id)).limit(1);
    const renewed = await t.app.inject({ method: 'POST', url: '/refresh', payload: { refreshToken } });
    expect(renewed.statusCode).toBe(200);
    // A token nobody was given (a spent one is still taken for a few seconds: two tabs refreshing).
    const refused = await t.app.inject({
      method: 'POST',
      url: '/refresh',
      payload: { refreshToken: 'a-token-nobody-was-given-0123456789' },
    });
    expect(refused.statusCode).toBe(401);
    await t.flushAuditLog();
    const rows = await t.ctx.db
      .select()
      .from(userHistory)
      .where(gt(userHistory.id, before[0]?.id ?? 0));
    expect(rows.map((row) => [row.route, row.statusCode])).toEqual([['/refresh', 401]]);
    expect(JSON.stringify(rows)).not.toContain(refreshToken);
  });
});
