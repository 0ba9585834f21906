import ICAL from 'ical.js';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RequestView } from '#contract/requests.js';
import { insertAvailabilitySlot } from '#server/db/factories.js';
import { requests, shareDays } from '#server/db/schema/index.js';
import { useSettableClock } from '#tests/setup/calendar-clock.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { requestTestCalls } from './request-test-helpers.js';
import { keepShareCalendars } from './share-calendar-job.js';
import { giveYardDetails } from '#tests/setup/horses.js';
import { askToShare, biscuitWithMornings } from '#tests/setup/share-scene.js';

const ctx = useTestApp({ env: () => ({ LOG_LEVEL: 'error' }) });
const { member, call } = requestTestCalls(ctx);
// Monday 1 March 2027, 10:00 in London (GMT). The clocks go forward on Sunday 28 March.
const { setClock } = useSettableClock('2027-03-01T10:00:00Z');

async function scene(capacity = 1) {
  const owner = await member('fiona@example.test', 'owner');
  const rider = await member('jo@example.test', 'enthusiast');
  const other = await member('sam@example.test', 'enthusiast');
  const { horse, slot } = await biscuitWithMornings(ctx.db, owner.user.id, { capacity });
  await giveYardDetails(call, owner, horse.id);
  const ask = (who: { cookie: string }, body: object = {}) =>
    askToShare(call, who, slot, { message: 'I ride twice a week.', ...body });
  const read = async (who: { cookie: string }, id: number): Promise<RequestView> =>
    (await call('GET', `/api/requests/${id}`, who.cookie)).json();
  return { owner, rider, other, horse, slot, ask, read };
}

const datesOf = (view: RequestView, status?: string) =>
  view.days.filter((day) => !status || day.status === status).map((day) => day.date);

const storedRequests = async () => (await ctx.db.select({ n: count() }).from(requests))[0]?.n;

describe('asking to share', () => {
  it('books every Tuesday and Saturday of the trial as one request, shown to the two members only', async () => {
    const { owner, rider, other, ask } = await scene();
    const asked = await ask(rider);
    expect(asked.statusCode, asked.body).toBe(201);
    const view: RequestView = asked.json();
    expect(view).toMatchObject({
      kind: 'share',
      status: 'pending',
      weekdays: ['tuesday', 'saturday'],
      startDate: '2027-03-02',
      trialEndsOn: '2027-04-05',
    });
    expect(datesOf(view)).toEqual([
      '2027-03-02',
      '2027-03-06',
      '2027-03-09',
      '2027-03-13',
      '2027-03-16',
      '2027-03-20',
      '2027-03-23',
      '2027-03-27',
      '2027-03-30',
      '2027-04-03',
    ]);
    expect(view.days.every((day) => day.startTime === '09:00' && day.endTime === '12:00')).toBe(true);
    expect(view.days.every((day) => day.status === 'planned' && !day.taken)).toBe(true);
    expect((await call('GET', `/api/requests/${view.id}`, owner.cookie)).json().days).toHaveLength(10);
    expect((await call('GET', `/api/requests/${view.id}`, other.cookie)).statusCode).toBe(404);
    // A second open share of the same horse by the same member: 409, nothing stored.
    expect((await ask(rider, { weekdays: ['monday'] })).statusCode).toBe(409);
    expect(await storedRequests()).toBe(1);
  });

  it('refuses bad input with 400 naming the field, and stores nothing', async () => {
    const { rider, ask, horse } = await scene();
    // Weekdays only, 09:00-17:00: no Saturdays.
    const weekdaysOnly = await insertAvailabilitySlot(ctx.db, {
      horseId: horse.id,
      title: 'Weekdays',
      startDate: '2027-03-01',
      endDate: '2027-03-05',
      startTime: '09:00',
      endTime: '17:00',
      recurrenceType: 'weekly',
      recurrenceEnd: '2027-06-30',
    });
    const cases: Array<[object, string]> = [
      [{ weekdays: ['tuesday', 'funday'] }, 'weekdays'],
      [{ weekdays: ['tuesday', 'tuesday'] }, 'weekdays'],
      [{ weekdays: [] }, 'weekdays'],
      [{ weekdays: undefined }, 'weekdays'],
      [{ availabilitySlotId: weekdaysOnly.id, weekdays: ['saturday'] }, 'weekdays'],
      [{ startDate: '2027-02-27' }, 'startDate'],
      [{ trialWeeks: 0 }, 'trialWeeks'],
      [{ trialWeeks: 9 }, 'trialWeeks'],
      [{ endDate: '2027-03-01' }, 'endDate'],
      [{ availabilitySlotId: undefined }, 'availabilitySlotId'],
    ];
    for (const [body, field] of cases) {
      const reply = await ask(rider, body);
      expect(reply.statusCode, JSON.stringify(body) + reply.body).toBe(400);
      // The field, or one of its items ("weekdays.1").
      const named = Object.keys(reply.json().fieldErrors ?? {}).map((key) => key.split('.')[0]);
      expect(named, JSON.stringify(body) + reply.body).toContain(field);
    }
    const saturday = await ask(rider, { availabilitySlotId: weekdaysOnly.id, weekdays: ['saturday'] });
    expect(saturday.json().fieldErrors.weekdays).toEqual(['The owner does not offer Saturdays at this time']);
    expect(await storedRequests()).toBe(0);
    expect((await ctx.db.select({ n: count() }).from(shareDays))[0]?.n).toBe(0);
  });
});

describe('a share both sides run', () => {
  it('accepted, gives the sharer the yard card and a calendar whose days keep 09:00 across the clock change', async () => {
    const { owner, rider, ask, read } = await scene();
    const { id } = (await ask(rider)).json();
    const accepted = await call('POST', `/api/requests/${id}/accept`, owner.cookie);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().status).toBe('accepted');

    const file = await call('GET', `/api/requests/${id}/calendar.ics`, rider.cookie);
    expect(file.statusCode).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(file.body));
    const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
    expect(events).toHaveLength(10);
    const london = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (const event of events) {
      expect(london.format(event.startDate.toJSDate())).toBe('09:00');
      expect(london.format(event.endDate.toJSDate())).toBe('12:00');
    }
    // Before the change 09:00 is 09:00 UTC; after it, 08:00 UTC.
    const starts = events.map((event) => event.startDate.toJSDate().toISOString());
    expect(starts).toContain('2027-03-27T09:00:00.000Z');
    expect(starts).toContain('2027-03-30T08:00:00.000Z');

    // The sharer skips a Saturday with a reason; the owner sees it, and the calendar drops it.
    const skipped = await call('POST', `/api/requests/${id}/skip`, rider.cookie, {
      date: '2027-03-13',
      reason: 'Away at a show',
    });
    expect(skipped.statusCode).toBe(200);
    const seen = await read(owner, id);
    expect(seen.days.find((day) => day.date === '2027-03-13')).toMatchObject({
      status: 'skipped',
      reason: 'Away at a show',
    });
    const after = await call('GET', `/api/requests/${id}/calendar.ics`, owner.cookie);
    expect(after.body).not.toContain('20270313');
    // A day that has begun cannot be skipped; an unknown day is not a day of the share.
    await setClock('2027-03-02T09:30:00Z');
    expect(
      (await call('POST', `/api/requests/${id}/skip`, rider.cookie, { date: '2027-03-02' })).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', `/api/requests/${id}/skip`, rider.cookie, { date: '2027-03-03' })).statusCode,
    ).toBe(409);
    expect((await call('POST', `/api/requests/${id}/skip`, rider.cookie, { date: 'soon' })).statusCode).toBe(
      400,
    );

    // Days that have passed read as done, and the yard card stays between them.
    await setClock('2027-03-04T10:00:00Z');
    const later = await read(rider, id);
    expect(later.days[0]?.status).toBe('done');
    expect(later.yardDetails).not.toBeNull();
    // A running share is ended with notice, not cancelled.
    expect((await call('POST', `/api/requests/${id}/cancel`, rider.cookie)).statusCode).toBe(409);
  });

  it('ends with notice: the last day is named to both, later days drop, and the yard card goes after it', async () => {
    const { owner, rider, ask, read } = await scene();
    const { id } = (await ask(rider)).json();
    await call('POST', `/api/requests/${id}/accept`, owner.cookie);
    await setClock('2027-03-08T10:00:00Z');
    const ended = await call('POST', `/api/requests/${id}/end`, owner.cookie, {
      reason: 'Selling the horse',
    });
    expect(ended.statusCode).toBe(200);
    const view: RequestView = ended.json();
    expect(view.endDate).toBe('2027-03-15');
    expect(datesOf(view, 'planned')).toEqual(['2027-03-09', '2027-03-13']);
    expect(datesOf(view, 'cancelled')).toContain('2027-03-16');
    const thread = await call('GET', `/api/messages?userId=${rider.user.id}`, rider.cookie);
    expect(thread.body).toContain('the last day is Sat 13 Mar');
    expect(thread.body).toContain('Selling the horse');
    expect((await read(rider, id)).yardDetails).not.toBeNull();
    await setClock('2027-03-16T10:00:00Z');
    const over = await read(rider, id);
    expect(over.isOver).toBe(true);
    expect(over.yardDetails).toBeNull();
    expect((await call('POST', `/api/requests/${id}/end`, owner.cookie)).statusCode).toBe(409);
  });

  it('two sharers want the same Tuesday: the second is accepted only without it, named, and nothing is half-booked', async () => {
    const { owner, rider, other, ask, read } = await scene();
    const first = (await ask(rider, { weekdays: ['tuesday'] })).json();
    const second = (await ask(other, { weekdays: ['tuesday', 'thursday'] })).json();
    expect((await call('POST', `/api/requests/${first.id}/accept`, owner.cookie)).statusCode).toBe(200);
    const pending = await read(owner, second.id);
    const taken = pending.days.filter((day) => day.taken).map((day) => day.date);
    expect(taken).toEqual(
      datesOf(pending).filter(
        (date) =>
          ['2027-03-02', '2027-03-09'].includes(date) ||
          date.endsWith('-16') ||
          date.endsWith('-23') ||
          date.endsWith('-30'),
      ),
    );
    const refused = await call('POST', `/api/requests/${second.id}/accept`, owner.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Tue 2 Mar');
    expect((await read(owner, second.id)).status).toBe('pending');
    const accepted = await call('POST', `/api/requests/${second.id}/accept`, owner.cookie, {
      withoutDays: taken,
    });
    expect(accepted.statusCode).toBe(200);
    const view: RequestView = accepted.json();
    expect(datesOf(view, 'cancelled')).toEqual(taken);
    expect(datesOf(view, 'planned').every((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 4)).toBe(
      true,
    );
  });

  it('carries on only when both say yes, in either order; a no or no answer ends it on the trial’s last day', async () => {
    const { owner, rider, ask, read } = await scene();
    const { id } = (await ask(rider, { trialWeeks: 2 })).json();
    await call('POST', `/api/requests/${id}/accept`, owner.cookie);
    // Trial: 2 to 15 March. Not asked before its last five days.
    expect(
      (await call('POST', `/api/requests/${id}/continue`, rider.cookie, { carryOn: true })).statusCode,
    ).toBe(409);
    await setClock('2027-03-10T10:00:00Z');
    await keepShareCalendars({ db: ctx.db, postToThread: async () => undefined });
    expect((await read(rider, id)).carryOn.asked).toBe(true);
    expect(
      (await call('POST', `/api/requests/${id}/continue`, rider.cookie, { carryOn: true })).statusCode,
    ).toBe(200);
    expect((await read(owner, id)).endDate).toBeNull();
    const both = await call('POST', `/api/requests/${id}/continue`, owner.cookie, { carryOn: true });
    expect(both.statusCode).toBe(200);
    // Booked four weeks ahead of today (10 March → 7 April).
    expect(datesOf(both.json()).at(-1)).toBe('2027-04-06');
    await setClock('2027-03-20T10:00:00Z');
    await keepShareCalendars({ db: ctx.db, postToThread: async () => undefined });
    expect(datesOf(await read(rider, id)).at(-1)).toBe('2027-04-17');
  });

  it('the owner answering first then the sharer saying no ends it on the trial’s last day; unanswered, the same', async () => {
    const { owner, rider, other, ask, read } = await scene();
    const no = (await ask(rider, { trialWeeks: 2 })).json();
    const silent = (await ask(other, { trialWeeks: 2, weekdays: ['wednesday'] })).json();
    for (const id of [no.id, silent.id]) await call('POST', `/api/requests/${id}/accept`, owner.cookie);
    await setClock('2027-03-12T10:00:00Z');
    await call('POST', `/api/requests/${no.id}/continue`, owner.cookie, { carryOn: true });
    const said = await call('POST', `/api/requests/${no.id}/continue`, rider.cookie, { carryOn: false });
    expect(said.json().endDate).toBe('2027-03-15');
    expect(datesOf(said.json(), 'planned').at(-1)).toBe('2027-03-13');
    // Nobody answered the other: after the trial's last day the job ends it there.
    await setClock('2027-03-16T10:00:00Z');
    await keepShareCalendars({ db: ctx.db, postToThread: async () => undefined });
    const ended = await read(other, silent.id);
    expect(ended.endDate).toBe('2027-03-15');
    expect(ended.isOver).toBe(true);
    expect(datesOf(ended, 'planned')).toEqual([]);
  });

  it("keeps each agreed day's time when the owner later edits the slot", async () => {
    const { owner, rider, ask, read, slot } = await scene();
    const { id } = (await ask(rider)).json();
    await call('POST', `/api/requests/${id}/accept`, owner.cookie);
    const edited = await call('PUT', `/api/availability-slots/${slot.id}`, owner.cookie, {
      title: 'Mornings',
      startDate: '2027-03-01',
      endDate: '2027-03-01',
      startTime: '10:00',
      endTime: '13:00',
      recurrenceType: 'daily',
      recurrenceEnd: '2027-06-30',
      capacity: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const view = await read(rider, id);
    expect(view.days.every((day) => day.startTime === '09:00' && day.endTime === '12:00')).toBe(true);
  });

  it('moves to new weekdays from a date once the other member agrees', async () => {
    const { owner, rider, ask } = await scene();
    const { id } = (await ask(rider)).json();
    await call('POST', `/api/requests/${id}/accept`, owner.cookie);
    const proposed = await call('POST', `/api/requests/${id}/change`, rider.cookie, {
      weekdays: ['wednesday', 'saturday'],
      fromDate: '2027-03-15',
    });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json().proposedChange).toMatchObject({
      weekdays: ['wednesday', 'saturday'],
      fromDate: '2027-03-15',
    });
    expect((await call('POST', `/api/requests/${id}/change/accept`, rider.cookie)).statusCode).toBe(403);
    const agreed = await call('POST', `/api/requests/${id}/change/accept`, owner.cookie);
    expect(agreed.statusCode).toBe(200);
    const view: RequestView = agreed.json();
    expect(view.weekdays).toEqual(['wednesday', 'saturday']);
    expect(view.proposedChange).toBeNull();
    expect(
      datesOf(view)
        .filter((date) => date >= '2027-03-15')
        .slice(0, 3),
    ).toEqual(['2027-03-17', '2027-03-20', '2027-03-24']);
    expect(datesOf(view)).toContain('2027-03-09');
  });
});

describe('one-off visits', () => {
  it('read "done" once their day has passed; either member may still say it did not take place', async () => {
    const { owner, rider, horse, slot } = await scene();
    const asked = await call('POST', '/api/messages', rider.cookie, {
      receiverId: owner.user.id,
      horseId: horse.id,
      content: 'May I come on Tuesday?',
      messageType: 'availability_enquiry',
      availabilitySlotId: slot.id,
      slotDate: '2027-03-02',
      activities: ['exercising-riding'],
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const [request] = await ctx.db.select().from(requests).where(eq(requests.requesterId, rider.user.id));
    await call('POST', `/api/requests/${request!.id}/accept`, owner.cookie);
    await setClock('2027-03-03T10:00:00Z');
    const view: RequestView = (await call('GET', `/api/requests/${request!.id}`, rider.cookie)).json();
    expect(view.isOver).toBe(true);
    expect(view.days[0]?.status).toBe('done');
    const notHeld = await call('POST', `/api/requests/${request!.id}/cancel`, owner.cookie, {
      reason: 'Jo did not come',
    });
    expect(notHeld.statusCode).toBe(200);
    expect(notHeld.json().days[0]).toMatchObject({ status: 'cancelled', reason: 'Jo did not come' });
  });
});
