import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedPath } from '@boardhouse/shared/testing/shared-files';
import pcbStackup from 'pcb-stackup';
import { analyseBoard } from '../apps/server/src/modules/gerbers/gerber-analysis.ts';
import type { Figure } from './scenarios.ts';

const BOARDS = sharedPath('fixtures/boards');
const RUNS = 10;

const SETS = [
  { name: 'Sangaboard v0.4', folder: 'sangaboard-v0.4/gerbers', budgetMs: 500 },
  { name: 'Arduino Uno', folder: 'arduino-uno', budgetMs: 500 },
] as const;

function filesOf(folder: string) {
  const full = path.join(BOARDS, folder);
  return readdirSync(full)
    .filter((name) => !/^(LICENSE|SOURCE|manifest)/.test(name))
    .map((name) => ({ name, text: readFileSync(path.join(full, name), 'latin1') }));
}

/** Median and max of RUNS timed runs, after one untimed run that warms the JIT. */
async function timeRuns(run: () => unknown): Promise<{ median: number; max: number }> {
  await run();
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: ((times[RUNS / 2 - 1] ?? 0) + (times[RUNS / 2] ?? 0)) / 2, max: times[RUNS - 1] ?? 0 };
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

/**
 * identify + measure + render both sides of a fixture set, as the job's worker thread runs it (the
 * thread's own start-up, about 0.2 s for tsx, is left out: it is the same for every board), beside
 * pcb-stackup 4 (identify + both previews, no measurements) on the same files in the same process. The
 * budget is the median; the peer's figure is the yardstick (machines differ, the ratio less so).
 */
export async function gerberScenario(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const { name, folder, budgetMs } of SETS) {
    const files = filesOf(folder);
    const ours = await timeRuns(() => analyseBoard(files));
    const peer = await timeRuns(() =>
      pcbStackup(files.map((file) => ({ filename: file.name, gerber: file.text }))),
    );
    figures.push({
      name: `Gerber analysis + both previews, ${name} (${files.length} files), median of ${RUNS}`,
      value: `${ms(ours.median)} (max ${ms(ours.max)}); pcb-stackup 4 ${ms(peer.median)} (max ${ms(peer.max)}); ours/peer ${(ours.median / peer.median).toFixed(2)}`,
      budget: `< ${budgetMs} ms and faster than pcb-stackup`,
      isPass: ours.median < budgetMs && ours.median < peer.median,
    });
  }
  return figures;
}
