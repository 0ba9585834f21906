import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { deleteRows } from '#server/db/delete-rows.js';
import { pairRows } from '#server/db/pair-rows.js';
import { countRows } from '#server/db/count-rows.js';
import { savedHorses, savedSearches, users, type SavedSearch } from '#server/db/schema/index.js';

const savedHorsePairs = pairRows(savedHorses, savedHorses.userId, savedHorses.horseId);

/** Saves a horse for a member; saving it again changes nothing. */
export const insertSavedHorse = savedHorsePairs.add;

export const deleteSavedHorse = savedHorsePairs.remove;

/** The ids of a member's saved horses, most recently saved first. */
export const findSavedHorseIds = savedHorsePairs.otherIds;

export async function findSavedSearches(db: Executor, userId: number): Promise<SavedSearch[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
}

export async function countSavedSearches(db: Executor, userId: number): Promise<number> {
  return countRows(db, savedSearches, eq(savedSearches.userId, userId));
}

export async function insertSavedSearch(
  db: Executor,
  values: typeof savedSearches.$inferInsert,
): Promise<SavedSearch> {
  const [row] = await db.insert(savedSearches).values(values).returning();
  return row!;
}

/** Deletes one of the member's saved searches; false when they have no such search. */
export async function deleteSavedSearch(db: Executor, userId: number, id: number): Promise<boolean> {
  const where = and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));
  return (await deleteRows(db, savedSearches, where)) > 0;
}

/** Turns a search's digest off; the search, or undefined when it no longer exists. */
export async function turnOffAlerts(db: Executor, id: number): Promise<SavedSearch | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set({ alerts: false })
    .where(eq(savedSearches.id, id))
    .returning();
  return row;
}

export type DueSearch = SavedSearch & { email: string; firstName: string; emailVerifiedAt: Date | null };

/** Searches with alerts on whose last digest check is at least a day old, of members who still exist. */
export async function findDueSearches(
  db: Executor,
  checkedBefore: Date,
  limit: number,
): Promise<DueSearch[]> {
  const rows = await db
    .select({
      search: savedSearches,
      email: users.email,
      firstName: users.firstName,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(
        eq(savedSearches.alerts, true),
        lte(savedSearches.checkedThrough, checkedBefore),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(savedSearches.checkedThrough))
    .limit(limit);
  return rows.map(({ search, ...member }) => ({ ...search, ...member }));
}

export async function markChecked(db: Executor, id: number, through: Date): Promise<void> {
  await db
    .update(savedSearches)
    .set({
      checkedThrough: sql`greatest(${savedSearches.checkedThrough}, ${through.toISOString()}::timestamptz)`,
    })
    .where(eq(savedSearches.id, id));
}
