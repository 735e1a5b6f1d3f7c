import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { startChild } from './child.ts';
import type { Figure } from './scenarios.ts';
import { signIn } from './scenarios.ts';
import { BENCH_MPN_RECORDS, benchMpn } from './seeds/mpn-100k.ts';

const LINES = 10_000;
const RUNS = 3;
const BUDGET_MS = 1500;
const PACKAGES = ['0603', '0805', 'SOT-23', 'SOIC-8', 'DIP-8'];
const MAKERS = ['Yageo', 'Murata', 'TI', 'Vishay', 'Samsung'];

/** 10,000 lines: two designators each, nine in ten MPNs in the catalog, the rest unknown. */
function bomRows(lines: number): string[][] {
  const rows = [['Designator', 'Qty', 'MPN', 'Manufacturer', 'Package', 'Description']];
  for (let line = 1; line <= lines; line += 1) {
    // 7919 is prime to 100,000, so every line gets its own catalog part.
    const mpn = line % 10 === 0 ? `UNLISTED-${line}` : benchMpn(((line * 7919) % BENCH_MPN_RECORDS) + 1);
    rows.push([
      `R${2 * line - 1}, R${2 * line}`,
      '2',
      mpn,
      MAKERS[line % MAKERS.length] ?? '',
      PACKAGES[line % PACKAGES.length] ?? '',
      `part ${line}, 10kΩ ±1 %`,
    ]);
  }
  return rows;
}

async function xlsxOf(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('BOM');
  for (const row of rows)
    sheet.addRow(row.map((cell, column) => (column === 1 && cell !== 'Qty' ? Number(cell) : cell)));
  return Buffer.from(await book.xlsx.writeBuffer());
}

interface Upload {
  serverMs: number;
  totalMs: number;
}

async function upload(
  url: string,
  token: string,
  projectId: string,
  fileName: string,
  data: Buffer,
): Promise<Upload> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), fileName);
  const started = performance.now();
  const response = await fetch(`${url}/rest/project/bomFileUpload/${projectId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const totalMs = performance.now() - started;
  const body = (await response.json()) as { lines?: unknown[]; error?: { message: string } };
  if (!response.ok)
    throw new Error(`upload of ${fileName} failed: ${response.status} ${body.error?.message}`);
  // Server-Timing: parse;dur=…, match;dur=…, save;dur=… — the budget covers parse + classify + match.
  const timing = Object.fromEntries(
    (response.headers.get('server-timing') ?? '')
      .split(',')
      .map((entry) => /(\w+);dur=([\d.]+)/.exec(entry))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1], Number(match[2])]),
  );
  return { serverMs: (timing.parse ?? Number.NaN) + (timing.match ?? Number.NaN), totalMs };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * BOM parse + classify + match of 10,000 lines (.csv and .xlsx) with 100,000 MPN records on the embedded
 * database; server time from the upload's Server-Timing header, after one warm-up upload per format.
 */
export async function bomScenario(): Promise<Figure[]> {
  const server = await startChild('server-under-test.ts', ['pglite', 'mpn-100k']);
  try {
    const token = await signIn(server.url);
    const created = await fetch(`${server.url}/rest/project/new`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'BOM bench' }),
    });
    const { projectId } = (await created.json()) as { projectId: string };
    const rows = bomRows(LINES);
    const files = { csv: Buffer.from(Papa.unparse(rows)), xlsx: await xlsxOf(rows) };
    const warmUp = { csv: Buffer.from(Papa.unparse(bomRows(50))), xlsx: await xlsxOf(bomRows(50)) };
    const figures: Figure[] = [];
    for (const format of ['csv', 'xlsx'] as const) {
      await upload(server.url, token, projectId, `warm-up.${format}`, warmUp[format]);
      const runs: Upload[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await upload(server.url, token, projectId, `bench.${format}`, files[format]));
      }
      const server50 = median(runs.map((run) => run.serverMs));
      const serverMax = Math.max(...runs.map((run) => run.serverMs));
      const total50 = median(runs.map((run) => run.totalMs));
      figures.push({
        name: `BOM upload .${format}, 10,000 lines, 100,000 MPN records: parse + classify + match (PGlite)`,
        value: `median ${server50.toFixed(0)} ms, max ${serverMax.toFixed(0)} ms of ${RUNS}; whole upload incl. storing ${total50.toFixed(0)} ms; ${(files[format].length / 1024).toFixed(0)} KB`,
        budget: `< ${BUDGET_MS} ms`,
        isPass: serverMax < BUDGET_MS,
      });
    }
    return figures;
  } finally {
    await server.stop();
  }
}
