import type { ChangeFeed } from '#server/db/change-feed.js';
import type { Executor } from '#server/db/client.js';
import { countUnread } from './messages.repository.js';

/** The key drizzle/0036's triggers announce members under: "unread_counts:<member ids>". */
export const UNREAD_COUNT_NOTICES = 'unread_counts';
/** At most this many members' counts are kept (a few dozen bytes each); the longest kept go first. */
export const UNREAD_COUNT_ENTRIES = 200_000;

/** A count being read from the database; `stale` once a notice about its member arrived meanwhile. */
interface Load {
  promise: Promise<number>;
  mark: { stale: boolean };
}

/**
 * Members' unread counts from memory (decision 0062): the badge's poll, the most frequent request a
 * signed-in member makes, costs no query while the member's count is kept. Every write to messages or
 * blocks is announced by the database, in every process, with the members whose count it may change
 * (drizzle/0036), and drops their counts at once; while the feed is not live nothing is kept or read from
 * memory. A count read while a notice about its member arrived is answered but not kept: it may predate
 * the change. The same member's polls at once share one read.
 */
export function createUnreadCounts(changes: ChangeFeed, maxEntries = UNREAD_COUNT_ENTRIES) {
  const counts = new Map<number, number>();
  const loads = new Map<number, Load>();

  const forget = (userId: number) => {
    counts.delete(userId);
    const load = loads.get(userId);
    if (!load) return;
    load.mark.stale = true;
    loads.delete(userId);
  };
  changes.on(UNREAD_COUNT_NOTICES, (changed) => {
    if ('ids' in changed) {
      for (const id of changed.ids) forget(Number(id));
      return;
    }
    counts.clear();
    for (const load of loads.values()) load.mark.stale = true;
    loads.clear();
  });

  /** Reads the count and keeps it, unless a notice about the member arrives before the read ends. */
  function load(db: Executor, userId: number): Promise<number> {
    // A newer read replaces an older one still running, which is then not kept.
    const older = loads.get(userId);
    if (older) older.mark.stale = true;
    const mark = { stale: false };
    const settle = () => {
      if (loads.get(userId)?.mark === mark) loads.delete(userId);
    };
    const promise = countUnread(db, userId).then(
      (count) => {
        settle();
        if (!mark.stale && changes.live) {
          counts.delete(userId);
          if (counts.size >= maxEntries) counts.delete(counts.keys().next().value!);
          counts.set(userId, count);
        }
        return count;
      },
      (error: unknown) => {
        settle();
        throw error;
      },
    );
    loads.set(userId, { promise, mark });
    return promise;
  }

  return {
    /**
     * The member's count: from memory when the feed is live and holds every change this process made
     * (`sync`), otherwise from the database.
     */
    async of(db: Executor, userId: number): Promise<number> {
      if (!(await changes.sync())) return countUnread(db, userId);
      const kept = counts.get(userId);
      if (kept !== undefined) return kept;
      return loads.get(userId)?.promise ?? load(db, userId);
    },
    /**
     * The count read from the database now, for a live stream told of a change on the message hub: the
     * hub's notice travels on another connection and may come before the change feed's.
     */
    fresh(db: Executor, userId: number): Promise<number> {
      return changes.live ? load(db, userId) : countUnread(db, userId);
    },
    /** How many members' counts are kept (for tests of the bound). */
    get size(): number {
      return counts.size;
    },
  };
}
export type UnreadCounts = ReturnType<typeof createUnreadCounts>;
