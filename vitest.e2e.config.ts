import { defineConfig } from 'vitest/config';

/** End-to-end journeys: a real server (built client, PGlite in a temp folder) driven by Chromium. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    setupFiles: ['tests/e2e/support/distinct-visitors.ts'],
    environment: 'node',
    // A journey of many steps (each axe check takes seconds on a loaded 2-core machine) once ran past a
    // minute with nothing wrong: a stuck step still fails, at its own 30 s Playwright timeout.
    testTimeout: 120_000,
    // expect.poll's own default (one second) is shorter than a page takes to draw on a loaded machine;
    // a journey's waits are for what a person would wait for, as Playwright's own are.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 120_000,
    // One browser at a time is kinder to a 2-core machine, and journeys share one server.
    fileParallelism: false,
  },
});
