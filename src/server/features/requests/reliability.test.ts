import { describe, expect, it } from 'vitest';
import type { MemberReliability } from '#contract/reliability.js';
import type { RequestView } from '#contract/requests.js';
import { answeringWords, keptVisitsWords } from '#contract/rules/reliability.js';
import { useSettableClock } from '#tests/setup/calendar-clock.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { requestTestCalls } from './request-test-helpers.js';
import { askToShare, biscuitWithMornings } from '#tests/setup/share-scene.js';

const ctx = useTestApp({ env: () => ({ LOG_LEVEL: 'error' }) });
const { member, call } = requestTestCalls(ctx);
// Monday 1 March 2027, 10:00 in London (GMT until the 28th).
const { setClock } = useSettableClock('2027-03-01T10:00:00Z');

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

async function scene() {
  const owner = await member('fiona@example.test', 'owner');
  const ellie = await member('ellie@example.test', 'enthusiast');
  const sam = await member('sam@example.test', 'enthusiast');
  const kim = await member('kim@example.test', 'enthusiast');
  const { horse, slot } = await biscuitWithMornings(ctx.db, owner.user.id, { capacity: 3 });
  const created = async (res: { statusCode: number; body: string; json: () => RequestView }) => {
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  };
  const visit = (who: { cookie: string }, startDate: string) =>
    call('POST', '/api/requests', who.cookie, {
      horseId: horse.id,
      service: 'exercising-riding',
      startDate,
    }).then(created);
  const share = (who: { cookie: string }) => askToShare(call, who, slot, { trialWeeks: 2 }).then(created);
  const act = async (who: { cookie: string }, id: number, action: string, body: object = {}) => {
    const res = await call('POST', `/api/requests/${id}/${action}`, who.cookie, body);
    expect(res.statusCode, res.body).toBe(200);
  };
  // The clock runs on while a test calls, so a time to answer is read to the minute.
  const reliability = async (userId: number): Promise<MemberReliability> => {
    const read: MemberReliability = (await call('GET', `/api/users/${userId}/reliability`)).json();
    const answering = read.answering && {
      ...read.answering,
      medianMs:
        read.answering.medianMs === null ? null : Math.round(read.answering.medianMs / MINUTE) * MINUTE,
    };
    return { ...read, answering };
  };
  return { owner, ellie, sam, kim, horse, visit, share, act, reliability };
}

describe('reliability in numbers, counted by hand', () => {
  it('an owner’s answering and a rider’s kept visits, over a fortnight of requests and days', async () => {
    const { owner, ellie, sam, kim, visit, share, act, reliability } = await scene();
    // Monday 1 March, 10:00: five requests arrive.
    const s = await share(ellie); // Tue 2, Sat 6, Tue 9, Sat 13 March, 09:00–12:00
    const v4 = await visit(ellie, '2027-03-10');
    const v5 = await visit(ellie, '2027-03-12');
    const v1 = await visit(sam, '2027-03-20');
    await visit(kim, '2027-03-21');
    // 12:00: three accepted (2 hours each); 15:00: one declined (5 hours); Kim's is left waiting.
    await setClock('2027-03-01T12:00:00Z');
    for (const id of [s, v4, v5]) await act(owner, id, 'accept');
    await setClock('2027-03-01T15:00:00Z');
    await act(owner, v1, 'decline');
    // Ellie asks once more and takes it back an hour later: it never counts.
    const v3 = await visit(ellie, '2027-03-22');
    await setClock('2027-03-01T16:00:00Z');
    await act(ellie, v3, 'cancel');

    // Wednesday 3 March: Kim's request has waited 48 hours, not yet 72; four count, so the figure shows.
    await setClock('2027-03-03T10:00:00Z');
    expect((await reliability(owner.user.id)).answering).toEqual({
      counted: 4,
      answered: 4,
      medianMs: 2 * HOUR,
    });

    // Friday 5 March, 10:00: Ellie skips Saturday (23 hours ahead: too late) and Tuesday 9th (in time).
    await setClock('2027-03-05T10:00:00Z');
    await act(ellie, s, 'skip', { date: '2027-03-06' });
    await act(ellie, s, 'skip', { date: '2027-03-09' });
    // Thursday 11 March, 20:00: she calls off Friday's visit (13 hours ahead).
    await setClock('2027-03-11T20:00:00Z');
    await act(ellie, v5, 'cancel');
    // Saturday 13 March, 13:00: the owner marks the morning missed.
    await setClock('2027-03-13T13:00:00Z');
    await act(owner, s, 'missed', { date: '2027-03-13' });

    // Sunday 14 March. Owner: five count (Kim's waited over 72 hours; Ellie's withdrawn one is out),
    // four answered in 2, 2, 2 and 5 hours: the median is 2 hours.
    await setClock('2027-03-14T12:00:00Z');
    const fiona = await reliability(owner.user.id);
    expect(fiona.answering).toEqual({ counted: 5, answered: 4, medianMs: 2 * HOUR });
    expect(answeringWords(fiona.answering!)).toBe(
      'Answered 4 of 5 requests in the last 90 days, usually within 2 hours',
    );
    // Ellie: Tue 2 kept, Sat 6 skipped late, Tue 9 skipped in time (not due), Wed 10 visit kept, Fri 12
    // visit called off late, Sat 13 missed: kept 2 of 5.
    const mine = await reliability(ellie.user.id);
    expect(mine.kept).toEqual({ kept: 2, due: 5 });
    expect(keptVisitsWords(mine.kept!)).toBe('Kept 2 of 5 visits');
    // Nothing to show yet for a rider with no day due, nor answering for one who received nothing.
    expect(await reliability(sam.user.id)).toEqual({ kept: null, answering: null });

    // The owner's request card says the same of Ellie; her own reply carries no record.
    const inbox = await call('GET', `/api/requests?userId=${owner.user.id}&inbox=owner`, owner.cookie);
    const card = inbox.json<RequestView[]>().find((view) => view.id === s)!;
    expect(card.requesterRecord).toMatchObject({
      kept: { kept: 2, due: 5 },
      verified: false,
      rating: expect.any(Number),
      reviewCount: 0,
      references: { count: 0, latest: null },
      memberSince: ellie.user.createdAt.toISOString(),
      limits: null,
    });
    const hers = await call('GET', `/api/requests/${s}`, ellie.cookie);
    expect(hers.json<RequestView>().requesterRecord).toBeNull();
  });

  it('leaves an owner’s answering out until three requests count, and forgets requests after 90 days', async () => {
    const { owner, ellie, sam, visit, act, reliability } = await scene();
    const first = await visit(ellie, '2027-03-20');
    await visit(sam, '2027-03-21');
    await setClock('2027-03-01T13:00:00Z');
    await act(owner, first, 'accept');
    // Two count: nothing shown.
    await setClock('2027-03-05T10:00:00Z');
    expect((await reliability(owner.user.id)).answering).toBeNull();
    const third = await visit(ellie, '2027-03-22');
    await setClock('2027-03-05T10:30:00Z');
    await act(owner, third, 'decline');
    expect((await reliability(owner.user.id)).answering).toEqual({
      counted: 3,
      answered: 2,
      medianMs: (3 * HOUR + 0.5 * HOUR) / 2,
    });
    // 90 days after the first two arrived they no longer count.
    await setClock('2027-05-30T10:01:00Z');
    expect((await reliability(owner.user.id)).answering).toBeNull();
  });

  it('takes back an answer that is undone: waiting again, not answered', async () => {
    const { owner, ellie, sam, visit, act, reliability } = await scene();
    const ids = [
      await visit(ellie, '2027-03-20'),
      await visit(sam, '2027-03-21'),
      await visit(ellie, '2027-03-22'),
    ];
    await setClock('2027-03-01T11:00:00Z');
    for (const id of ids) await act(owner, id, 'accept');
    await act(owner, ids[2]!, 'undo');
    await setClock('2027-03-05T11:00:00Z');
    // The undone one waited since Monday: counted, not answered.
    expect((await reliability(owner.user.id)).answering).toEqual({ counted: 3, answered: 2, medianMs: HOUR });
  });
});
