import { and, eq, gt, inArray, sql } from 'drizzle-orm';
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
 * A horse hidden by an operator, or paused while its owner leaves requests unanswered (decision 0057), is
 * in no list, so it reads as unplaced: the index drops it as it would a horse without a place, and the SQL
 * search's listedOn and the index agree.
 */
const placedAndListed = sql`(${horses.latitude} is not null and ${horses.hiddenAt} is null and ${horses.pausedAt} is null)`;

/** The given horses (located or not, so a horse that lost its place or was hidden drops out). */
export async function findIndexRows(db: Executor, ids: number[]): Promise<IndexRow[]> {
  const rows = await db
    .select({ ...indexColumns, listed: sql<boolean>`${placedAndListed}` })
    .from(horses)
    .where(inArray(horses.id, ids));
  return rows.map(({ listed, ...row }) => (listed ? row : { ...row, latitude: null, longitude: null }));
}

/**
 * Every placed and listed horse, for the index's full load. Read a point at a time: a row per point
 * (a few thousand) whose columns list its horses' values in one order (every aggregate of a group reads
 * its rows in the same order), instead of a row per horse. At a million horses the driver's work per row
 * and per value was most of the start (bench/RESULTS.md, "First answer after a restart").
 */
export async function findAllIndexRows(db: Executor): Promise<IndexRow[]> {
  const points = await db
    .select({
      latitude: horses.latitude,
      longitude: horses.longitude,
      ids: sql<string>`string_agg(${horses.id}::text, ',')`,
      owners: sql<string>`string_agg(${horses.ownerId}::text, ',')`,
      levels: sql<string>`string_agg(coalesce(${horses.experienceLevel}, ''), ',')`,
      services: sql<string>`string_agg(array_to_string(${horses.services}, '|'), ',')`,
      freeDaysFrom: sql<string>`string_agg(coalesce(${horses.freeDaysFrom}::text, ''), ',')`,
      freeDays: sql<string>`string_agg(${horses.freeDays}::text, ',')`,
    })
    .from(horses)
    .where(placedAndListed)
    .groupBy(horses.latitude, horses.longitude);
  const servicesOf = new Map<string, string[]>();
  const rows: IndexRow[] = [];
  for (const point of points) {
    const ids = point.ids.split(',');
    const owners = point.owners.split(',');
    const levels = point.levels.split(',');
    const services = point.services.split(',');
    const freeFrom = point.freeDaysFrom.split(',');
    const freeDays = point.freeDays.split(',');
    for (let i = 0; i < ids.length; i++) {
      const serviceList = services[i]!;
      let list = servicesOf.get(serviceList);
      if (!list) servicesOf.set(serviceList, (list = serviceList === '' ? [] : serviceList.split('|')));
      rows.push({
        id: Number(ids[i]),
        latitude: point.latitude,
        longitude: point.longitude,
        experienceLevel: levels[i] || null,
        services: list,
        ownerId: Number(owners[i]),
        freeDaysFrom: freeFrom[i] || null,
        freeDays: Number(freeDays[i]),
      });
    }
  }
  return rows;
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
