import { desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { HorseListQuery } from '#contract/horses.js';
import type { ExperienceLevel, Height, Weekday } from '#contract/options.js';
import { FREE_DAYS, weekdayMask, windowSelector } from '#contract/rules/free-weekdays.js';
import type { GeoPoint } from '#server/adapters/geocoder/index.js';
import type { Executor } from '#server/db/client.js';
import { horses, ridingSchools, users } from '#server/db/schema/index.js';
import {
  allOf,
  horseWithOwnerColumns,
  newestFirst,
  ownerIsPremium,
  type HorseWithOwner,
} from './horses.repository.js';
import { listedOn } from './listing.repository.js';

/**
 * "Priority search" (docs/design.md §7): among equally good matches premium owners' horses come first. Lists
 * without a distance are all equally good matches, so premium leads and newest follows. The premium test
 * is one probe of subscriptions_user_id_idx per horse.
 */
const premiumThenNewest = [desc(ownerIsPremium), ...newestFirst];

const METRES_PER_MILE = 1609.344;

export interface SearchPage {
  rows: HorseWithOwner[];
  total: number;
}

/**
 * A browse query, and for "Suits me" the heights and levels that suit the rider (null: any); `today` is
 * the day "On my days" counts the coming four weeks from.
 */
export type HorseSearchQuery = HorseListQuery & {
  suitable?: { heights: Height[] | null; experienceLevels: ExperienceLevel[] | null };
  today: string;
  /**
   * The owner asks for their own horses (My Profile): those not listed (a riding school waiting for its
   * check, decision 0054) are theirs to see; hidden ones stay out, as before.
   */
  ownListings?: boolean;
};

/**
 * "On my days": the horse is free on one of `days` in the coming four weeks. rules/free-weekdays.ts
 * `windowAt` in SQL: the stored days shifted by their age, so bit i is today + i (none before the day they
 * were worked out; past the horizon a shift leaves none), against the window days of those weekdays.
 */
function freeOnSomeOf(days: Weekday[], today: string): SQL {
  const selector = windowSelector(weekdayMask(days), today);
  const age = sql`(${today}::date - ${horses.freeDaysFrom})`;
  return sql`(${horses.freeDaysFrom} <= ${today}::date
    and ((${horses.freeDays} >> least(greatest(${age}, 0), ${FREE_DAYS.horizonDays})) & ${selector}::bigint) <> 0)`;
}

/** The filters every search shares: experience level, any of the services, owner, "Suits me". */
function filterConditions(query: HorseSearchQuery): Array<SQL | undefined> {
  const { suitable } = query;
  return [
    suitable?.heights ? inArray(horses.height, suitable.heights) : undefined,
    // A horse listing no level is not ruled out by the rider's experience.
    suitable?.experienceLevels
      ? or(isNull(horses.experienceLevel), inArray(horses.experienceLevel, suitable.experienceLevels))
      : undefined,
    query.experienceLevel && query.experienceLevel !== 'all'
      ? eq(horses.experienceLevel, query.experienceLevel)
      : undefined,
    // Overlap: a horse matches when it needs at least one of the services. The codes are inlined because
    // they were checked against the contract's enumeration (the query schema), never free text.
    query.services.length > 0
      ? sql`${horses.services} && ${sql.raw(`array[${query.services.map((s) => `'${s}'`).join(',')}]::text[]`)}`
      : undefined,
    query.ownerId ? eq(horses.ownerId, query.ownerId) : undefined,
    query.weekdays.length > 0 ? freeOnSomeOf(query.weekdays, query.today) : undefined,
    // The one listing rule (listing.repository.ts): not hidden by an operator (a report upheld or the
    // owner suspended), and a riding school only once checked, insured and on Premium (decision 0054).
    // An owner's own list has every horse of theirs, one the moderators hid too (decision 0058).
    query.ownListings ? undefined : listedOn(query.today),
  ];
}

/**
 * X-Total-Count is exact up to this many matches beyond the current page, and reports that many when there
 * are more. An exact total over a 300-mile radius reads nearly every horse (60 ms at 100,000 horses on
 * PostgreSQL, 800 ms through earth_distance), which no browse request can afford under load; counting at
 * most this many stops early (about 1 ms). The trade-off: "Found 1000 horses" may mean more, and paging
 * still works because the cap always reaches one past the current page (bench/RESULTS.md).
 */
export const TOTAL_COUNT_CAP = 1000;

/** One search: what the page reads and in which order, and what its total counts. */
interface Search {
  where: SQL | undefined;
  order: SQL[];
  /** What X-Total-Count counts, when not `where`. */
  countWhere?: SQL;
  /** A distance search: each horse's distance in metres, and the radius past which rows are dropped. */
  distance?: { metres: SQL<number>; radiusMetres: number };
}

async function page(db: Executor, query: HorseSearchQuery, search: Search): Promise<SearchPage> {
  const { distance } = search;
  const found = await db
    .select({
      ...horseWithOwnerColumns,
      ...(distance ? { distanceMetres: distance.metres } : {}),
    })
    .from(horses)
    .leftJoin(users, eq(users.id, horses.ownerId))
    .leftJoin(ridingSchools, eq(ridingSchools.userId, horses.ownerId))
    .where(search.where)
    .orderBy(...search.order)
    .limit(query.limit)
    .offset(query.offset);
  let rows: Array<HorseWithOwner & { distanceMetres?: number }> = found;
  if (distance) {
    // Nearest first, the horses within the radius come before all others: dropping the rest of this page
    // leaves exactly this page of the horses within the radius.
    rows = found
      .map((row) => ({ ...row, distanceMetres: Number(row.distanceMetres) }))
      .filter((row) => row.distanceMetres <= distance.radiusMetres)
      // The index orders by distance alone (a second sort key would stop PostgreSQL using it), so horses
      // at the same distance, such as two in one town, are put in order on the page: premium first (a
      // location search still sorts by distance, docs/design.md §7), then by id.
      .sort(
        (a, b) =>
          a.distanceMetres - b.distanceMetres ||
          Number(b.isPremium) - Number(a.isPremium) ||
          a.horse.id - b.horse.id,
      );
  }
  return {
    rows: rows.map(({ distanceMetres, ...row }) => ({
      ...row,
      ...(distanceMetres !== undefined
        ? { distanceMiles: Math.round((distanceMetres / METRES_PER_MILE) * 10) / 10 }
        : {}),
    })),
    total: await countMatches(db, search.countWhere ?? search.where, query, rows.length),
  };
}

/** The total for X-Total-Count: free when this page is the last one, else counted up to a cap. */
async function countMatches(
  db: Executor,
  where: SQL | undefined,
  query: HorseListQuery,
  onPage: number,
): Promise<number> {
  if (onPage < query.limit && (onPage > 0 || query.offset === 0)) return query.offset + onPage;
  const cap = Math.max(TOTAL_COUNT_CAP, query.offset + query.limit + 1);
  const matches = db
    .select({ one: sql`1` })
    .from(horses)
    .where(where)
    .limit(cap)
    .as('matches');
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
  return count?.n ?? 0;
}

/** No location: premium first, then newest first. */
export function searchHorses(db: Executor, query: HorseSearchQuery): Promise<SearchPage> {
  return page(db, query, { where: allOf(filterConditions(query)), order: premiumThenNewest });
}

/**
 * Great-circle metres from a horse to `point` on earthdistance's sphere (radius earth()): the number
 * earth_distance() gives (within a nanometre), but as plain arithmetic on the columns. earth_point() is a
 * SQL function PostgreSQL cannot inline (its body casts to the earth domain), so calling it on every row
 * costs about 12 µs a row; this costs well under 1 µs.
 */
function metresFrom(point: GeoPoint): SQL<number> {
  const lat = sql`${point.latitude}::float8`;
  const lon = sql`${point.longitude}::float8`;
  return sql<number>`(2 * earth() * asin(least(1.0, sqrt(
    power(sin(radians(${horses.latitude} - ${lat}) / 2), 2)
    + cos(radians(${horses.latitude})) * cos(radians(${lat})) * power(sin(radians(${horses.longitude} - ${lon}) / 2), 2)))))`;
}

/**
 * Within `radiusMiles` of a point, nearest first. The ORDER BY is exactly the GiST index's expression,
 * earth_point(latitude, longitude) <-> origin (drizzle/0001), and nothing else, and the radius is applied
 * to the page it returns rather than in the WHERE clause, so PostgreSQL walks the index nearest-first and
 * reads only offset + limit rows, whatever the radius or the filters let through (0.5 ms at 100,000
 * horses). Measured in bench/RESULTS.md, three shapes that look harmless are not:
 * - a second ORDER BY key (", id", to break ties) stops PostgreSQL using the index for the order: it
 *   computes the distance of every horse and sorts them all (680 ms; 1.1 s with an earth_box() filter,
 *   which it guesses matches 0.1% of horses);
 * - the radius in the WHERE clause, which it guesses keeps a third of the horses: on a small table it then
 *   prefers to sort them all (8 ms at 1,000 horses), and with few horses in range the scan reads the whole
 *   index looking for more;
 * - earth_distance(earth_point(...)) per row: see metresFrom.
 */
export function searchHorsesNear(
  db: Executor,
  query: HorseSearchQuery,
  point: GeoPoint,
  radiusMiles: number,
): Promise<SearchPage> {
  const horsePoint = sql`earth_point(${horses.latitude}, ${horses.longitude})`;
  const origin = sql`earth_point(${point.latitude}::float8, ${point.longitude}::float8)`;
  const metres = metresFrom(point);
  const radiusMetres = radiusMiles * METRES_PER_MILE;
  return page(db, query, {
    where: allOf([...filterConditions(query), isNotNull(horses.latitude)]),
    order: [sql`${horsePoint} <-> ${origin}`],
    countWhere: allOf([...filterConditions(query), sql`${metres} <= ${radiusMetres}`]),
    distance: { metres, radiusMetres },
  });
}

/** The words of a place we cannot locate (at most five), each to be found in the horse's town. */
function townWordMatches(text: string): SQL[] {
  return text
    .split(/[\s,]+/)
    .map((word) => word.replace(/[%_\\]/g, ''))
    .filter((word) => word.length > 0)
    .slice(0, 5)
    .map((word) => sql`${horses.location} ilike ${`%${word}%`}`);
}

/** A place we cannot locate: match the words of the horse's town instead, without distances. */
export function searchHorsesByLocationText(
  db: Executor,
  query: HorseSearchQuery,
  text: string,
): Promise<SearchPage> {
  return page(db, query, {
    where: allOf([...filterConditions(query), ...townWordMatches(text)]),
    order: premiumThenNewest,
  });
}

/** Where a search looks: near a point, by the words of a town, or everywhere. */
export type SearchWhere = { point: GeoPoint; radiusMiles: number } | { text: string } | null;

/**
 * Which of `ids` the search finds, by the very conditions browse uses (the filters, the listing rule, the
 * distance within the radius or the town's words): the saved-search digests ask it of the day's new
 * horses, so an e-mail lists exactly the new horses its link shows (issue 47).
 */
export async function idsFoundAmong(
  db: Executor,
  query: HorseSearchQuery,
  where: SearchWhere,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const place =
    where === null
      ? []
      : 'text' in where
        ? townWordMatches(where.text)
        : [sql`${metresFrom(where.point)} <= ${where.radiusMiles * METRES_PER_MILE}`];
  const rows = await db
    .select({ id: horses.id })
    .from(horses)
    .where(allOf([inArray(horses.id, ids), ...filterConditions(query), ...place]));
  return rows.map((row) => row.id);
}
