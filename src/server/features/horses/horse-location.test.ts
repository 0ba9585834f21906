import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '#tests/setup/http.js';
import { useTestApp, type TestContext } from '#tests/setup/test-app.js';
import { insertHorse, insertUser } from '#server/db/factories.js';
import { horses } from '#server/db/schema/index.js';
import { createOfflineGeocoder } from '#server/adapters/geocoder/index.js';
import { createHorseViaApi } from './horse-test-helpers.js';
import { placeHorsesWithoutPostcodeOnce } from './place-again.js';

/** The district YO1's centre and two exact postcodes inside it, as a postcode service would answer. */
const DISTRICT = { latitude: 53.9591, longitude: -1.0815 };
const EXACT: Record<string, { latitude: number; longitude: number }> = {
  'YO1 7HH': { latitude: 53.962, longitude: -1.0819 },
  'YO1 9TL': { latitude: 53.9549, longitude: -1.0797 },
};

/** A stand-in postcode service on 127.0.0.1 that records what it was asked. */
let server: Server;
let baseUrl = '';
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = decodeURIComponent(request.url ?? '');
    asked.push(path);
    const exact = EXACT[path.replace('/postcodes/', '')];
    const result = path === '/outcodes/YO1' ? { ...DISTRICT, admin_district: ['York'] } : exact;
    response.writeHead(result ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(result ? { status: 200, result } : { status: 404, error: 'Not found' }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Adds one horse per postcode and returns each stored point. */
async function storedPoints(ctx: TestContext) {
  await insertUser(ctx.db, { email: 'owner@example.test', userType: 'owner' });
  const cookie = await signIn(ctx.app, 'owner@example.test');
  const points = [];
  for (const postcode of Object.keys(EXACT)) {
    const horse = await createHorseViaApi(ctx.app, cookie, { postcode, location: 'York' });
    const [row] = await ctx.db.select().from(horses).where(eq(horses.id, horse.id));
    expect(row?.postcode).toBe(postcode);
    points.push({ latitude: row?.latitude, longitude: row?.longitude });
  }
  return points;
}

describe('a horse is placed at its postcode district, never the exact postcode', () => {
  describe('with GEOCODER=postcodes.io', () => {
    const ctx = useTestApp({ env: () => ({ GEOCODER: 'postcodes.io', GEOCODER_URL: baseUrl }) });

    it("stores the district's point and never asks for the full postcode", async () => {
      const points = await storedPoints(ctx);
      expect(points).toEqual([DISTRICT, DISTRICT]);
      expect(asked).toContain('/outcodes/YO1');
      expect(asked.filter((path) => path.startsWith('/postcodes/'))).toEqual([]);
    });
  });

  describe('with GEOCODER=offline', () => {
    const ctx = useTestApp({ env: { GEOCODER: 'offline' } });

    it('stores one point for every postcode of a district, no finer than the district', async () => {
      const [first, second] = await storedPoints(ctx);
      expect(first?.latitude).toBeCloseTo(53.96, 1);
      expect(second).toEqual(first);
    });
  });
});

describe('a horse without a postcode is placed only by a town or village', () => {
  const ctx = useTestApp({ env: { GEOCODER: 'offline' } });

  it('a county or region gets no point, so browse never shows a distance for it', async () => {
    await insertUser(ctx.db, { email: 'owner@example.test', userType: 'owner' });
    const cookie = await signIn(ctx.app, 'owner@example.test');
    const county = await createHorseViaApi(ctx.app, cookie, {
      name: 'Dales',
      location: 'Yorkshire',
      postcode: '',
    });
    const town = await createHorseViaApi(ctx.app, cookie, {
      name: 'Minster',
      location: 'York',
      postcode: '',
    });
    const pointOf = async (id: number) => {
      const [row] = await ctx.db.select().from(horses).where(eq(horses.id, id));
      return { latitude: row?.latitude, longitude: row?.longitude };
    };
    expect(await pointOf(county.id)).toEqual({ latitude: null, longitude: null });
    expect((await pointOf(town.id)).latitude).toBeCloseTo(53.96, 1);

    const browse = async (query: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/horses${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return new Map(
        (res.json() as Array<{ id: number; distanceMiles?: number }>).map((h) => [h.id, h.distanceMiles]),
      );
    };
    // Still listed in browse; a search near York gives the town's horse a distance, not it.
    const all = await browse('');
    expect(all.has(county.id)).toBe(true);
    const near = await browse('?location=York');
    expect(near.get(town.id)).toBeLessThan(1);
    expect(near.get(county.id)).toBeUndefined();
  });
});

describe('horses placed before that rule', () => {
  const ctx = useTestApp({ env: { GEOCODER: 'offline' } });

  it("are placed again once per database: a county's horse loses its point, a town's keeps the town's", async () => {
    const owner = await insertUser(ctx.db, { email: 'owner@example.test', userType: 'owner' });
    const regionCentre = { latitude: 54.0, longitude: -1.5 };
    const dales = await insertHorse(ctx.db, {
      ownerId: owner.id,
      location: 'Yorkshire',
      postcode: null,
      ...regionCentre,
    });
    const minster = await insertHorse(ctx.db, {
      ownerId: owner.id,
      location: 'York',
      postcode: null,
      ...regionCentre,
    });
    const pointOf = async (id: number) => {
      const [row] = await ctx.db.select().from(horses).where(eq(horses.id, id));
      return { latitude: row?.latitude ?? null, longitude: row?.longitude ?? null };
    };
    const york = await createOfflineGeocoder().locate('York');

    expect(await placeHorsesWithoutPostcodeOnce(ctx.db, createOfflineGeocoder())).toBe(2);
    expect(await pointOf(dales.id)).toEqual({ latitude: null, longitude: null });
    expect(await pointOf(minster.id)).toEqual({ latitude: york?.latitude, longitude: york?.longitude });

    // Done once: a later start-up leaves the table alone, even a point set by hand since.
    await ctx.db.update(horses).set(regionCentre).where(eq(horses.id, dales.id));
    expect(await placeHorsesWithoutPostcodeOnce(ctx.db, createOfflineGeocoder())).toBe(0);
    expect(await pointOf(dales.id)).toEqual(regionCentre);
  });
});
