import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the distributor fakes share: a framework-free request/answer shape (so the same handler serves
 * tests on its own 127.0.0.1 server and `npm start` inside the app), a call log with timestamps, latency,
 * and failures to inject one call at a time.
 */
export interface FakeRequest {
  method: string;
  /** Path and query relative to the fake's mount point. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface FakeResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface FakeCall {
  /** Date.now() when the request arrived. */
  at: number;
  operation: string;
  method: string;
  /** Path only: no query, so no key. */
  path: string;
  /** The parsed JSON body (or the search term of a GET search). */
  body: unknown;
}

/**
 * `refuse`: the provider's own failure inside a 200 (Mouser's Errors[], Arrow's success:false);
 * `http-500`: a server error; `hang`: no answer for `hangMs`; `malformed`: an HTML page instead of JSON;
 * `accept-then-hang`: (orders) the order is recorded, then no answer comes, as when a timeout strikes
 * after the provider has acted; `http-error`: `status` with the provider's own error body and `headers`
 * (a 429 with Retry-After, a 500 with Mouser's Errors[]), where the fake supports it.
 */
export type FailureKind = 'refuse' | 'http-500' | 'hang' | 'malformed' | 'accept-then-hang' | 'http-error';

export interface InjectedFailure {
  kind: FailureKind;
  /** Only calls of this operation ('search', 'order' …); any call when unset. */
  operation?: string;
  /** How many calls fail this way (1). */
  times?: number;
  /** Refusal text for `refuse` and `http-error`. */
  message?: string;
  /** For `http-error`: the status (500) and extra headers (e.g. `retry-after`). */
  status?: number;
  headers?: Record<string, string>;
}

/** Failures waiting, the call log and latency; each fake owns one. */
export class FakeBehaviour {
  readonly calls: FakeCall[] = [];
  /** Added before every answer (ms). */
  latencyMs = 0;
  /** How long a hanging call hangs before giving up with a 504 (ms). */
  hangMs = 60_000;
  private readonly failures: (InjectedFailure & { left: number })[] = [];

  inject(failure: InjectedFailure): void {
    this.failures.push({ ...failure, left: failure.times ?? 1 });
  }

  clearFailures(): void {
    this.failures.length = 0;
  }

  /** The failure this call meets, if any (used up as it is met). */
  take(operation: string): InjectedFailure | null {
    const index = this.failures.findIndex((failure) => !failure.operation || failure.operation === operation);
    if (index < 0) return null;
    const failure = this.failures[index]!;
    failure.left -= 1;
    if (failure.left <= 0) this.failures.splice(index, 1);
    return failure;
  }

  log(operation: string, request: FakeRequest, body: unknown): void {
    this.calls.push({
      at: Date.now(),
      operation,
      method: request.method,
      path: new URL(request.url, 'http://fake.local').pathname,
      body,
    });
  }

  /** Calls of one operation (all when unset). */
  callsOf(operation?: string): FakeCall[] {
    return operation ? this.calls.filter((call) => call.operation === operation) : [...this.calls];
  }

  async delay(): Promise<void> {
    if (this.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
  }

  async hang(): Promise<FakeResponse> {
    await new Promise((resolve) => setTimeout(resolve, this.hangMs).unref());
    return json(504, { message: 'gateway timeout' });
  }
}

export const json = (status: number, body: unknown): FakeResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});

/** An injected `http-error`: its status and headers around the provider's error body. */
export const httpError = (failure: InjectedFailure, body: unknown): FakeResponse => {
  const answer = json(failure.status ?? 500, body);
  return { ...answer, headers: { ...answer.headers, ...failure.headers } };
};

export const MALFORMED: FakeResponse = {
  status: 200,
  headers: { 'content-type': 'text/html' },
  body: '<html><body>Service maintenance</body></html>',
};

export const SERVER_ERROR: FakeResponse = {
  status: 500,
  headers: { 'content-type': 'text/html' },
  body: '<html><body>500 Internal Server Error</body></html>',
};

export function parseJsonBody(body: string): unknown {
  try {
    return body ? JSON.parse(body) : undefined;
  } catch {
    return undefined;
  }
}

export interface FakeServer {
  baseUrl: string;
  close(): Promise<void>;
}

/** Serves a fake's handler on 127.0.0.1 at a random port; close() drops hanging connections too. */
export async function serveFake(
  handle: (request: FakeRequest) => Promise<FakeResponse>,
): Promise<FakeServer> {
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      handle({
        method: request.method ?? 'GET',
        url: request.url ?? '/',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      })
        .then((answer) => {
          if (!response.destroyed) response.writeHead(answer.status, answer.headers).end(answer.body);
        })
        .catch(() => {
          if (!response.destroyed) response.writeHead(500).end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
