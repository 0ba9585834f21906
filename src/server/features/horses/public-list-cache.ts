/**
 * A micro-cache of the browse list as anonymous visitors see it: the same search asked again within a
 * couple of seconds is answered from memory, already serialised. Browsing is the busiest page and most
 * of it is anonymous; the cost of a request is in the app (driver, mapping, serialising), not the query,
 * so this is what keeps p95 within budget under load (bench/RESULTS.md).
 *
 * Staleness is bounded by the TTL; this process's own horse changes clear it at once. Signed-in members
 * are never served from it (an owner sees their own pending photos in lists).
 */
export interface CachedList {
  body: string;
  total: number;
  /** The place a location search measured from (its label), when it could be placed. */
  place?: string | undefined;
}

export function createPublicListCache(options: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, CachedList & { expiresAt: number }>();
  return {
    get(key: string): CachedList | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        entries.delete(key);
        return undefined;
      }
      return entry;
    },
    set(key: string, value: CachedList): void {
      // Oldest first out: Map keeps insertion order.
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { ...value, expiresAt: Date.now() + options.ttlMs });
    },
    clear(): void {
      entries.clear();
    },
  };
}
export type PublicListCache = ReturnType<typeof createPublicListCache>;
