import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { readClockFrom } from '#server/platform/clock.js';
import { useTempDirs } from './temp-dirs.js';

/**
 * A calendar clock a test moves: each test starts at `start` (an ISO instant), and `setClock` moves it
 * (the server reads the clock file again whenever it changes). Call at the top level of the file.
 */
export function useSettableClock(start: string): { setClock: (instant: string) => Promise<void> } {
  const tempDir = useTempDirs();
  let file = '';
  beforeEach(async () => {
    file = join(await tempDir('clock-'), 'clock');
    await writeFile(file, start);
    readClockFrom(file);
  });
  afterEach(() => readClockFrom(undefined));
  return {
    // The server notices the change by the file's modification time, and runs on from the new instant.
    setClock: (instant) => writeFile(file, instant),
  };
}
