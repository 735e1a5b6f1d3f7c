import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { type Child, startChild } from './child.ts';
import { type CpuReading, cpuMeter } from './cpu-meter.ts';
import { twoThreadFactor } from './cpu-scaling.ts';
import type { LoadResult } from './load.ts';
import {
  ACCOUNT_LABEL,
  describe,
  LOAD_SECONDS,
  type LoadCall,
  measureCall,
  seedLoadCalls,
} from './load-calls.ts';
import { startRoundRobinProxy } from './round-robin-proxy.ts';
import type { Figure } from './scenarios.ts';

/**
 * Two server processes on one PostgreSQL schema behind a round-robin proxy, against one process behind
 * the same proxy: what the second process adds at the same connection count, over BENCH_LOAD_ROUNDS
 * alternating rounds. The proxy runs in a process of its own; BENCH_PROXY=in-process runs it beside
 * autocannon instead (one event loop for both).
 */

const CONNECTIONS = 40;
const FACTOR_BUDGET = 1.6;
const ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS ?? 2);
const isProxyInProcess = process.env.BENCH_PROXY === 'in-process';

async function throughProxy(upstreams: Child[], loadCall: LoadCall): Promise<LoadResult> {
  const urls = upstreams.map((upstream) => upstream.url);
  const proxy = isProxyInProcess
    ? { ...(await startRoundRobinProxy(urls)), pid: process.pid }
    : await startChild('round-robin-proxy.ts', urls);
  // An in-process proxy's CPU is the load generator's.
  const cpu = cpuMeter({
    server: upstreams.map((upstream) => upstream.pid),
    ...(isProxyInProcess ? {} : { proxy: [proxy.pid] }),
  });
  try {
    return await measureCall(proxy.url, loadCall, CONNECTIONS, cpu);
  } finally {
    await proxy.stop();
  }
}

/** Mean of each part's CPU per request over the rounds. */
function meanCosts(results: LoadResult[]): CpuReading {
  const costs: CpuReading = {};
  const measured = results.flatMap((result) => (result.cpuPerRequest ? [result.cpuPerRequest] : []));
  // Never below 0: a PostgreSQL backend that ended during the run takes its seconds with it.
  for (const reading of measured)
    for (const [name, value] of Object.entries(reading))
      costs[name] = (costs[name] ?? 0) + Math.max(0, value) / measured.length;
  return costs;
}

/**
 * Where one process's requests spend the machine's CPU, and the most more processes could add: at R
 * requests per second costing T CPU-seconds each (server, PostgreSQL, proxy and load generator
 * together), one process keeps R·T of the cores busy; any number of processes can only fill the rest,
 * so they serve at most cores / (R·T) times as much.
 */
function cpuCeilingFigure(loadCall: LoadCall, oneProcessRounds: LoadResult[]): Figure {
  const costs = meanCosts(oneProcessRounds);
  const total = Object.values(costs).reduce((sum, value) => sum + value, 0);
  const cores = os.cpus().length;
  const requestsPerSecond =
    oneProcessRounds.reduce((sum, result) => sum + result.requestsPerSecond, 0) /
    Math.max(1, oneProcessRounds.length);
  const busyShare = (requestsPerSecond * total) / 1000 / cores;
  const parts = Object.entries(costs)
    .map(([name, value]) => `${name} ${value.toFixed(3)} ms`)
    .join(', ');
  return {
    name: `Load, CPU per request with one process behind the proxy: ${loadCall.label}`,
    value: `${parts}; at ${Math.round(requestsPerSecond)} req/s one process keeps ${Math.round(busyShare * 100)} % of the ${cores} cores busy, so more processes can add at most ${(1 / Math.max(busyShare, Number.EPSILON)).toFixed(2)}×`,
    budget: '— (information: the ceiling of the two-process factor on this machine)',
    isPass: true,
  };
}

export async function twoProcessFigures(): Promise<Figure[]> {
  // One schema and one signing secret for both: the first process creates and seeds it, the second finds it.
  const env = {
    BENCH_SCHEMA: `bench_load_${randomBytes(4).toString('hex')}`,
    BENCH_JWT_SECRET: randomBytes(32).toString('hex'),
  };
  const first = await startChild('server-under-test.ts', ['postgres', 'projects-10k', 'orders-2k'], env);
  let second: Child | null = null;
  try {
    // Started once the first is listening, so its migrations find nothing left to do.
    second = await startChild('server-under-test.ts', ['postgres'], env);
    const calls = await seedLoadCalls(first.url);
    const account = calls.find((loadCall) => loadCall.label === ACCOUNT_LABEL);
    if (!account) throw new Error('the load calls lack the account call');
    const proxyPlace = isProxyInProcess ? 'in the load generator’s process' : 'in a process of its own';
    const machine = `${os.cpus().length} cores shared by autocannon, the proxy (${proxyPlace}), the server processes and PostgreSQL`;
    const direct = await measureCall(first.url, account, CONNECTIONS);
    const cpuFactor = await twoThreadFactor();
    const figures: Figure[] = [
      {
        name: 'Machine: CPU-bound work of two threads vs one (the most a second process could add)',
        value: `${cpuFactor.toFixed(2)}× (${os.cpus().length} cores; before autocannon, the proxy and PostgreSQL take their share)`,
        budget: '— (information)',
        isPass: true,
      },
      {
        name: `Load, one process on PostgreSQL without the proxy: ${account.label}, ${CONNECTIONS} connections`,
        value: describe(direct),
        budget: '— (what the proxy costs)',
        isPass: direct.non2xx === 0,
      },
    ];
    for (const loadCall of calls) {
      const loadBefore = os.loadavg()[0] ?? 0;
      const rounds: { one: LoadResult; two: LoadResult }[] = [];
      // One, two, one, two…: other work on the machine drifts over a minute, and hits both alike.
      for (let round = 0; round < ROUNDS; round += 1) {
        const one = await throughProxy([first], loadCall);
        rounds.push({ one, two: await throughProxy([first, second], loadCall) });
      }
      const total = (pick: (round: (typeof rounds)[number]) => LoadResult) =>
        rounds.reduce((sum, round) => sum + pick(round).requestsPerSecond, 0);
      const factor = total((round) => round.two) / total((round) => round.one);
      const perRound = rounds
        .map((round) => `${round.two.requestsPerSecond} vs ${round.one.requestsPerSecond} req/s`)
        .join(', ');
      const errors = rounds.reduce((sum, round) => sum + round.one.non2xx + round.two.non2xx, 0);
      figures.push({
        name: `Load, two processes on one PostgreSQL vs one, round-robin proxy: ${loadCall.label}, ${CONNECTIONS} connections`,
        value: `${factor.toFixed(2)}× (two vs one, ${ROUNDS} rounds of ${LOAD_SECONDS} s each: ${perRound}); p99 two ${rounds.at(-1)?.two.p99} ms, one ${rounds.at(-1)?.one.p99} ms; ${errors} non-2xx; ${machine}, load average ${loadBefore.toFixed(1)} → ${(os.loadavg()[0] ?? 0).toFixed(1)}`,
        budget: `≥ ${FACTOR_BUDGET}×`,
        isPass: factor >= FACTOR_BUDGET && errors === 0,
      });
      figures.push(
        cpuCeilingFigure(
          loadCall,
          rounds.map((round) => round.one),
        ),
      );
    }
    return figures;
  } finally {
    await second?.stop();
    await first.stop();
  }
}
