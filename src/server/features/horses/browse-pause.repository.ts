import { and, eq, isNotNull, isNull, min } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { horses } from '#server/db/schema/index.js';

// An owner's horses paused from every public list while requests wait unanswered (decision 0057). The
// requests feature decides when; this feature owns the rows. listedOn and the search index read the mark.

/** Pauses every horse of the owner not paused yet; how many were paused now. */
export async function pauseHorsesOf(db: Executor, ownerId: number, at: Date): Promise<number> {
  const rows = await db
    .update(horses)
    .set({ pausedAt: at })
    .where(and(eq(horses.ownerId, ownerId), isNull(horses.pausedAt)))
    .returning({ id: horses.id });
  return rows.length;
}

/** Brings every paused horse of the owner back; how many came back. */
export async function unpauseHorsesOf(db: Executor, ownerId: number): Promise<number> {
  const rows = await db
    .update(horses)
    .set({ pausedAt: null })
    .where(and(eq(horses.ownerId, ownerId), isNotNull(horses.pausedAt)))
    .returning({ id: horses.id });
  return rows.length;
}

/** Since when the owner's horses have been paused, or null while none is. */
export async function findPausedSince(db: Executor, ownerId: number): Promise<Date | null> {
  const [row] = await db
    .select({ since: min(horses.pausedAt) })
    .from(horses)
    .where(and(eq(horses.ownerId, ownerId), isNotNull(horses.pausedAt)));
  return row?.since ?? null;
}
