import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCalendarDay } from '#tests/setup/calendar-clock.js';
import { signIn } from '#tests/setup/http.js';
import { useTempDirs } from '#tests/setup/temp-dirs.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { insertAvailabilitySlot, insertUser } from '#server/db/factories.js';
import { horses } from '#server/db/schema/index.js';
import { readClockFrom } from '#server/platform/clock.js';
import { refreshFreeDays } from '#server/features/availability/index.js';
import { createHorseViaApi } from './horse-test-helpers.js';

/**
 * "On my days" (docs/decisions/0050): browse keeps the horses free on one of the chosen weekdays in the
 * coming four weeks, and every horse says which weekdays it is free on. The clock is set: today is
 * Wednesday 4 March 2026, so the coming four weeks run to Tuesday 31 March.
 */
const TODAY = '2026-03-04';
useCalendarDay(TODAY);
const ctx = useTestApp();
const tempDir = useTempDirs();

/** Moves the calendar clock on to 11:00 UTC on `day`, as the days pass. */
async function setDay(day: string) {
  const file = join(await tempDir('calendar-clock-'), 'clock');
  await writeFile(file, `${day}T11:00:00Z`);
  readClockFrom(file);
}

const SLOT = { title: 'Hack', startTime: '10:00', endTime: '12:00', recurrenceType: 'weekly' } as const;

let cookie: string;
const ids: Record<string, number> = {};

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, payload });

async function addSlot(horse: string, days: object) {
  const res = await call('POST', '/api/availability-slots', { ...SLOT, horseId: ids[horse], ...days });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
}

beforeEach(async () => {
  await insertUser(ctx.db, { email: 'owner@example.test', userType: 'owner', firstName: 'Olive' });
  cookie = await signIn(ctx.app, 'owner@example.test');
  for (const name of ['Tuesday horse', 'Ended horse', 'Idle horse']) {
    ids[name] = (await createHorseViaApi(ctx.app, cookie, { name })).id;
  }
  // Tuesdays from 10 March to 30 April.
  await addSlot('Tuesday horse', {
    startDate: '2026-03-10',
    endDate: '2026-03-10',
    recurrenceEnd: '2026-04-30',
  });
  // Wednesdays through February, the last on 25 February: over before the coming four weeks begin.
  await addSlot('Ended horse', {
    startDate: '2026-02-04',
    endDate: '2026-02-04',
    recurrenceEnd: '2026-03-03',
  });
});

/**
 * Browse, signed in (a visitor's lists are kept two seconds, decision 0006, and these tests move the clock
 * and refresh within that): the names found, and each horse's free weekdays.
 */
async function browse(query: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/horses${query}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  const found = res.json() as Array<{ name: string; freeWeekdays: string[] }>;
  return {
    names: found.map((horse) => horse.name).sort(),
    free: Object.fromEntries(found.map((horse) => [horse.name, horse.freeWeekdays])),
  };
}

describe('browse on my days', () => {
  it('says on which weekdays of the coming four weeks each horse is free', async () => {
    const { free } = await browse('');
    expect(free).toEqual({ 'Tuesday horse': ['tuesday'], 'Ended horse': [], 'Idle horse': [] });
  });

  it('finds a horse with Tuesday slots on Tuesdays, not on Wednesdays; a slot that ended does not count', async () => {
    expect((await browse('?weekdays=tuesday')).names).toEqual(['Tuesday horse']);
    expect((await browse('?weekdays=wednesday')).names).toEqual([]);
    expect((await browse('?weekdays=wednesday,tuesday')).names).toEqual(['Tuesday horse']);
    // Near a place too (the in-memory index answers those), and with words it cannot locate (SQL).
    expect((await browse('?location=York&weekdays=tuesday')).names).toEqual(['Tuesday horse']);
    expect((await browse('?location=York&weekdays=monday,wednesday')).names).toEqual([]);
    expect((await browse('?location=Yor&weekdays=tuesday')).names).toEqual(['Tuesday horse']);
    expect((await browse('?weekdays=')).names).toHaveLength(3);
  });

  it('follows the owner editing and deleting slots at once', async () => {
    const saturday = await addSlot('Idle horse', {
      startDate: '2026-03-07',
      endDate: '2026-03-07',
      recurrenceType: 'none',
    });
    expect((await browse('?weekdays=saturday')).names).toEqual(['Idle horse']);
    const moved = await call('PUT', `/api/availability-slots/${saturday.id}`, {
      ...SLOT,
      recurrenceType: 'none',
      startDate: '2026-03-08',
      endDate: '2026-03-08',
    });
    expect(moved.statusCode).toBe(200);
    expect((await browse('?weekdays=saturday')).names).toEqual([]);
    expect((await browse('?weekdays=sunday')).free['Idle horse']).toEqual(['sunday']);
    expect((await call('DELETE', `/api/availability-slots/${saturday.id}`)).statusCode).toBe(204);
    expect((await browse('?weekdays=sunday')).names).toEqual([]);
  });

  it('drops a slot from the coming four weeks as the days pass, with nothing worked out again', async () => {
    await addSlot('Idle horse', {
      startDate: '2026-03-05',
      endDate: '2026-03-05',
      recurrenceEnd: '2026-03-12',
    });
    expect((await browse('?weekdays=thursday')).names).toEqual(['Idle horse']);
    await setDay('2026-03-13');
    expect((await browse('?weekdays=thursday')).names).toEqual([]);
    expect((await browse('')).free['Idle horse']).toEqual([]);
    // Four weeks from 13 March reach Tuesday 7 April: the Tuesday horse is still free on Tuesdays.
    expect((await browse('?weekdays=tuesday')).names).toEqual(['Tuesday horse']);
  });

  it('counts slots the refresh has worked out, and refreshes only days that are due', async () => {
    const idle = ids['Idle horse']!;
    // A slot written without the availability service (as before this release): not known until refreshed.
    await insertAvailabilitySlot(ctx.db, {
      horseId: idle,
      startDate: '2026-03-06',
      endDate: '2026-03-06',
      recurrenceType: 'none',
    });
    await ctx.db.update(horses).set({ freeDaysFrom: null }).where(eq(horses.id, idle));
    expect((await browse('?weekdays=friday')).names).toEqual([]);
    expect(await refreshFreeDays(ctx.db, TODAY)).toBe(1);
    expect((await browse('?weekdays=friday')).names).toEqual(['Idle horse']);
    // A week on, nothing is due; two weeks on, every horse is.
    expect(await refreshFreeDays(ctx.db, '2026-03-11')).toBe(0);
    expect(await refreshFreeDays(ctx.db, '2026-03-18')).toBe(3);
  });

  it('refuses an unknown or repeated weekday with a 400 naming weekdays', async () => {
    for (const bad of ['funday', 'tuesday,tuesday', 'Tuesday', 'tuesday&weekdays=monday']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/horses?weekdays=${bad}` });
      expect(res.statusCode, bad).toBe(400);
      const body = res.json() as { message: string; fieldErrors: Record<string, string[]> };
      expect(body.message, bad).toMatch(/weekdays/);
      expect(Object.keys(body.fieldErrors), bad).toEqual(['weekdays']);
    }
  });
});
