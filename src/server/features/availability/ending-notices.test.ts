import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMailer } from '#server/adapters/mailer/index.js';
import { insertAvailabilitySlot, insertHorse, insertUser } from '#server/db/factories.js';
import { availabilitySlots, users } from '#server/db/schema/index.js';
import { useCalendarDay } from '#tests/setup/calendar-clock.js';
import { useSmtpServer } from '#tests/setup/smtp-server.js';
import { useSecondProcess, useTestApp } from '#tests/setup/test-app.js';
import { sendSlotEndingNotices, type EndingNoticeDeps } from './ending-notices.js';

const smtp = useSmtpServer();
const ctx = useTestApp({ env: () => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://stablemates.test' }) });
const other = useSecondProcess(ctx);
// Monday 7 December 2026: a week on is Monday 14 December.
useCalendarDay('2026-12-07');

const deps = (db = ctx.db): EndingNoticeDeps => ({
  db,
  mailer: createMailer(ctx.config, () => undefined),
  siteName: 'Stablemates',
  publicUrl: 'https://stablemates.test',
});

/** Mon-Fri 9-5 from 16 November, every week until `until`: 29 days when it ends on 14 December. */
const weekdays = (horseId: number, until: string) =>
  insertAvailabilitySlot(ctx.db, {
    horseId,
    title: 'Mon-Fri 9-5',
    startDate: '2026-11-16',
    endDate: '2026-11-20',
    recurrenceType: 'weekly',
    recurrenceEnd: until,
  });

async function ownerWithHorse(email: string, name: string) {
  const owner = await insertUser(ctx.db, { email, userType: 'owner', firstName: 'Olive' });
  const horse = await insertHorse(ctx.db, { ownerId: owner.id, name });
  return { owner, horse };
}

const subjects = () => smtp.messages.map((mail) => mail.subject);
const toOf = (mail: (typeof smtp.messages)[number]) => (Array.isArray(mail.to) ? '' : mail.to?.text);

describe('the notice that a slot runs out', () => {
  it('goes once, a week before the last day, to the owner, with a link to the calendar', async () => {
    const { horse } = await ownerWithHorse('olive@example.test', 'Bramble');
    const ending = await weekdays(horse.id, '2026-12-14');
    await weekdays(horse.id, '2026-12-15');
    smtp.messages.length = 0;

    expect(await sendSlotEndingNotices(deps())).toBe(1);
    expect(subjects()).toEqual(['Bramble: "Mon-Fri 9-5" runs out on Mon 14 Dec']);
    const [mail] = smtp.messages;
    expect(toOf(mail!)).toBe('olive@example.test');
    expect(mail!.text).toContain('runs until Mon 14 Dec');
    // Carried on for its 29 days again: until 12 January.
    expect(mail!.text).toContain('press "Carry on until 12 Jan"');
    expect(mail!.text).toContain(
      `https://stablemates.test/login?returnTo=${encodeURIComponent(`/horse/${horse.id}#your-slots`)}`,
    );

    // The next hour, and the next day: nothing more about it; the slot ending a day later has its turn.
    expect(await sendSlotEndingNotices(deps())).toBe(0);
    expect(await sendSlotEndingNotices(deps(), '2026-12-08')).toBe(1);
    expect(subjects()).toHaveLength(2);
    expect(subjects()[1]).toBe('Bramble: "Mon-Fri 9-5" runs out on Tue 15 Dec');
    const told = await ctx.db.select().from(availabilitySlots).where(eq(availabilitySlots.id, ending.id));
    expect(told[0]?.endingNoticeSentAt).not.toBeNull();
  });

  it('leaves out a slot ending in 8 days or more, one already over, and one that was only ever a week long', async () => {
    const { horse } = await ownerWithHorse('olive@example.test', 'Bramble');
    await weekdays(horse.id, '2026-12-15');
    await weekdays(horse.id, '2026-12-06');
    await insertAvailabilitySlot(ctx.db, {
      horseId: horse.id,
      title: 'Weekend cover',
      startDate: '2026-12-05',
      endDate: '2026-12-11',
    });
    smtp.messages.length = 0;
    expect(await sendSlotEndingNotices(deps())).toBe(0);
    expect(smtp.messages).toEqual([]);
  });

  it('tells each owner of their own horse, one mail for all of a horse’s slots ending', async () => {
    const { horse } = await ownerWithHorse('olive@example.test', 'Bramble');
    const second = await ownerWithHorse('sam@example.test', 'Dolly');
    await weekdays(horse.id, '2026-12-10');
    await weekdays(horse.id, '2026-12-12');
    await weekdays(second.horse.id, '2026-12-09');
    smtp.messages.length = 0;

    expect(await sendSlotEndingNotices(deps())).toBe(3);
    const byOwner = Object.fromEntries(smtp.messages.map((mail) => [toOf(mail), mail.subject]));
    expect(byOwner).toEqual({
      'olive@example.test': 'Bramble: 2 slots run out this week',
      'sam@example.test': 'Dolly: "Mon-Fri 9-5" runs out on Wed 9 Dec',
    });
  });

  it('goes once when two processes run at the same time', async () => {
    const { horse } = await ownerWithHorse('olive@example.test', 'Bramble');
    await weekdays(horse.id, '2026-12-14');
    smtp.messages.length = 0;
    const runs = await Promise.all([
      sendSlotEndingNotices(deps(ctx.db)),
      sendSlotEndingNotices(deps(other.handle.db)),
    ]);
    expect(runs.sort()).toEqual([0, 1]);
    expect(subjects()).toHaveLength(1);
  });

  it('tells nobody whose account is suspended or whose horse is not taking enquiries', async () => {
    const { owner } = await ownerWithHorse('olive@example.test', 'Bramble');
    const resting = await insertHorse(ctx.db, { ownerId: owner.id, name: 'Dolly', isAvailable: false });
    await weekdays(resting.id, '2026-12-14');
    const gone = await ownerWithHorse('sam@example.test', 'Pip');
    await ctx.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, gone.owner.id));
    await weekdays(gone.horse.id, '2026-12-14');
    smtp.messages.length = 0;
    expect(await sendSlotEndingNotices(deps())).toBe(0);
    expect(smtp.messages).toEqual([]);
  });
});
