import { eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { geocodeCache, type GeocodeCacheEntry as GeocodeCacheRow } from '#server/db/schema/geocode.js';

export async function findCachedAnswer(db: Executor, key: string): Promise<GeocodeCacheRow | undefined> {
  const [row] = await db.select().from(geocodeCache).where(eq(geocodeCache.query, key)).limit(1);
  return row;
}

/** Keeps an answer (a point, or null coordinates for "not found"), replacing any older one. */
export async function saveCachedAnswer(
  db: Executor,
  key: string,
  values: Omit<GeocodeCacheRow, 'query'>,
): Promise<void> {
  await db
    .insert(geocodeCache)
    .values({ query: key, ...values })
    .onConflictDoUpdate({ target: geocodeCache.query, set: values });
}
