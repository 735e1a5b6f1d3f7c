import { startChild } from './child.ts';
import { measure } from './load.ts';
import { BENCH_SECONDS, benchDatabases, DATABASE_NAMES, type Figure, signIn } from './scenarios.ts';

/** The pages a person clicks through: first page, deep pages in each order, and two searches. */
const LIST_PAGES = [
  { sortField: 'createdAt', sortOrder: 'desc', pageNumber: 0, filter: '' },
  { sortField: 'name', sortOrder: 'asc', pageNumber: 60, filter: '' },
  { sortField: 'projectId', sortOrder: 'desc', pageNumber: 50, filter: '' },
  { sortField: 'status', sortOrder: 'asc', pageNumber: 40, filter: '' },
  { sortField: 'createdAt', sortOrder: 'desc', pageNumber: 3, filter: 'sensor' },
  { sortField: 'name', sortOrder: 'desc', pageNumber: 0, filter: 'P-' },
];

const VIEWERS = [
  { username: 'demo', password: 'demo1234', who: 'customer with 1,000 of them' },
  { username: 'admin', password: 'admin1234', who: 'administrator, all 10,000' },
] as const;

/**
 * POST /rest/project (My Projects) with 10,000 projects in the database (bench/seeds/projects-10k.ts).
 * The budget is the latency of a page as one person sees it (one client); five clients at once are
 * shown too, because the embedded database runs one query at a time.
 */
export async function projectListScenario(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const kind of await benchDatabases()) {
    const server = await startChild('server-under-test.ts', [kind, 'projects-10k']);
    try {
      for (const viewer of VIEWERS) {
        const accessToken = await signIn(server.url, viewer.username, viewer.password);
        const headers = { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` };
        const requests = LIST_PAGES.map((page) => ({
          method: 'POST' as const,
          path: '/rest/project',
          headers,
          body: JSON.stringify({ selectedTab: 'My Projects', pageSize: 15, ...page }),
        }));
        for (const connections of [1, 5]) {
          const result = await measure({
            url: `${server.url}/rest/project`,
            connections,
            seconds: BENCH_SECONDS,
            requests,
          });
          const isBudgeted = connections === 1;
          figures.push({
            name: `My Projects pages, ${viewer.who}, ${connections} client${connections > 1 ? 's' : ''} (${DATABASE_NAMES[kind]})`,
            value: `p97.5 ${result.p97_5} ms, p50 ${result.p50} ms, ${result.requestsPerSecond} req/s, ${result.non2xx} non-2xx`,
            budget: isBudgeted ? 'p95 < 50 ms (p97.5 shown)' : '— (information)',
            isPass: (!isBudgeted || result.p97_5 < 50) && result.non2xx === 0,
          });
        }
      }
    } finally {
      await server.stop();
    }
  }
  return figures;
}
