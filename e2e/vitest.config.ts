import { defineConfig } from 'vitest/config';

// Browser journeys: one file each, run one at a time (each starts its own server and Chromium).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
