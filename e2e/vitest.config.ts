import { defineConfig } from 'vitest/config';

// Browser journeys: one file each, each with its own server and Chromium, two files at a time: a journey
// mostly waits (on its server, the browser, quiet networks), so one at a time left the 2 cores two-thirds
// idle (docs/benchmarks.md, "CI time"). The servers start on copies of one migrated, seeded data folder
// (e2e/support/global-setup.ts).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
