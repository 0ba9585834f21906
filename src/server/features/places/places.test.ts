import { describe, expect, it } from 'vitest';
import { PLACE_MESSAGES, SEARCH_PLACE_HEADER, type PlaceSuggestions } from '#contract/places.js';
import { createHorseViaApi } from '#tests/setup/horses.js';
import { signIn } from '#tests/setup/http.js';
import { useTestApp, type TestContext } from '#tests/setup/test-app.js';
import { insertUser } from '#server/db/factories.js';
import { PLACE_SUGGEST_RATE_LIMIT } from './places.routes.js';

const ctx = useTestApp();

const addHorse = (cookie: string, location: string, postcode: string) =>
  createHorseViaApi(ctx.app, cookie, { location, postcode });

// Rate limits count per address and outlive the per-test reset: each request comes from its own address
// unless a test says otherwise.
let nextAddress = 1;
const freshAddress = () => `10.8.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

const suggest = (context: TestContext, q: string, remoteAddress = freshAddress()) =>
  context.app.inject({
    method: 'GET',
    url: `/api/places/suggest?q=${encodeURIComponent(q)}`,
    remoteAddress,
  });
const labels = async (q: string) =>
  ((await suggest(ctx, q)).json() as PlaceSuggestions).suggestions.map((place) => place.label);

describe('GET /api/places/suggest', () => {
  it('suggests towns, villages, counties and districts as they are typed', async () => {
    const res = await suggest(ctx, 'Guildf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect((res.json() as PlaceSuggestions).suggestions[0]).toEqual({
      label: 'Guildford',
      value: 'Guildford',
      kind: 'town',
      detail: 'Town, Surrey',
    });
    expect(await labels('Surr')).toContain('Surrey');
    expect(await labels('Humbi')).toContain('Humbie');
    expect((await labels('gu1')).slice(0, 2)).toEqual(['GU1', 'GU10']);
    expect(await labels('GU1 3AA')).toEqual(['GU1']);
  });

  it('forgives typing slips', async () => {
    expect((await labels('Gildford'))[0]).toBe('Guildford');
    expect((await labels('Gildf'))[0]).toBe('Guildford');
    expect((await labels('Edinbrugh'))[0]).toBe('Edinburgh');
    expect(await labels('Qqqqqq')).toEqual([]);
  });

  it('refuses an empty, overlong or script-laden query with 400 and says why', async () => {
    for (const [q, message] of [
      ['   ', PLACE_MESSAGES.queryRequired],
      ['a'.repeat(61), PLACE_MESSAGES.queryTooLong],
      ['<script>alert(1)</script>', PLACE_MESSAGES.queryCharacters],
    ] as const) {
      const res = await suggest(ctx, q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().fieldErrors.q, q).toEqual([message]);
    }
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/places/suggest' });
    expect(missing.statusCode).toBe(400);
  });

  it('is rate-limited per address', async () => {
    const address = freshAddress();
    for (let i = 0; i < PLACE_SUGGEST_RATE_LIMIT.max; i += 1) {
      expect((await suggest(ctx, 'York', address)).statusCode).toBe(200);
    }
    expect((await suggest(ctx, 'York', address)).statusCode).toBe(429);
    expect((await suggest(ctx, 'York')).statusCode).toBe(200);
  });
});

describe('POST /api/places/nearest-district', () => {
  const nearest = (payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/places/nearest-district',
      payload,
      remoteAddress: freshAddress(),
    });

  it('answers the district nearest a position, and nothing of the position itself', async () => {
    const res = await nearest({ latitude: 51.2362, longitude: -0.5704 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ value: 'GU1', label: 'Guildford (GU1)' });
  });

  it('says so for a position far from any UK district, and refuses a bad one with 400', async () => {
    const atSea = await nearest({ latitude: 48, longitude: -15 });
    expect(atSea.statusCode).toBe(404);
    expect(atSea.json().message).toBe(PLACE_MESSAGES.positionOutsideUk);
    for (const payload of [{}, { latitude: 91, longitude: 0 }, { latitude: '51', longitude: 'x' }]) {
      expect((await nearest(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('GET /api/horses names the place searched from', () => {
  it('at its district for a postcode, never with a point or a postcode in the reply', async () => {
    await insertUser(ctx.db, { email: 'owner@example.test', userType: 'owner', firstName: 'Olive' });
    const cookie = await signIn(ctx.app, 'owner@example.test');
    await addHorse(cookie, 'Guildford', 'GU2 7XH');
    await addHorse(cookie, 'Canna', 'PH44 4RS');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/horses?location=GU1%203AA' });
    expect(res.statusCode).toBe(200);
    expect(decodeURIComponent(String(res.headers[SEARCH_PLACE_HEADER]))).toBe('Guildford (GU1)');
    const horses = res.json() as Record<string, unknown>[];
    // GU2 is a couple of miles from GU1; Canna (PH44) is beyond 300 miles.
    expect(horses.map((horse) => horse.location)).toEqual(['Guildford']);
    expect(horses[0]!.distanceMiles).toBeLessThan(5);
    for (const field of ['postcode', 'latitude', 'longitude']) expect(horses[0]).not.toHaveProperty(field);
    // Placed at its area's post town, Canna was at Perth; at its district it is far out west.
    const fromPerth = await ctx.app.inject({ method: 'GET', url: '/api/horses?location=PH1' });
    const canna = (fromPerth.json() as Record<string, unknown>[]).find((horse) => horse.location === 'Canna');
    expect(canna!.distanceMiles).toBeGreaterThan(100);
    expect(res.body).not.toMatch(/GU2 7XH|PH44 4RS/);
  });

  it('leaves the header out for a place it does not recognise', async () => {
    for (const location of ['Qqqqqq', 'ZZ99 9ZZ', 'Gildford']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/horses?location=${encodeURIComponent(location)}`,
      });
      expect(res.statusCode, location).toBe(200);
      expect(res.headers[SEARCH_PLACE_HEADER], location).toBeUndefined();
    }
  });
});
