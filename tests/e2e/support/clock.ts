import { readFileSync, statSync, writeFileSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';

/**
 * The journeys' calendar clock. The server reads "today" from a clock file (TEST_CLOCK_FILE, see
 * src/server/platform/clock.ts) and every browser context starts at the same instant, so that what a
 * journey sees does not depend on the day it runs. The file holds an ISO instant; the clock runs on from
 * it from the moment the file was written.
 */

/** Wednesday 2 December 2026, 10:00 in London: the instant the journeys start at unless E2E_CLOCK says. */
export const E2E_DEFAULT_START = '2026-12-02T10:00:00Z';

/** The instant the journeys' clock shows now. */
export function e2eNow(file: string = inject('e2eClockFile')): Date {
  const instant = Date.parse(readFileSync(file, 'utf8').trim());
  return new Date(instant + (Date.now() - statSync(file).mtimeMs));
}

/** Sets the clock file (the server follows at its next read). */
export function writeClock(file: string, instant: Date | string): void {
  writeFileSync(file, typeof instant === 'string' ? instant : instant.toISOString());
}

/** A browser context's clock set to the journeys' clock, running at normal speed. */
export async function installClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: e2eNow() });
}
