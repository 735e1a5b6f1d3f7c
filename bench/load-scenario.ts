import { startChild } from './child.ts';
import { type LoadResult, measure } from './load.ts';
import {
  ACCOUNT_LABEL,
  describe,
  LOAD_SECONDS,
  measureCall,
  SIGN_IN_LABEL,
  seedLoadCalls,
} from './load-calls.ts';
import { benchDatabases, DATABASE_NAMES, type Figure } from './scenarios.ts';
import { twoProcessFigures } from './two-process-load.ts';

/**
 * `npm run bench -- load`: the calls a browser makes most, 20 connections each for LOAD_SECONDS after a
 * 2-second warm-up, on each database, as a share of a bare Fastify route measured in the same run (just
 * before, at the same connection count); then two processes on one PostgreSQL behind a round-robin proxy.
 */

const CONNECTIONS = 20;
const ACCOUNT_SHARE_ON_POSTGRES = 0.3;
const SIGN_IN_P99_MS = 150;

function budgetOf(label: string, kind: 'pglite' | 'postgres', result: LoadResult, share: number) {
  if (label === SIGN_IN_LABEL)
    return { budget: `p99 < ${SIGN_IN_P99_MS} ms`, isPass: result.p99 < SIGN_IN_P99_MS };
  if (label === ACCOUNT_LABEL && kind === 'postgres')
    return {
      budget: `≥ ${ACCOUNT_SHARE_ON_POSTGRES * 100} % of bare`,
      isPass: share >= ACCOUNT_SHARE_ON_POSTGRES,
    };
  return { budget: '— (information)', isPass: true };
}

async function oneDatabase(kind: 'pglite' | 'postgres'): Promise<Figure[]> {
  const where = DATABASE_NAMES[kind];
  const server = await startChild('server-under-test.ts', [kind, 'projects-10k', 'orders-2k']);
  try {
    const calls = await seedLoadCalls(server.url);
    const bare = await startChild('bare-server.ts');
    const baseline = await measure({
      url: `${bare.url}/bare`,
      connections: CONNECTIONS,
      seconds: LOAD_SECONDS,
    });
    await bare.stop();
    const figures: Figure[] = [
      {
        name: `Load: bare Fastify route, ${CONNECTIONS} connections (baseline of the ${where} run)`,
        value: describe(baseline),
        budget: '—',
        isPass: true,
      },
    ];
    for (const loadCall of calls) {
      const result = await measureCall(server.url, loadCall, CONNECTIONS);
      const share = result.requestsPerSecond / baseline.requestsPerSecond;
      const { budget, isPass } = budgetOf(loadCall.label, kind, result, share);
      figures.push({
        name: `Load: ${loadCall.label}, ${CONNECTIONS} connections (${where})`,
        value: `${describe(result)}; ${(share * 100).toFixed(1)} % of bare`,
        budget,
        isPass: isPass && result.non2xx === 0,
      });
    }
    return figures;
  } finally {
    await server.stop();
  }
}

export async function loadScenario(): Promise<Figure[]> {
  const kinds = await benchDatabases();
  const figures: Figure[] = [];
  for (const kind of kinds) figures.push(...(await oneDatabase(kind)));
  if (kinds.includes('postgres')) figures.push(...(await twoProcessFigures()));
  return figures;
}
