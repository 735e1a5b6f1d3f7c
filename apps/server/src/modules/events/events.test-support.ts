import http from 'node:http';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { EVENTS_CHANNEL, readAnnouncement } from './events.publish.ts';

/** One SSE message as a browser's parser would see it, with when it arrived (performance.now()). */
export interface ReceivedFrame {
  event: string;
  data: string;
  receivedAt: number;
}

export interface TestStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as received so far. */
  text(): string;
  frames: ReceivedFrame[];
  comments: string[];
  /** Resolves with the first frame of `event` (received already or later); rejects after `timeoutMs`. */
  next(event: string, timeoutMs?: number): Promise<ReceivedFrame>;
  /** Resolves when the server ends the answer. */
  ended: Promise<void>;
  /** Whether the whole answer arrived: true once the server ended it cleanly, false if it was cut off. */
  isComplete(): boolean;
  close(): void;
}

/** The address of a listening app, after listening on a free port of 127.0.0.1 if it is not yet. */
export async function listeningUrl(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

/**
 * Opens `GET /rest/events` over real HTTP (so buffering, headers and disconnects are the real ones)
 * and parses the stream as the SSE format says: blank-line separated blocks, `:` comments.
 */
export function openStream(baseUrl: string, headers: Record<string, string> = {}): Promise<TestStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}/rest/events`, {
      headers: { accept: 'text/event-stream', ...headers },
    });
    request.once('error', reject);
    request.once('response', (response) => {
      let body = '';
      let pending = '';
      const frames: ReceivedFrame[] = [];
      const comments: string[] = [];
      const waiting = new Set<() => void>();
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
        pending += chunk;
        for (let end = pending.indexOf('\n\n'); end >= 0; end = pending.indexOf('\n\n')) {
          const block = pending.slice(0, end);
          pending = pending.slice(end + 2);
          const lines = block.split('\n');
          comments.push(...lines.filter((line) => line.startsWith(':')).map((line) => line.slice(1).trim()));
          const field = (name: string) =>
            lines
              .find((line) => line.startsWith(`${name}:`))
              ?.slice(name.length + 1)
              .trim();
          const data = field('data');
          if (data !== undefined) {
            frames.push({ event: field('event') ?? 'message', data, receivedAt: performance.now() });
          }
        }
        for (const wake of waiting) wake();
      });
      const ended = new Promise<void>((done) => {
        response.once('end', done);
        response.once('close', done);
      });
      ended.catch(() => {});
      response.once('error', () => {});
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        text: () => body,
        frames,
        comments,
        ended,
        isComplete: () => response.complete,
        next: (event, timeoutMs = 5_000) =>
          new Promise((found, fail) => {
            const check = () => {
              const frame = frames.find((candidate) => candidate.event === event);
              if (!frame) return;
              cleanup();
              found(frame);
            };
            const timer = setTimeout(() => {
              cleanup();
              fail(new Error(`no ${event} event within ${timeoutMs} ms; received: ${body}`));
            }, timeoutMs);
            const cleanup = () => {
              clearTimeout(timer);
              waiting.delete(check);
            };
            waiting.add(check);
            check();
          }),
        close: () => request.destroy(),
      });
    });
  });
}

/** Waits until `isDone` holds, checking every few milliseconds (for state that settles asynchronously). */
export async function eventually(isDone: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!isDone()) {
    if (Date.now() > deadline) throw new Error(`not done within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A caller's stream once the server has registered it (its first frame, the retry hint, is in). */
export async function registeredStream(
  baseUrl: string,
  headers: Record<string, string>,
): Promise<TestStream> {
  const stream = await openStream(baseUrl, headers);
  await eventually(() => stream.text().startsWith('retry: '));
  return stream;
}

/**
 * Streams a test file opens, kept so its afterAll can wait for each to end once the app closes
 * (closing must end them rather than wait for them).
 */
export function streamPool() {
  const opened: TestStream[] = [];
  return {
    /** `who`'s registered stream on the app listening at `baseUrl`. */
    streamOf: async (baseUrl: string, who: { headers: Record<string, string> }): Promise<TestStream> => {
      const stream = await registeredStream(baseUrl, who.headers);
      opened.push(stream);
      return stream;
    },
    allEnded: () => Promise.all(opened.map((stream) => stream.ended)),
  };
}

/**
 * Collects the live-event channel's payloads sent by this database schema's app. On PostgreSQL the
 * channel is shared with every other test file's schema: the others' are left out.
 */
export async function announcementsOf(
  database: DatabaseHandle,
): Promise<{ scope: string; payloads: string[] }> {
  const result = await database.db.execute(sql`select current_schema() as scope`);
  const scope = (result as unknown as { rows: { scope: string }[] }).rows[0]?.scope as string;
  const payloads: string[] = [];
  await database.listen(
    EVENTS_CHANNEL,
    (payload) => {
      if (readAnnouncement(payload, scope) !== 'elsewhere') payloads.push(payload);
    },
    () => {},
  );
  return { scope, payloads };
}
