import { describe, expect, it } from 'vitest';
import { LANDING_HORSES } from '#contract/horses.js';
import { signIn } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { insertUser } from '#server/db/factories.js';
import { createHorseViaApi } from './horse-test-helpers.js';

const ctx = useTestApp();

interface Listed {
  name: string;
  ownerId: number;
  distanceMiles?: number;
}

/** An owner living at `postcode` who lists `count` horses there, named "<town> 1", "<town> 2" ... */
async function ownerWithHorses(town: string, postcode: string, count: number) {
  const email = `${town.toLowerCase()}@example.test`;
  const owner = await insertUser(ctx.db, { email, userType: 'owner', location: town, postcode });
  const cookie = await signIn(ctx.app, email);
  for (let n = 1; n <= count; n += 1) {
    await createHorseViaApi(ctx.app, cookie, { name: `${town} ${n}`, location: town, postcode });
  }
  return { id: owner.id, cookie };
}

const featured = async (cookie?: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: LANDING_HORSES.path,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Listed[];
};

const perOwner = (horses: Listed[]) =>
  horses.reduce(
    (counts, horse) => counts.set(horse.ownerId, (counts.get(horse.ownerId) ?? 0) + 1),
    new Map(),
  );

describe('GET /api/horses/featured: "Meet our horses" (issue #32)', () => {
  // First: the app (and its cache of the anonymous reply) outlives each test's database.
  it('answers an empty list when no horse is listed', async () => {
    expect(await featured()).toEqual([]);
  });
  it('meets several owners, never more than two horses of one, even when one owner listed the newest six', async () => {
    await ownerWithHorses('Bristol', 'BS1 4DJ', 2);
    await ownerWithHorses('Manchester', 'M1 1AE', 1);
    await ownerWithHorses('Edinburgh', 'EH1 1YZ', 1);
    // The busiest owner listed last: newest first alone would show six of theirs.
    await ownerWithHorses('London', 'SW1A 1AA', 6);

    const horses = await featured();
    expect(horses).toHaveLength(LANDING_HORSES.limit);
    expect(perOwner(horses).size).toBe(4);
    expect(Math.max(...perOwner(horses).values())).toBe(2);
    // One of each owner first, newest owner first; then second horses. A visitor's area is not known.
    expect(horses.map((horse) => horse.name)).toEqual([
      'London 6',
      'Edinburgh 1',
      'Manchester 1',
      'Bristol 2',
      'London 5',
      'Bristol 1',
    ]);
    expect(horses.every((horse) => horse.distanceMiles === undefined)).toBe(true);
  });

  it("puts the horses nearest a signed-in member's own postcode first, with their distance, and leaves out their own", async () => {
    await ownerWithHorses('London', 'SW1A 1AA', 3);
    await ownerWithHorses('Bristol', 'BS1 4DJ', 1);
    await ownerWithHorses('Manchester', 'M1 1AE', 2);
    const edinburgh = await ownerWithHorses('Edinburgh', 'EH1 1YZ', 2);
    await insertUser(ctx.db, {
      email: 'rider@example.test',
      userType: 'enthusiast',
      location: 'Bristol',
      postcode: 'BS1 4DJ',
    });
    const rider = await signIn(ctx.app, 'rider@example.test');

    const near = await featured(rider);
    // Bristol (0 miles), London (about 105), Manchester (about 140), then Edinburgh (beyond 300 miles,
    // from the newest); second horses after.
    expect(near.map((horse) => horse.name.split(' ')[0])).toEqual([
      'Bristol',
      'London',
      'Manchester',
      'Edinburgh',
      'London',
      'Manchester',
    ]);
    const distances = near.slice(0, 3).map((horse) => horse.distanceMiles ?? Infinity);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(5);

    // An owner is not shown their own horses.
    const own = await featured(edinburgh.cookie);
    expect(own.some((horse) => horse.ownerId === edinburgh.id)).toBe(false);
    expect(own[0]?.name.startsWith('Manchester')).toBe(true);
  });

  it('fills the row from the same owners on a site with too few of them', async () => {
    await ownerWithHorses('York', 'YO1 7HH', 5);
    await ownerWithHorses('Leeds', 'LS1 1UR', 2);
    const horses = await featured();
    expect(horses).toHaveLength(LANDING_HORSES.limit);
    expect(horses.slice(0, 4).map((horse) => horse.name)).toEqual(['Leeds 2', 'York 5', 'Leeds 1', 'York 4']);
  });
});
