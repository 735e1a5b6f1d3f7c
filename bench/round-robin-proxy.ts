// A small round-robin proxy for the two-process load figures. It balances connections, not requests
// (layer 4, as HAProxy's `mode tcp`, a cloud network load balancer or a Kubernetes Service do): each new
// client connection goes to the next upstream and its bytes are piped both ways unread. An HTTP proxy
// in Node parses every request and answer again, which costs about as much as a small route itself and
// made the proxy, not the servers, the measured bottleneck. autocannon keeps its connections open, so
// 40 connections put 20 on each of two upstreams. Run as a script (`round-robin-proxy.ts <url>…`) it
// prints `{"port":N}` like the other bench children, so it can have an event loop of its own.
import net from 'node:net';
import { fileURLToPath } from 'node:url';

export interface RoundRobinProxy {
  url: string;
  stop(): Promise<void>;
}

export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const targets = upstreams.map((upstream) => {
    const url = new URL(upstream);
    return { host: url.hostname, port: Number(url.port) };
  });
  if (targets.length === 0) throw new Error('a round-robin proxy needs at least one upstream');
  const open = new Set<net.Socket>();
  let turn = 0;
  const server = net.createServer((client) => {
    const target = targets[turn % targets.length] as (typeof targets)[number];
    turn += 1;
    const upstream = net.connect(target);
    for (const socket of [client, upstream]) {
      socket.setNoDelay(true);
      open.add(socket);
      socket.once('close', () => open.delete(socket));
    }
    client.pipe(upstream).pipe(client);
    client.once('error', () => upstream.destroy());
    upstream.once('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    stop: async () => {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const proxy = await startRoundRobinProxy(process.argv.slice(2));
  process.stdout.write(`${JSON.stringify({ port: Number(new URL(proxy.url).port) })}\n`);
  process.on('SIGTERM', () => void proxy.stop().then(() => process.exit(0)));
}
