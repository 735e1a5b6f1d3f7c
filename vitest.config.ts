import { readFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';
import { defineConfig } from 'vitest/config';
import { databaseTests } from './vitest.database-tests.ts';

const TESTS = [
  'packages/shared/src/**/*.test.ts',
  'apps/server/src/**/*.test.ts',
  'apps/server/test/**/*.test.ts',
  'apps/web/src/**/*.test.ts',
  'scripts/**/*.test.mjs',
];

/**
 * A test that swaps a module (vi.mock), a global, the clock or the environment for its own run, or spies
 * on a shared object: it gets a fresh worker of its own, as every file once did. The others share their
 * worker's loaded modules from one file to the next (isolate: false): importing the whole server anew for
 * each file was about 40 % of the run (docs/benchmarks.md, "CI time"). Each file still gets its own app
 * and database (apps/server/test/app-harness.ts).
 */
const CHANGES_SHARED_STATE =
  /vi\.(mock|doMock|unmock|hoisted|stubGlobal|stubEnv|resetModules|useFakeTimers|spyOn)\(|process\.env\[?[\w'"]*\]? *=[^=]|process\.chdir\(|globalThis\.\w+ *=[^=]/;

const root = import.meta.dirname;
// On PostgreSQL only the tests that reach a database run again (vitest.database-tests.ts).
const files = process.env.TEST_DATABASE_URL
  ? databaseTests(root, TESTS)
  : globSync(TESTS, { cwd: root, absolute: true });
const isolated = files.filter((file) => CHANGES_SHARED_STATE.test(readFileSync(file, 'utf8')));
const shared = files.filter((file) => !isolated.includes(file));

// One run covers the shared package and the server; each server test file gets its own database
// (see apps/server/test/app-harness.ts), so files run in parallel forks, one per core: much of a test
// waits on a database, a child process or a socket.
export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['apps/server/test/global-setup.ts'],
    projects: [
      { extends: true, test: { name: 'shared-workers', include: shared, isolate: false } },
      { extends: true, test: { name: 'isolated', include: isolated, isolate: true } },
    ],
  },
});
