import pg from 'pg';
import { startChild } from './child.ts';
import { measure } from './load.ts';

export interface Figure {
  name: string;
  value: string;
  budget: string;
  isPass: boolean;
}

export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const json = { 'content-type': 'application/json' };
const demo = JSON.stringify({ username: 'demo', password: 'demo1234' });

/** POST /auth/login, 20 clients at once: p99 must stay under 150 ms (argon2id dominates). */
export async function loginScenario(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const kind of await benchDatabases()) {
    const server = await startChild('server-under-test.ts', [kind]);
    try {
      const result = await measure({
        url: `${server.url}/auth/login`,
        connections: 20,
        seconds: BENCH_SECONDS,
        method: 'POST',
        headers: json,
        body: demo,
      });
      figures.push({
        name: `POST /auth/login, 20 concurrent (${DATABASE_NAMES[kind]})`,
        value: `p99 ${result.p99} ms, p50 ${result.p50} ms, ${result.requestsPerSecond} req/s, ${result.non2xx} non-2xx`,
        budget: 'p99 < 150 ms',
        isPass: result.p99 < 150 && result.non2xx === 0,
      });
    } finally {
      await server.stop();
    }
  }
  return figures;
}

export const DATABASE_NAMES = { pglite: 'PGlite', postgres: 'PostgreSQL' } as const;

/** The embedded database always; PostgreSQL on 127.0.0.1:5432 when it answers. */
export async function benchDatabases(): Promise<('pglite' | 'postgres')[]> {
  if (await isPostgresReachable()) return ['pglite', 'postgres'];
  console.warn('PostgreSQL on 127.0.0.1:5432 is not reachable: its figures are missing');
  return ['pglite'];
}

async function isPostgresReachable(): Promise<boolean> {
  const client = new pg.Client({
    connectionString: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** An access token of one of the demo accounts on a bench server. */
export async function signIn(url: string, username = 'demo', password = 'demo1234'): Promise<string> {
  const body = JSON.stringify({ username, password });
  const login = await fetch(`${url}/auth/login`, { method: 'POST', headers: json, body });
  return ((await login.json()) as { accessToken: string }).accessToken;
}

/** GET /rest/account throughput as a share of a bare Fastify route measured in the same run. */
export async function accountScenario(): Promise<Figure[]> {
  const bare = await startChild('bare-server.ts');
  const baseline = await measure({ url: `${bare.url}/bare`, connections: 50, seconds: BENCH_SECONDS });
  await bare.stop();
  const figures: Figure[] = [
    {
      name: 'bare Fastify route (baseline)',
      value: `${baseline.requestsPerSecond} req/s`,
      budget: '—',
      isPass: true,
    },
  ];
  for (const kind of await benchDatabases()) {
    const share = kind === 'pglite' ? 0.05 : 0.1;
    const server = await startChild('server-under-test.ts', [kind]);
    try {
      const accessToken = await signIn(server.url);
      const result = await measure({
        url: `${server.url}/rest/account`,
        connections: 50,
        seconds: BENCH_SECONDS,
        headers: { authorization: `Bearer ${accessToken}` },
      });
      const ratio = result.requestsPerSecond / baseline.requestsPerSecond;
      figures.push({
        name: `GET /rest/account (${DATABASE_NAMES[kind]})`,
        value: `${result.requestsPerSecond} req/s = ${(ratio * 100).toFixed(1)} % of bare, p99 ${result.p99} ms, ${result.non2xx} non-2xx`,
        budget: `≥ ${share * 100} % of bare`,
        isPass: ratio >= share && result.non2xx === 0,
      });
    } finally {
      await server.stop();
    }
  }
  return figures;
}
