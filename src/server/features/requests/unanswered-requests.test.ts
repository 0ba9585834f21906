import { describe, expect, it } from 'vitest';
import type { NoticeList } from '#contract/notices.js';
import { UNANSWERED_MESSAGES } from '#contract/unanswered.js';
import { useSettableClock } from '#tests/setup/calendar-clock.js';
import { sendAs, signInNewMember } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { insertHorse, insertRequest } from '#server/db/factories.js';

/**
 * Requests nobody answers (issue 44 point 6, decision 0057), with the calendar clock set: after three
 * days the requester is told, once; an owner with five such requests has their horses paused from browse
 * and is told why; "Unpause" or answering a request brings them back, and the same requests never pause
 * them again.
 */
const ctx = useTestApp();
const START = '2026-06-10T11:00:00.000Z';
const { setClock } = useSettableClock(START);
const hoursLater = (hours: number) => new Date(Date.parse(START) + hours * 3_600_000).toISOString();

/** The hourly housekeeping's tasks of the app, as main.ts runs them. */
async function runHourly() {
  for (const task of ctx.app.housekeepingTasks) await task(new Date());
}

const notices = async (cookie: string) =>
  (await sendAs(ctx.app, cookie, 'GET', '/api/notices')).json<NoticeList>().notices.map((n) => n.words);
const browsed = async () =>
  ((await ctx.app.inject({ method: 'GET', url: '/api/horses' })).json() as Array<{ id: number }>).map(
    (horse) => horse.id,
  );
const pauseOf = async (cookie: string) =>
  (await sendAs(ctx.app, cookie, 'GET', '/api/browse-pause')).json<{ paused: boolean; unanswered: number }>();

/** Olive, an owner with two horses, and `riders` riders who each asked for Biscuit at `askedAt`. */
async function ownerWithRequests(riders: number, askedAt = new Date(START)) {
  const olive = await signInNewMember(ctx.app, ctx.db, {
    email: 'olive@example.test',
    firstName: 'Olive',
    userType: 'owner',
  });
  const biscuit = await insertHorse(ctx.db, { ownerId: olive.user.id, name: 'Biscuit' });
  const pepper = await insertHorse(ctx.db, { ownerId: olive.user.id, name: 'Pepper' });
  const asked = await askedBy(riders, biscuit, askedAt);
  return { olive, horses: [biscuit.id, pepper.id], biscuit, asked };
}

let riderCount = 0;
async function askedBy(riders: number, horse: { id: number; ownerId: number }, askedAt: Date) {
  const asked = [];
  for (let i = 0; i < riders; i++) {
    const rider = await signInNewMember(ctx.app, ctx.db, {
      email: `rider${riderCount++}@example.test`,
      userType: 'enthusiast',
      riderWeight: '9-11st',
    });
    const request = await insertRequest(ctx.db, {
      horseId: horse.id,
      ownerId: horse.ownerId,
      requesterId: rider.user.id,
      startDate: '2026-06-20',
      endDate: '2026-06-20',
      askedAt,
    });
    asked.push({ rider, request });
  }
  return asked;
}

const TOLD = 'No answer yet: Olive has not answered your request to visit Biscuit on Sat 20 Jun';

describe('requests nobody answers', () => {
  it('tells the requester once after three days, with the card saying "No answer yet"', async () => {
    const { asked } = await ownerWithRequests(1);
    const [{ rider, request }] = asked as [(typeof asked)[number]];
    const card = async () =>
      (await sendAs(ctx.app, rider.cookie, 'GET', `/api/requests/${request.id}`)).json<{
        unanswered: boolean;
      }>().unanswered;

    await setClock(hoursLater(71));
    await runHourly();
    expect(await notices(rider.cookie)).toEqual([]);
    expect(await card()).toBe(false);

    await setClock(hoursLater(72));
    await runHourly();
    await runHourly();
    expect(await notices(rider.cookie)).toEqual([TOLD]);
    expect(await card()).toBe(true);
    // The existing withdraw stands: the requester cancels the pending request.
    const withdrawn = await sendAs(ctx.app, rider.cookie, 'POST', `/api/requests/${request.id}/cancel`, {});
    expect(withdrawn.statusCode).toBe(200);
    expect(await card()).toBe(false);
  });

  it('leaves an owner with four unanswered requests listed', async () => {
    const { olive, horses } = await ownerWithRequests(4);
    await setClock(hoursLater(80));
    await runHourly();
    expect((await browsed()).sort()).toEqual([...horses].sort());
    expect(await pauseOf(olive.cookie)).toMatchObject({ paused: false, unanswered: 4 });
    expect(await notices(olive.cookie)).toEqual([]);
  });

  it('pauses every horse of an owner with five, tells them once, and "Unpause" brings them back for good', async () => {
    const { olive, horses, biscuit } = await ownerWithRequests(5);
    await setClock(hoursLater(72));
    await runHourly();
    expect(await browsed()).toEqual([]);
    expect(await pauseOf(olive.cookie)).toMatchObject({ paused: true, unanswered: 5 });
    await runHourly();
    expect(await notices(olive.cookie)).toEqual([UNANSWERED_MESSAGES.pausedHeadline]);
    // The owner's own list still shows them.
    const own = await sendAs(ctx.app, olive.cookie, 'GET', `/api/horses?ownerId=${olive.user.id}`);
    expect(own.json<unknown[]>()).toHaveLength(2);

    const unpaused = await sendAs(ctx.app, olive.cookie, 'DELETE', '/api/browse-pause');
    expect(unpaused.json()).toMatchObject({ paused: false, unanswered: 5 });
    expect((await browsed()).sort()).toEqual([...horses].sort());
    // The same five never pause them again.
    await setClock(hoursLater(200));
    await runHourly();
    expect((await browsed()).sort()).toEqual([...horses].sort());

    // Five new ones left three days do: the rule holds again, for requests not yet counted.
    await askedBy(5, biscuit, new Date(hoursLater(200)));
    await setClock(hoursLater(271));
    await runHourly();
    expect((await browsed()).sort()).toEqual([...horses].sort());
    await setClock(hoursLater(272));
    await runHourly();
    expect(await browsed()).toEqual([]);
    expect(await notices(olive.cookie)).toEqual([
      UNANSWERED_MESSAGES.pausedHeadline,
      UNANSWERED_MESSAGES.pausedHeadline,
    ]);
  });

  it('un-pauses when the owner answers any request', async () => {
    const { olive, horses, asked } = await ownerWithRequests(6);
    await setClock(hoursLater(73));
    await runHourly();
    expect(await browsed()).toEqual([]);
    const id = asked[0]!.request.id;
    const declined = await sendAs(ctx.app, olive.cookie, 'POST', `/api/requests/${id}/decline`, {});
    expect(declined.statusCode).toBe(200);
    expect((await browsed()).sort()).toEqual([...horses].sort());
    await runHourly();
    expect((await browsed()).sort()).toEqual([...horses].sort());
    expect(await pauseOf(olive.cookie)).toMatchObject({ paused: false, unanswered: 5 });
  });
});
