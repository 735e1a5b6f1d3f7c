import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { startChild } from './child.ts';
import { call, newProject } from './offers-scenario.ts';
import { benchDatabases, DATABASE_NAMES, type Figure, signIn } from './scenarios.ts';
import { STAFF_ACCOUNTS } from './seeds/staff-100.ts';

/**
 * The live-update budgets: one server process holds 1,000 open GET /rest/events streams (ten each of
 * 100 staff accounts, the most an account may hold; staff hear of every order) with under 200 MB more memory (the process's RSS before
 * and after opening them); and one order status change reaches all 1,000 within 500 ms, timed from
 * sending the staff call that changes it (its transaction, the NOTIFY, the listener, the hub) to the
 * last stream receiving the event. Streams are opened by this process, the server runs in its own.
 */

const STREAMS = 1_000;
const ROUNDS = 5;
/** Streams opened at a time: a browser population arriving, not one burst of 1,000 handshakes. */
const OPENING_BATCH = 100;
const MB = 1024 * 1024;

/** Resident memory of a process, from /proc (Linux). */
function residentBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return Number(line?.[1] ?? 0) * 1024;
}

interface BenchStream {
  /** `order` events received so far, and when the latest arrived (performance.now()). */
  orders: number;
  lastOrderAt: number;
  close(): void;
}

/** One stream; resolves once its first frame (the retry hint) is in, so the server has registered it. */
function openStream(url: string, token: string, agent: http.Agent): Promise<BenchStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${url}/rest/events`, {
      agent,
      headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
    });
    request.once('error', reject);
    request.once('response', (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`GET /rest/events answered ${response.statusCode}`));
        return;
      }
      const stream: BenchStream = { orders: 0, lastOrderAt: 0, close: () => request.destroy() };
      response.setEncoding('utf8');
      response.once('data', () => resolve(stream));
      response.on('data', (chunk: string) => {
        const count = chunk.split('event: order\n').length - 1;
        if (count === 0) return;
        stream.orders += count;
        stream.lastOrderAt = performance.now();
      });
      response.once('error', () => {});
    });
  });
}

async function openStreams(url: string, tokens: string[], agent: http.Agent): Promise<BenchStream[]> {
  const streams: BenchStream[] = [];
  for (let start = 0; start < STREAMS; start += OPENING_BATCH) {
    const batch = Array.from({ length: Math.min(OPENING_BATCH, STREAMS - start) }, (_, index) =>
      openStream(url, tokens[(start + index) % tokens.length] as string, agent),
    );
    streams.push(...(await Promise.all(batch)));
  }
  return streams;
}

/** A placed order of the demo customer: a bare board, 10 pieces in 20 working days, its Gerbers waived. */
async function placeOrder(url: string, token: string, staffToken: string): Promise<number> {
  const projectId = await newProject(url, token, 'Live events bench');
  await call(url, token, `/rest/project/pcb/${projectId}`, { method: 'POST', body: '{}' });
  await call(url, token, `/rest/project/offers/${projectId}`);
  await call(url, token, '/rest/project/select-offer', {
    method: 'POST',
    body: JSON.stringify({ projectId, quantity: 10, workingDays: 20 }),
  });
  await call(url, staffToken, '/rest/admin/project/files-waiver', {
    method: 'POST',
    body: JSON.stringify({ projectId, waived: true, note: 'Benchmark without files' }),
  });
  const order = await call(url, token, '/rest/project/submit-order', {
    method: 'POST',
    body: JSON.stringify({ projectId, idempotencyKey: randomUUID() }),
  });
  return order.orderId as number;
}

/** Time from the staff call to the last of the streams hearing the change, for one round. */
async function fanOutMs(
  url: string,
  staffToken: string,
  orderId: number,
  streams: BenchStream[],
  round: number,
) {
  // Back and forth between two states the order table allows in both directions.
  const status = round % 2 === 1 ? 'PENDING' : 'AWAITING_PAYMENT';
  const started = performance.now();
  await call(url, staffToken, '/rest/order/update-order-status', {
    method: 'POST',
    body: JSON.stringify({ orderId, status }),
  });
  const answeredMs = performance.now() - started;
  const deadline = Date.now() + 10_000;
  while (streams.some((stream) => stream.orders < round)) {
    if (Date.now() > deadline) throw new Error(`round ${round}: not every stream heard the change in 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return { totalMs: Math.max(...streams.map((stream) => stream.lastOrderAt)) - started, answeredMs };
}

export async function eventsScenario(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const kind of await benchDatabases()) {
    const server = await startChild('server-under-test.ts', [kind, 'staff-100']);
    const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
    let streams: BenchStream[] = [];
    try {
      const customer = await signIn(server.url);
      const staff = await signIn(server.url, 'admin', 'admin1234');
      const orderId = await placeOrder(server.url, customer, staff);
      const readers: string[] = [];
      for (let n = 1; n <= STAFF_ACCOUNTS; n += 1)
        readers.push(await signIn(server.url, `staff${n}`, 'admin1234'));
      const before = residentBytes(server.pid);
      const openingStarted = performance.now();
      streams = await openStreams(server.url, readers, agent);
      const openingMs = performance.now() - openingStarted;
      await new Promise((resolve) => setTimeout(resolve, 500));
      const after = residentBytes(server.pid);
      const extraMb = (after - before) / MB;
      figures.push({
        name: `${STREAMS.toLocaleString('en')} open GET /rest/events streams, one process (${DATABASE_NAMES[kind]})`,
        value: `${extraMb.toFixed(1)} MB more RSS (${(before / MB).toFixed(0)} → ${(after / MB).toFixed(0)} MB)`,
        budget: '< 200 MB extra',
        isPass: extraMb < 200,
      });
      // Each stream is counted across processes as it opens (a lease written in one transaction).
      figures.push({
        name: `opening ${STREAMS.toLocaleString('en')} streams, ${OPENING_BATCH} at a time, until each has its first frame (${DATABASE_NAMES[kind]})`,
        value: `${(openingMs / 1000).toFixed(2)} s (${(openingMs / STREAMS).toFixed(2)} ms a stream)`,
        budget: '— (information)',
        isPass: true,
      });
      const rounds: { totalMs: number; answeredMs: number }[] = [];
      for (let round = 1; round <= ROUNDS; round += 1) {
        rounds.push(await fanOutMs(server.url, staff, orderId, streams, round));
      }
      const median = (values: number[]) =>
        [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
      const worst = Math.max(...rounds.map((round) => round.totalMs));
      figures.push({
        name: `one order status change to ${STREAMS.toLocaleString('en')} streams, staff call → last stream, worst of ${ROUNDS} (${DATABASE_NAMES[kind]})`,
        value: `${worst.toFixed(1)} ms (median ${median(rounds.map((round) => round.totalMs)).toFixed(1)} ms, of which the staff call's own answer ${median(rounds.map((round) => round.answeredMs)).toFixed(1)} ms)`,
        budget: '< 500 ms',
        isPass: worst < 500,
      });
    } finally {
      for (const stream of streams) stream.close();
      agent.destroy();
      await server.stop();
    }
  }
  return figures;
}
