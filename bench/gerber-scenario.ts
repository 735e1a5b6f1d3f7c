import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedPath } from '@boardhouse/shared/testing/shared-files';
import { analyseBoard } from '../apps/server/src/modules/gerbers/gerber-analysis.ts';
import type { Figure } from './scenarios.ts';

const BOARDS = sharedPath('fixtures/boards');
const RUNS = 5;

const SETS = [
  { name: 'Sangaboard v0.4', folder: 'sangaboard-v0.4/gerbers', budgetMs: 3000 },
  { name: 'Arduino Uno', folder: 'arduino-uno', budgetMs: 1500 },
] as const;

function filesOf(folder: string) {
  const full = path.join(BOARDS, folder);
  return readdirSync(full)
    .filter((name) => !/^(LICENSE|SOURCE|manifest)/.test(name))
    .map((name) => ({ name, text: readFileSync(path.join(full, name), 'latin1') }));
}

/**
 * identify + measure + render both sides of a fixture set, as the job's worker thread runs it (the
 * thread's own start-up, about 0.2 s for tsx, is left out: it is the same for every board). The first
 * run is cold (JIT), so the budget is checked on the max as well as the median.
 */
export async function gerberScenario(): Promise<Figure[]> {
  return SETS.map(({ name, folder, budgetMs }) => {
    const files = filesOf(folder);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      analyseBoard(files);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    const max = times[times.length - 1] ?? 0;
    return {
      name: `Gerber analysis + both previews, ${name} (${files.length} files)`,
      value: `median ${median.toFixed(0)} ms, max ${max.toFixed(0)} ms over ${RUNS} runs`,
      budget: `< ${budgetMs} ms`,
      isPass: max < budgetMs,
    };
  });
}
