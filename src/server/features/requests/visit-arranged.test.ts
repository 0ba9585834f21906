import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, londonToday } from '#contract/rules/calendar-days.js';
import type { RequestView } from '#contract/requests.js';
import { createMailer } from '#server/adapters/mailer/index.js';
import { insertAvailabilitySlot, insertHorse, insertVisit } from '#server/db/factories.js';
import { requests } from '#server/db/schema/index.js';
import { useSmtpServer } from '#tests/setup/smtp-server.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { sendVisitReminders } from './visit-reminders.js';
import { visitIsOn } from './visit-window.js';
import { giveYardDetails } from '#tests/setup/horses.js';
import { requestTestCalls } from './request-test-helpers.js';

const smtp = useSmtpServer();
const ctx = useTestApp({ env: () => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://stablemates.test' }) });

const { member, call } = requestTestCalls(ctx);

const ADDRESS = 'Hollybush Farm, Lower Lane, Thirsk YO7 1AA';
const YARD = {
  address: ADDRESS,
  directions: 'Second gate on the left after the church',
  parking: 'By the hay barn',
  arrival: 'Ring the bell at the tack room',
  feeding: 'Two scoops of pony nuts at 8',
  turnout: 'Field 3 with Dolly',
  tack: 'Bridle on peg 2',
  vetAndFarrier: 'Thirsk Equine 01845 000000',
  emergencyContact: 'Olly',
  // Texted if a rider is overdue (issue 45): sent and kept as E.164.
  emergencyMobile: '+447700900000',
};

async function scene() {
  const owner = await member('olly@example.test', 'owner');
  const rider = await member('ella@example.test', 'enthusiast');
  const other = await member('sam@example.test', 'enthusiast');
  const horse = await insertHorse(ctx.db, { ownerId: owner.user.id, name: 'Bramble' });
  await giveYardDetails(call, owner, horse.id, YARD);
  const visit = (requesterId: number, status: 'pending' | 'accepted', day: string) =>
    insertVisit(ctx.db, horse, requesterId, day, status);
  const viewsOf = async (who: { user: { id: number }; cookie: string }): Promise<RequestView[]> =>
    (await call('GET', `/api/requests?userId=${who.user.id}`, who.cookie)).json();
  return { owner, rider, other, horse, visit, viewsOf };
}

// Explicit days around today (London): tomorrow's visit is on, yesterday's is over.
const today = londonToday();

describe('yard details', () => {
  it('only the owner reads and writes them; bad input changes nothing', async () => {
    const { owner, rider, other, horse } = await scene();
    expect((await call('GET', `/api/horses/${horse.id}/yard-details`, owner.cookie)).json()).toEqual(YARD);
    for (const cookie of [rider.cookie, other.cookie]) {
      expect((await call('GET', `/api/horses/${horse.id}/yard-details`, cookie)).statusCode).toBe(403);
      expect((await call('PUT', `/api/horses/${horse.id}/yard-details`, cookie, YARD)).statusCode).toBe(403);
    }
    expect((await call('GET', `/api/horses/${horse.id}/yard-details`)).statusCode).toBe(401);
    expect((await call('GET', '/api/horses/99999/yard-details', owner.cookie)).statusCode).toBe(404);
    const long = await call('PUT', `/api/horses/${horse.id}/yard-details`, owner.cookie, {
      ...YARD,
      address: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);
    expect((await call('GET', `/api/horses/${horse.id}/yard-details`, owner.cookie)).json().address).toBe(
      ADDRESS,
    );
  });

  it('reach the accepted enthusiast from acceptance until the visit ends, and nobody else', async () => {
    const { owner, rider, other, horse, visit, viewsOf } = await scene();
    const pending = await visit(rider.user.id, 'pending', addDays(today, 1));
    expect((await viewsOf(rider))[0]?.yardDetails).toBeNull();

    const accepted = await call('POST', `/api/requests/${pending.id}/accept`, owner.cookie);
    // The owner's own view never carries them (the owner has them on the horse).
    expect(accepted.json().yardDetails).toBeNull();
    const [mine] = await viewsOf(rider);
    expect(mine?.yardDetails).toEqual(YARD);
    expect((await viewsOf(owner))[0]?.yardDetails).toBeNull();

    // Another enthusiast, pending for the same horse, sees nothing; nor an accepted visit that is over.
    await visit(other.user.id, 'pending', addDays(today, 2));
    await visit(other.user.id, 'accepted', addDays(today, -1));
    for (const view of await viewsOf(other)) expect(view.yardDetails).toBeNull();

    // Cancelled: gone again.
    await call('POST', `/api/requests/${pending.id}/cancel`, rider.cookie, { reason: 'Ill' });
    expect((await viewsOf(rider))[0]?.yardDetails).toBeNull();

    // Never in a public reply or a search.
    for (const url of [
      `/api/horses/${horse.id}`,
      '/api/horses',
      `/api/availability-slots?horseId=${horse.id}`,
    ]) {
      for (const cookie of [undefined, rider.cookie, other.cookie]) {
        expect((await call('GET', url, cookie)).body).not.toContain('Hollybush');
      }
    }
  });

  it('the window ends with the visit’s end time in London', () => {
    const view = {
      status: 'accepted',
      startDate: '2026-12-08',
      endDate: '2026-12-08',
      slot: { id: 1, title: 'Hack', startTime: '10:00', endTime: '12:00' },
    } as RequestView;
    expect(visitIsOn(view, new Date('2026-12-01T09:00:00Z'))).toBe(true);
    expect(visitIsOn(view, new Date('2026-12-08T11:59:00Z'))).toBe(true);
    expect(visitIsOn(view, new Date('2026-12-08T12:00:00Z'))).toBe(false);
    expect(visitIsOn({ ...view, status: 'pending' }, new Date('2026-12-01T09:00:00Z'))).toBe(false);
  });
});

describe('the calendar feed', () => {
  it('a secret address lists the member’s accepted visits; a new one or stopping it revokes the old', async () => {
    const { owner, rider, other, horse, visit } = await scene();
    const slot = await insertAvailabilitySlot(ctx.db, {
      horseId: horse.id,
      startDate: addDays(today, 3),
      endDate: addDays(today, 3),
      startTime: '10:00',
      endTime: '12:00',
    });
    const accepted = await visit(rider.user.id, 'accepted', addDays(today, 3));
    await ctx.db.update(requests).set({ slotId: slot.id }).where(eq(requests.id, accepted.id));
    await visit(rider.user.id, 'pending', addDays(today, 5));
    await visit(other.user.id, 'accepted', addDays(today, 4));

    expect((await call('GET', '/api/calendar-feed', rider.cookie)).json()).toEqual({
      active: false,
      createdAt: null,
    });
    const made = await call('POST', '/api/calendar-feed', rider.cookie);
    expect(made.statusCode).toBe(201);
    const { path } = made.json();
    expect(path).toMatch(/^\/api\/calendar-feed\/[A-Za-z0-9_-]{43}$/);
    expect((await call('GET', '/api/calendar-feed', rider.cookie)).json().active).toBe(true);

    const feed = await call('GET', path);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(feed.body).toContain(`UID:request-${accepted.id}@stablemates`);
    expect(feed.body).toContain('SUMMARY:Stablemates visit: Bramble');
    // Private yard details never go into a calendar.
    expect(feed.body).not.toContain('Hollybush');

    const ownerFeed = (await call('POST', '/api/calendar-feed', owner.cookie)).json().path;
    expect((await call('GET', ownerFeed)).body.match(/BEGIN:VEVENT/g)).toHaveLength(2);

    const renewed = (await call('POST', '/api/calendar-feed', rider.cookie)).json().path;
    expect((await call('GET', path)).statusCode).toBe(404);
    expect((await call('GET', renewed)).statusCode).toBe(200);
    expect((await call('DELETE', '/api/calendar-feed', rider.cookie)).statusCode).toBe(204);
    expect((await call('GET', renewed)).statusCode).toBe(404);
    expect((await call('GET', '/api/calendar-feed/not-a-token')).statusCode).toBeLessThan(500);
    expect((await call('POST', '/api/calendar-feed')).statusCode).toBe(401);
  });
});

describe('the day-before reminder', () => {
  it('mails both sides once for each accepted visit that starts tomorrow', async () => {
    const { rider, other, visit } = await scene();
    const day = '2026-12-08';
    await visit(rider.user.id, 'accepted', day);
    await visit(other.user.id, 'pending', day);
    await visit(other.user.id, 'accepted', '2026-12-09');
    const deps = {
      db: ctx.db,
      mailer: createMailer(ctx.config, () => undefined),
      siteName: 'Stablemates',
      publicUrl: 'https://stablemates.test',
      unsubscribeSecret: ctx.config.SESSION_SECRET,
    };
    smtp.messages.length = 0;
    // Only the reminders: an earlier test's arrangement notice may still be on its way (decision 0052).
    const reminders = () => smtp.messages.filter((mail) => mail.subject?.startsWith('Tomorrow'));
    expect(await sendVisitReminders(deps, '2026-12-07')).toBe(1);
    expect(reminders().map((mail) => mail.subject)).toEqual([
      'Tomorrow: your visit to Bramble, Tue 8 Dec',
      'Tomorrow: your visit to Bramble, Tue 8 Dec',
    ]);
    expect(
      reminders()
        .map((mail) => (Array.isArray(mail.to) ? '' : mail.to?.text))
        .sort(),
    ).toEqual(['ella@example.test', 'olly@example.test']);
    expect(reminders()[0]?.text).toContain('https://stablemates.test/requests');
    expect(reminders()[0]?.text).not.toContain('Hollybush');
    expect(await sendVisitReminders(deps, '2026-12-07')).toBe(0);
  });
});
