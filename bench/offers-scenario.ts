import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedPath } from '@boardhouse/shared/testing/shared-files';
import { computeOfferSet, offerQuantities } from '../apps/server/src/modules/quotes/pricing/offer-engine.ts';
import { part, pricingInput } from '../apps/server/src/modules/quotes/pricing/pricing.test-support.ts';
import { zipFolder } from '../e2e/support/gerber-zip.ts';
import { startChild } from './child.ts';
import { type Figure, signIn } from './scenarios.ts';

/**
 * The offer budgets of the instant-offers issue: an offer set (9 quantities × 5 lead times) for 500 and
 * 5,000 BOM lines, in the engine alone and as the server answers a requote over HTTP on the embedded
 * database; and the time to quote: Sangaboard's BOM, placement file and Gerbers uploaded, the spec taken
 * from the Gerbers, the offers answered.
 */

const RUNS = 15;
const BUDGETS = { 500: 50, 5000: 300 } as const;
const CLASSES = [
  { prefix: 'R', value: '10k', package: '0402' },
  { prefix: 'C', value: '100nF', package: '0603' },
  { prefix: 'U', value: 'MCU', package: 'QFN-32' },
  { prefix: 'D', value: 'BAT54', package: 'SOD-323' },
  { prefix: 'J', value: 'Header 1x4', package: 'PinHeader_1x04' },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export function bomCsv(lines: number): string {
  const rows = ['Designator,Quantity,Value,Package,MPN'];
  for (let line = 1; line <= lines; line += 1) {
    const kind = CLASSES[line % CLASSES.length] ?? CLASSES[0];
    rows.push(
      `"${kind?.prefix}${2 * line - 1}, ${kind?.prefix}${2 * line}",2,${kind?.value},${kind?.package},PART-${line}`,
    );
  }
  return rows.join('\r\n');
}

function engineMs(lines: number): number {
  const parts = Array.from({ length: lines }, (_, index) => {
    const kind = CLASSES[index % CLASSES.length] ?? CLASSES[0];
    return part({
      designators: [`${kind?.prefix}${2 * index + 1}`, `${kind?.prefix}${2 * index + 2}`],
      value: kind?.value ?? null,
      package: kind?.package ?? null,
      priceBreaks:
        index % 3 === 0
          ? [
              { quantity: 1, unitPriceCents: 12 },
              { quantity: 100, unitPriceCents: 9 },
            ]
          : [],
    });
  });
  const input = pricingInput({ parts, populatedSides: 'both' });
  const quantities = offerQuantities(42);
  computeOfferSet(input, quantities);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    computeOfferSet(input, quantities);
    times.push(performance.now() - started);
  }
  return median(times);
}

export async function call(url: string, token: string, route: string, init: RequestInit = {}) {
  const response = await fetch(`${url}${route}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body && typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
    },
  });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

export async function upload(
  url: string,
  token: string,
  route: string,
  fileName: string,
  data: Buffer | string,
) {
  const form = new FormData();
  form.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)]), fileName);
  return call(url, token, route, { method: 'POST', body: form });
}

export async function newProject(url: string, token: string, name: string): Promise<string> {
  const created = await call(url, token, '/rest/project/new', {
    method: 'POST',
    body: JSON.stringify({ name }),
  });
  return created.projectId as string;
}

async function requoteMs(url: string, token: string, lines: number): Promise<number> {
  const projectId = await newProject(url, token, `Offer bench ${lines}`);
  await call(url, token, `/rest/project/pcb/${projectId}`, { method: 'POST', body: '{}' });
  await upload(url, token, `/rest/project/bomFileUpload/${projectId}`, 'bom.csv', bomCsv(lines));
  const body = JSON.stringify({ projectId });
  await call(url, token, '/rest/project/requoteNow', { method: 'POST', body });
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await call(url, token, '/rest/project/requoteNow', { method: 'POST', body });
    times.push(performance.now() - started);
  }
  return median(times);
}

async function timeToQuoteMs(url: string, token: string): Promise<number> {
  const board = sharedPath('fixtures/boards/sangaboard-v0.4');
  const gerbers = await zipFolder(path.join(board, 'gerbers'));
  const started = performance.now();
  const projectId = await newProject(url, token, 'Sangaboard time to quote');
  await Promise.all([
    upload(
      url,
      token,
      `/rest/project/bomFileUpload/${projectId}`,
      'bom_jlc.csv',
      readFileSync(path.join(board, 'bom_jlc.csv')),
    ),
    upload(
      url,
      token,
      `/rest/project/cplFileUpload/${projectId}`,
      'pos_jlc.csv',
      readFileSync(path.join(board, 'pos_jlc.csv')),
    ),
    upload(url, token, `/rest/project/pcb/${projectId}/gerbers`, 'gerbers.zip', gerbers),
  ]);
  let analysis: Record<string, unknown> = { status: 'pending' };
  while (analysis.status === 'pending') {
    await new Promise((resolve) => setTimeout(resolve, 50));
    analysis = await call(url, token, `/rest/project/pcb/${projectId}/gerbers`);
  }
  const outline = analysis.outline as { widthMm: number; heightMm: number };
  await call(url, token, `/rest/project/pcb/${projectId}`, {
    method: 'POST',
    body: JSON.stringify({
      widthMm: Math.round(outline.widthMm * 100) / 100,
      heightMm: Math.round(outline.heightMm * 100) / 100,
    }),
  });
  const offers = await call(url, token, `/rest/project/offers/${projectId}`);
  if ((offers.cells as unknown[]).length < 40) throw new Error('the Sangaboard offer set is incomplete');
  return performance.now() - started;
}

export async function offersScenario(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const server = await startChild('server-under-test.ts', ['pglite']);
  try {
    const token = await signIn(server.url);
    for (const lines of [500, 5000] as const) {
      const engine = engineMs(lines);
      const http = await requoteMs(server.url, token, lines);
      figures.push({
        name: `Offer set 9 × 5, ${lines}-line BOM: POST /rest/project/requoteNow over HTTP (PGlite), median of ${RUNS}`,
        value: `${http.toFixed(1)} ms (engine alone ${engine.toFixed(1)} ms)`,
        budget: `< ${BUDGETS[lines]} ms`,
        isPass: http < BUDGETS[lines],
      });
    }
    const quote = await timeToQuoteMs(server.url, token);
    figures.push({
      name: 'Time to quote: Sangaboard BOM + placement file + Gerber zip uploaded, spec from the Gerbers, offers answered (PGlite)',
      value: `${Math.round(quote)} ms`,
      budget: '< 2000 ms',
      isPass: quote < 2000,
    });
  } finally {
    await server.stop();
  }
  return figures;
}
