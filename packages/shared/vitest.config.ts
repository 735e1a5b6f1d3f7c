import { defineConfig } from 'vitest/config';

// The shared package's tests alone: pure rules that need no database, so no global setup. Mutation
// testing (stryker.config.mjs) runs this config many times over.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
  },
});
