// A small round-robin HTTP proxy for the two-process load figures: each request goes to the next
// upstream over a keep-alive connection. Run as a script (`round-robin-proxy.ts <url>…`) it prints
// `{"port":N}` like the other bench children, so it can have an event loop of its own.
import http from 'node:http';
import { fileURLToPath } from 'node:url';

export interface RoundRobinProxy {
  url: string;
  stop(): Promise<void>;
}

export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const targets = upstreams.map((upstream) => {
    const url = new URL(upstream);
    // Keep-alive: a new upstream connection per request would measure TCP set-up, not the servers.
    return { hostname: url.hostname, port: Number(url.port), agent: new http.Agent({ keepAlive: true }) };
  });
  let turn = 0;
  const server = http.createServer((request, response) => {
    const target = targets[turn % targets.length];
    turn += 1;
    if (!target) throw new Error('a round-robin proxy needs at least one upstream');
    const forwarded = http.request(
      { ...target, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      for (const target of targets) target.agent.destroy();
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const proxy = await startRoundRobinProxy(process.argv.slice(2));
  process.stdout.write(`${JSON.stringify({ port: Number(new URL(proxy.url).port) })}\n`);
  process.on('SIGTERM', () => void proxy.stop().then(() => process.exit(0)));
}
