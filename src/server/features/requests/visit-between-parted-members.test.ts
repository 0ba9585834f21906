import { describe, expect, it } from 'vitest';
import type { RequestView } from '#contract/requests.js';
import { createMailer } from '#server/adapters/mailer/index.js';
import { insertHorse, insertVisit } from '#server/db/factories.js';
import { signInAsNewAdmin } from '#tests/setup/admin.js';
import { sendAs } from '#tests/setup/http.js';
import { useCalendarDay } from '#tests/setup/calendar-clock.js';
import { useSmtpServer } from '#tests/setup/smtp-server.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { giveYardDetails } from '#tests/setup/horses.js';
import { requestTestCalls } from './request-test-helpers.js';
import { sendVisitReminders } from './visit-reminders.js';

// A block or a suspension parts the two members of an accepted visit to come: it is called off, so the
// yard card, the calendar feeds and the reminder drop it, and lifting the block or the suspension does not
// bring it back: the other member was told it is off, and may have made other plans (decision 0052). The
// rule that keeps parted members apart (decision 0049) still guards each of those readers.

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
  await giveYardDetails(call, owner, horse.id, YARD);
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
  for (const who of ['rider', 'owner'] as const) {
    it(`is called off when the ${who} blocks: the yard card and both feeds drop it, for good`, async () => {
      const scene = await acceptedVisit();
      const blocker = scene[who];
      const blocked = who === 'rider' ? scene.owner : scene.rider;
      expect((await call('PUT', `/api/blocks/${blocked.user.id}`, blocker.cookie)).statusCode).toBe(204);
      expect(await scene.seen()).toEqual(scene.parted);
      expect((await call('DELETE', `/api/blocks/${blocked.user.id}`, blocker.cookie)).statusCode).toBe(204);
      expect(await scene.seen()).toEqual(scene.parted);
    });
  }

  it('sends no day-before reminder to either of them', async () => {
    const { owner, rider } = await acceptedVisit();
    await call('PUT', `/api/blocks/${owner.user.id}`, rider.cookie);
    const deps = {
      db: ctx.db,
      mailer: createMailer(ctx.config, () => undefined),
      siteName: 'Stablemates',
      publicUrl: 'https://stablemates.test',
      unsubscribeSecret: ctx.config.SESSION_SECRET,
    };
    smtp.messages.length = 0;
    expect(await sendVisitReminders(deps, TODAY)).toBe(0);
    expect(smtp.messages).toEqual([]);
  });
});

describe('an accepted visit with a suspended member', () => {
  it('is called off when the owner is suspended: the yard card and both feeds drop it, even once lifted', async () => {
    const { owner, seen, parted } = await acceptedVisit();
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
    expect(await seen()).toEqual(parted);
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
