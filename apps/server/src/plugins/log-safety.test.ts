import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness.ts';
import { captureLogs } from '../../test/log-capture.ts';
import { users } from '../db/schema.ts';
import { redactedPath, scrubError } from './log-safety.ts';

const HASH = '$argon2id$v=19$m=7168,t=5,p=1$c2VjcmV0LXNhbHQ$VERY-SECRET-HASH-VALUE';
const logs = captureLogs();
let t: TestApp;
let thrown: unknown;

beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'info' },
    (app) => {
      // A write to `users` that the database refuses (no e-mail address), carrying a password hash.
      app.post('/rest/test/failing-write', { config: { access: 'open' } }, async () => {
        try {
          await t.ctx.db.insert(users).values({
            username: 'broken',
            email: sql`null`,
            firstname: 'Bro',
            lastname: 'Ken',
            passwordHash: HASH,
          });
        } catch (error) {
          thrown = error;
          throw error;
        }
        return {};
      });
    },
    { logStream: logs.stream },
  );
});
afterAll(() => t.close());

describe('a failed query in the log', () => {
  it('is logged with its SQL and the database message, never with the values it was given', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/rest/test/failing-write' });
    expect(response.statusCode).toBe(500);
    // The error itself carries the hash (so the check below means something)...
    expect(String((thrown as Error).message)).toContain(HASH);
    const failure = logs.lines.find((line) => line.includes('request failed'));
    expect(failure).toBeDefined();
    // ...the log line does not, though it still says what failed.
    expect(logs.text()).not.toContain(HASH);
    expect(logs.text()).not.toContain('VERY-SECRET-HASH-VALUE');
    expect(failure).toContain('insert into \\"users\\"');
    expect(failure).toContain('not-null constraint');
  });
});

describe('scrubError', () => {
  it('removes params from message, stack and fields of the error and its causes, keeping the type', () => {
    class QueryError extends Error {
      params = ['secret-value'];
      query = 'insert into "users" values ($1)';
    }
    const cause = Object.assign(new Error('null value violates not-null constraint'), {
      code: '23502',
      detail: 'Failing row contains (secret-value).',
    });
    const error = new QueryError('Failed query: insert into "users" values ($1)\nparams: secret-value', {
      cause,
    });
    const safe = scrubError(error) as QueryError & { cause: Error & { code: string } };
    expect(safe).toBeInstanceOf(QueryError);
    expect(safe.message).toBe('Failed query: insert into "users" values ($1)\nparams: [redacted]');
    expect(safe.query).toBe('insert into "users" values ($1)');
    expect(safe.cause.code).toBe('23502');
    expect(JSON.stringify({ ...safe, stack: safe.stack, cause: { ...safe.cause } })).not.toContain(
      'secret-value',
    );
    expect(safe.stack).not.toContain('secret-value');
  });
});

describe('redactedPath', () => {
  it.each([
    ['/rest/open/welcome/abc', '/rest/open/welcome/:code', '/rest/open/welcome/[redacted]'],
    ['/rest/project/42?x=1', '/rest/project/:id', '/rest/project/42'],
    ['/refresh?refreshToken=abc', '/refresh', '/refresh'],
    ['/nope/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', undefined, '/nope/[redacted]'],
    ['/nope/short', undefined, '/nope/short'],
  ])('%s (route %s) → %s', (url, route, expected) => {
    expect(redactedPath(url, route)).toBe(expected);
  });
});
