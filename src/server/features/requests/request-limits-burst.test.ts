import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '#contract/rules/calendar-days.js';
import { REQUEST_LIMITS, REQUEST_MESSAGES } from '#contract/requests.js';
import { weekdayName } from '#contract/rules/weekdays.js';
import { SHARE_MESSAGES } from '#contract/shares.js';
import { useCalendarDay } from '#tests/setup/calendar-clock.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { insertAvailabilitySlot, insertHorse } from '#server/db/factories.js';
import { messages, requests } from '#server/db/schema/index.js';
import { requestTestCalls } from './request-test-helpers.js';

/**
 * Issue 40: the hour's allowance and "one open request for a visit" were read, then the row written, so
 * requests sent at once all read the same count and were all stored. Here they are sent at once (on
 * PostgreSQL, on several connections); exactly the allowance is stored, and the rest get the refusal a
 * member sending them one by one would get.
 */
const ctx = useTestApp();
const TODAY = '2030-06-03';
useCalendarDay(TODAY);

const { member, call } = requestTestCalls(ctx);

async function scene() {
  const owner = await member('olly@example.test', 'owner');
  const rider = await member('ella@example.test', 'enthusiast');
  const horse = await insertHorse(ctx.db, { ownerId: owner.user.id, name: 'Bramble' });
  // Every day for two months: any of the next 60 days is one an enquiry may ask for.
  const slot = await insertAvailabilitySlot(ctx.db, {
    horseId: horse.id,
    title: 'Any day',
    startDate: addDays(TODAY, 1),
    endDate: addDays(TODAY, 60),
    recurrenceType: 'none',
  });
  return { owner, rider, horse, slot };
}
type Scene = Awaited<ReturnType<typeof scene>>;

const BURST = 40;

/** Sends `count` requests at once; answers their statuses and messages. */
async function atOnce(count: number, send: (i: number) => ReturnType<typeof call>) {
  const replies = await Promise.all(Array.from({ length: count }, (_, i) => send(i)));
  return replies.map((res) => ({
    status: res.statusCode,
    message: (res.json() as { message?: string }).message,
  }));
}

const visitRequest = (s: Scene, i: number, day: string) =>
  call('POST', '/api/requests', s.rider.cookie, {
    horseId: s.horse.id,
    service: 'general-care',
    startDate: day,
    message: `Request ${i}`,
  });

const enquiry = (s: Scene, i: number, day: string) =>
  call('POST', '/api/messages', s.rider.cookie, {
    receiverId: s.owner.user.id,
    content: `Could I come on ${day}? (${i})`,
    messageType: 'availability_enquiry',
    horseId: s.horse.id,
    availabilitySlotId: s.slot.id,
    slotDate: day,
    preferredTime: 'any',
    isFlexible: true,
    activities: ['general-care'],
  });

const storedRequests = (s: Scene) =>
  ctx.db.select().from(requests).where(eq(requests.requesterId, s.rider.user.id));
const storedMessages = (s: Scene) =>
  ctx.db.select().from(messages).where(eq(messages.senderId, s.rider.user.id));

function expectOnly(
  replies: Array<{ status: number; message: string | undefined }>,
  allowed: number,
  refusal: { status: number; message: string },
) {
  expect(replies.filter((r) => r.status === 201)).toHaveLength(allowed);
  expect(replies.filter((r) => r.status !== 201)).toEqual(
    Array.from({ length: replies.length - allowed }, () => refusal),
  );
}

describe('a burst of visit requests (POST /api/requests)', () => {
  it(`stores the hour's ${REQUEST_LIMITS.perHour} of ${BURST} sent at once; the rest are told to wait (429)`, async () => {
    const s = await scene();
    const replies = await atOnce(BURST, (i) => visitRequest(s, i, addDays(TODAY, i + 1)));
    expectOnly(replies, REQUEST_LIMITS.perHour, { status: 429, message: REQUEST_MESSAGES.tooMany });
    expect(await storedRequests(s)).toHaveLength(REQUEST_LIMITS.perHour);
  });

  it('stores one of ten requests for the same day sent at once; the rest are told it is asked (409)', async () => {
    const s = await scene();
    const replies = await atOnce(10, (i) => visitRequest(s, i, addDays(TODAY, 3)));
    expectOnly(replies, 1, { status: 409, message: REQUEST_MESSAGES.alreadyRequested });
    expect(await storedRequests(s)).toHaveLength(1);
  });
});

describe('a burst of availability enquiries (POST /api/messages)', () => {
  it(`opens the hour's ${REQUEST_LIMITS.perHour} of ${BURST} sent at once, each with its message; the rest 429`, async () => {
    const s = await scene();
    const replies = await atOnce(BURST, (i) => enquiry(s, i, addDays(TODAY, i + 1)));
    expectOnly(replies, REQUEST_LIMITS.perHour, { status: 429, message: REQUEST_MESSAGES.tooMany });
    expect(await storedRequests(s)).toHaveLength(REQUEST_LIMITS.perHour);
    expect(await storedMessages(s)).toHaveLength(REQUEST_LIMITS.perHour);
  });

  it('opens one of ten enquiries for the same day sent at once; the rest are told it is asked (409)', async () => {
    const s = await scene();
    const replies = await atOnce(10, (i) => enquiry(s, i, addDays(TODAY, 3)));
    expectOnly(replies, 1, { status: 409, message: REQUEST_MESSAGES.alreadyRequested });
    expect(await storedRequests(s)).toHaveLength(1);
    expect(await storedMessages(s)).toHaveLength(1);
  });
});

describe('a burst of asks to share (POST /api/requests, kind share)', () => {
  it('stores one of ten asks to share the same horse sent at once; the rest are told it is open (409)', async () => {
    const s = await scene();
    const replies = await atOnce(10, (i) =>
      call('POST', '/api/requests', s.rider.cookie, {
        kind: 'share',
        horseId: s.horse.id,
        availabilitySlotId: s.slot.id,
        service: 'exercising-riding',
        weekdays: [weekdayName(addDays(TODAY, 2))],
        startDate: addDays(TODAY, 1),
        trialWeeks: 4,
        message: `Share ${i}`,
      }),
    );
    expectOnly(replies, 1, { status: 409, message: SHARE_MESSAGES.alreadySharing });
    expect(await storedRequests(s)).toHaveLength(1);
  });
});
