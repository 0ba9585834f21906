import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { readClockFrom } from '#server/platform/clock.js';
import { writeClockFile } from './clock-file.js';
import { useTempDirs } from './temp-dirs.js';

/**
 * Sets the calendar clock (src/server/platform/clock.ts) for each test of the file: 11:00 UTC on `day`,
 * so whatever counts from London's today (a visit on that day has begun, the coming four weeks of free
 * weekdays) comes out the same whatever day the test runs. Call at the top level of the file.
 */
export function useCalendarDay(day: string): void {
  useSettableClock(`${day}T11:00:00Z`);
}

/**
 * A calendar clock a test moves: each test starts at `start` (an ISO instant), and `setClock` moves it
 * (the server notices the file's new modification time and runs on from the new instant). Call at the
 * top level of the file.
 */
export function useSettableClock(start: string): { setClock: (instant: string) => Promise<void> } {
  const tempDir = useTempDirs();
  let file = '';
  beforeEach(async () => {
    file = join(await tempDir('calendar-clock-'), 'clock');
    writeClockFile(file, start);
    readClockFrom(file);
  });
  afterEach(() => readClockFrom(undefined));
  return { setClock: async (instant) => writeClockFile(file, instant) };
}
