import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './app-harness.ts';
import type { Known } from './fuzz/arbitraries.ts';
import { type FuzzRequest, requestsFor } from './fuzz/requests.ts';
import { documentedOperations } from './openapi-document.ts';
import { type Person, projectOf, signedInPerson } from './people.ts';

type Who = 'customer' | 'admin' | 'anonymous';
type Generated = fc.Arbitrary<{ who: Who; request: FuzzRequest }>;

/**
 * Every route of the OpenAPI document, fed requests made from its own schemas: fitting values, wrong
 * types, oversized and odd text, missing and extra fields, multipart uploads of random bytes. Whatever
 * comes in, the answer is never a 5xx, its status is one the document lists for the route, a client
 * error always has the shared error body, nothing hangs and the server stays ready. Routes are read from the document, so a new route is fuzzed at once.
 */
const RUNS_PER_ROUTE = 40;
const INJECT_TIMEOUT_MS = 10_000;

const t = await createTestApp();
afterAll(() => t.close());
const operations = documentedOperations(t.app.swagger());

/** A fixed seed per route, so a failure names a run that can be replayed. */
function seedOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash | 0;
}

/** What the checks read of an answer. */
interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  json(): { error?: { code?: unknown; message?: unknown } };
}

/**
 * A route whose success is an endless event stream (GET /rest/events) never finishes its answer, so it
 * is read as a stream: a 200 is judged by its headers and then disconnected, as a browser tab closing;
 * any other answer ends and is read whole, through the same checks as every route.
 */
async function injectStreaming(request: InjectOptions): Promise<Answer> {
  const response = await t.app.inject({ ...request, payloadAsStream: true });
  if (response.statusCode === 200) {
    (response.raw.res as { destroy(): void }).destroy();
    return { statusCode: 200, headers: response.headers, body: '', json: () => ({}) };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of response.stream()) chunks.push(Buffer.from(chunk));
  const body = Buffer.concat(chunks).toString();
  return { statusCode: response.statusCode, headers: response.headers, body, json: () => JSON.parse(body) };
}

async function injectWithin(
  request: FuzzRequest & { headers: Record<string, string> },
  streams = false,
): Promise<Answer> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${INJECT_TIMEOUT_MS} ms`)),
      INJECT_TIMEOUT_MS,
    );
  });
  try {
    const answer = streams
      ? injectStreaming(request as InjectOptions)
      : t.app.inject(request as InjectOptions);
    return await Promise.race([answer, hang]);
  } finally {
    clearTimeout(timer);
  }
}

describe('route list', () => {
  it('holds the known routes', () => {
    const names = operations.map((operation) => `${operation.method} ${operation.path}`);
    expect(names.length).toBeGreaterThan(50);
    expect(names).toContain('POST /rest/project/new');
    expect(names).toContain('POST /auth/login');
    expect(names).toContain('GET /rest/project/bom/{projectId}');
    expect(names.some((name) => name.includes('/api/docs'))).toBe(false);
  });
});

describe.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
  'fuzzing %s',
  (name, operation) => {
    it('never fails on the server side', { timeout: 120_000 }, async () => {
      // Fresh people and projects per route: an earlier route may have deleted or locked them.
      const customer = await signedInPerson(t);
      const admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
      const callers: Record<Who, { person?: Person; project?: string }> = {
        customer: { person: customer, project: await projectOf(t, customer, 'Fuzz board') },
        admin: { person: admin, project: await projectOf(t, admin, 'Fuzz admin board') },
        anonymous: {},
      };
      const userIds = [customer.user.id, admin.user.id];
      const perCaller = (['customer', 'admin', 'anonymous'] as const).map((who): Generated => {
        const project = callers[who].project;
        const known: Known = { strings: project ? [project] : [], numbers: [...userIds, 1] };
        return requestsFor(operation, known).map((request) => ({ who, request }));
      });
      const property = fc.asyncProperty(
        fc.oneof(
          { arbitrary: perCaller[0] as Generated, weight: 3 },
          { arbitrary: perCaller[1] as Generated, weight: 2 },
          { arbitrary: perCaller[2] as Generated, weight: 1 },
        ),
        async ({ who, request }) => {
          const person = callers[who].person;
          const response = await injectWithin(
            { ...request, headers: { ...request.headers, ...person?.headers } },
            operation.streams,
          );
          expect(response.statusCode, response.body.slice(0, 500)).toBeLessThan(500);
          // Whatever the answer, the OpenAPI document told the client it could come.
          expect([...operation.statuses], `${response.statusCode} ${response.body.slice(0, 200)}`).toContain(
            response.statusCode,
          );
          if (operation.streams && response.statusCode === 200) {
            expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
          }
          if (response.statusCode >= 400) {
            expect(response.headers['content-type']).toMatch(/^application\/json/);
            const body = response.json();
            expect(typeof body.error?.code).toBe('string');
            expect(typeof body.error?.message).toBe('string');
          }
        },
      );
      await fc.assert(property, { seed: seedOf(name), numRuns: RUNS_PER_ROUTE, endOnFailure: false });
      const ready = await injectWithin({ method: 'GET', url: '/health/ready', headers: {} });
      expect(ready.statusCode).toBe(200);
    });
  },
);
