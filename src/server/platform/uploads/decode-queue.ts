import { AppError } from '#server/platform/http/app-error.js';

/**
 * Runs at most `concurrency` tasks at once; the rest wait their turn in order. Decoding a photo takes
 * a core and tens of megabytes for a moment: a burst of uploads queues up rather than piling onto the
 * processor and memory all at once and slowing every other request. Past `maxWaiting` queued tasks the
 * newcomer is told to come back (503) instead of waiting minutes.
 */
export function createDecodeQueue(options: { concurrency: number; maxWaiting: number }) {
  let active = 0;
  let peak = 0;
  const waiting: Array<() => void> = [];

  return {
    run: async <T>(task: () => Promise<T>): Promise<T> => {
      if (active >= options.concurrency) {
        if (waiting.length >= options.maxWaiting) {
          throw new AppError(503, 'We are busy processing photos. Please try again in a minute.');
        }
        // The slot is handed over by next(): `active` stays counted for the task that starts.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        active += 1;
      }
      peak = Math.max(peak, active);
      try {
        return await task();
      } finally {
        if (waiting.length > 0) waiting.shift()!();
        else active -= 1;
      }
    },
    /** The most tasks that ever ran at once (for tests and diagnostics). */
    get peak() {
      return peak;
    },
  };
}
