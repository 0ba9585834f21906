import { readFileSync, statSync } from 'node:fs';
import { londonToday } from '#contract/rules/calendar-days.js';

/**
 * The site's calendar clock: what "now" and "today" are when the server decides about days (presets run
 * from today, a request may not be for a past day, a visit has begun). Real time, unless a test names a
 * clock file (TEST_CLOCK_FILE): the file holds an ISO instant, and the clock runs on from that instant
 * from the moment the file was written. The end-to-end journeys set it so that their outcome does not
 * depend on the day they run, and move it to let a visit's day come. Sessions, tokens and rate limits
 * keep real time: the browser's cookie jar and the database both do.
 */
let clockFile: string | undefined;
let setting: { writtenAtMs: number; instantMs: number } | undefined;

export function readClockFrom(file: string | undefined): void {
  clockFile = file;
  setting = undefined;
}

function currentSetting(file: string): typeof setting {
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat) return undefined;
  if (setting?.writtenAtMs !== stat.mtimeMs) {
    const instantMs = Date.parse(readFileSync(file, 'utf8').trim());
    setting = Number.isNaN(instantMs) ? undefined : { writtenAtMs: stat.mtimeMs, instantMs };
  }
  return setting;
}

export function now(): Date {
  const set = clockFile ? currentSetting(clockFile) : undefined;
  return set ? new Date(set.instantMs + (Date.now() - set.writtenAtMs)) : new Date();
}

/** Today's date on a London calendar ('YYYY-MM-DD'), by the calendar clock. */
export function today(): string {
  return londonToday(now());
}
