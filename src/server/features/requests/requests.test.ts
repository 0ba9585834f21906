import { describe, expect, it } from 'vitest';
import { addDays, londonToday } from '#contract/rules/calendar-days.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { buildRequest, insertHorse, insertRequest } from '#server/db/factories.js';
import { eq, sql } from 'drizzle-orm';
import type { RequestStatus } from '#contract/options.js';
import { REQUEST_MESSAGES, requestInboxCursor } from '#contract/requests.js';
import { messages, requests } from '#server/db/schema/index.js';
import { requestTestCalls } from './request-test-helpers.js';

const ctx = useTestApp();

const { member, call } = requestTestCalls(ctx);

const soon = addDays(londonToday(), 7);

async function scene() {
  const owner = await member('olly@example.test', 'owner');
  const rider = await member('ella@example.test', 'enthusiast');
  const horse = await insertHorse(ctx.db, { ownerId: owner.user.id, name: 'Bramble' });
  return { owner, rider, horse };
}
type Scene = Awaited<ReturnType<typeof scene>>;

/** The scene's rider asks its owner about its horse; `details` the request's other columns. */
const riderAsks = (s: Scene, details: Partial<Parameters<typeof buildRequest>[0]> = {}) => ({
  horseId: s.horse.id,
  requesterId: s.rider.user.id,
  ownerId: s.owner.user.id,
  ...details,
});

describe('POST /api/requests', () => {
  it('an enthusiast asks; the request starts pending with the owner filled in', async () => {
    const { owner, rider, horse } = await scene();
    const res = await call('POST', '/api/requests', rider.cookie, {
      horseId: horse.id,
      service: 'general-care',
      startDate: soon,
      message: 'I could help on Saturday',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      horseId: horse.id,
      requesterId: rider.user.id,
      ownerId: owner.user.id,
      service: 'general-care',
      startDate: soon,
      endDate: soon,
      status: 'pending',
      horse: { id: horse.id, name: 'Bramble' },
      slot: null,
    });
  });

  it('refuses owners (403), signed-out visitors (401), unknown (404) and unavailable horses (409)', async () => {
    const { owner, rider, horse } = await scene();
    const body = { horseId: horse.id, service: 'general-care', startDate: soon };
    expect((await call('POST', '/api/requests', undefined, body)).statusCode).toBe(401);
    const byOwner = await call('POST', '/api/requests', owner.cookie, body);
    expect(byOwner.statusCode).toBe(403);
    expect(byOwner.json().message).toBe('Only horse enthusiasts can send requests');
    const unknown = await call('POST', '/api/requests', rider.cookie, { ...body, horseId: 99999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Horse not found');
    const resting = await insertHorse(ctx.db, {
      ownerId: owner.user.id,
      name: 'Resting',
      isAvailable: false,
    });
    const unavailable = await call('POST', '/api/requests', rider.cookie, { ...body, horseId: resting.id });
    expect(unavailable.statusCode).toBe(409);
    expect(unavailable.json().message).toBe('This horse is not available at the moment');
    expect(await ctx.db.select().from(requests)).toEqual([]);
  });

  it('checks the service and the dates', async () => {
    const { rider, horse } = await scene();
    const post = (change: object) =>
      call('POST', '/api/requests', rider.cookie, {
        horseId: horse.id,
        service: 'general-care',
        startDate: soon,
        ...change,
      });
    const cases: Array<[object, string, string]> = [
      [{ service: 'juggling' }, 'service', 'Please choose a service'],
      [{ startDate: '' }, 'startDate', 'Start date is required'],
      [{ startDate: '2026-02-30' }, 'startDate', 'Enter a date as YYYY-MM-DD'],
      [{ endDate: addDays(soon, -1) }, 'endDate', 'End date cannot be before the start date'],
      [{ startDate: addDays(londonToday(), -1) }, 'startDate', 'Please choose a date from today onwards'],
    ];
    for (const [change, field, message] of cases) {
      const res = await post(change);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().fieldErrors?.[field], JSON.stringify(change)).toEqual([message]);
    }
    expect(await ctx.db.select().from(requests)).toEqual([]);
  });
});

describe('GET /api/requests?userId=', () => {
  it("shows a member their own requests, sent or received, and nobody else's (403)", async () => {
    const { owner, rider, horse } = await scene();
    const stranger = await member('sam@example.test', 'enthusiast');
    const mine = await insertRequest(ctx.db, riderAsks({ owner, rider, horse }));
    const theirs = await insertRequest(ctx.db, {
      horseId: horse.id,
      requesterId: stranger.user.id,
      ownerId: owner.user.id,
    });

    const riders = await call('GET', `/api/requests?userId=${rider.user.id}`, rider.cookie);
    expect(riders.statusCode).toBe(200);
    expect(riders.json().map((r: { id: number }) => r.id)).toEqual([mine.id]);
    expect(riders.headers['x-total-count']).toBe('1');
    const owners = await call('GET', `/api/requests?userId=${owner.user.id}`, owner.cookie);
    expect(
      owners
        .json()
        .map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual([mine.id, theirs.id].sort());
    expect(owners.json()[0]).toMatchObject({ owner: { id: owner.user.id }, horse: { name: 'Bramble' } });

    for (const [cookie, userId] of [
      [rider.cookie, owner.user.id],
      [stranger.cookie, rider.user.id],
      [owner.cookie, stranger.user.id],
    ] as const) {
      const res = await call('GET', `/api/requests?userId=${userId}`, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You can only see your own requests');
    }
    expect((await call('GET', `/api/requests?userId=${rider.user.id}`)).statusCode).toBe(401);
    expect((await call('GET', '/api/requests', rider.cookie)).statusCode).toBe(400);
  });
});

/** 201 requests from the rider to the owner's horse, a minute apart, oldest first (only it pending); ids. */
async function requests201(s: Scene) {
  const start = Date.parse('2026-01-01T09:00:00Z');
  const rows = Array.from({ length: 201 }, (_, i) =>
    buildRequest(
      riderAsks(s, {
        status: i === 0 ? ('pending' as const) : ('declined' as const),
        startDate: soon,
        createdAt: new Date(start + i * 60_000),
      }),
    ),
  );
  return (await ctx.db.insert(requests).values(rows).returning({ id: requests.id })).map((row) => row.id);
}

describe('GET /api/requests?userId=&limit=', () => {
  it('counts every request in X-Total-Count, past 200, however few rows are asked for', async () => {
    const s = await scene();
    const ids = await requests201(s);
    for (const who of [s.owner, s.rider]) {
      const res = await call('GET', `/api/requests?userId=${who.user.id}&limit=3`, who.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((r: { id: number }) => r.id)).toEqual(ids.slice(-3).reverse());
      expect(res.headers['x-total-count']).toBe('201');
    }
  });
});

describe('GET /api/requests/:id', () => {
  it('gives either party the request, however old, with its state', async () => {
    const s = await scene();
    const [oldest] = await requests201(s);
    const newest = await call('GET', `/api/requests?userId=${s.owner.user.id}&limit=200`, s.owner.cookie);
    expect(newest.json().map((r: { id: number }) => r.id)).not.toContain(oldest);
    for (const who of [s.owner, s.rider]) {
      const res = await call('GET', `/api/requests/${oldest}`, who.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: oldest,
        status: 'pending',
        requesterId: s.rider.user.id,
        ownerId: s.owner.user.id,
        horse: { id: s.horse.id, name: 'Bramble' },
        startDate: soon,
      });
    }
  });

  it('tells anyone else it is not there (404, as for a missing id), a visitor 401, a bad id 400', async () => {
    const { owner, rider, horse } = await scene();
    const request = await insertRequest(ctx.db, riderAsks({ owner, rider, horse }));
    const stranger = await member('sam@example.test', 'enthusiast');
    const otherOwner = await member('pat@example.test', 'owner');
    const missing = await call('GET', '/api/requests/99999', owner.cookie);
    expect(missing.statusCode).toBe(404);
    for (const who of [stranger, otherOwner]) {
      const res = await call('GET', `/api/requests/${request.id}`, who.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
    expect(missing.json().message).toBe(REQUEST_MESSAGES.notFound);
    expect((await call('GET', `/api/requests/${request.id}`)).statusCode).toBe(401);
    for (const bad of ['abc', '0', '-1', '1.5']) {
      expect((await call('GET', `/api/requests/${bad}`, owner.cookie)).statusCode, bad).toBe(400);
    }
  });

  it('shows the yard details of an accepted visit to its enthusiast only', async () => {
    const { owner, rider, horse } = await scene();
    const visit = { status: 'accepted', startDate: soon, endDate: soon } as const;
    const request = await insertRequest(ctx.db, riderAsks({ owner, rider, horse }, visit));
    const address = 'Hollybush Farm, Thirsk';
    const saved = await call('PUT', `/api/horses/${horse.id}/yard-details`, owner.cookie, { address });
    expect(saved.statusCode).toBe(200);
    const byRider = await call('GET', `/api/requests/${request.id}`, rider.cookie);
    expect(byRider.json().yardDetails).toMatchObject({ address });
    const byOwner = await call('GET', `/api/requests/${request.id}`, owner.cookie);
    expect(byOwner.json().yardDetails).toBeNull();
  });
});

describe('GET /api/requests?userId=&inbox=', () => {
  it('puts the oldest pending request of 201 on the first page of the owner’s inbox', async () => {
    const { owner, rider, horse } = await scene();
    const other = await member('sam@example.test', 'owner');
    const otherHorse = await insertHorse(ctx.db, { ownerId: other.user.id, name: 'Skye' });
    const start = new Date('2026-01-01T09:00:00Z').getTime();
    const statuses = ['accepted', 'declined', 'cancelled'] as const;
    // Oldest first: one pending, then 200 newer ones already answered.
    const rows = Array.from({ length: 201 }, (_, i) =>
      buildRequest({
        horseId: horse.id,
        requesterId: rider.user.id,
        ownerId: owner.user.id,
        status: i === 0 ? ('pending' as const) : statuses[i % 3]!,
        startDate: soon,
        createdAt: new Date(start + i * 60_000),
      }),
    );
    const inserted = await ctx.db.insert(requests).values(rows).returning({ id: requests.id });
    const oldest = inserted[0]!.id;
    // A request the owner sent (as an enthusiast earlier) is not in their inbox as owner.
    await insertRequest(ctx.db, {
      horseId: otherHorse.id,
      requesterId: owner.user.id,
      ownerId: other.user.id,
    });

    const ids = (res: { json: () => Array<{ id: number }> }) => res.json().map((r) => r.id);
    const newestFirst = await call('GET', `/api/requests?userId=${owner.user.id}&limit=200`, owner.cookie);
    expect(ids(newestFirst)).not.toContain(oldest);

    const inbox = await call(
      'GET',
      `/api/requests?userId=${owner.user.id}&inbox=owner&limit=50`,
      owner.cookie,
    );
    expect(inbox.statusCode).toBe(200);
    const page = inbox.json() as Array<{ id: number; status: string; ownerId: number }>;
    expect(page[0]).toMatchObject({ id: oldest, status: 'pending' });
    expect(page.every((r) => r.ownerId === owner.user.id)).toBe(true);
    // Then the accepted ones, newest first.
    expect(page.slice(1, 4).map((r) => r.status)).toEqual(['accepted', 'accepted', 'accepted']);
    expect(inbox.headers['x-total-count']).toBe('201');

    const sent = await call('GET', `/api/requests?userId=${owner.user.id}&inbox=requester`, owner.cookie);
    expect(sent.headers['x-total-count']).toBe('1');
    const rider201 = await call(
      'GET',
      `/api/requests?userId=${rider.user.id}&inbox=requester&limit=1`,
      rider.cookie,
    );
    expect(ids(rider201)).toEqual([oldest]);
    const bad = await call('GET', `/api/requests?userId=${owner.user.id}&inbox=everyone`, owner.cookie);
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/requests?userId=&inbox=&after=', () => {
  type Row = {
    id: number;
    status: RequestStatus;
    createdAt: string;
    startDate: string | null;
    inboxGroup: number;
  };

  /** Twelve requests for the owner's horse: four pending, four accepted, four declined. */
  async function twelve() {
    const s = await scene();
    const start = Date.parse('2026-01-01T09:00:00Z');
    const statuses = ['pending', 'accepted', 'declined'] as const;
    const inserted = await ctx.db
      .insert(requests)
      .values(
        Array.from({ length: 12 }, (_, i) =>
          buildRequest({
            horseId: s.horse.id,
            requesterId: s.rider.user.id,
            ownerId: s.owner.user.id,
            status: statuses[i % 3]!,
            startDate: soon,
            // Pairs share a minute, so the id decides their order.
            createdAt: new Date(start + Math.floor(i / 2) * 60_000),
          }),
        ),
      )
      .returning({ id: requests.id });
    // Stored times carry microseconds, which a reply (and so a cursor) does not show.
    await ctx.db
      .update(requests)
      .set({ createdAt: sql`${requests.createdAt} + (${requests.id} % 2) * interval '400 microseconds'` })
      .where(eq(requests.ownerId, s.owner.user.id));
    return { ...s, ids: inserted.map((r) => r.id) };
  }

  function pageOf(cookie: string, userId: number, after?: Row) {
    const cursor = after ? `&after=${requestInboxCursor(after)}` : '';
    return call('GET', `/api/requests?userId=${userId}&inbox=owner&limit=3${cursor}`, cookie);
  }

  it('a request cancelled between two pages makes none skipped: every one is reached', async () => {
    const { owner, rider, ids } = await twelve();
    const first = await pageOf(owner.cookie, owner.user.id);
    expect(first.statusCode).toBe(200);
    const shown: Row[] = first.json();
    expect(shown.map((r) => r.status)).toEqual(['pending', 'pending', 'pending']);
    expect(first.headers['x-total-count']).toBe('12');

    // Before "Show more", the requester cancels the first pending one shown: it moves to the last group.
    const cancelled = await call('POST', `/api/requests/${shown[0]!.id}/cancel`, rider.cookie);
    expect(cancelled.statusCode).toBe(200);

    let last = shown.at(-1);
    for (let page = 0; page < 6 && last; page++) {
      const next = await pageOf(owner.cookie, owner.user.id, last);
      expect(next.statusCode).toBe(200);
      const rows: Row[] = next.json();
      shown.push(...rows);
      last = rows.length === 3 ? rows.at(-1) : undefined;
    }
    const seen = shown.map((r) => r.id);
    expect([...new Set(seen)].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    // Only the cancelled one shows twice: pending on the first page, cancelled among the settled ones.
    expect(seen.filter((id) => id === shown[0]!.id)).toHaveLength(2);
    expect(seen).toHaveLength(13);
  });

  it('lists what waits for an answer, then what is coming by its day, soonest first, then the past', async () => {
    const s = await scene();
    const today = londonToday();
    const at = (minutes: number) => new Date(Date.parse('2026-01-01T09:00:00Z') + minutes * 60_000);
    const ask = (status: RequestStatus, startDate: string, minutes: number, endDate?: string) =>
      buildRequest({
        horseId: s.horse.id,
        requesterId: s.rider.user.id,
        ownerId: s.owner.user.id,
        status,
        startDate,
        endDate: endDate ?? startDate,
        createdAt: at(minutes),
      });
    const rows = await ctx.db
      .insert(requests)
      .values([
        ask('accepted', addDays(today, 20), 1), // coming, third
        ask('pending', addDays(today, 9), 2), // waiting, second
        ask('accepted', addDays(today, -3), 3), // past: its day has gone
        ask('accepted', today, 4), // coming today, first
        ask('declined', addDays(today, 5), 5), // past
        ask('pending', addDays(today, 30), 6), // waiting, newest first
        ask('accepted', addDays(today, 2), 7), // coming, second
        ask('cancelled', addDays(today, 4), 8), // past, newest
        ask('accepted', addDays(today, -2), 9, addDays(today, 1)), // coming: its last day is still ahead
      ])
      .returning({ id: requests.id });
    const id = (i: number) => rows[i]!.id;
    const expected = [
      [id(5), 0],
      [id(1), 0],
      [id(8), 1],
      [id(3), 1],
      [id(6), 1],
      [id(0), 1],
      [id(7), 2],
      [id(4), 2],
      [id(2), 2],
    ];
    const whole = await call('GET', `/api/requests?userId=${s.owner.user.id}&inbox=owner`, s.owner.cookie);
    const shown: Row[] = whole.json();
    expect(shown.map((r) => [r.id, r.inboxGroup])).toEqual(expected);

    // Two at a time, each page after the last row shown: the same order, every row once.
    const paged: Row[] = [];
    let after: Row | undefined;
    for (let page = 0; page < 6; page++) {
      const cursor = after ? `&after=${requestInboxCursor(after)}` : '';
      const res = await call(
        'GET',
        `/api/requests?userId=${s.owner.user.id}&inbox=owner&limit=2${cursor}`,
        s.owner.cookie,
      );
      const rows: Row[] = res.json();
      paged.push(...rows);
      after = rows.at(-1);
      if (rows.length < 2) break;
    }
    expect(paged.map((r) => [r.id, r.inboxGroup])).toEqual(expected);
  });

  it('answers a cursor it did not make with a plain 400', async () => {
    const { owner } = await twelve();
    for (const after of [
      'abc',
      '3.0.1',
      '0.0.0',
      '1.1767258000000.2147483648',
      `2.${'9'.repeat(14)}.1`,
      '',
    ]) {
      const res = await call(
        'GET',
        `/api/requests?userId=${owner.user.id}&inbox=owner&after=${encodeURIComponent(after)}`,
        owner.cookie,
      );
      expect(res.statusCode, after).toBe(400);
      expect(res.json().message).toBe(REQUEST_MESSAGES.badCursor);
    }
    const twice = await call(
      'GET',
      `/api/requests?userId=${owner.user.id}&inbox=owner&after=0.1.1&after=0.1.2`,
      owner.cookie,
    );
    expect(twice.statusCode).toBe(400);
    const withoutInbox = await call('GET', `/api/requests?userId=${owner.user.id}&after=0.1.1`, owner.cookie);
    expect(withoutInbox.statusCode).toBe(400);
    expect(withoutInbox.json().message).toBe(REQUEST_MESSAGES.badCursor);
  });
});

describe('the request lifecycle', () => {
  async function pending() {
    const s = await scene();
    const request = await insertRequest(ctx.db, riderAsks(s));
    return { ...s, request };
  }

  it('the owner accepts; a message goes into the pair’s thread; the requester may then cancel', async () => {
    const { owner, rider, request } = await pending();
    const accepted = await call('POST', `/api/requests/${request.id}/accept`, owner.cookie);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id: request.id, status: 'accepted' });

    const thread = (
      await call('GET', `/api/messages?userId=${rider.user.id}&otherUserId=${owner.user.id}`, rider.cookie)
    ).json();
    expect(thread).toHaveLength(1);
    expect(thread[0]).toMatchObject({
      senderId: owner.user.id,
      receiverId: rider.user.id,
      requestId: request.id,
      messageType: 'general',
    });
    expect(thread[0].content).toMatch(/accepted the visit to Bramble on \w{3} \d+ \w{3}\./);

    const cancelled = await call('POST', `/api/requests/${request.id}/cancel`, rider.cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    const after = await ctx.db.select().from(messages);
    expect(after).toHaveLength(2);
    expect(after.find((m) => m.senderId === rider.user.id)?.content).toMatch(
      /cancelled the visit to Bramble/,
    );
  });

  it('the owner declines a pending request', async () => {
    const { owner, request } = await pending();
    const declined = await call('POST', `/api/requests/${request.id}/decline`, owner.cookie);
    expect(declined.json().status).toBe('declined');
  });

  it('refuses every change from a state that does not allow it (409), changing nothing', async () => {
    const { owner, rider, horse } = await pending();
    const from = async (status: 'accepted' | 'declined' | 'cancelled') =>
      insertRequest(ctx.db, riderAsks({ owner, rider, horse }, { status }));
    const refusals: Array<[Awaited<ReturnType<typeof from>>, 'accept' | 'decline' | 'cancel', string]> = [
      [await from('accepted'), 'accept', owner.cookie],
      [await from('accepted'), 'decline', owner.cookie],
      [await from('declined'), 'accept', owner.cookie],
      [await from('declined'), 'cancel', rider.cookie],
      [await from('cancelled'), 'cancel', rider.cookie],
      [await from('cancelled'), 'accept', owner.cookie],
    ];
    for (const [request, action, cookie] of refusals) {
      const res = await call('POST', `/api/requests/${request.id}/${action}`, cookie);
      expect(res.statusCode, `${request.status} → ${action}`).toBe(409);
      expect(res.json().message).toBe(`This request has already been ${request.status}`);
    }
    expect(await ctx.db.select().from(messages)).toEqual([]);
  });

  it('lets only the owner answer; strangers see nothing', async () => {
    const { owner, rider, request } = await pending();
    const stranger = await member('sam@example.test', 'enthusiast');
    const byRider = await call('POST', `/api/requests/${request.id}/accept`, rider.cookie);
    expect(byRider.statusCode).toBe(403);
    expect(byRider.json().message).toBe("Only the horse's owner can accept or decline this request");
    // An owner answers a pending request by declining it; cancel is for an accepted visit.
    const byOwner = await call('POST', `/api/requests/${request.id}/cancel`, owner.cookie);
    expect(byOwner.statusCode).toBe(409);
    expect(byOwner.json().message).toBe(
      'An owner can cancel a visit once it has been accepted; decline a pending request instead',
    );
    for (const action of ['accept', 'decline', 'cancel']) {
      expect((await call('POST', `/api/requests/${request.id}/${action}`, stranger.cookie)).statusCode).toBe(
        404,
      );
      expect((await call('POST', `/api/requests/${request.id}/${action}`)).statusCode).toBe(401);
    }
    expect((await call('POST', '/api/requests/99999/accept', owner.cookie)).statusCode).toBe(404);
    const [stored] = await ctx.db.select().from(requests);
    expect(stored?.status).toBe('pending');
  });

  it('gives either party an accepted visit as a calendar file, and nobody else', async () => {
    const { owner, rider, request } = await pending();
    const stranger = await member('sam@example.test', 'enthusiast');
    const url = `/api/requests/${request.id}/calendar.ics`;
    expect((await call('GET', url, rider.cookie)).statusCode).toBe(409);
    await call('POST', `/api/requests/${request.id}/accept`, owner.cookie);
    for (const cookie of [rider.cookie, owner.cookie]) {
      const res = await call('GET', url, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/calendar/);
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="visit-Bramble-.*\.ics"/);
      expect(res.body).toContain('BEGIN:VEVENT');
      expect(res.body).toContain('SUMMARY:Stablemates visit: Bramble');
      expect(res.body).toContain(`DTSTART:${request.startDate!.replace(/-/g, '')}T`);
    }
    expect((await call('GET', url, stranger.cookie)).statusCode).toBe(404);
    expect((await call('GET', url)).statusCode).toBe(401);
  });
});
