import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HorseListQuerySchema } from '#contract/horses.js';
import type { GeoPoint } from '#server/adapters/geocoder/index.js';
import { createChangeFeed } from '#server/db/change-feed.js';
import { insertUser } from '#server/db/factories.js';
import { horses, subscriptions, type NewHorse } from '#server/db/schema/index.js';
import { openTestDatabase, type TestDatabase } from '#tests/setup/test-database.js';
import { createHorseIndex, metresBetween, type HorseIndex } from './horse-index.js';
import { TOTAL_COUNT_CAP } from './horse-search.repository.js';

/**
 * The index as it is at the size of the UK: hundreds of horses at each point (a postcode district), and no
 * riding school. Its search then asks the k-d tree for only as many points as the cap needs and asks again
 * when they hold too few; horse-index.test.ts, whose points hold a dozen horses each, never takes that
 * path. The reference is the rule itself over every horse: nearest first, Premium owners' first at one
 * distance, then by id, counted up to the cap.
 */
const TODAY = '2026-03-04';
// Twelve points going north from York, 200 horses each on average, but the eight nearest hold 20 each and
// the four farthest 560: the first ask, sized for the average, holds too few, and the search asks again.
// The last two points are a hair apart, as neighbouring districts can be.
const POINTS: GeoPoint[] = [
  ...Array.from({ length: 11 }, (_, i) => ({ latitude: 53.9 + 0.05 * i, longitude: -1.08 - 0.03 * i })),
  { latitude: 54.4, longitude: -1.38 + 1e-9 },
];
const horsesAt = (point: number) => (point < 8 ? 20 : 560);
const LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;

let database: TestDatabase;
let index: HorseIndex;
let feed: ReturnType<typeof createChangeFeed>;
const all: Array<{ id: number; point: GeoPoint; owner: number; level: string }> = [];
const premiumOwners = new Set<number>();

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database.handle;
  const owners: number[] = [];
  for (let i = 0; i < 6; i++) {
    owners.push((await insertUser(db, { email: `crowd${i}@example.test`, userType: 'owner' })).id);
  }
  await db.insert(subscriptions).values({
    userId: owners[1]!,
    providerSubscriptionId: 'sub_crowd',
    ownerPremium: true,
    status: 'active',
    currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
  });
  premiumOwners.add(owners[1]!);
  const values: NewHorse[] = [];
  POINTS.forEach((point, p) => {
    for (let i = 0; i < horsesAt(p); i++) {
      values.push({
        ownerId: owners[(i * 7 + p) % owners.length]!,
        name: `Crowd ${p}-${i}`,
        breed: 'Cob',
        height: '14.3-15.2hh',
        location: `Point ${p}`,
        latitude: point.latitude,
        longitude: point.longitude,
        experienceLevel: LEVELS[(i + p) % LEVELS.length]!,
        services: ['general-care'],
      });
    }
  });
  const inserted = await db.insert(horses).values(values).returning({ id: horses.id });
  inserted.forEach(({ id }, i) =>
    all.push({
      id,
      point: POINTS[Number(values[i]!.location!.slice('Point '.length))]!,
      owner: values[i]!.ownerId!,
      level: values[i]!.experienceLevel!,
    }),
  );
  feed = createChangeFeed(database.handle);
  index = createHorseIndex(db, feed);
});

afterAll(async () => {
  await feed.close();
  await database.destroy();
});

function expected(from: GeoPoint, level: string | undefined, offset: number, limit: number) {
  const ranked = all
    .filter((horse) => level === undefined || horse.level === level)
    .map((horse) => ({
      ...horse,
      metres: metresBetween(horse.point.latitude, horse.point.longitude, from.latitude, from.longitude),
      premium: premiumOwners.has(horse.owner) ? 1 : 0,
    }))
    .sort((a, b) => a.metres - b.metres || b.premium - a.premium || a.id - b.id);
  const cap = Math.max(TOTAL_COUNT_CAP, offset + limit + 1);
  return {
    page: ranked.slice(offset, offset + limit).map((horse) => horse.id),
    total: Math.min(ranked.length, cap),
  };
}

describe('the in-memory search on a crowded index', () => {
  it.each([
    ['the first page', undefined, 0, 24],
    ['a page inside the first point', undefined, 24, 24],
    ['a page across two points', undefined, 290, 24],
    ['a page far down', undefined, 980, 24],
    ['a page past the cap', undefined, 1500, 50],
    ['a page past what the first ask holds', undefined, 2000, 50],
    ['one level, which leaves a quarter of each point', 'expert', 0, 24],
    ['one level, a page far down', 'advanced', 500, 50],
  ])('finds what the rule finds: %s', async (_, level, offset, limit) => {
    const from = { latitude: 53.95, longitude: -1.1 };
    const query = HorseListQuerySchema.parse({
      location: 'York',
      offset: String(offset),
      limit: String(limit),
      ...(level ? { experienceLevel: level } : {}),
    });
    const cap = Math.max(TOTAL_COUNT_CAP, offset + limit + 1);
    const found = await index.search({ ...query, today: TODAY }, from, query.radiusMiles, cap);
    expect(found).toBeDefined();
    expect({ page: found!.page.map((match) => match.id), total: found!.total }).toEqual(
      expected(from, level, offset, limit),
    );
  });
});
