/**
 * Counts open streams by a key (a session, an address) in this process and refuses one past `max`:
 * a stream holds a socket and memory for as long as it is open, so one cookie or one machine must not
 * open hundreds. Each process counts its own streams.
 */
export function createOpenCounter(max: number) {
  const open = new Map<string, number>();
  return {
    /** Counts one more stream for `key`, or answers false (counting nothing) when `key` is at `max`. */
    tryOpen: (key: string): boolean => {
      const count = open.get(key) ?? 0;
      if (count >= max) return false;
      open.set(key, count + 1);
      return true;
    },
    close: (key: string): void => {
      const count = (open.get(key) ?? 1) - 1;
      if (count <= 0) open.delete(key);
      else open.set(key, count);
    },
  };
}
