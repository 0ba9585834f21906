import { describe, expect, it } from 'vitest';
import type { RequestView } from '#contract/requests.js';
import { createMailer } from '#server/adapters/mailer/index.js';
import { insertHorse, insertVisit } from '#server/db/factories.js';
import { signInAsNewAdmin } from '#tests/setup/admin.js';
import { sendAs } from '#tests/setup/http.js';
import { useCalendarDay } from '#tests/setup/calendar-clock.js';
import { useSmtpServer } from '#tests/setup/smtp-server.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { requestTestCalls } from './request-test-helpers.js';
import { sendVisitReminders } from './visit-reminders.js';

// A block or a suspension parts the two members of an accepted visit: the yard card, the calendar feeds
// and the reminder stop showing it, and come back when the block or suspension is lifted (decision 0049).

const smtp = useSmtpServer();
const ctx = useTestApp({ env: () => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://stablemates.test' }) });
const { member, call } = requestTestCalls(ctx);

const TODAY = '2026-12-07';
const TOMORROW = '2026-12-08';
useCalendarDay(TODAY);

const YARD = {
  address: 'Hollybush Farm, Lower Lane, Thirsk YO7 1AA',
  directions: 'Second gate on the left',
  parking: 'By the hay barn',
  arrival: '',
  feeding: '',
  turnout: '',
  tack: '',
  vetAndFarrier: '',
  emergencyContact: '',
};

/** Olly's horse Bramble, its yard details, and Ella's accepted visit tomorrow; each has a feed address. */
async function acceptedVisit() {
  const owner = await member('olly@example.test', 'owner');
  const rider = await member('ella@example.test', 'enthusiast');
  const horse = await insertHorse(ctx.db, { ownerId: owner.user.id, name: 'Bramble' });
  expect((await call('PUT', `/api/horses/${horse.id}/yard-details`, owner.cookie, YARD)).statusCode).toBe(
    200,
  );
  const visit = await insertVisit(ctx.db, horse, rider.user.id, TOMORROW);
  const feedOf = async (cookie: string) => (await call('POST', '/api/calendar-feed', cookie)).json().path;
  const feeds = { owner: await feedOf(owner.cookie), rider: await feedOf(rider.cookie) };
  const event = `UID:request-${visit.id}@stablemates`;
  /** What each side's calendar and the rider's requests show of the visit. */
  const seen = async () => {
    const views: RequestView[] = (
      await call('GET', `/api/requests?userId=${rider.user.id}`, rider.cookie)
    ).json();
    const one: RequestView = (await call('GET', `/api/requests/${visit.id}`, rider.cookie)).json();
    return {
      yardCard: views[0]?.yardDetails?.address ?? null,
      oneRequest: one.yardDetails?.address ?? null,
      ownerFeed: (await call('GET', feeds.owner)).body.includes(event),
      riderFeed: (await call('GET', feeds.rider)).body.includes(event),
    };
  };
  const inTouch = { yardCard: YARD.address, oneRequest: YARD.address, ownerFeed: true, riderFeed: true };
  const parted = { yardCard: null, oneRequest: null, ownerFeed: false, riderFeed: false };
  expect(await seen()).toEqual(inTouch);
  return { owner, rider, feeds, seen, inTouch, parted };
}

describe('an accepted visit between members a block parts', () => {
  it('leaves the yard card and both feeds while either has blocked the other, and comes back after', async () => {
    const { owner, rider, seen, inTouch, parted } = await acceptedVisit();
    for (const [blocker, blocked] of [
      [rider, owner],
      [owner, rider],
    ] as const) {
      expect((await call('PUT', `/api/blocks/${blocked.user.id}`, blocker.cookie)).statusCode).toBe(204);
      expect(await seen()).toEqual(parted);
      expect((await call('DELETE', `/api/blocks/${blocked.user.id}`, blocker.cookie)).statusCode).toBe(204);
      expect(await seen()).toEqual(inTouch);
    }
  });

  it('sends no day-before reminder to either of them', async () => {
    const { owner, rider } = await acceptedVisit();
    await call('PUT', `/api/blocks/${owner.user.id}`, rider.cookie);
    const deps = {
      db: ctx.db,
      mailer: createMailer(ctx.config, () => undefined),
      siteName: 'Stablemates',
      publicUrl: 'https://stablemates.test',
      secret: ctx.config.SESSION_SECRET,
    };
    smtp.messages.length = 0;
    expect(await sendVisitReminders(deps, TODAY)).toBe(0);
    expect(smtp.messages).toEqual([]);
  });
});

describe('an accepted visit with a suspended member', () => {
  it('leaves the rider’s yard card and both feeds while the owner is suspended, and comes back when lifted', async () => {
    const { owner, seen, inTouch, parted } = await acceptedVisit();
    const { cookie: admin } = await signInAsNewAdmin(ctx.app, ctx.db);
    const reason = { reason: 'Reported by several members' };
    const suspended = await sendAs(
      ctx.app,
      admin,
      'POST',
      `/api/admin/users/${owner.user.id}/suspend`,
      reason,
    );
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await seen()).toEqual(parted);
    const lifted = await sendAs(
      ctx.app,
      admin,
      'POST',
      `/api/admin/users/${owner.user.id}/unsuspend`,
      reason,
    );
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(await seen()).toEqual(inTouch);
  });

  it('leaves the owner’s feed while the rider is suspended', async () => {
    const { rider, feeds } = await acceptedVisit();
    const { cookie: admin } = await signInAsNewAdmin(ctx.app, ctx.db);
    const res = await sendAs(ctx.app, admin, 'POST', `/api/admin/users/${rider.user.id}/suspend`, {
      reason: 'Reported by several members',
    });
    expect(res.statusCode, res.body).toBe(200);
    const ownerFeed = await call('GET', feeds.owner);
    expect(ownerFeed.statusCode).toBe(200);
    expect(ownerFeed.body).not.toContain('BEGIN:VEVENT');
  });
});
