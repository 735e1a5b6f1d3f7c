import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMultisafepaySimulator, type MultisafepaySimulator } from './simulator.ts';

/** The simulator on its own HTTP server on 127.0.0.1, for tests: the adapter talks to it over HTTP. */
export async function startMultisafepaySimulator(apiKey: string): Promise<{
  simulator: MultisafepaySimulator;
  apiBaseUrl: string;
  close(): Promise<void>;
}> {
  let simulator: MultisafepaySimulator | undefined;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void simulator
        ?.handle({
          method: request.method ?? 'GET',
          url: request.url ?? '/',
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        })
        .then((answer) => response.writeHead(answer.status, answer.headers).end(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  simulator = createMultisafepaySimulator({ apiKey, publicBaseUrl: base });
  return {
    simulator,
    apiBaseUrl: `${base}/v1/json`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
