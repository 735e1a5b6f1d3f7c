#!/usr/bin/env node
/**
 * `npm test`: vitest's run, with one known fault of its forks pool handled without hiding anything.
 *
 * Now and then (a few runs in a hundred on CI) a vitest 4.1 worker process dies on its own, "Worker
 * exited unexpectedly", with no test failing and no message from the process; the file it was running
 * never reports and the run fails. Here the file or files it took with it run once more, in a fresh
 * vitest process, and decide the outcome: they must pass like any other. Any failed test or any other
 * unhandled error fails the run as before, and a file that dies twice fails it too.
 * Arguments are vitest's own (`npm test -- --sequence.shuffle`, a file filter).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseCLI, startVitest } from 'vitest/node';
import { judgeRun } from './lost-test-files.mjs';

const args = process.argv.slice(2);
const { filter, options: cliOptions } = parseCLI(['vitest', 'run', ...args]);
const vitest = await startVitest('test', filter, { ...cliOptions, watch: false });
if (!vitest) process.exit(1);

const outcome = judgeRun(vitest.state.getFiles(), vitest.state.getUnhandledErrors());
await vitest.close();

if (outcome.workerExits > 0) {
  console.error(
    `\n${outcome.workerExits} vitest worker process(es) died on their own ("Worker exited unexpectedly").`,
  );
}
// Otherwise vitest's own verdict stands (it also fails a run that found no test file, for one).
if (outcome.verdict === 'passed') process.exit(outcome.workerExits > 0 ? 0 : (process.exitCode ?? 0));
if (outcome.verdict === 'failed') process.exit(1);

console.error('Running once more, in a fresh process, what they were running:');
for (const file of outcome.rerun) console.error(`  ${file}`);
const vitestBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')),
  'vitest.mjs',
);
const options = args.filter((arg) => !filter.includes(arg));
const again = spawnSync(process.execPath, [vitestBin, 'run', ...options, ...outcome.rerun], {
  stdio: 'inherit',
});
process.exit(again.status ?? 1);
