import { readFileSync, statSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { londonToday } from '#contract/rules/calendar-days.js';
import { writeClockFile } from '#tests/setup/clock-file.js';

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
  writeClockFile(file, typeof instant === 'string' ? instant : instant.toISOString());
}

/** A browser context's clock set to the journeys' clock, running at normal speed. */
export async function installClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: e2eNow() });
}

/** A visit's day comes: the server's clock and each page's move to 11:00 UTC on `isoDay`. */
export async function letDayCome(pages: Page[], isoDay: string): Promise<void> {
  const instant = new Date(`${isoDay}T11:00:00Z`);
  writeClock(inject('e2eClockFile'), instant);
  for (const page of pages) await page.clock.setSystemTime(instant);
}

/** Back to where every journey starts (call after a journey that moved the clock). */
export function resetClock(): void {
  writeClock(inject('e2eClockFile'), process.env.E2E_CLOCK ?? E2E_DEFAULT_START);
}

/** Today on the journeys' London calendar ('YYYY-MM-DD'). */
export function e2eToday(): string {
  return londonToday(e2eNow());
}

/** A day as the calendar names it ('Tuesday 8 December 2026') as 'YYYY-MM-DD'. */
export function isoDayOfLabel(label: string): string {
  return new Date(`${label.replace(/^\w+day /, '')} 12:00 UTC`).toISOString().slice(0, 10);
}
