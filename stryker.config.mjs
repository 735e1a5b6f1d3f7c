// Mutation testing of packages/shared's pure rules: `npm run mutate` (by hand, not in CI; it takes a
// while). Results and what the surviving mutants mean: docs/mutation-testing.md.
import path from 'node:path';

// Tests find the shared fixtures beside the repository; the sandbox copy sits deeper, so say where.
process.env.SHARED_DIR ??= path.resolve(import.meta.dirname, '../shared');

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'packages/shared/vitest.config.ts', dir: 'packages/shared' },
  mutate: [
    'packages/shared/src/**/*.ts',
    '!packages/shared/src/**/*.test.ts',
    '!packages/shared/src/testing/**',
  ],
  // Only the shared package is tested here: leave the rest out of the sandbox copy.
  ignorePatterns: ['apps', 'bench', 'e2e', 'docs', 'scripts', 'data', 'coverage', '.e2e-artifacts'],
  coverageAnalysis: 'perTest',
  // Static mutants (in module-level tables and constants) each need the whole suite again: half the
  // mutants, nearly all of the time. The pure functions are what this run is for.
  ignoreStatic: true,
  // Two cores: one test run at a time leaves room for everything else on the machine.
  concurrency: 1,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
