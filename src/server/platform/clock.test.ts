import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { londonToday } from '#contract/rules/calendar-days.js';
import { now, readClockFrom, today } from './clock.js';

describe('the calendar clock', () => {
  afterEach(() => readClockFrom(undefined));

  it('reads real time when no clock file is named', () => {
    const before = Date.now();
    expect(now().getTime()).toBeGreaterThanOrEqual(before);
    expect(today()).toBe(londonToday());
  });

  it('runs on from the instant a clock file holds, and follows the file when it is written again', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'clock-')), 'clock');
    writeFileSync(file, '2030-01-08T23:30:00Z');
    readClockFrom(file);
    const shown = now().getTime() - Date.parse('2030-01-08T23:30:00Z');
    expect(shown).toBeGreaterThanOrEqual(0);
    expect(shown).toBeLessThan(5_000);
    expect(today()).toBe('2030-01-08');
    // Summer time: 23:30 UTC on 1 July is already the 2nd in London.
    writeFileSync(file, '2030-07-01T23:30:00Z');
    expect(today()).toBe('2030-07-02');
  });

  it('falls back to real time when the file is missing or holds no instant', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'clock-'));
    readClockFrom(path.join(dir, 'absent'));
    expect(today()).toBe(londonToday());
    const file = path.join(dir, 'clock');
    writeFileSync(file, 'not a date');
    readClockFrom(file);
    expect(today()).toBe(londonToday());
  });
});
