import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { insertUser } from '#server/db/factories.js';
import { horses } from '#server/db/schema/index.js';
import { createHorseViaApi, uploadImage } from './horse-test-helpers.js';

const ctx = useTestApp();

const PLACES = {
  Edinburgh: 'EH1 1YZ',
  Manchester: 'M1 1AE',
  Bristol: 'BS1 4DJ',
  London: 'SW1A 1AA',
} as const;

let cookie: string;
const ids: Record<string, number> = {};

beforeEach(async () => {
  await insertUser(ctx.db, { email: 'owner@example.test', userType: 'owner', firstName: 'Olive' });
  cookie = await signIn(ctx.app, 'owner@example.test');
  for (const [town, postcode] of Object.entries(PLACES)) {
    const horse = await createHorseViaApi(ctx.app, cookie, {
      name: `${town} horse`,
      location: town,
      postcode,
      services: town === 'Bristol' ? ['occasional-cover'] : ['exercising-riding'],
      experienceLevel: town === 'Manchester' ? 'advanced' : 'beginner',
    });
    ids[town] = horse.id;
  }
});

const list = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/horses${query}` });

describe('browse by distance', () => {
  it('keeps horses within 300 miles, nearest first, with distances in miles', async () => {
    const res = await list('?location=London');
    expect(res.statusCode).toBe(200);
    const found = res.json() as Array<{ name: string; distanceMiles: number }>;
    expect(found.map((h) => h.name)).toEqual(['London horse', 'Bristol horse', 'Manchester horse']);
    expect(found[0]!.distanceMiles).toBeLessThan(5);
    expect(found[1]!.distanceMiles).toBeGreaterThan(90);
    expect(found[1]!.distanceMiles).toBeLessThan(125);
    expect(found[2]!.distanceMiles).toBeGreaterThan(150);
    expect(found[2]!.distanceMiles).toBeLessThan(175);
    // One decimal place.
    for (const horse of found) expect(Math.round(horse.distanceMiles * 10) / 10).toBe(horse.distanceMiles);
    expect(res.headers['x-total-count']).toBe('3');
  });

  it('sorts from the north too, and Edinburgh is in range of Manchester', async () => {
    const found = (await list('?location=EH1%201YZ')).json() as Array<{ name: string }>;
    expect(found.map((h) => h.name)).toEqual(['Edinburgh horse', 'Manchester horse']);
  });

  it('keeps to a chosen radius, and refuses one over 300 miles or not a number', async () => {
    const near = (await list('?location=London&radiusMiles=125')).json() as Array<{ name: string }>;
    expect(near.map((h) => h.name)).toEqual(['London horse', 'Bristol horse']);
    const close = (await list('?location=London&radiusMiles=10')).json() as Array<{ name: string }>;
    expect(close.map((h) => h.name)).toEqual(['London horse']);
    for (const bad of ['301', '0', '-5', 'far']) {
      const res = await list(`?location=London&radiusMiles=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect((res.json() as { message: string }).message).toMatch(/radiusMiles/);
    }
  });

  it('falls back to matching the town name for a place it cannot locate, without distances', async () => {
    await ctx.db.update(horses).set({ location: 'Little Snoring' }).where(eq(horses.id, ids.Bristol!));
    const found = (await list('?location=Snoring')).json() as Array<{ name: string; distanceMiles?: number }>;
    expect(found.map((h) => h.name)).toEqual(['Bristol horse']);
    expect(found[0]).not.toHaveProperty('distanceMiles');
  });
});

describe('filters and pages', () => {
  it('combines experience level, services and location', async () => {
    const beginners = (await list('?experienceLevel=beginner')).json() as Array<{ name: string }>;
    expect(beginners.map((h) => h.name).sort()).toEqual(['Bristol horse', 'Edinburgh horse', 'London horse']);
    const cover = (await list('?services=occasional-cover,general-care')).json() as Array<{ name: string }>;
    expect(cover.map((h) => h.name)).toEqual(['Bristol horse']);
    const combined = (
      await list('?location=London&experienceLevel=beginner&services=exercising-riding')
    ).json();
    expect(combined.map((h: { name: string }) => h.name)).toEqual(['London horse']);
    const all = (await list('?experienceLevel=all')).json();
    expect(all).toHaveLength(4);
  });

  it('pages with limit and offset and reports the total', async () => {
    const first = await list('?limit=3&offset=0');
    const second = await list('?limit=3&offset=3');
    expect(first.headers['x-total-count']).toBe('4');
    expect(first.json()).toHaveLength(3);
    expect(second.json()).toHaveLength(1);
    const names = [...first.json(), ...second.json()].map((h: { name: string }) => h.name);
    expect(new Set(names).size).toBe(4);
  });

  it('filters by owner', async () => {
    const other = await insertUser(ctx.db, { email: 'other@example.test' });
    expect((await list(`?ownerId=${other.id}`)).json()).toEqual([]);
    expect((await list(`?ownerId=${(await ctx.db.select().from(horses))[0]!.ownerId}`)).json()).toHaveLength(
      4,
    );
  });

  it('refuses bad filters with 400', async () => {
    expect((await list('?experienceLevel=wizard')).statusCode).toBe(400);
    expect((await list('?services=juggling')).statusCode).toBe(400);
    expect((await list('?limit=0')).statusCode).toBe(400);
    expect((await list('?limit=1000')).statusCode).toBe(400);
  });
});

describe('public replies', () => {
  it('never carry the postcode or coordinates, and show approved images only', async () => {
    const a = (await uploadImage(ctx.app, cookie)).json().imageUrl as string;
    const b = (await uploadImage(ctx.app, cookie)).json().imageUrl as string;
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/horses/${ids.York ?? ids.London}`,
      headers: { cookie },
      payload: { images: [a, b] },
    });
    await ctx.db
      .update(horses)
      .set({ imageApprovalStatus: ['pending', 'approved'] })
      .where(eq(horses.id, ids.London!));

    const publicView = (await ctx.app.inject({ method: 'GET', url: `/api/horses/${ids.London}` })).json();
    expect(publicView.images).toEqual([b]);
    expect(publicView.imageApprovalStatus).toEqual(['approved']);
    for (const field of ['postcode', 'latitude', 'longitude']) expect(publicView).not.toHaveProperty(field);
    const listed = (await list('?location=London')).body;
    expect(listed).not.toContain('SW1A');
    expect(listed).not.toContain('latitude');
    expect(listed).not.toContain(a);

    const ownView = (
      await ctx.app.inject({ method: 'GET', url: `/api/horses/${ids.London}`, headers: { cookie } })
    ).json();
    expect(ownView.images).toEqual([a, b]);
    expect(ownView.imageApprovalStatus).toEqual(['pending', 'approved']);
    expect(ownView.postcode).toBe('SW1A 1AA');
  });

  it('carries the owner first name', async () => {
    const [horse] = (await list('?location=London')).json();
    expect(horse.owner).toMatchObject({ firstName: 'Olive' });
    expect(horse.owner).not.toHaveProperty('email');
  });
});
