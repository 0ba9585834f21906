import { renameSync, writeFileSync } from 'node:fs';

/**
 * Writes a calendar clock file (src/server/platform/clock.ts reads it on every "now") whole: under a
 * temporary name, then renamed into place. Written in place, a server reading between the truncation and
 * the write would find it empty and take that moment for real time.
 */
export function writeClockFile(file: string, instant: string): void {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, instant);
  renameSync(partial, file);
}
