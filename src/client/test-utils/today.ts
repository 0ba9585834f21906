import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Sets "today" for each test of the file to `instant`: only Date is faked, so timers and the app's waits
 * run as in a browser; the real clock is back after each test.
 */
export function setTodayForEachTest(instant: string) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
