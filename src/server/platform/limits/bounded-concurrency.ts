/**
 * Caps on work started at once, for fan-outs whose size others choose (a member's devices, every
 * notification being sent). Plain promises, no timers: a task waits only for a running one to finish.
 */

/**
 * A gate that lets at most `max` tasks run at once; the rest wait their turn in order. One gate shared
 * by every caller bounds them all together (the sends in flight of a whole process).
 */
export function concurrencyGate(max: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= max) {
      // The finishing task hands its place over (`running` stays counted for this one).
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/**
 * Calls `each` on every item with `workers` workers, each taking the next item when its last is done:
 * never more than `workers` calls at once, however many items. `each` should not throw; if it does, the
 * first error is thrown once every item has been tried.
 */
export async function forEachWithWorkers<T>(
  items: readonly T[],
  workers: number,
  each: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const errors: unknown[] = [];
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await each(item).catch((error: unknown) => void errors.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(workers, items.length) }, worker));
  if (errors.length > 0) throw errors[0];
}
