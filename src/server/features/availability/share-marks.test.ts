import { describe, expect, it } from 'vitest';
import type { AvailabilitySlot } from '#contract/availability.js';
import type { RequestView } from '#contract/requests.js';
import { useSettableClock } from '#tests/setup/calendar-clock.js';
import { signInMemberOfType } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { askToShare, biscuitWithMornings } from '#tests/setup/share-scene.js';

// The owner's calendar names who shares a horse on which day (issue 41); nobody else learns it. And My
// shares reads a member's shares alone (GET /api/requests?kind=share).
const ctx = useTestApp({ env: () => ({ LOG_LEVEL: 'error' }) });
// Monday 1 March 2027, 10:00 in London.
useSettableClock('2027-03-01T10:00:00Z');

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

async function acceptedShare() {
  const owner = await signInMemberOfType(ctx.app, ctx.db, 'fiona@example.test', 'owner');
  const jo = await signInMemberOfType(ctx.app, ctx.db, 'jo@example.test', 'enthusiast');
  const sam = await signInMemberOfType(ctx.app, ctx.db, 'sam@example.test', 'enthusiast');
  const { horse, slot } = await biscuitWithMornings(ctx.db, owner.user.id, { capacity: 2 });
  const asked = await askToShare(call, jo, slot, { trialWeeks: 1 });
  expect(asked.statusCode, asked.body).toBe(201);
  const share: RequestView = asked.json();
  return { owner, jo, sam, horse, slot, share };
}

const slotsOf = async (horseId: number, cookie?: string): Promise<AvailabilitySlot[]> =>
  (
    await call('GET', `/api/availability-slots?horseId=${horseId}&from=2027-03-01&to=2027-03-31`, cookie)
  ).json();

describe("a share on the owner's calendar", () => {
  it('names the sharer on the days the accepted share holds, for the owner only', async () => {
    const { owner, jo, sam, horse, share } = await acceptedShare();
    // Pending, it holds nothing yet.
    expect((await slotsOf(horse.id, owner.cookie))[0]?.sharedDays).toEqual([]);
    expect((await call('POST', `/api/requests/${share.id}/accept`, owner.cookie)).statusCode).toBe(200);

    const [mine] = await slotsOf(horse.id, owner.cookie);
    expect(mine?.sharedDays).toEqual([
      { date: '2027-03-02', sharedWith: jo.user.firstName },
      { date: '2027-03-06', sharedWith: jo.user.firstName },
    ]);
    // Room for two a day: the days are not full, so not taken for anyone.
    expect(mine?.takenDays).toEqual([]);
    // The sharer sees the days as theirs, another enthusiast and a visitor see no names.
    expect((await slotsOf(horse.id, jo.cookie))[0]).toMatchObject({
      sharedDays: [],
      requestedDays: ['2027-03-02', '2027-03-06'],
    });
    expect((await slotsOf(horse.id, sam.cookie))[0]?.sharedDays).toEqual([]);
    expect((await slotsOf(horse.id))[0]?.sharedDays).toEqual([]);

    // A skipped day is no longer held.
    await call('POST', `/api/requests/${share.id}/skip`, jo.cookie, { date: '2027-03-06' });
    expect((await slotsOf(horse.id, owner.cookie))[0]?.sharedDays.map((day) => day.date)).toEqual([
      '2027-03-02',
    ]);
  });
});

describe('GET /api/requests?kind=', () => {
  it('lists one kind only, and counts that kind', async () => {
    const { owner, jo, horse, share } = await acceptedShare();
    const visit = await call('POST', '/api/requests', jo.cookie, {
      horseId: horse.id,
      service: 'general-care',
      startDate: '2027-03-03',
    });
    expect(visit.statusCode, visit.body).toBe(201);
    const list = (cookie: string, query: string) => call('GET', `/api/requests?${query}`, cookie);
    const shares = await list(jo.cookie, `userId=${jo.user.id}&inbox=requester&kind=share`);
    expect(shares.json().map((request: RequestView) => request.id)).toEqual([share.id]);
    expect(shares.headers['x-total-count']).toBe('1');
    const visits = await list(owner.cookie, `userId=${owner.user.id}&inbox=owner&kind=visit`);
    expect(visits.json().map((request: RequestView) => request.id)).toEqual([visit.json().id]);
    expect((await list(jo.cookie, `userId=${jo.user.id}&kind=lesson`)).statusCode).toBe(400);
  });
});
