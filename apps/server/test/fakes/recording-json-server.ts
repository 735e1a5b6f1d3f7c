import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a fake received, as tests look at it. */
export interface RecordedJsonRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (null when there was none or it was not JSON). */
  body: unknown;
  /** The status answered; null while the request hangs. */
  status: number | null;
}

export interface RecordingJsonServer {
  baseUrl: string;
  /** Leaves a response unanswered until stop() (a provider that hangs). */
  hang(response: ServerResponse): void;
  stop(): Promise<void>;
}

/**
 * The HTTP side the JSON fakes of outside services share: on 127.0.0.1 and a free port, each request's
 * body is read and parsed, recorded in `requests` in arrival order, then handed to `handle`.
 */
export async function startRecordingJsonServer(
  requests: RecordedJsonRequest[],
  handle: (seen: RecordedJsonRequest, response: ServerResponse) => void,
): Promise<RecordingJsonServer> {
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body: unknown = null;
      try {
        const text = Buffer.concat(chunks).toString('utf8');
        body = text ? JSON.parse(text) : null;
      } catch {
        body = null;
      }
      const seen: RecordedJsonRequest = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
        status: null,
      };
      requests.push(seen);
      handle(seen, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    hang(response) {
      hanging.add(response);
      response.on('close', () => hanging.delete(response));
    },
    async stop() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
