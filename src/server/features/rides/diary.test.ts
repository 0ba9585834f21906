import { count } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { RIDE_MESSAGES, type DiaryEntry, type RideView } from '#contract/rides.js';
import { YARD_MESSAGES } from '#contract/visits.js';
import { rideNotes } from '#server/db/schema/index.js';
import { useSettableClock } from '#tests/setup/calendar-clock.js';
import { emptyOutboxes, mailArriving } from '#tests/setup/outbox.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { CONTACT_E164, rideScene } from './ride-test-scene.js';

const ctx = useTestApp();
const { setClock } = useSettableClock('2027-03-02T10:00:00Z');
beforeEach(() => emptyOutboxes(ctx.dataDir));

const NOTE = {
  howItWent: 'Forward and happy; a lovely canter on the stubble.',
  shoes: 'All on',
  lameness: 'None',
  toWatch: 'A small rub under the girth',
};

async function rideDone(scene: Awaited<ReturnType<typeof rideScene>>, day = '2027-03-02') {
  const started = await scene.call('POST', `/api/requests/${scene.shareId}/rides`, scene.rider.cookie, {
    backBy: `${day}T11:00:00Z`,
    note: 'Stubble fields',
    company: 'with others',
  });
  return started.json<RideView>();
}

describe('the diary', () => {
  it('the rider writes a note after the ride; both read it; the owner replies; newest first', async () => {
    const scene = await rideScene(ctx);
    const ride = await rideDone(scene);
    const early = await scene.call('POST', `/api/rides/${ride.id}/note`, scene.rider.cookie, NOTE);
    expect([early.statusCode, early.json().message]).toEqual([409, RIDE_MESSAGES.notBackYet]);
    await setClock('2027-03-02T10:50:00Z');
    await scene.call('POST', `/api/rides/${ride.id}/back`, scene.rider.cookie);
    const owners = await scene.call('POST', `/api/rides/${ride.id}/note`, scene.owner.cookie, NOTE);
    expect(owners.statusCode).toBe(403);
    const long = await scene.call('POST', `/api/rides/${ride.id}/note`, scene.rider.cookie, {
      ...NOTE,
      toWatch: 'x'.repeat(501),
    });
    expect([long.statusCode, long.json().fieldErrors.toWatch]).toEqual([400, [RIDE_MESSAGES.toWatchTooLong]]);
    expect((await ctx.db.select({ n: count() }).from(rideNotes))[0]!.n).toBe(0);

    const written = await scene.call('POST', `/api/rides/${ride.id}/note`, scene.rider.cookie, NOTE);
    expect(written.statusCode, written.body).toBe(201);
    const again = await scene.call('POST', `/api/rides/${ride.id}/note`, scene.rider.cookie, NOTE);
    expect([again.statusCode, again.json().message]).toEqual([409, RIDE_MESSAGES.noteWritten]);
    await mailArriving(ctx.dataDir, 'fiona@example.test', 'Jo wrote about the ride on Biscuit');

    // A second ride on Saturday, and its note: the newest comes first.
    await setClock('2027-03-06T10:00:00Z');
    const second = await rideDone(scene, '2027-03-06');
    await scene.call('POST', `/api/rides/${second.id}/back`, scene.rider.cookie);
    await scene.call('POST', `/api/rides/${second.id}/note`, scene.rider.cookie, { howItWent: 'Quiet hack' });

    const first = written.json<DiaryEntry>();
    const reply = await scene.call('POST', `/api/requests/${scene.shareId}/diary`, scene.owner.cookie, {
      noteId: first.id,
      text: 'Thank you! I will put a girth sleeve on.',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const ridersReply = await scene.call('POST', `/api/requests/${scene.shareId}/diary`, scene.rider.cookie, {
      noteId: first.id,
      text: 'Me too',
    });
    expect(ridersReply.statusCode).toBe(403);
    const elsewhere = await scene.call(
      'POST',
      `/api/requests/${scene.samShareId}/diary`,
      scene.owner.cookie,
      {
        noteId: first.id,
        text: 'Wrong share',
      },
    );
    expect(elsewhere.statusCode).toBe(404);
    await mailArriving(ctx.dataDir, 'jo@example.test', "Fiona replied in Biscuit's diary");

    for (const who of [scene.owner, scene.rider]) {
      const diary = (await scene.call('GET', `/api/requests/${scene.shareId}/diary`, who.cookie)).json<
        DiaryEntry[]
      >();
      expect(diary.map((entry) => entry.howItWent)).toEqual(['Quiet hack', NOTE.howItWent]);
      expect(diary[1]).toMatchObject({ ...NOTE, author: { firstName: 'Jo' } });
      expect(diary[1]!.replies.map((r) => [r.author.firstName, r.text])).toEqual([
        ['Fiona', 'Thank you! I will put a girth sleeve on.'],
      ]);
    }
    // Only the two members read it.
    const strangers = await scene.call('GET', `/api/requests/${scene.shareId}/diary`, scene.stranger.cookie);
    expect(strangers.statusCode).toBe(404);
    expect(strangers.body).not.toContain('girth');
    const sams = await scene.call('GET', `/api/requests/${scene.shareId}/diary`, scene.sam.cookie);
    expect(sams.statusCode).toBe(404);
  });
});

describe("the yard card's emergency contact mobile", () => {
  it('is checked as a UK mobile when saved, and kept as E.164', async () => {
    const scene = await rideScene(ctx);
    const url = `/api/horses/${scene.horse.id}/yard-details`;
    const read = async () => (await scene.call('GET', url, scene.owner.cookie)).json().emergencyMobile;
    expect(await read()).toBe(CONTACT_E164);
    for (const bad of ['01845 123456', '0770090012', '+33 6 12 34 56 78', 'Fiona']) {
      const res = await scene.call('PUT', url, scene.owner.cookie, { emergencyMobile: bad });
      expect([bad, res.statusCode, res.json().fieldErrors]).toEqual([
        bad,
        400,
        { emergencyMobile: [YARD_MESSAGES.notUkMobile] },
      ]);
    }
    expect(await read()).toBe(CONTACT_E164);
    for (const good of ['+44 (0)7700 900456', '0044 7700 900456', '07700-900-456']) {
      const res = await scene.call('PUT', url, scene.owner.cookie, { emergencyMobile: good });
      expect([good, res.statusCode]).toEqual([good, 200]);
      expect(await read()).toBe('+447700900456');
    }
    // Left empty, there is none.
    await scene.call('PUT', url, scene.owner.cookie, { emergencyMobile: '' });
    expect(await read()).toBe('');
  });
});
