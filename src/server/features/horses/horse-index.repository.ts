import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { RidingSchoolStanding } from '#contract/rules/riding-school.js';
import { preparedPerDatabase } from '#server/db/prepared.js';
import type { Executor } from '#server/db/client.js';
import { horses, ridingSchools, subscriptions, users } from '#server/db/schema/index.js';
import { horseWithOwnerColumns, type HorseWithOwner } from './horses.repository.js';

/** What the search index keeps of a horse. */
export interface IndexRow {
  id: number;
  latitude: number | null;
  longitude: number | null;
  experienceLevel: string | null;
  services: string[];
  ownerId: number;
  /** The horse's free days (decision 0050): a bitmap of days from freeDaysFrom. */
  freeDaysFrom: string | null;
  freeDays: number;
}

const indexColumns = {
  id: horses.id,
  latitude: horses.latitude,
  longitude: horses.longitude,
  experienceLevel: horses.experienceLevel,
  services: horses.services,
  ownerId: horses.ownerId,
  freeDaysFrom: horses.freeDaysFrom,
  freeDays: horses.freeDays,
};

/**
 * Every located horse, or the given ones (located or not, so a horse that lost its place drops out). A
 * horse hidden by an operator, or paused while its owner leaves requests unanswered (decision 0057), is in
 * no list, so it reads as unplaced: the index drops it as it would a horse without a place, and the SQL
 * search's listedOn and the index agree.
 */
export async function findIndexRows(db: Executor, ids?: number[]): Promise<IndexRow[]> {
  const rows = await db
    .select({ ...indexColumns, hiddenAt: horses.hiddenAt, pausedAt: horses.pausedAt })
    .from(horses)
    .where(
      ids
        ? inArray(horses.id, ids)
        : and(isNotNull(horses.latitude), isNull(horses.hiddenAt), isNull(horses.pausedAt)),
    );
  return rows.map(({ hiddenAt, pausedAt, ...row }) =>
    hiddenAt || pausedAt ? { ...row, latitude: null, longitude: null } : row,
  );
}

/** Owners with a live premium subscription, and until when (hasLivePremiumSubscription's rule). */
export async function findPremiumOwners(db: Executor): Promise<Array<{ userId: number; until: Date }>> {
  const rows = await db
    .select({
      userId: subscriptions.userId,
      until: sql<Date>`max(${subscriptions.currentPeriodEnd})`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.ownerPremium, true),
        inArray(subscriptions.status, ['active', 'trialing']),
        gt(subscriptions.currentPeriodEnd, sql`now()`),
      ),
    )
    .groupBy(subscriptions.userId);
  return rows.flatMap((row) => (row.userId === null ? [] : [{ userId: row.userId, until: row.until }]));
}

/** One prepared statement per database: planning this join took longer than running it (10 ms vs 0.7). */
const pageQuery = preparedPerDatabase((db) =>
  db
    .select(horseWithOwnerColumns)
    .from(horses)
    .leftJoin(users, eq(users.id, horses.ownerId))
    .leftJoin(ridingSchools, eq(ridingSchools.userId, horses.ownerId))
    .where(sql`${horses.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('horses_page_by_ids'),
);

/** The rows of one page the index chose, in any order. */
export function findHorsesWithOwners(db: Executor, ids: number[]): Promise<HorseWithOwner[]> {
  return pageQuery(db).execute({ ids });
}

/** Every owner who said they are a riding school, and where their check stands (decision 0054): few rows. */
export async function findRidingSchoolStandings(
  db: Executor,
): Promise<Array<{ userId: number } & RidingSchoolStanding>> {
  return db
    .select({ userId: ridingSchools.userId, verifiedUntil: ridingSchools.verifiedUntil })
    .from(ridingSchools);
}
