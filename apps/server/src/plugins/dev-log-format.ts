import { Writable } from 'node:stream';

/**
 * The console of `npm start` in development: one short line per request ("10:42:07 GET /rest/basket
 * 200 4 ms") and the warnings and errors, instead of two JSON records per request that bury the
 * e-mail links a developer follows. Production and LOG_FORMAT=json keep pino's JSON for collectors.
 */

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** Requests no developer reads about: the built web app's files and the local fakes of outside services. */
const QUIET_PATHS = /^\/(assets\/|dev\/|favicon|[^/]*\.(js|css|png|svg|ico|webmanifest|woff2?)$)/;

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
}

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toISOString().slice(11, 19);

/** Turns pino records into short lines; keeps the request's method and path until it completes. */
export class ShortLogLines {
  private readonly pending = new Map<string, string>();

  /** The line to print for one record, or null for none. */
  lineOf(record: LogRecord): string | null {
    const level = record.level ?? 30;
    if (record.msg === 'incoming request' && record.reqId && record.req) {
      const path = record.req.url ?? '';
      if (!QUIET_PATHS.test(path)) this.pending.set(record.reqId, `${record.req.method} ${path}`);
      return null;
    }
    if (record.msg === 'request completed' && record.reqId) {
      const request = this.pending.get(record.reqId);
      this.pending.delete(record.reqId);
      if (!request) return null;
      const ms = Math.round(record.responseTime ?? 0);
      return `${clock(record.time)} ${request} ${record.res?.statusCode ?? '-'} ${ms} ms`;
    }
    // main.ts prints the address once in its banner; Fastify would add a line per network interface.
    if (record.msg?.startsWith('Server listening at')) return null;
    const name = LEVEL_NAMES[level] ?? String(level);
    const error = record.err?.message ? `: ${record.err.message}` : '';
    const line = `${clock(record.time)} ${name} ${record.msg ?? ''}${error}`;
    return level >= 50 && record.err?.stack ? `${line}\n${record.err.stack}` : line;
  }
}

/** A pino destination writing short lines to `out` (stdout by default). */
export function shortLogStream(out: { write(text: string): unknown } = process.stdout): Writable {
  const lines = new ShortLogLines();
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n')) {
        if (!text.trim()) continue;
        let record: LogRecord;
        try {
          record = JSON.parse(text) as LogRecord;
        } catch {
          out.write(`${text}\n`);
          continue;
        }
        const line = lines.lineOf(record);
        if (line) out.write(`${line}\n`);
      }
      done();
    },
  });
}
