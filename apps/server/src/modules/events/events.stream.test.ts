import { randomBytes, randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { registerAccessControl } from '../../plugins/access.ts';
import { registerErrorHandler } from '../../plugins/error-handler.ts';
import { AccessTokens } from '../auth/access-tokens.ts';
import { EventHub } from './event-hub.ts';
import { registerEventRoutes } from './events.routes.ts';
import { eventually, listeningUrl, openStream } from './events.test-support.ts';

/**
 * The stream's own clock, on the route alone (no database): heartbeats at a 50 ms interval instead of
 * 25 s, tokens that expire in a second or two instead of 15 minutes, and a server that stops.
 */
const secret = new Uint8Array(randomBytes(32));
// Verifying a token reads no table; ended sign-ins are announced in memory below.
const tokens = new AccessTokens(null as unknown as Database, secret);
let app: FastifyInstance;
let hub: EventHub;
let url: string;

beforeEach(async () => {
  hub = new EventHub({ heartbeatMs: 50 });
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(async (api) => {
    registerAccessControl(api, tokens);
    registerEventRoutes(api, hub, tokens);
  });
  url = await listeningUrl(app);
});
afterEach(() => app.close());

describe('an open event stream', () => {
  it('sends a heartbeat comment at the hub’s interval', async () => {
    const stream = await openStream(url, await headersFor(Math.floor(Date.now() / 1000) + 60));
    expect(stream.status).toBe(200);
    await eventually(() => stream.comments.length >= 3, 1_000);
    expect(new Set(stream.comments)).toEqual(new Set(['heartbeat']));
    expect(stream.text()).toMatch(/^retry: 3000\n\n: heartbeat\n\n: heartbeat\n\n/);
    stream.close();
  });

  it('ends when the access token expires, so the browser reconnects with a fresh one', async () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 2;
    const stream = await openStream(url, await headersFor(expiresAt));
    expect(stream.status).toBe(200);
    await stream.ended;
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt * 1000 - 20);
    expect(Date.now()).toBeLessThan(expiresAt * 1000 + 1_000);
    expect(hub.openCount).toBe(0);
  });

  it('ends at the next heartbeat once its sign-in has ended', async () => {
    const familyId = randomUUID();
    const stream = await openStream(url, await headersFor(Math.floor(Date.now() / 1000) + 60, familyId));
    await eventually(() => stream.comments.length >= 1);
    tokens.denyAnnounced(familyId);
    await stream.ended;
    expect(hub.openCount).toBe(0);
  });

  it('is ended by a stopping server, which then closes at once', async () => {
    const streams = await Promise.all(
      [1, 2, 3].map(async () => openStream(url, await headersFor(Math.floor(Date.now() / 1000) + 60))),
    );
    await eventually(() => hub.openCount === 3);
    const started = Date.now();
    await app.close();
    await Promise.all(streams.map((stream) => stream.ended));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(hub.openCount).toBe(0);
  });

  it('is refused (503) while the announcements cannot be received, and every open one ended', async () => {
    const headers = await headersFor(Math.floor(Date.now() / 1000) + 60);
    const open = await openStream(url, headers);
    await eventually(() => hub.openCount === 1);
    hub.pause();
    await open.ended;
    const refused = await openStream(url, headers);
    await refused.ended;
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.text()).error.code).toBe('UNAVAILABLE');
    hub.resume();
    const again = await openStream(url, headers);
    expect(again.status).toBe(200);
    again.close();
  });
});

/** An access token as AccessTokens signs it, but expiring at `expiresAt` (seconds since the epoch). */
async function headersFor(expiresAt: number, familyId = randomUUID()): Promise<Record<string, string>> {
  const jwt = await new SignJWT({ roles: ['USER'], fam: familyId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('7')
    .setIssuer('boardhouse')
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(secret);
  return { authorization: `Bearer ${jwt}` };
}
