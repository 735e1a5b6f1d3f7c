// `node --import tsx bench/gerber-alternatives.ts`: the figures behind docs/decisions/011-gerber-parser.md.
// Each way of reading the Sangaboard v0.4 set, in one process, median of 10 after a warm-up run, so the
// ratios hold even on a busy machine (the absolute times do not).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sharedPath } from '@boardhouse/shared/testing/shared-files';
import { parse } from '@tracespace/parser';
import { plot } from '@tracespace/plotter';
import pcbStackup from 'pcb-stackup';
import { analyseBoard } from '../apps/server/src/modules/gerbers/gerber-analysis.ts';
import { normaliseLayerText } from '../apps/server/src/modules/gerbers/gerber-file-checks.ts';
import { identifyFiles } from '../apps/server/src/modules/gerbers/gerber-identify.ts';
import { parseGerber } from '../apps/server/src/modules/gerbers/gerber-parse.ts';

// The v4 streaming parser and plotter pcb-stackup uses have no type declarations.
type Stream = NodeJS.ReadWriteStream & { on(event: string, listener: (...args: unknown[]) => void): Stream };
const require = createRequire(import.meta.url);
const gerberParser = require('gerber-parser') as () => Stream;
const gerberPlotter = require('gerber-plotter') as () => Stream;

const RUNS = 10;
const folder = sharedPath('fixtures/boards/sangaboard-v0.4/gerbers');
const files = readdirSync(folder).map((name) => ({
  name,
  text: readFileSync(path.join(folder, name), 'latin1'),
}));
const layers = identifyFiles(files);
const normalised = files.map((file) => normaliseLayerText(file.text));
const withoutPaste = normalised.filter((_, index) => layers[index]?.type !== 'solderpaste');

/** Reads a file through the v4 parser (and the plotter after it), as pcb-stackup does. */
function v4(text: string, withPlotter: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const parser = gerberParser();
    const last = withPlotter ? parser.pipe(gerberPlotter()) : parser;
    last.on('data', () => {});
    last.on('end', () => resolve());
    last.on('error', reject);
    parser.on('error', reject);
    parser.end(text);
  });
}

async function median(run: () => unknown): Promise<number> {
  await run();
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return ((times[RUNS / 2 - 1] ?? 0) + (times[RUNS / 2] ?? 0)) / 2;
}

const WAYS: [string, () => unknown][] = [
  ['@tracespace/parser 5 alone, all 11 layers', () => normalised.map((text) => parse(text))],
  ['fast path (gerber-parse.ts) alone, all 11 layers', () => normalised.map((text) => parseGerber(text))],
  ['fast path alone, without the 2 paste layers', () => withoutPaste.map((text) => parseGerber(text))],
  [
    'fast path + @tracespace/plotter 5, without paste',
    () => withoutPaste.map((text) => plot(parseGerber(text))),
  ],
  [
    'gerber-parser 4 (streaming) alone, all 11 layers',
    () => Promise.all(normalised.map((text) => v4(text, false))),
  ],
  [
    'gerber-parser 4 + gerber-plotter 4, all 11 layers',
    () => Promise.all(normalised.map((text) => v4(text, true))),
  ],
  ['our analysis (identify, parse, plot, measure, both previews)', () => analyseBoard(files)],
  [
    'pcb-stackup 4 (identify, both previews)',
    () => pcbStackup(files.map((file) => ({ filename: file.name, gerber: file.text }))),
  ],
];

const results: [string, number][] = [];
for (const [name, run] of WAYS) results.push([name, await median(run)]);
const peer = results.at(-1)?.[1] ?? 1;
console.log(`| way (Sangaboard v0.4, median of ${RUNS}) | ms | ÷ pcb-stackup |\n|---|---|---|`);
for (const [name, ms] of results) console.log(`| ${name} | ${ms.toFixed(0)} | ${(ms / peer).toFixed(2)} |`);
