import { defineConfig } from 'vitest/config';

// One run covers the shared package and the server; each server test file gets its own database
// (see apps/server/test/app-harness.ts), so files can run in parallel forks.
export default defineConfig({
  test: {
    include: [
      'packages/shared/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/test/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
      'scripts/**/*.test.mjs',
    ],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['apps/server/test/global-setup.ts'],
  },
});
