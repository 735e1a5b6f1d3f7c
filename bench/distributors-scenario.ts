import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startArrowFake } from '../apps/server/src/integrations/distributors/arrow-fake.ts';
import { startMouserFake } from '../apps/server/src/integrations/distributors/mouser-fake.ts';
import { simulatorPart } from '../apps/server/src/integrations/distributors/simulator-parts.ts';
import { startChild } from './child.ts';
import type { Figure } from './scenarios.ts';
import { signIn } from './scenarios.ts';

const MPNS = 500;
const SEARCH_MS = 300;
const BUDGET_S = 120;
const EVENT_LOOP_BUDGET_MS = 50;
const MOUSER_PER_MINUTE = 30;

const mpnOf = (index: number) => `BENCH-${String(index).padStart(4, '0')}-X`;

/** 500 parts at Mouser (euros); every other one at Arrow too (dollars), some out of stock. */
function benchParts() {
  return Array.from({ length: MPNS }, (_, index) =>
    simulatorPart(mpnOf(index + 1), {
      offers: {
        Mouser: {
          sku: `595-${mpnOf(index + 1)}`,
          stock: index % 25 === 0 ? 0 : 1000 + index,
          moq: 1,
          multiple: 1,
          leadTimeDays: 56,
          packaging: 'Cut Tape',
          priceBreaks: [
            [1, 0.1 + (index % 7) / 100],
            [100, 0.05 + (index % 7) / 200],
          ],
        },
        ...(index % 2 === 0
          ? {
              Arrow: {
                sku: mpnOf(index + 1),
                stock: 500,
                moq: 1,
                multiple: 1,
                leadTimeDays: null,
                packaging: null,
                priceBreaks: [[1, 0.09]] as [number, number][],
              },
            }
          : {}),
      },
    }),
  );
}

/** The most calls of `times` (ms) within any window of `windowMs`. */
function busiestWindow(times: readonly number[], windowMs: number): number {
  let most = 0;
  let start = 0;
  for (let end = 0; end < times.length; end += 1) {
    while ((times[end] ?? 0) - (times[start] ?? 0) >= windowMs) start += 1;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

interface PricesAnswer {
  pending: boolean;
  lines: { state: string }[];
}

/**
 * Matching 500 distinct MPNs against the Mouser and Arrow fakes (each search answers in 300 ms; Mouser
 * allows 30 calls a minute, 10 numbers a call): the time until every line is priced from a distributor,
 * Mouser's busiest minute, and the server's event-loop delay meanwhile (sampled every 10 ms).
 */
export async function distributorsScenario(): Promise<Figure[]> {
  const mouser = await startMouserFake();
  const arrow = await startArrowFake();
  const parts = benchParts();
  mouser.fake.addParts(parts);
  arrow.fake.addParts(parts);
  mouser.fake.behaviour.latencyMs = SEARCH_MS;
  arrow.fake.behaviour.latencyMs = SEARCH_MS;
  const eventLoopFile = path.join(tmpdir(), `boardhouse-event-loop-${process.pid}.json`);
  const server = await startChild('server-under-test.ts', ['pglite'], {
    MOUSER_SEARCH_API_KEY: mouser.searchApiKey,
    MOUSER_BASE_URL: mouser.baseUrl,
    ARROW_LOGIN: arrow.login,
    ARROW_API_KEY: arrow.apiKey,
    ARROW_BASE_URL: arrow.baseUrl,
    BENCH_EVENT_LOOP_FILE: eventLoopFile,
  });
  let stopped = false;
  try {
    const token = await signIn(server.url);
    const headers = { authorization: `Bearer ${token}` };
    const created = await fetch(`${server.url}/rest/project/new`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Distributor bench' }),
    });
    const { projectId } = (await created.json()) as { projectId: string };
    const csv = ['Designator,Qty,MPN,Manufacturer,Description']
      .concat(
        Array.from(
          { length: MPNS },
          (_, index) => `U${index + 1},1,${mpnOf(index + 1)},Bench,IC ${index + 1}`,
        ),
      )
      .join('\n');
    const form = new FormData();
    form.append('file', new Blob([csv]), 'bench.csv');
    const started = performance.now();
    const uploaded = await fetch(`${server.url}/rest/project/bomFileUpload/${projectId}`, {
      method: 'POST',
      headers,
      body: form,
    });
    if (!uploaded.ok) throw new Error(`the BOM upload failed: ${uploaded.status} ${await uploaded.text()}`);
    const uploadMs = performance.now() - started;
    // From here the server only matches (and answers this loop's polls): the upload's own work is the
    // BOM budget's, measured by bench/bom-scenario.ts.
    process.kill(server.pid, 'SIGUSR2');
    let pricedAfterMs = Number.NaN;
    let priced = 0;
    const pollMs: number[] = [];
    for (;;) {
      const asked = performance.now();
      const answer = (await (
        await fetch(`${server.url}/rest/project/distributor-prices/${projectId}`, { headers })
      ).json()) as PricesAnswer;
      pollMs.push(performance.now() - asked);
      priced = answer.lines.filter((line) => line.state === 'inStock' || line.state === 'outOfStock').length;
      if (priced === MPNS) {
        pricedAfterMs = performance.now() - started;
        break;
      }
      if (performance.now() - started > 2 * BUDGET_S * 1000) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const mouserCalls = mouser.fake.behaviour.callsOf('search').map((call) => call.at);
    const busiest = busiestWindow(mouserCalls, 60_000);
    const arrowCalls = arrow.fake.behaviour.callsOf('search').length;
    await server.stop();
    stopped = true;
    const loop = JSON.parse(readFileSync(eventLoopFile, 'utf8')) as {
      maxMs: number;
      p99Ms: number;
      longestGcMs: number;
    };
    const seconds = (pricedAfterMs / 1000).toFixed(1);
    return [
      {
        name: `Distributor matching, ${MPNS} MPNs, each search ${SEARCH_MS} ms, Mouser ${MOUSER_PER_MINUTE} calls a minute (PGlite)`,
        value: `every line priced after ${seconds} s (${priced}/${MPNS}); upload answered in ${uploadMs.toFixed(0)} ms; Mouser ${mouserCalls.length} calls, at most ${busiest} in any minute; Arrow ${arrowCalls} calls by then`,
        budget: `≤ ${BUDGET_S} s, ≤ ${MOUSER_PER_MINUTE} Mouser calls a minute`,
        isPass: priced === MPNS && pricedAfterMs <= BUDGET_S * 1000 && busiest <= MOUSER_PER_MINUTE,
      },
      {
        name: 'Event loop of the server while matching',
        value: `max ${loop.maxMs} ms, p99 ${loop.p99Ms} ms (longest garbage-collection pause ${loop.longestGcMs} ms); meanwhile GET distributor-prices (500 lines) answered in max ${Math.max(...pollMs).toFixed(0)} ms, median ${[...pollMs].sort((a, b) => a - b)[Math.floor(pollMs.length / 2)]?.toFixed(0)} ms`,
        budget: `never blocked over ${EVENT_LOOP_BUDGET_MS} ms`,
        isPass: loop.maxMs < EVENT_LOOP_BUDGET_MS,
      },
    ];
  } finally {
    if (!stopped) await server.stop();
    await Promise.all([mouser.close(), arrow.close()]);
    rmSync(eventLoopFile, { force: true });
  }
}
