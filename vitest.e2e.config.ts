import { defineConfig } from 'vitest/config';

/** End-to-end journeys: a real server (built client, PGlite in a temp folder) driven by Chromium. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    setupFiles: ['tests/e2e/support/distinct-visitors.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser at a time is kinder to a 2-core machine, and journeys share one server.
    fileParallelism: false,
  },
});
