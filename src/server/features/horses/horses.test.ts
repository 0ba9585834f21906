import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIn } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { insertUser } from '#server/db/factories.js';
import { availabilitySlots, horses } from '#server/db/schema/index.js';
import { createHorseViaApi, uploadImage, validHorse } from './horse-test-helpers.js';

const ctx = useTestApp();

async function owner(email = 'owner@example.test') {
  const user = await insertUser(ctx.db, { email, userType: 'owner', firstName: 'Olive' });
  return { user, cookie: await signIn(ctx.app, email) };
}

const post = (payload: object, cookie?: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/horses', payload, headers: cookie ? { cookie } : {} });

describe('creating a horse', () => {
  it('lets an owner add a horse; the reply hides nothing from its owner', async () => {
    const { user, cookie } = await owner();
    const res = await post({ ...validHorse, ownerId: user.id }, cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Bramble',
      ownerId: user.id,
      owner: { firstName: 'Olive' },
      postcode: 'YO1 7HH',
      rating: 500,
      reviewCount: 0,
      isAvailable: true,
    });
    const [row] = await ctx.db.select().from(horses).where(eq(horses.id, res.json().id));
    expect(row?.latitude).toBeCloseTo(53.96, 1);
  });

  it('refuses signed-out visitors (401) and enthusiasts (403)', async () => {
    expect((await post(validHorse)).statusCode).toBe(401);
    await insertUser(ctx.db, { email: 'fan@example.test', userType: 'enthusiast', riderWeight: '9-11st' });
    const res = await post(validHorse, await signIn(ctx.app, 'fan@example.test'));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Only horse owners can add horses. Please log in with a horse owner account.',
    );
  });

  it('refuses an ownerId that is not the signed-in owner', async () => {
    const { cookie } = await owner();
    const other = await insertUser(ctx.db, { email: 'other@example.test' });
    expect((await post({ ...validHorse, ownerId: other.id }, cookie)).statusCode).toBe(403);
  });

  it('checks every rule of the add form', async () => {
    const { cookie } = await owner();
    const cases: Array<[object, string]> = [
      [{ services: [] }, 'services'],
      [{ name: '  ' }, 'name'],
      [{ breed: '' }, 'breed'],
      [{ height: 'huge' }, 'height'],
      [{ location: '' }, 'location'],
      [{ age: 0 }, 'age'],
      [{ age: 41 }, 'age'],
      [{ experienceLevel: 'master' }, 'experienceLevel'],
      [{ services: ['juggling'] }, 'services.0'],
      [{ temperament: ['grumpy'] }, 'temperament.0'],
      [{ images: ['https://elsewhere.example/x.jpg'] }, 'images.0'],
    ];
    for (const [change, field] of cases) {
      const res = await post({ ...validHorse, ...change }, cookie);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(res.json().fieldErrors ?? {}), JSON.stringify(change)).toContain(field);
    }
    const noServices = await post({ ...validHorse, services: [] }, cookie);
    expect(noServices.json().message).toBe('Please select at least one service');
    const badPostcode = await post({ ...validHorse, postcode: 'XX1 1XX' }, cookie);
    expect(badPostcode.statusCode).toBe(400);
    expect(badPostcode.json().message).toContain('valid UK postcode');
    expect(await ctx.db.select().from(horses)).toEqual([]);
  });

  it('creates the initial availability preset with the horse', async () => {
    const { cookie } = await owner();
    const horse = await createHorseViaApi(ctx.app, cookie, { initialAvailability: 'weekdays' });
    const slots = await ctx.db
      .select()
      .from(availabilitySlots)
      .where(eq(availabilitySlots.horseId, horse.id));
    expect(slots).toHaveLength(1);
    expect(slots[0]).toMatchObject({ startTime: '09:00', endTime: '17:00', recurrenceType: 'weekly' });
    const none = await createHorseViaApi(ctx.app, cookie, { initialAvailability: 'custom' });
    expect(
      await ctx.db.select().from(availabilitySlots).where(eq(availabilitySlots.horseId, none.id)),
    ).toEqual([]);
  });

  it('starts every photo pending', async () => {
    const { cookie } = await owner();
    const imageUrl = (await uploadImage(ctx.app, cookie)).json().imageUrl as string;
    const horse = await createHorseViaApi(ctx.app, cookie, { images: [imageUrl] });
    expect(horse.images).toEqual([imageUrl]);
    expect(horse.imageApprovalStatus).toEqual(['pending']);
  });
});

describe('editing and deleting', () => {
  it('lets only the horse owner edit (403 for another owner, 401 signed out)', async () => {
    const { cookie } = await owner();
    const horse = await createHorseViaApi(ctx.app, cookie);
    const other = await owner('other@example.test');
    const put = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'PUT', url: `/api/horses/${horse.id}`, headers, payload: { name: 'Stolen' } });
    expect((await put({})).statusCode).toBe(401);
    expect((await put({ cookie: other.cookie })).statusCode).toBe(403);
    const mine = await put({ cookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().name).toBe('Stolen');
  });

  it('leaves out fields as they were: a partial edit keeps images and temperament', async () => {
    const { cookie } = await owner();
    const imageUrl = (await uploadImage(ctx.app, cookie)).json().imageUrl as string;
    const horse = await createHorseViaApi(ctx.app, cookie, { images: [imageUrl] });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/horses/${horse.id}`,
      headers: { cookie },
      payload: { name: 'Renamed' },
    });
    expect(res.json()).toMatchObject({
      name: 'Renamed',
      images: [imageUrl],
      temperament: ['calm', 'friendly'],
      isAvailable: true,
    });
    const unavailable = await ctx.app.inject({
      method: 'PUT',
      url: `/api/horses/${horse.id}`,
      headers: { cookie },
      payload: { isAvailable: false },
    });
    expect(unavailable.json()).toMatchObject({ isAvailable: false, images: [imageUrl] });
  });

  it('adds a horse at any of the four levels the one horse form offers, Expert too (issue 32)', async () => {
    const { cookie } = await owner();
    for (const experienceLevel of ['beginner', 'intermediate', 'advanced', 'expert']) {
      const res = await post({ ...validHorse, breed: 'Irish Draught', experienceLevel }, cookie);
      expect(res.statusCode, experienceLevel).toBe(201);
      expect(res.json()).toMatchObject({ experienceLevel, breed: 'Irish Draught' });
    }
  });

  it('keeps a breed typed before the list, when the rest of the horse is saved (issue 32)', async () => {
    const { cookie } = await owner();
    const horse = await createHorseViaApi(ctx.app, cookie, { breed: 'Spotted Draught x' });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/horses/${horse.id}`,
      headers: { cookie },
      payload: { ...validHorse, breed: 'Spotted Draught x', name: 'Renamed' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renamed', breed: 'Spotted Draught x' });
  });

  it('accepts the edit form rules: age 0, Expert, free-text breed', async () => {
    const { cookie } = await owner();
    const horse = await createHorseViaApi(ctx.app, cookie);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/horses/${horse.id}`,
      headers: { cookie },
      payload: { age: 0, experienceLevel: 'expert', breed: 'Irish Draught x' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ age: 0, experienceLevel: 'expert', breed: 'Irish Draught x' });
  });

  it('deletes a horse with its slots; others cannot', async () => {
    const { cookie } = await owner();
    const horse = await createHorseViaApi(ctx.app, cookie, { initialAvailability: 'always' });
    const other = await owner('other@example.test');
    const del = (c: string) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/horses/${horse.id}`, headers: { cookie: c } });
    expect((await del(other.cookie)).statusCode).toBe(403);
    expect((await del(cookie)).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/horses/${horse.id}` })).statusCode).toBe(404);
    expect(await ctx.db.select().from(availabilitySlots)).toEqual([]);
  });

  it('answers 404 for an unknown horse and 400 for a bad id', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/horses/424242' })).json()).toEqual({
      message: 'Horse not found',
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/horses/abc' })).statusCode).toBe(400);
  });
});
