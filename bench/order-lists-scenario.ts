import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Figure } from './scenarios.ts';

/**
 * The back-office order lists checked against their reference at 100,000 orders: every tab, sort,
 * filter and page answers what the reference works out. The same test runs on 4,000 orders in every
 * test run; at this scale it takes about two minutes, so it lives here.
 */
const ORDERS = 100_000;
const BUDGET_S = 300;

export async function orderListsScenario(): Promise<Figure[]> {
  const root = path.join(import.meta.dirname, '..');
  const started = performance.now();
  const run = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      'apps/server/src/modules/backoffice/order-lists.reference.test.ts',
    ],
    {
      cwd: root,
      env: { ...process.env, ORDER_LIST_ORDERS: String(ORDERS), NO_COLOR: '1' },
      encoding: 'utf8',
    },
  );
  const seconds = (performance.now() - started) / 1000;
  const passed = run.status === 0;
  if (!passed) process.stderr.write(run.stdout + run.stderr);
  const tests = /Tests\s+(.*)/.exec(run.stdout)?.[1]?.trim() ?? 'no summary';
  return [
    {
      name: `Back-office order lists at ${ORDERS.toLocaleString('en')} orders: every tab, sort, filter and page against the reference (PGlite; with TEST_DATABASE_URL, PostgreSQL)`,
      value: `${passed ? 'all answers match' : 'answers differ'} (${tests}) in ${seconds.toFixed(0)} s`,
      budget: `every answer matches, < ${BUDGET_S} s`,
      isPass: passed && seconds < BUDGET_S,
    },
  ];
}
