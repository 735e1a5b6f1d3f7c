import { randomUUID } from 'node:crypto';
import { startChild } from './child.ts';
import { bomCsv, call, newProject, upload } from './offers-scenario.ts';
import { benchDatabases, DATABASE_NAMES, type Figure, signIn } from './scenarios.ts';

/**
 * The order budgets of the orders issue: POST /rest/project/submit-order (a 100-line BOM, the selected
 * offer checked against today's inputs, the snapshot and the order written in one transaction) p95 over
 * 60 orders one after another; and 50 submissions of 50 projects sent at once, all answered with 50
 * distinct orders and nothing lost or doubled.
 */

const SEQUENTIAL = 60;
const WARM_UP = 5;
const CONCURRENT = 50;
const BOM_LINES = 100;

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;

/** The project every ordered one is a copy of: a PCB spec and a BOM (uploads are rate-limited). */
async function sourceProject(url: string, token: string): Promise<string> {
  const projectId = await newProject(url, token, 'Order bench source');
  await call(url, token, `/rest/project/pcb/${projectId}`, { method: 'POST', body: '{}' });
  await upload(url, token, `/rest/project/bomFileUpload/${projectId}`, 'bom.csv', bomCsv(BOM_LINES));
  return projectId;
}

/**
 * A copy of the source with 10 boards in 20 working days selected: ready to order, its manufacturing
 * files waived by staff (`staffToken`), so the submit still reads the files and the waiver it checks.
 */
async function readyProject(url: string, token: string, staffToken: string, source: string): Promise<string> {
  const copy = await call(url, token, '/rest/project/copyProject', {
    method: 'POST',
    body: JSON.stringify({ projectId: source }),
  });
  const projectId = copy.projectId as string;
  await call(url, token, `/rest/project/offers/${projectId}`);
  await call(url, token, '/rest/project/select-offer', {
    method: 'POST',
    body: JSON.stringify({ projectId, quantity: 10, workingDays: 20 }),
  });
  await call(url, staffToken, '/rest/admin/project/files-waiver', {
    method: 'POST',
    body: JSON.stringify({ projectId, waived: true, note: 'Benchmark without files' }),
  });
  return projectId;
}

const submit = (url: string, token: string, projectId: string) =>
  fetch(`${url}/rest/project/submit-order`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ projectId, idempotencyKey: randomUUID() }),
  });

export async function ordersScenario(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const kind of await benchDatabases()) {
    const server = await startChild('server-under-test.ts', [kind]);
    try {
      const token = await signIn(server.url);
      const staffToken = await signIn(server.url, 'admin', 'admin1234');
      const source = await sourceProject(server.url, token);
      const sequential: string[] = [];
      for (let index = 0; index < SEQUENTIAL + WARM_UP; index += 1) {
        sequential.push(await readyProject(server.url, token, staffToken, source));
      }
      const times: number[] = [];
      for (const [index, projectId] of sequential.entries()) {
        const started = performance.now();
        const response = await submit(server.url, token, projectId);
        const elapsed = performance.now() - started;
        if (!response.ok) throw new Error(`submit-order: ${response.status} ${await response.text()}`);
        if (index >= WARM_UP) times.push(elapsed);
      }
      const p95 = percentile(times, 0.95);
      figures.push({
        name: `POST /rest/project/submit-order, ${BOM_LINES}-line BOM, p95 of ${SEQUENTIAL} (${DATABASE_NAMES[kind]})`,
        value: `${p95.toFixed(1)} ms (median ${percentile(times, 0.5).toFixed(1)} ms)`,
        budget: '< 150 ms',
        isPass: p95 < 150,
      });

      const together: string[] = [];
      for (let count = 0; count < CONCURRENT; count += 1) {
        together.push(await readyProject(server.url, token, staffToken, source));
      }
      const started = performance.now();
      const answers = await Promise.all(together.map((projectId) => submit(server.url, token, projectId)));
      const wall = performance.now() - started;
      const bodies = await Promise.all(
        answers.map((answer) => answer.json() as Promise<{ orderId?: number }>),
      );
      const ok = answers.filter((answer) => answer.ok).length;
      const distinct = new Set(bodies.map((body) => body.orderId).filter(Boolean)).size;
      const listed = (await call(server.url, token, '/rest/order/user-orders', {
        method: 'POST',
        body: JSON.stringify({ startLimit: 0, endLimit: 500 }),
      })) as { newOrders: { projectId: string }[] };
      const stored = listed.newOrders.filter((order) => together.includes(order.projectId)).length;
      figures.push({
        name: `${CONCURRENT} submit-order calls for ${CONCURRENT} projects at once (${DATABASE_NAMES[kind]})`,
        value: `${ok} answered 200, ${distinct} distinct orders, ${stored} stored, in ${Math.round(wall)} ms`,
        budget: `all ${CONCURRENT}, none lost or doubled`,
        isPass: ok === CONCURRENT && distinct === CONCURRENT && stored === CONCURRENT,
      });
    } finally {
      await server.stop();
    }
  }
  return figures;
}
