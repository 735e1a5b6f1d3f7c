import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Fastify from 'fastify';
import helmet from 'helmet';
import { afterAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaders } from './security-headers.ts';

const OPTIONS = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"] } },
};

/** What helmet's own middleware sends on a real response with these options. */
async function helmetOnTheWire(): Promise<Record<string, string>> {
  const middleware = helmet(OPTIONS);
  const server = createServer((request: IncomingMessage, response: ServerResponse) =>
    middleware(request, response, () => response.end('ok')),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const response = await fetch(`http://127.0.0.1:${port}/`);
  server.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) headers[name] = value;
  return headers;
}

describe('security headers', () => {
  const app = Fastify();
  registerSecurityHeaders(app, OPTIONS);
  app.get('/here', async () => ({ ok: true }));
  afterAll(() => app.close());

  it('are the very headers helmet itself sends', async () => {
    const expected = await helmetOnTheWire();
    const computed = securityHeaders(OPTIONS);
    expect(Object.keys(computed).length).toBeGreaterThan(8);
    for (const [name, value] of Object.entries(computed)) expect(expected[name.toLowerCase()]).toBe(value);
  });

  it('go on every answer, a route’s and a 404', async () => {
    for (const url of ['/here', '/nowhere']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    }
  });
});
