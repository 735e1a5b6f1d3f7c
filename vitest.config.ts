import { defineConfig } from 'vitest/config';
import { databaseTests } from './vitest.database-tests.ts';

const TESTS = [
  'packages/shared/src/**/*.test.ts',
  'apps/server/src/**/*.test.ts',
  'apps/server/test/**/*.test.ts',
  'apps/web/src/**/*.test.ts',
  'scripts/**/*.test.mjs',
];

// One run covers the shared package and the server; each server test file gets its own database
// (see apps/server/test/app-harness.ts), so files run in parallel forks, one per core: much of a test
// waits on a database, a child process or a socket. On PostgreSQL only the tests that reach a database
// run again (vitest.database-tests.ts).
export default defineConfig({
  test: {
    include: process.env.TEST_DATABASE_URL ? databaseTests(import.meta.dirname, TESTS) : TESTS,
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['apps/server/test/global-setup.ts'],
  },
});
