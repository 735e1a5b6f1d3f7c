import { PCB_PRESETS } from '@boardhouse/shared/pcb/presets';
import { startChild } from './child.ts';
import { measure } from './load.ts';
import { BENCH_SECONDS, benchDatabases, DATABASE_NAMES, type Figure, signIn } from './scenarios.ts';

const BUDGET_MS = 20;

/** A project of the demo customer with a saved 4-layer spec, by its key. */
async function projectWithSpec(url: string, headers: Record<string, string>): Promise<string> {
  const created = await fetch(`${url}/rest/project/new`, { method: 'POST', headers, body: '{}' });
  const { projectId } = (await created.json()) as { projectId: string };
  const spec = PCB_PRESETS.find((preset) => preset.id === 'four-layer-impedance')?.spec ?? {};
  const saved = await fetch(`${url}/rest/project/pcb/${projectId}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(spec),
  });
  if (!saved.ok) throw new Error(`PCB spec not saved: ${await saved.text()}`);
  return projectId;
}

/**
 * POST /rest/project/pcb-check/{id} as the PCB form calls it while someone edits: half the requests
 * send the form's values (a spec with findings), half check the saved spec (no body). One client is
 * the budget (p95 < 20 ms; autocannon reports p97.5, the nearest stricter figure).
 */
export async function pcbCheckScenario(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const kind of await benchDatabases()) {
    const server = await startChild('server-under-test.ts', [kind]);
    try {
      const authorization = `Bearer ${await signIn(server.url)}`;
      const headers = { 'content-type': 'application/json', authorization };
      const projectId = await projectWithSpec(server.url, headers);
      const path = `/rest/project/pcb-check/${projectId}`;
      const edited = {
        layers: 4,
        thicknessMm: 0.4,
        goldFingers: true,
        surfaceFinish: 'HASL',
        castellatedHoles: true,
      };
      const result = await measure({
        url: `${server.url}${path}`,
        connections: 1,
        seconds: BENCH_SECONDS,
        requests: [
          { method: 'POST', path, headers, body: JSON.stringify(edited) },
          { method: 'POST', path, headers: { authorization } },
        ],
      });
      figures.push({
        name: `POST /rest/project/pcb-check/{id}, 1 client (${DATABASE_NAMES[kind]})`,
        value: `p97.5 ${result.p97_5} ms, p50 ${result.p50} ms, ${result.requestsPerSecond} req/s, ${result.non2xx} non-2xx`,
        budget: `p95 < ${BUDGET_MS} ms (p97.5 shown)`,
        isPass: result.p97_5 < BUDGET_MS && result.non2xx === 0,
      });
    } finally {
      await server.stop();
    }
  }
  return figures;
}
