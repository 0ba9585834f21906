import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { occurrencesBetween } from '#contract/rules/recurrence.js';
import { signIn } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { insertHorse, insertUser } from '#server/db/factories.js';
import { availabilitySlots } from '#server/db/schema/index.js';
import { applyQuickSetup } from './availability.service.js';

const ctx = useTestApp();

// Explicit days: Wednesday 2 December 2026, whatever day the suite runs.
const WEDNESDAY = '2026-12-02';

async function ownerWithHorse() {
  const user = await insertUser(ctx.db, { email: 'olly@example.test', userType: 'owner' });
  const horse = await insertHorse(ctx.db, { ownerId: user.id, name: 'Bramble' });
  return { user, horse, cookie: await signIn(ctx.app, 'olly@example.test') };
}

const storedSlots = (horseId: number) =>
  ctx.db.select().from(availabilitySlots).where(eq(availabilitySlots.horseId, horseId));

describe('presets', () => {
  it('open from today (this week’s days from today on) and never duplicate what is there', async () => {
    const { user, horse } = await ownerWithHorse();
    const tap = (preset: 'weekdays' | 'weekends', today = WEDNESDAY) =>
      applyQuickSetup({ db: ctx.db, actor: user, input: { horseId: horse.id, preset }, today });
    const first = await tap('weekdays');
    expect(first).toHaveLength(1);
    // Today (a Wednesday) is open: the first day from today is today.
    expect(occurrencesBetween(first[0]!, WEDNESDAY, '2026-12-08')).toEqual([
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-07',
      '2026-12-08',
    ]);
    // Tapped again, the same day or the next: nothing added.
    for (const today of [WEDNESDAY, '2026-12-03']) {
      expect(await tap('weekdays', today)).toEqual([]);
    }
    // A different preset still adds its own.
    expect(await tap('weekends')).toHaveLength(1);
    expect(await storedSlots(horse.id)).toHaveLength(2);
  });

  it('over HTTP, a second tap answers 201 with no slots', async () => {
    const { horse, cookie } = await ownerWithHorse();
    const tap = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/availability-slots/quick-setup',
        headers: { cookie },
        payload: { horseId: horse.id, preset: 'always' },
      });
    expect((await tap()).json()).toHaveLength(1);
    const second = await tap();
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual([]);
    expect(await storedSlots(horse.id)).toHaveLength(1);
  });
});

describe('a weekly slot', () => {
  it('is published on the days the form previews: "Tue hack", 5 to 26 Jan, weekly, no recurrence end', async () => {
    const { horse, cookie } = await ownerWithHorse();
    // recurrenceEnd left out of the body altogether: it is optional.
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/availability-slots',
      headers: { cookie },
      payload: {
        horseId: horse.id,
        title: 'Tue hack',
        startDate: '2027-01-05',
        endDate: '2027-01-26',
        startTime: '10:00',
        endTime: '12:00',
        recurrenceType: 'weekly',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ recurrenceEnd: null, capacity: 1 });
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/availability-slots?horseId=${horse.id}&from=2027-01-01&to=2027-01-31`,
    });
    const [slot] = listed.json();
    expect(occurrencesBetween(slot, '2027-01-01', '2027-01-31')).toEqual([
      '2027-01-05',
      '2027-01-12',
      '2027-01-19',
      '2027-01-26',
    ]);
  });
});
