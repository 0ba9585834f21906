import { count } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RideView } from '#contract/rides.js';
import { RIDE_MESSAGES } from '#contract/rides.js';
import { notices, rides } from '#server/db/schema/index.js';
import { useSettableClock } from '#tests/setup/calendar-clock.js';
import { emptyOutboxes, mailArriving, mailsTo } from '#tests/setup/outbox.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { CONTACT_E164, rideScene, subjectsTo, textsTo } from './ride-test-scene.js';

const ctx = useTestApp();
// Tuesday 2 March 2027, 10:00 in London (GMT): one of Jo's days with Biscuit.
const { setClock } = useSettableClock('2027-03-02T10:00:00Z');

beforeEach(() => emptyOutboxes(ctx.dataDir));

const look = () => ctx.app.minuteJobs.find((job) => job.name === 'ride-check-ins')!.run(new Date());
/** How long a test waits for what the job tells after its look returned: long enough for a loaded machine. */
const JOB_TAIL = { timeout: 10_000 };
const ridesStored = async () => (await ctx.db.select({ n: count() }).from(rides))[0]!.n;
const bell = async (userId: number) =>
  (await ctx.db.select().from(notices)).filter((n) => n.userId === userId).map((n) => n.words);

async function started(scene: Awaited<ReturnType<typeof rideScene>>, backBy = '2027-03-02T11:00:00Z') {
  const res = await scene.call('POST', `/api/requests/${scene.shareId}/rides`, scene.rider.cookie, {
    backBy,
    note: 'The forestry loop and back by the lane',
    company: 'alone',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<RideView>();
}

describe('starting a ride', () => {
  it('the rider starts one on their day; the owner reads it and is told "Out now"', async () => {
    const scene = await rideScene(ctx);
    const ride = await started(scene);
    expect(ride).toMatchObject({ backAt: null, alertedAt: null, company: 'alone' });
    const list = await scene.call('GET', `/api/requests/${scene.shareId}/rides`, scene.owner.cookie);
    expect(list.json()).toEqual([
      expect.objectContaining({ id: ride.id, note: 'The forestry loop and back by the lane' }),
    ]);
    expect(await bell(scene.owner.user.id)).toEqual(['Out now: Jo on Biscuit, back by 11:00']);
    await mailArriving(ctx.dataDir, 'fiona@example.test', 'Out now: Jo on Biscuit, back by 11:00');
    // Nobody else reads the rides, nor the route note.
    const strangers = await scene.call('GET', `/api/requests/${scene.shareId}/rides`, scene.stranger.cookie);
    expect(strangers.statusCode).toBe(404);
    expect(strangers.body).not.toContain('forestry');
  });

  it('refuses bad input with a clear 4xx and stores nothing', async () => {
    const scene = await rideScene(ctx);
    const start = (cookie: string, body: object, shareId = scene.shareId) =>
      scene.call('POST', `/api/requests/${shareId}/rides`, cookie, {
        backBy: '2027-03-02T11:00:00Z',
        note: 'Lanes',
        company: 'alone',
        ...body,
      });
    const past = await start(scene.rider.cookie, { backBy: '2027-03-02T09:59:00Z' });
    expect([past.statusCode, past.json().fieldErrors]).toEqual([400, { backBy: [RIDE_MESSAGES.backByPast] }]);
    const far = await start(scene.rider.cookie, { backBy: '2027-03-02T22:01:00Z' });
    expect([far.statusCode, far.json().message]).toEqual([400, RIDE_MESSAGES.backByTooFar]);
    const long = await start(scene.rider.cookie, { note: 'x'.repeat(201) });
    expect([long.statusCode, long.json().fieldErrors.note]).toEqual([400, [RIDE_MESSAGES.routeTooLong]]);
    const company = await start(scene.rider.cookie, { company: 'with a dog' });
    expect(company.statusCode).toBe(400);
    const notAnInstant = await start(scene.rider.cookie, { backBy: '11:00' });
    expect(notAnInstant.statusCode).toBe(400);
    // The owner is not the rider; a stranger does not see the share; Sam's day is Wednesday, not today.
    expect((await start(scene.owner.cookie, {})).statusCode).toBe(403);
    expect((await start(scene.stranger.cookie, {})).statusCode).toBe(404);
    const notSams = await start(scene.sam.cookie, {}, scene.samShareId);
    expect([notSams.statusCode, notSams.json().message]).toEqual([409, RIDE_MESSAGES.notYourDay]);
    // Jo on Sam's day (Wednesday) is not on a day of hers.
    await setClock('2027-03-03T10:00:00Z');
    const notHers = await start(scene.rider.cookie, { backBy: '2027-03-03T11:00:00Z' });
    expect([notHers.statusCode, notHers.json().message]).toEqual([409, RIDE_MESSAGES.notYourDay]);
    expect(await ridesStored()).toBe(0);
  });

  it('one ride out at a time', async () => {
    const scene = await rideScene(ctx);
    await started(scene);
    const again = await scene.call('POST', `/api/requests/${scene.shareId}/rides`, scene.rider.cookie, {
      backBy: '2027-03-02T12:00:00Z',
      note: 'Again',
      company: 'with others',
    });
    expect([again.statusCode, again.json().message]).toEqual([409, RIDE_MESSAGES.alreadyOut]);
    expect(await ridesStored()).toBe(1);
  });
});

describe('while out, by the minute job on the calendar clock', () => {
  it('asks the rider "Still out?" ten minutes before the time, once', async () => {
    const scene = await rideScene(ctx);
    await started(scene);
    await setClock('2027-03-02T10:49:00Z');
    await look();
    expect(await bell(scene.rider.user.id)).toEqual([]);
    await setClock('2027-03-02T10:50:00Z');
    await look();
    await look();
    // The notice is kept as the job tells it, which may finish just after the job's look returns.
    await expect
      .poll(() => bell(scene.rider.user.id), JOB_TAIL)
      .toEqual(['Still out? You said you would be back with Biscuit by 11:00']);
    await mailArriving(ctx.dataDir, 'jo@example.test', 'Still out?');
  });

  it('no alert when the rider is back in time', async () => {
    const scene = await rideScene(ctx);
    const ride = await started(scene);
    await setClock('2027-03-02T10:58:00Z');
    const back = await scene.call('POST', `/api/rides/${ride.id}/back`, scene.rider.cookie);
    expect(back.json()).toMatchObject({
      backAt: expect.stringMatching(/^2027-03-02T10:58/),
      alertedAt: null,
    });
    await setClock('2027-03-02T12:00:00Z');
    await look();
    expect(await subjectsTo(ctx.dataDir, 'fiona@example.test', 'overdue')).toEqual([]);
    expect(await textsTo(ctx.dataDir, CONTACT_E164)).toEqual([]);
    // "I'm back" twice is no second return.
    const twice = await scene.call('POST', `/api/rides/${ride.id}/back`, scene.rider.cookie);
    expect([twice.statusCode, twice.json().message]).toEqual([409, RIDE_MESSAGES.rideOver]);
  });

  it('an extension before the alert moves both "Still out?" and the alert', async () => {
    const scene = await rideScene(ctx);
    const ride = await started(scene);
    await setClock('2027-03-02T10:55:00Z');
    await look();
    const extended = await scene.call('POST', `/api/rides/${ride.id}/extend`, scene.rider.cookie, {
      backBy: '2027-03-02T12:00:00Z',
    });
    expect(extended.json()).toMatchObject({ backBy: '2027-03-02T12:00:00.000Z' });
    // Past the first time's alert: nothing.
    await setClock('2027-03-02T11:20:00Z');
    await look();
    expect(await subjectsTo(ctx.dataDir, 'fiona@example.test', 'overdue')).toEqual([]);
    // Asked again before the new time, alerted after it.
    await setClock('2027-03-02T11:50:00Z');
    await look();
    // Kept as the job tells them, which may finish just after the job's look returns.
    await expect.poll(async () => (await bell(scene.rider.user.id)).length, JOB_TAIL).toBe(2);
    await setClock('2027-03-02T12:15:00Z');
    await look();
    await expect
      .poll(() => subjectsTo(ctx.dataDir, 'fiona@example.test', 'overdue'), JOB_TAIL)
      .toEqual(['Jo is overdue from a ride on Biscuit: back by 12:00']);
    // Bad extensions: in the past, or the owner's.
    const past = await scene.call('POST', `/api/rides/${ride.id}/extend`, scene.rider.cookie, {
      backBy: '2027-03-02T11:00:00Z',
    });
    expect(past.statusCode).toBe(409);
    const owners = await scene.call('POST', `/api/rides/${ride.id}/extend`, scene.owner.cookie, {
      backBy: '2027-03-02T13:00:00Z',
    });
    expect(owners.statusCode).toBe(403);
  });

  it('alerts the owner by push-or-not e-mail and the bell, and texts the emergency contact, once', async () => {
    const scene = await rideScene(ctx);
    const ride = await started(scene);
    await setClock('2027-03-02T11:14:00Z');
    await look();
    expect(await textsTo(ctx.dataDir, CONTACT_E164)).toEqual([]);
    await setClock('2027-03-02T11:15:00Z');
    await look();
    await look();
    await setClock('2027-03-02T11:40:00Z');
    await look();
    // The alert is sent as the job tells it, which may finish just after the job's look returns.
    await expect
      .poll(() => subjectsTo(ctx.dataDir, 'fiona@example.test', 'overdue'), JOB_TAIL)
      .toEqual(['Jo is overdue from a ride on Biscuit: back by 11:00']);
    const [alert] = await mailTextsToFiona('overdue');
    expect(alert).toContain('The forestry loop and back by the lane');
    expect(alert).toContain('riding alone');
    const texts = await textsTo(ctx.dataDir, CONTACT_E164);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain(
      'Jo Rider has not come back from a ride on Biscuit. Back by 11:00, riding alone',
    );
    expect(texts[0]).toContain('The forestry loop and back by the lane');
    expect(await bell(scene.owner.user.id)).toContain('Jo is overdue from a ride on Biscuit: back by 11:00');
    const seen = await scene.call('GET', `/api/requests/${scene.shareId}/rides`, scene.owner.cookie);
    expect(seen.json()[0].alertedAt).toMatch(/^2027-03-02T11:15/);
    // After the alert, the time cannot be moved: "I'm back" is what tells everyone.
    const extend = await scene.call('POST', `/api/rides/${ride.id}/extend`, scene.rider.cookie, {
      backBy: '2027-03-02T12:30:00Z',
    });
    expect([extend.statusCode, extend.json().message]).toEqual([409, RIDE_MESSAGES.alreadyAlerted]);
  });

  it('"I\'m back" after the alert tells the owner and the emergency contact the rider is safe, once', async () => {
    const scene = await rideScene(ctx);
    const ride = await started(scene);
    await setClock('2027-03-02T11:16:00Z');
    await look();
    await setClock('2027-03-02T11:30:00Z');
    const back = await scene.call('POST', `/api/rides/${ride.id}/back`, scene.rider.cookie);
    expect(back.statusCode, back.body).toBe(200);
    await look();
    expect(await subjectsTo(ctx.dataDir, 'fiona@example.test', 'back safe')).toEqual([
      'Jo is back safe from the ride on Biscuit',
    ]);
    const texts = await textsTo(ctx.dataDir, CONTACT_E164);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toContain('Jo Rider is back safe from the ride on Biscuit');
  });
});

/** The text of each mail to Fiona whose subject has `words`. */
async function mailTextsToFiona(words: string) {
  return (await mailsTo(ctx.dataDir, 'fiona@example.test'))
    .filter((mail) => mail.subject?.includes(words))
    .map((mail) => mail.text ?? '');
}
