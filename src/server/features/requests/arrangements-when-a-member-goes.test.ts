import { describe, expect, it } from 'vitest';
import type { Conversation } from '#contract/messages.js';
import type { NoticeList } from '#contract/notices.js';
import type { RequestView } from '#contract/requests.js';
import { SAFETY_MESSAGES } from '#contract/safety.js';
import { DEFAULT_PASSWORD, insertAvailabilitySlot, insertHorse } from '#server/db/factories.js';
import { signInAsNewAdmin } from '#tests/setup/admin.js';
import { useSettableClock } from '#tests/setup/calendar-clock.js';
import { signInNamedMember } from '#tests/setup/http.js';
import { mailArriving } from '#tests/setup/outbox.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { requestTestCalls } from './request-test-helpers.js';
import { giveYardDetails } from '#tests/setup/horses.js';
import { askToShare, biscuitWithMornings } from '#tests/setup/share-scene.js';

/**
 * When a member goes (deletes the account, is suspended, or blocks the other member), what the two had
 * arranged and is still to come is called off, and the other member reads why (decision 0052).
 */
const ctx = useTestApp({ env: () => ({ LOG_LEVEL: 'error' }) });
const { call } = requestTestCalls(ctx);
// Monday 1 March 2027, 10:00 in London.
const { setClock } = useSettableClock('2027-03-01T10:00:00Z');

// A visit asked for without an enquiry names its day only (no slot, so no time).
const VISIT_WHEN = 'Wed 3 Mar';

async function scene() {
  const owner = await signInNamedMember(ctx.app, ctx.db, 'Fiona', 'owner');
  const rider = await signInNamedMember(ctx.app, ctx.db, 'Jo', 'enthusiast');
  const { horse, slot } = await biscuitWithMornings(ctx.db, owner.user.id, { capacity: 3 });
  await giveYardDetails(call, owner, horse.id);
  /** A one-off visit on `day`, accepted unless said. */
  const visit = async (day: string, accept = true): Promise<number> => {
    const asked = await call('POST', '/api/requests', rider.cookie, {
      horseId: horse.id,
      availabilitySlotId: slot.id,
      service: 'exercising-riding',
      startDate: day,
      message: 'May I come?',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const { id } = asked.json();
    if (accept) expect((await call('POST', `/api/requests/${id}/accept`, owner.cookie)).statusCode).toBe(200);
    return id;
  };
  /** An accepted share of Tuesdays and Saturdays from Tue 2 Mar. */
  const share = async (): Promise<number> => {
    const asked = await askToShare(call, rider, slot, { message: 'I ride twice a week.' });
    expect(asked.statusCode, asked.body).toBe(201);
    const { id } = asked.json();
    expect((await call('POST', `/api/requests/${id}/accept`, owner.cookie)).statusCode).toBe(200);
    return id;
  };
  const read = async (who: { cookie: string }, id: number) => call('GET', `/api/requests/${id}`, who.cookie);
  const notices = async (who: { cookie: string }): Promise<NoticeList> =>
    (await call('GET', '/api/notices', who.cookie)).json();
  const conversationWith = async (who: { cookie: string; user: { id: number } }, otherId: number) =>
    ((await call('GET', `/api/messages?userId=${who.user.id}`, who.cookie)).json() as Conversation[]).find(
      (each) => each.user.id === otherId,
    );
  return { owner, rider, horse, visit, share, read, notices, conversationWith };
}

describe('an owner who deletes their account', () => {
  it('calls off the rider’s visit to come: the rider is told why in the bell and by e-mail', async () => {
    const { owner, rider, visit, notices, conversationWith } = await scene();
    const id = await visit('2027-03-03');
    await call('POST', '/api/messages', rider.cookie, {
      receiverId: owner.user.id,
      content: 'See you Wednesday!',
    });
    const deleted = await call('DELETE', '/api/users/me', owner.cookie, {
      password: DEFAULT_PASSWORD,
      confirmFutureVisits: true,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const headline = `The visit to Biscuit on ${VISIT_WHEN} is off: Fiona has left Stablemates`;
    const { notices: told } = await notices(rider);
    expect(told[0]).toMatchObject({ words: headline, link: '/requests', readAt: null });
    const mail = await mailArriving(ctx.dataDir, 'jo@example.test', headline);
    expect(mail.text).toContain('It will not take place.');
    // The request went with the account; the thread stays, and says nobody can write there any more.
    expect((await call('GET', `/api/requests/${id}`, rider.cookie)).statusCode).toBe(404);
    expect((await conversationWith(rider, owner.user.id))?.canWrite).toBe(false);
  });
});

describe('a suspended rider', () => {
  it('ends their share yesterday, cancels their visit to come, keeps the visit already over', async () => {
    const { owner, rider, visit, share, read, notices } = await scene();
    const past = await visit('2027-03-01');
    const coming = await visit('2027-03-12');
    const shared = await share();
    await setClock('2027-03-10T10:00:00Z');
    const admin = await signInAsNewAdmin(ctx.app, ctx.db);
    const suspended = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${rider.user.id}/suspend`,
      headers: { cookie: admin.cookie },
      payload: { reason: 'Testing' },
    });
    expect(suspended.statusCode).toBe(200);

    const shareView: RequestView = (await read(owner, shared)).json();
    expect(shareView).toMatchObject({ endDate: '2027-03-09', isOver: true });
    expect(shareView.days.filter((day) => day.status === 'planned')).toEqual([]);
    expect((await read(owner, coming)).json()).toMatchObject({
      status: 'cancelled',
      reason: 'Jo is no longer available',
    });
    expect((await read(owner, past)).json()).toMatchObject({ status: 'accepted' });

    const words = (await notices(owner)).notices.map((notice) => notice.words);
    expect(words).toContain('The visit to Biscuit on Fri 12 Mar is off: Jo is no longer available');
    const shareNotice = words.find((each) => each.startsWith('The share of Biscuit ('));
    expect(shareNotice).toMatch(/is off: Jo is no longer available$/);
    const mail = await mailArriving(ctx.dataDir, 'fiona@example.test', shareNotice!);
    expect(mail.text).toContain('The last day was Tue 9 Mar, and no more days are planned.');
  });

  it('a rider who deletes their account: the owner is told, once', async () => {
    const { owner, rider, share, notices } = await scene();
    await share();
    const deleted = await call('DELETE', '/api/users/me', rider.cookie, { password: DEFAULT_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const told = (await notices(owner)).notices.filter((notice) => notice.words.includes('is off'));
    expect(told).toHaveLength(1);
    expect(told[0]?.words).toMatch(/^The share of Biscuit \(.*\) is off: Jo has left Stablemates$/);
  });
});

describe('a block', () => {
  it('calls off what the two arranged; the blocked member is told it is off, not that they were blocked', async () => {
    const { owner, rider, visit, share, read, notices, conversationWith } = await scene();
    const coming = await visit('2027-03-03');
    const asked = await visit('2027-03-04', false);
    const shared = await share();
    expect((await read(rider, coming)).json().yardDetails).not.toBeNull();

    expect((await call('PUT', `/api/blocks/${rider.user.id}`, owner.cookie)).statusCode).toBe(204);

    for (const id of [coming, asked, shared]) {
      expect((await read(rider, id)).json()).toMatchObject({
        status: 'cancelled',
        reason: 'Fiona is no longer available',
      });
    }
    expect((await read(rider, coming)).json().yardDetails).toBeNull();
    const words = (await notices(rider)).notices.map((notice) => notice.words);
    expect(words).toContain(`The visit to Biscuit on ${VISIT_WHEN} is off: Fiona is no longer available`);
    expect(words).toContain('The visit to Biscuit on Thu 4 Mar is off: Fiona is no longer available');
    expect(words.filter((each) => each.startsWith('The share of Biscuit'))).toHaveLength(1);
    expect(words.join(' ')).not.toMatch(/block/i);
    // The thread says the owner is no longer available, as it would for a suspended member.
    expect((await conversationWith(rider, owner.user.id))?.canWrite).toBe(false);
    const refused = await call('POST', '/api/messages', rider.cookie, {
      receiverId: owner.user.id,
      content: 'Hello?',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SAFETY_MESSAGES.cannotContact);
  });

  it('leaves alone what either has arranged with anybody else, and a visit already over', async () => {
    const { owner, rider, visit, read } = await scene();
    const past = await visit('2027-03-01');
    const other = await signInNamedMember(ctx.app, ctx.db, 'Sam', 'owner');
    const othersHorse = await insertHorse(ctx.db, { ownerId: other.user.id, name: 'Pepper' });
    const slot = await insertAvailabilitySlot(ctx.db, {
      horseId: othersHorse.id,
      startDate: '2027-03-05',
      endDate: '2027-03-05',
      startTime: '14:00',
      endTime: '16:00',
    });
    const elsewhere = await call('POST', '/api/requests', rider.cookie, {
      horseId: othersHorse.id,
      availabilitySlotId: slot.id,
      service: 'general-care',
      startDate: '2027-03-05',
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    // The first visit's day is over.
    await setClock('2027-03-02T08:00:00Z');

    expect((await call('PUT', `/api/blocks/${owner.user.id}`, rider.cookie)).statusCode).toBe(204);
    expect((await read(owner, past)).json()).toMatchObject({ status: 'accepted' });
    expect((await read(rider, elsewhere.json().id)).json()).toMatchObject({ status: 'pending' });
  });
});
