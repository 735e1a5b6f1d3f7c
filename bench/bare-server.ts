// Child process of bench/run.ts: the baseline, a bare Fastify route on the same machine.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ port: (app.server.address() as { port: number }).port })}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
