import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMailer } from '#server/adapters/mailer/index.js';
import { insertAvailabilitySlot, insertHorse } from '#server/db/factories.js';
import { availabilitySlots, type NewAvailabilitySlot } from '#server/db/schema/index.js';
import { signInMemberOfType } from '#tests/setup/http.js';
import { useCalendarDay } from '#tests/setup/calendar-clock.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { extendSlot } from './availability.service.js';
import { sendSlotEndingNotices } from './ending-notices.js';

const ctx = useTestApp();
// Monday 7 December 2026.
useCalendarDay('2026-12-07');

const member = (email: string, userType: 'owner' | 'enthusiast' = 'owner') =>
  signInMemberOfType(ctx.app, ctx.db, email, userType);

/** Mon-Fri 9-5 from 16 November, every week until 14 December: a span of 29 days. */
const WEEKDAYS = {
  title: 'Mon-Fri 9-5',
  startDate: '2026-11-16',
  endDate: '2026-11-20',
  recurrenceType: 'weekly',
  recurrenceEnd: '2026-12-14',
} satisfies Partial<NewAvailabilitySlot>;

async function ownerWithSlot(over: Partial<NewAvailabilitySlot> = {}) {
  const owner = await member('olive@example.test');
  const horse = await insertHorse(ctx.db, { ownerId: owner.user.id, name: 'Bramble' });
  const slot = await insertAvailabilitySlot(ctx.db, { horseId: horse.id, ...WEEKDAYS, ...over });
  return { owner, horse, slot };
}

const extend = (id: number | string, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/availability-slots/${id}/extend`,
    headers: cookie ? { cookie } : {},
  });

const stored = async (id: number) =>
  (await ctx.db.select().from(availabilitySlots).where(eq(availabilitySlots.id, id)))[0];

const notices = () => ({
  db: ctx.db,
  mailer: createMailer(ctx.config, () => undefined),
  siteName: 'Stablemates',
  publicUrl: 'https://stablemates.test',
});

describe('carrying a slot on', () => {
  it('moves a recurring slot’s last day on by its span, once, and re-arms its notice', async () => {
    const { owner, slot } = await ownerWithSlot();
    expect(await sendSlotEndingNotices(notices())).toBe(1);

    const carried = await extend(slot.id, owner.cookie);
    expect(carried.statusCode).toBe(200);
    expect(carried.json()).toMatchObject({
      startDate: '2026-11-16',
      endDate: '2026-11-20',
      recurrenceEnd: '2027-01-12',
      carryOnDays: 29,
    });
    expect((await stored(slot.id))?.endingNoticeSentAt).toBeNull();

    // A second press finds it no longer ending this week: told so, and nothing moves.
    const again = await extend(slot.id, owner.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a slot that ends within a week can be carried on');
    expect((await stored(slot.id))?.recurrenceEnd).toBe('2027-01-12');

    // A week before the new last day its owner hears again, and a carry-on adds the same 29 days.
    expect(await sendSlotEndingNotices(notices(), '2027-01-05')).toBe(1);
    const next = await extendSlot({ db: ctx.db, actor: owner.user, id: slot.id, today: '2027-01-06' });
    expect(next.recurrenceEnd).toBe('2027-02-10');
  });

  it('moves a one-off slot’s end date', async () => {
    // Flexible, 14 November to 13 December: 30 days.
    const { owner, slot } = await ownerWithSlot({
      title: 'Flexible',
      startDate: '2026-11-14',
      endDate: '2026-12-13',
      recurrenceType: 'none',
      recurrenceEnd: null,
    });
    const carried = await extend(slot.id, owner.cookie);
    expect(carried.statusCode).toBe(200);
    expect(carried.json()).toMatchObject({ endDate: '2027-01-12', recurrenceEnd: null });
  });

  it('refuses a slot with more than a week to run, and changes nothing', async () => {
    const { owner, slot } = await ownerWithSlot({ recurrenceEnd: '2026-12-15' });
    expect((await extend(slot.id, owner.cookie)).statusCode).toBe(409);
    expect((await stored(slot.id))?.recurrenceEnd).toBe('2026-12-15');
  });

  it('is the owner’s alone: 401 signed out, 403 for anyone else, 404 unknown, 400 for a bad id', async () => {
    const { owner, slot } = await ownerWithSlot();
    const otherOwner = await member('sam@example.test');
    const rider = await member('ella@example.test', 'enthusiast');
    expect((await extend(slot.id)).statusCode).toBe(401);
    expect((await extend(slot.id, otherOwner.cookie)).statusCode).toBe(403);
    expect((await extend(slot.id, rider.cookie)).statusCode).toBe(403);
    expect((await stored(slot.id))?.recurrenceEnd).toBe('2026-12-14');
    expect((await extend(99999, owner.cookie)).statusCode).toBe(404);
    expect((await extend('abc', owner.cookie)).statusCode).toBe(400);
  });

  it('an edit that moves the slot’s days re-arms its notice and forgets an earlier carry-on', async () => {
    const { owner, slot } = await ownerWithSlot();
    await extend(slot.id, owner.cookie);
    await sendSlotEndingNotices(notices(), '2027-01-05');
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/availability-slots/${slot.id}`,
      headers: { cookie: owner.cookie },
      payload: { ...WEEKDAYS, startTime: '09:00', endTime: '17:00', recurrenceEnd: '2027-01-31' },
    });
    expect(edited.statusCode).toBe(200);
    expect(await stored(slot.id)).toMatchObject({ endingNoticeSentAt: null, carryOnDays: null });
  });
});
