import { eq, type SQL, sql } from 'drizzle-orm';
import type { HorseListQuery } from '../../../contract/horses.js';
import type { GeoPoint } from '../../adapters/geocoder/index.js';
import type { Executor } from '../../db/client.js';
import { horses, users } from '../../db/schema/index.js';
import { allOf, newestFirst, ownerColumns, type HorseWithOwner } from './horses.repository.js';

const METRES_PER_MILE = 1609.344;

export interface SearchPage {
  rows: HorseWithOwner[];
  total: number;
}

/** The filters every search shares: experience level, any of the services, owner. */
function filterConditions(query: HorseListQuery): Array<SQL | undefined> {
  return [
    query.experienceLevel && query.experienceLevel !== 'all'
      ? eq(horses.experienceLevel, query.experienceLevel)
      : undefined,
    // Overlap: a horse matches when it needs at least one of the services. The codes are inlined because
    // they were checked against the contract's enumeration (the query schema), never free text.
    query.services.length > 0
      ? sql`${horses.services} && ${sql.raw(`array[${query.services.map((s) => `'${s}'`).join(',')}]::text[]`)}`
      : undefined,
    query.ownerId ? eq(horses.ownerId, query.ownerId) : undefined,
  ];
}

async function page(
  db: Executor,
  where: SQL | undefined,
  query: HorseListQuery,
  order: SQL[],
  distance?: SQL<number>,
): Promise<SearchPage> {
  const rows = await db
    .select({ horse: horses, owner: ownerColumns, ...(distance ? { distanceMetres: distance } : {}) })
    .from(horses)
    .leftJoin(users, eq(users.id, horses.ownerId))
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(horses)
    .where(where);
  return {
    rows: rows.map((row) => ({
      horse: row.horse,
      owner: row.owner,
      ...('distanceMetres' in row
        ? { distanceMiles: Math.round((Number(row.distanceMetres) / METRES_PER_MILE) * 10) / 10 }
        : {}),
    })),
    total: count?.n ?? 0,
  };
}

/** No location: newest first. */
export function searchHorses(db: Executor, query: HorseListQuery): Promise<SearchPage> {
  return page(db, allOf(filterConditions(query)), query, newestFirst);
}

/**
 * Within `radiusMiles` of a point, nearest first. The ORDER BY uses the GiST index on
 * earth_point(latitude, longitude) (drizzle/0000) for a nearest-neighbour scan, and the exact
 * great-circle distance is the filter; the database does all distance work.
 */
export function searchHorsesNear(
  db: Executor,
  query: HorseListQuery,
  point: GeoPoint,
  radiusMiles: number,
): Promise<SearchPage> {
  const horsePoint = sql`earth_point(${horses.latitude}, ${horses.longitude})`;
  const origin = sql`earth_point(${point.latitude}::float8, ${point.longitude}::float8)`;
  const distance = sql<number>`earth_distance(${horsePoint}, ${origin})`;
  const where = allOf([...filterConditions(query), sql`${distance} <= ${radiusMiles * METRES_PER_MILE}`]);
  return page(db, where, query, [sql`${horsePoint} <-> ${origin}`, sql`${horses.id}`], distance);
}

/** A place we cannot locate: match the words of the horse's town instead, without distances. */
export function searchHorsesByLocationText(
  db: Executor,
  query: HorseListQuery,
  text: string,
): Promise<SearchPage> {
  const words = text
    .split(/[\s,]+/)
    .map((word) => word.replace(/[%_\\]/g, ''))
    .filter((word) => word.length > 0)
    .slice(0, 5);
  const wordMatches = words.map((word) => sql`${horses.location} ilike ${`%${word}%`}`);
  return page(db, allOf([...filterConditions(query), ...wordMatches]), query, newestFirst);
}
