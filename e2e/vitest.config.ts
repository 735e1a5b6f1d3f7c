import { defineConfig } from 'vitest/config';

// Browser journeys: one file each, run one at a time (each starts its own server and Chromium). The
// servers start on copies of one migrated, seeded data folder (e2e/support/global-setup.ts).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
