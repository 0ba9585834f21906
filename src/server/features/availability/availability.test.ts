import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInMemberOfType } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { insertAvailabilitySlot, insertHorse } from '#server/db/factories.js';
import { availabilitySlots } from '#server/db/schema/index.js';

const ctx = useTestApp();

const member = (email: string, userType: 'owner' | 'enthusiast' = 'owner') =>
  signInMemberOfType(ctx.app, ctx.db, email, userType);

const SLOT = {
  title: 'Mornings',
  startDate: '2026-12-07',
  endDate: '2026-12-11',
  startTime: '09:00',
  endTime: '12:00',
  recurrenceType: 'weekly',
  recurrenceEnd: '2027-01-31',
};

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

async function ownerWithHorse() {
  const owner = await member('olly@example.test');
  const horse = await insertHorse(ctx.db, { ownerId: owner.user.id, name: 'Bramble' });
  return { owner, horse };
}

describe('availability slots: writing', () => {
  it('the owner creates, edits and deletes a slot; anyone reads it', async () => {
    const { owner, horse } = await ownerWithHorse();
    const created = await call('POST', '/api/availability-slots', owner.cookie, {
      ...SLOT,
      horseId: horse.id,
    });
    expect(created.statusCode).toBe(201);
    const slot = created.json();
    expect(slot).toMatchObject({ ...SLOT, horseId: horse.id, isTemplate: false });

    const edited = await call('PUT', `/api/availability-slots/${slot.id}`, owner.cookie, {
      ...SLOT,
      title: 'Afternoons',
      startTime: '13:00',
      endTime: '17:00',
      recurrenceType: 'none',
      recurrenceEnd: '',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Afternoons', startTime: '13:00', recurrenceEnd: null });

    const listed = await call('GET', `/api/availability-slots?horseId=${horse.id}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['x-total-count']).toBe('1');
    expect(listed.json()).toEqual([edited.json()]);

    expect((await call('DELETE', `/api/availability-slots/${slot.id}`, owner.cookie)).statusCode).toBe(204);
    expect(await ctx.db.select().from(availabilitySlots)).toEqual([]);
    expect((await call('DELETE', `/api/availability-slots/${slot.id}`, owner.cookie)).statusCode).toBe(404);
  });

  it('refuses signed-out visitors (401) and members who do not own the horse (403)', async () => {
    const { owner, horse } = await ownerWithHorse();
    const other = await member('otto@example.test');
    const rider = await member('ella@example.test', 'enthusiast');
    const slot = await insertAvailabilitySlot(ctx.db, { horseId: horse.id });
    const body = { ...SLOT, horseId: horse.id };

    expect((await call('POST', '/api/availability-slots', undefined, body)).statusCode).toBe(401);
    expect((await call('PUT', `/api/availability-slots/${slot.id}`, undefined, body)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/availability-slots/${slot.id}`)).statusCode).toBe(401);
    const quick = { horseId: horse.id, preset: 'weekdays' };
    expect((await call('POST', '/api/availability-slots/quick-setup', undefined, quick)).statusCode).toBe(
      401,
    );

    for (const stranger of [other, rider]) {
      const attempts = [
        await call('POST', '/api/availability-slots', stranger.cookie, body),
        await call('PUT', `/api/availability-slots/${slot.id}`, stranger.cookie, body),
        await call('DELETE', `/api/availability-slots/${slot.id}`, stranger.cookie),
        await call('POST', '/api/availability-slots/quick-setup', stranger.cookie, quick),
      ];
      for (const res of attempts) {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe("Only the horse's owner can change its availability");
      }
    }
    // Nothing changed.
    const [stored] = await ctx.db.select().from(availabilitySlots);
    expect(stored).toMatchObject({ id: slot.id, title: slot.title });
    expect(await ctx.db.select().from(availabilitySlots)).toHaveLength(1);

    // An owner cannot move their slot onto someone else's horse either.
    const othersHorse = await insertHorse(ctx.db, { ownerId: other.user.id, name: 'Pepper' });
    const moved = await call('PUT', `/api/availability-slots/${slot.id}`, owner.cookie, {
      ...body,
      horseId: othersHorse.id,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe('A slot cannot be moved to another horse');
  });

  it('answers 404 for a horse or slot that does not exist', async () => {
    const { owner } = await ownerWithHorse();
    const res = await call('POST', '/api/availability-slots', owner.cookie, { ...SLOT, horseId: 99999 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Horse not found');
    expect((await call('PUT', '/api/availability-slots/99999', owner.cookie, SLOT)).json().message).toBe(
      'Availability slot not found',
    );
    expect((await call('GET', '/api/availability-slots?horseId=99999')).statusCode).toBe(404);
  });

  it("gives each field the spec's message", async () => {
    const { owner, horse } = await ownerWithHorse();
    const post = (body: object) =>
      call('POST', '/api/availability-slots', owner.cookie, { horseId: horse.id, ...body });
    const empty = await post({ title: '  ', startDate: '', endDate: '', startTime: '', endTime: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toMatchObject({
      title: ['Title is required'],
      startDate: ['Start date is required'],
      endDate: ['End date is required'],
      startTime: ['Start time is required'],
      endTime: ['End time is required'],
    });
    const missing = await post({});
    expect(missing.json().fieldErrors).toMatchObject({
      title: ['Title is required'],
      startDate: ['Start date is required'],
      endDate: ['End date is required'],
      startTime: ['Start time is required'],
      endTime: ['End time is required'],
    });

    const cases: Array<[object, string, string]> = [
      [{ startTime: '9am' }, 'startTime', 'Enter a time as HH:MM'],
      [{ endTime: '24:00' }, 'endTime', 'Enter a time as HH:MM'],
      [{ startDate: '2026-02-30' }, 'startDate', 'Enter a date as YYYY-MM-DD'],
      [{ endDate: '2026-12-06' }, 'endDate', 'End date cannot be before the start date'],
      [{ startTime: '12:00', endTime: '12:00' }, 'endTime', 'End time must be after the start time'],
      [{ startTime: '17:00', endTime: '09:00' }, 'endTime', 'End time must be after the start time'],
      [{ recurrenceEnd: '2026-12-01' }, 'recurrenceEnd', 'Recurrence end cannot be before the start date'],
      [{ recurrenceType: 'yearly' }, 'recurrenceType', 'Recurrence must be none, daily, weekly or monthly'],
      [{ title: 'x'.repeat(101) }, 'title', 'Title can be at most 100 characters'],
    ];
    for (const [change, field, message] of cases) {
      const res = await post({ ...SLOT, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().fieldErrors?.[field], JSON.stringify(change)).toEqual([message]);
    }
    expect(await ctx.db.select().from(availabilitySlots)).toEqual([]);

    // Optional parts: recurrence defaults to none, an empty recurrence end is stored as null.
    const minimal = await post({ ...SLOT, recurrenceType: undefined, recurrenceEnd: '' });
    expect(minimal.statusCode).toBe(201);
    expect(minimal.json()).toMatchObject({ recurrenceType: 'none', recurrenceEnd: null });
  });
});

describe('availability slots: reading', () => {
  it('lists the slots that may occur in a month, for signed-out visitors too', async () => {
    const { horse } = await ownerWithHorse();
    const december = await insertAvailabilitySlot(ctx.db, {
      horseId: horse.id,
      title: 'December',
      startDate: '2026-12-01',
      endDate: '2026-12-02',
    });
    const weekly = await insertAvailabilitySlot(ctx.db, {
      horseId: horse.id,
      title: 'Weekly from November',
      startDate: '2026-11-02',
      endDate: '2026-11-06',
      recurrenceType: 'weekly',
      recurrenceEnd: '2027-02-28',
    });
    await insertAvailabilitySlot(ctx.db, {
      horseId: horse.id,
      title: 'October',
      startDate: '2026-10-01',
      endDate: '2026-10-31',
    });
    const res = await call(
      'GET',
      `/api/availability-slots?horseId=${horse.id}&from=2026-12-01&to=2026-12-31`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().map((s: { id: number }) => s.id)).toEqual([weekly.id, december.id]);
    expect(res.headers['x-total-count']).toBe('2');

    const paged = await call('GET', `/api/availability-slots?horseId=${horse.id}&limit=1&offset=1`);
    expect(paged.json()).toHaveLength(1);
    expect(paged.headers['x-total-count']).toBe('3');

    for (const bad of ['', '&from=2026-13-01', '&from=2026-12-31&to=2026-12-01', '&limit=0']) {
      const url =
        bad === '' ? '/api/availability-slots' : `/api/availability-slots?horseId=${horse.id}${bad}`;
      expect((await call('GET', url)).statusCode, bad).toBe(400);
    }
    expect((await call('GET', '/api/availability-slots?horseId=0x1')).statusCode).toBe(400);
  });
});

describe('quick setup', () => {
  it('creates the preset for the owner in one go, from the Monday of this week', async () => {
    const { owner, horse } = await ownerWithHorse();
    const res = await call('POST', '/api/availability-slots/quick-setup', owner.cookie, {
      horseId: horse.id,
      preset: 'weekdays',
    });
    expect(res.statusCode).toBe(201);
    const [slot] = res.json();
    expect(slot).toMatchObject({
      horseId: horse.id,
      title: 'Mon-Fri 9-5',
      startTime: '09:00',
      endTime: '17:00',
      recurrenceType: 'weekly',
    });
    expect(new Date(`${slot.startDate}T00:00:00Z`).getUTCDay()).toBe(1);
    const stored = await ctx.db
      .select()
      .from(availabilitySlots)
      .where(eq(availabilitySlots.horseId, horse.id));
    expect(stored).toHaveLength(1);

    const bad = await call('POST', '/api/availability-slots/quick-setup', owner.cookie, {
      horseId: horse.id,
      preset: 'sometimes',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.preset).toEqual(['Choose Always Available, Mon-Fri 9-5 or Weekend 9-5']);
  });
});
