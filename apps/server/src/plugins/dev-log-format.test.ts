import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { ShortLogLines, shortLogStream } from './dev-log-format.ts';

const at = Date.UTC(2026, 10, 28, 10, 42, 7);

describe('the development console', () => {
  it('prints one short line per request, none for the web files and the local fakes', () => {
    const lines = new ShortLogLines();
    const incoming = (reqId: string, url: string) =>
      lines.lineOf({ level: 30, time: at, msg: 'incoming request', reqId, req: { method: 'GET', url } });
    const completed = (reqId: string) =>
      lines.lineOf({
        level: 30,
        time: at,
        msg: 'request completed',
        reqId,
        res: { statusCode: 200 },
        responseTime: 3.6,
      });
    expect(incoming('a', '/rest/basket')).toBeNull();
    expect(completed('a')).toBe('10:42:07 GET /rest/basket 200 4 ms');
    expect(incoming('b', '/assets/index-abc.js')).toBeNull();
    expect(completed('b')).toBeNull();
    expect(incoming('c', '/dev/distributors/arrow/itemservice/search/token')).toBeNull();
    expect(completed('c')).toBeNull();
  });

  it('drops Fastify’s address lines (the banner names the address once) and keeps warnings with their error', () => {
    const lines = new ShortLogLines();
    expect(
      lines.lineOf({ level: 30, time: at, msg: 'Server listening at http://127.0.0.1:8080' }),
    ).toBeNull();
    expect(
      lines.lineOf({
        level: 40,
        time: at,
        msg: 'could not deliver the outbox',
        err: { message: 'ECONNREFUSED' },
      }),
    ).toBe('10:42:07 WARN could not deliver the outbox: ECONNREFUSED');
  });

  it('passes a line that is not JSON through unchanged', async () => {
    let out = '';
    const stream = shortLogStream({ write: (text: string) => (out += text) });
    await new Promise<void>((resolve) => stream.write('plain words\n', () => resolve()));
    expect(out).toBe('plain words\n');
  });

  it('is the default in development only; LOG_FORMAT=json keeps the JSON records', () => {
    const base = { DATA_DIR: '/tmp/boardhouse-log-format-test', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).logFormat).toBe('short');
    expect(loadConfig({ ...base, NODE_ENV: 'development', LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).logFormat).toBe('json');
  });
});
