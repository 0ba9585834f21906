import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Horse } from '#contract/horses.js';
import type { RequestView } from '#contract/requests.js';
import { LIMITS_MESSAGES, suitabilityWithLimits } from '#contract/rules/rider-limits.js';
import type { SessionUser } from '#contract/users.js';
import { insertHorse } from '#server/db/factories.js';
import { horses } from '#server/db/schema/index.js';
import { useCalendarDay } from '#tests/setup/calendar-clock.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { requestTestCalls } from './request-test-helpers.js';

const ctx = useTestApp({ env: () => ({ LOG_LEVEL: 'error' }) });
const { member, call } = requestTestCalls(ctx);
useCalendarDay('2027-03-01');

async function scene() {
  const owner = await member('fiona@example.test', 'owner');
  // A rider of 9-11st (the test members' band) who gave no experience level.
  const rider = await member('ellie@example.test', 'enthusiast');
  const horse = await insertHorse(ctx.db, { ownerId: owner.user.id, name: 'Biscuit', height: '14.3-15.2hh' });
  const setLimits = (limits: object) => call('PUT', `/api/horses/${horse.id}`, owner.cookie, limits);
  const ask = async (startDate: string) => {
    const res = await call('POST', '/api/requests', rider.cookie, {
      horseId: horse.id,
      service: 'exercising-riding',
      startDate,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<RequestView>().id;
  };
  const card = async (id: number) =>
    (await call('GET', `/api/requests/${id}`, owner.cookie)).json<RequestView>().requesterRecord;
  return { owner, rider, horse, setLimits, ask, card };
}

describe("an owner's limits for a horse", () => {
  it('are set on the horse, shown with it, and refused with a 400 outside the option lists', async () => {
    const { horse, setLimits } = await scene();
    for (const bad of [
      { maxRiderWeight: '20st' },
      { minRiderExperience: 'olympic' },
      { hackingAlone: 'sometimes' },
    ]) {
      const res = await setLimits(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[Object.keys(bad)[0]!]).toEqual([LIMITS_MESSAGES.limitOutOfList]);
    }
    const [stored] = await ctx.db.select().from(horses).where(eq(horses.id, horse.id));
    expect(stored).toMatchObject({ maxRiderWeight: null, minRiderExperience: null, hackingAlone: null });

    expect(
      (
        await setLimits({
          maxRiderWeight: '11-13st',
          minRiderExperience: 'intermediate',
          hackingAlone: false,
        })
      ).statusCode,
    ).toBe(200);
    const shown = (await call('GET', `/api/horses/${horse.id}`)).json<Horse>();
    expect(shown).toMatchObject({
      maxRiderWeight: '11-13st',
      minRiderExperience: 'intermediate',
      hackingAlone: false,
    });
  });

  it('give both verdicts: "may not suit you" to the rider alone, "outside your limits" to the owner, never the weight', async () => {
    const { owner, rider, horse, setLimits, ask, card } = await scene();
    expect((await setLimits({ maxRiderWeight: '7-9st' })).statusCode).toBe(200);

    // The rider's private verdict, from their own details and the horse as anyone reads it.
    const me = (await call('GET', '/api/auth/me', rider.cookie)).json<SessionUser>();
    const horseView = (await call('GET', `/api/horses/${horse.id}`, rider.cookie)).json<Horse>();
    expect(suitabilityWithLimits(me, horseView)).toEqual({
      verdict: 'note',
      text: LIMITS_MESSAGES.mayNotSuit,
    });

    // The owner's card says outside, and nothing in what the owner reads names the band.
    const id = await ask('2027-03-10');
    expect(await card(id)).toMatchObject({ limits: 'outside' });
    const inbox = await call('GET', `/api/requests?userId=${owner.user.id}&inbox=owner`, owner.cookie);
    expect(inbox.body).not.toMatch(/9-11st|riderWeight/);
  });

  it('keeps the verdict the limits gave when the rider asked: changing them later cannot reveal the band', async () => {
    const { setLimits, ask, card } = await scene();
    await setLimits({ maxRiderWeight: '11-13st' });
    const within = await ask('2027-03-10');
    expect(await card(within)).toMatchObject({ limits: 'within' });
    await setLimits({ maxRiderWeight: '7-9st' });
    expect(await card(within)).toMatchObject({ limits: 'within' });
    // A new request reads the limits as they now stand.
    expect(await card(await ask('2027-03-11'))).toMatchObject({ limits: 'outside' });
  });

  it('says "unknown" for a limit the rider gave nothing to check against, and nothing without limits', async () => {
    const { setLimits, ask, card } = await scene();
    expect(await card(await ask('2027-03-10'))).toMatchObject({ limits: null });
    await setLimits({ maxRiderWeight: 'over-17st', minRiderExperience: 'beginner' });
    expect(await card(await ask('2027-03-11'))).toMatchObject({ limits: 'unknown' });
    // Hacking alone is a rule of the horse, not a fact about the rider: no verdict from it alone.
    await setLimits({ maxRiderWeight: null, minRiderExperience: null, hackingAlone: false });
    expect(await card(await ask('2027-03-12'))).toMatchObject({ limits: null });
  });
});
