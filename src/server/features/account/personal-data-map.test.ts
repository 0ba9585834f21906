import { eq, getTableColumns, getTableName, inArray, is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { signIn } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { countRows } from '#server/db/count-rows.js';
import {
  insertShareAgreement,
  DEFAULT_PASSWORD,
  insertAvailabilitySlot,
  insertHorse,
  insertMessage,
  insertUser,
} from '#server/db/factories.js';
import * as schema from '#server/db/schema/index.js';
import { PERSONAL_DATA_MAP, type MemberLink } from './personal-data-map.js';

const ctx = useTestApp();

const schemaTables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
);
const personalTables = () =>
  schemaTables.flatMap((table) => {
    const entry = PERSONAL_DATA_MAP[getTableName(table)];
    return entry?.personal ? [{ table, entry }] : [];
  });

const EMAIL = 'olive@example.test';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Olive, the member under test, with a row in every table that can hold her data (the test below
 * checks that it does), and the other members those rows involve.
 */
async function oliveEverywhere() {
  const olive = await insertUser(ctx.db, { email: EMAIL, firstName: 'Olive', phone: '07700 900111' });
  const rider = await insertUser(ctx.db, { email: 'rider@example.test', userType: 'enthusiast' });
  const other = await insertUser(ctx.db, { email: 'other@example.test' });
  const reported = await insertHorse(ctx.db, { ownerId: olive.id, name: 'Bramble' });
  const clover = await insertHorse(ctx.db, { ownerId: olive.id, name: 'Clover' });
  const othersHorse = await insertHorse(ctx.db, { ownerId: other.id, name: 'NotHers' });
  for (const horse of [reported, clover]) {
    await insertAvailabilitySlot(ctx.db, { horseId: horse.id });
    await ctx.db.insert(schema.yardDetails).values({ horseId: horse.id, address: 'Yard Lane' });
  }
  await ctx.db.insert(schema.requests).values({
    horseId: clover.id,
    requesterId: rider.id,
    ownerId: olive.id,
    service: 'general-care',
    startDate: day(5),
    status: 'declined',
    changedById: olive.id,
  });
  // A share that has ended, a day of which Olive noted as missed.
  const [share] = await ctx.db
    .insert(schema.requests)
    .values({
      kind: 'share',
      horseId: clover.id,
      requesterId: rider.id,
      ownerId: olive.id,
      service: 'exercising-riding',
      startDate: day(-20),
      endDate: day(-6),
      weekdays: ['tuesday'],
      trialEndsOn: day(-6),
      status: 'accepted',
      proposedWeekdays: ['friday'],
      proposedFrom: day(20),
      proposedById: olive.id,
    })
    .returning();
  await ctx.db.insert(schema.shareDays).values({
    requestId: share!.id,
    date: day(-13),
    startTime: '09:00',
    endTime: '12:00',
    status: 'missed',
    changedById: olive.id,
  });
  // Its agreement, written and accepted by Olive.
  const agreement = await insertShareAgreement(ctx.db, {
    requestId: share!.id,
    owner: { id: olive.id, name: 'Olive' },
    sharer: { id: rider.id, name: 'Rider' },
    passportNumber: 'GB-PASSPORT-1',
  });
  await ctx.db.insert(schema.agreementAcceptances).values({ versionId: agreement.id, memberId: olive.id });
  // A ride on that share, the rider's note after it, and Olive's reply in the diary.
  const [ride] = await ctx.db
    .insert(schema.rides)
    .values({
      requestId: share!.id,
      riderId: rider.id,
      startedAt: new Date(),
      backBy: new Date(),
      backAt: new Date(),
      note: 'The forest loop',
      company: 'alone',
    })
    .returning();
  const [rideNote] = await ctx.db
    .insert(schema.rideNotes)
    .values({ rideId: ride!.id, requestId: share!.id, authorId: rider.id, howItWent: 'Lovely' })
    .returning();
  await ctx.db
    .insert(schema.rideNoteReplies)
    .values({ noteId: rideNote!.id, authorId: olive.id, text: 'Thanks' });
  // And Olive rides another's horse on a visit, and writes about it.
  const [visit] = await ctx.db
    .insert(schema.requests)
    .values({
      horseId: othersHorse.id,
      requesterId: olive.id,
      ownerId: other.id,
      service: 'exercising-riding',
      startDate: day(-2),
      status: 'accepted',
    })
    .returning();
  const [hers] = await ctx.db
    .insert(schema.rides)
    .values({
      requestId: visit!.id,
      riderId: olive.id,
      startedAt: new Date(),
      backBy: new Date(),
      backAt: new Date(),
      note: 'Round the lanes',
      company: 'with others',
    })
    .returning();
  await ctx.db
    .insert(schema.rideNotes)
    .values({ rideId: hers!.id, requestId: visit!.id, authorId: olive.id, howItWent: 'Good' });
  await insertMessage(ctx.db, { senderId: olive.id, receiverId: rider.id, content: 'From Olive' });
  await insertMessage(ctx.db, { senderId: rider.id, receiverId: olive.id, content: 'To Olive' });
  await ctx.db.insert(schema.conversationNotices).values([
    { receiverId: olive.id, senderId: rider.id, mailedAt: new Date() },
    { receiverId: rider.id, senderId: olive.id, mailedAt: new Date() },
  ]);
  await ctx.db.insert(schema.notices).values([
    { userId: olive.id, kind: 'decision', words: 'Rider accepted', link: '/requests?id=1' },
    { userId: rider.id, kind: 'message', words: 'New message from Olive', link: '/messages' },
  ]);
  await ctx.db.insert(schema.pendingMessageNotices).values([
    { receiverId: olive.id, senderId: rider.id, dueAt: new Date() },
    { receiverId: rider.id, senderId: olive.id, dueAt: new Date() },
  ]);
  // As the previous release writes them during a rolling restart (decision 0043).
  await ctx.db.insert(schema.threadNotices).values([
    { receiverId: olive.id, senderId: rider.id },
    { receiverId: rider.id, senderId: olive.id },
  ]);
  await ctx.db.insert(schema.messageNotices).values([
    { receiverId: olive.id, senderId: rider.id },
    { receiverId: rider.id, senderId: olive.id },
  ]);
  await ctx.db.insert(schema.pushSubscriptions).values({
    userId: olive.id,
    endpoint: 'https://fcm.googleapis.com/fcm/send/olive',
    p256dh: 'B'.repeat(87),
    auth: 'a'.repeat(22),
  });
  await ctx.db.insert(schema.reviews).values(
    [
      { reviewerId: olive.id, reviewedUserId: rider.id, rating: 4 },
      { reviewerId: other.id, reviewedUserId: olive.id, rating: 2 },
      { reviewerId: rider.id, horseId: clover.id, rating: 5 },
    ].map((review) => ({ ...review, publishedAt: new Date(), showsOn: '2026-01-15' })),
  );
  await ctx.db.insert(schema.reports).values([
    {
      reporterId: rider.id,
      reportedUserId: olive.id,
      targetType: 'horse',
      targetId: reported.id,
      reason: 'other',
    },
    {
      reporterId: olive.id,
      reportedUserId: other.id,
      targetType: 'member',
      targetId: other.id,
      reason: 'other',
    },
    {
      reporterId: olive.id,
      reportedUserId: rider.id,
      targetType: 'member',
      targetId: rider.id,
      reason: 'other',
      status: 'dismissed',
      decidedAt: new Date(),
    },
  ]);
  await ctx.db.insert(schema.blocks).values([
    { blockerId: olive.id, blockedId: other.id },
    { blockerId: rider.id, blockedId: olive.id },
  ]);
  await ctx.db.insert(schema.savedHorses).values({ userId: olive.id, horseId: othersHorse.id });
  await ctx.db.insert(schema.savedSearches).values({ userId: olive.id, radiusMiles: 10 });
  await ctx.db.insert(schema.ridingSchools).values({
    userId: olive.id,
    businessName: 'Olive Lane Riding School',
    status: 'pending',
    certificateKey: `riding-schools/${olive.id}-certificate.pdf`,
    insuranceExpiresOn: day(200),
    submittedAt: new Date(),
  });
  await ctx.db.insert(schema.uploads).values({ key: 'horses/abandoned.webp', uploaderId: olive.id });
  await ctx.db
    .insert(schema.contactMessages)
    .values({ name: 'Olive', email: EMAIL, subject: 'Hi', message: 'Hello team' });
  await ctx.db
    .insert(schema.registrationSessions)
    .values({ sessionId: 'olive-registration', userType: 'owner', email: EMAIL });
  const later = new Date(Date.now() + 86_400_000);
  await ctx.db
    .insert(schema.passwordResetTokens)
    .values({ userId: olive.id, tokenHash: 'reset-hash', expiresAt: later });
  await ctx.db
    .insert(schema.emailVerificationTokens)
    .values({ userId: olive.id, email: EMAIL, tokenHash: 'verify-hash', expiresAt: later });
  await ctx.db.insert(schema.calendarFeeds).values({ userId: olive.id, tokenHash: 'feed-hash' });
  await ctx.db
    .insert(schema.subscriptions)
    .values({ userId: olive.id, providerSubscriptionId: 'sub_1', status: 'canceled' });
  await ctx.db.insert(schema.donations).values({ userId: olive.id, email: EMAIL, status: 'paid' });
  await ctx.db
    .insert(schema.customerMappings)
    .values({ userId: olive.id, email: EMAIL, providerCustomerId: 'cus_1' });
  await ctx.db
    .insert(schema.cancellationRequests)
    .values({ userId: olive.id, type: 'subscription', item: 'Premium', userEmail: EMAIL });
  // A reference Olive asked for and one she gave the rider under her address (decision 0055).
  const reference = {
    relationship: 'riding-instructor',
    askedAt: new Date(),
    expiresAt: later,
    submittedAt: new Date(),
    answerRelationship: 'riding-instructor',
    knownForYears: 3,
    levelSeen: 'advanced',
    wouldTrust: true,
  } as const;
  await ctx.db.insert(schema.riderReferences).values([
    {
      ...reference,
      riderId: olive.id,
      refereeName: 'Jo',
      refereeEmail: 'jo@example.test',
      tokenHash: 'ref-1',
    },
    { ...reference, riderId: rider.id, refereeName: 'Olive', refereeEmail: EMAIL, tokenHash: 'ref-2' },
  ]);
  const cookie = await signIn(ctx.app, EMAIL);
  return { olive, horseIds: [reported.id, clover.id], cookie };
}

/** The rows a link ties to Olive: by her id, her address, or one of her horses. */
function linkedTo(
  table: PgTable,
  column: string,
  link: MemberLink,
  olive: { id: number; horseIds: number[] },
): SQL {
  const target = getTableColumns(table)[column]!;
  if (link.by === 'email') return sql`lower(${target}) = lower(${EMAIL})`;
  if (link.by === 'horse') return inArray(target, olive.horseIds);
  return eq(target, olive.id);
}

function valueAt(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], data);
}

describe('the register of personal data', () => {
  it('classifies every table and every column of the schema, and nothing else', () => {
    const names = schemaTables.map((table) => getTableName(table)).sort();
    expect(Object.keys(PERSONAL_DATA_MAP).sort()).toEqual(names);
    for (const table of schemaTables) {
      const entry = PERSONAL_DATA_MAP[getTableName(table)]!;
      const listed = entry.personal ? [...entry.exported, ...entry.withheld] : entry.columns;
      expect({ table: getTableName(table), columns: [...listed].sort() }).toEqual({
        table: getTableName(table),
        columns: Object.keys(getTableColumns(table)).sort(),
      });
    }
  });

  it('names as a link every column that points at a member or holds an e-mail address', () => {
    for (const table of schemaTables) {
      const columns = getTableColumns(table);
      const pointsAtMembers = getTableConfig(table)
        .foreignKeys.filter((key) => key.reference().foreignTable === schema.users)
        .flatMap((key) => key.reference().columns.map((column) => column.name));
      const expected = Object.entries(columns)
        .filter(([key, column]) => pointsAtMembers.includes(column.name) || /email$/i.test(key))
        .map(([key]) => key)
        // The member's own row is tied to them by its id.
        .filter((key) => !(table === schema.users && key === 'email'));
      const entry = PERSONAL_DATA_MAP[getTableName(table)]!;
      const links = entry.personal ? Object.keys(entry.links) : [];
      expect({ table: getTableName(table), missing: expected.filter((key) => !links.includes(key)) }).toEqual(
        {
          table: getTableName(table),
          missing: [],
        },
      );
    }
  });

  it('the export carries each personal table where the register says, with exactly its exported columns', async () => {
    const { cookie } = await oliveEverywhere();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/users/me/export', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const data: unknown = res.json();
    for (const { table, entry } of personalTables()) {
      for (const path of entry.exportedAs) {
        const value = valueAt(data, path);
        const rows = (Array.isArray(value) ? value : [value]) as Array<Record<string, unknown>>;
        expect({ path, rows: rows.length > 0 }).toEqual({ path, rows: true });
        for (const row of rows) {
          const keys = Object.keys(row);
          expect({
            table: getTableName(table),
            path,
            missing: entry.exported.filter((k) => !keys.includes(k)),
          }).toEqual({ table: getTableName(table), path, missing: [] });
          expect({ path, withheld: entry.withheld.filter((k) => keys.includes(k)) }).toEqual({
            path,
            withheld: [],
          });
        }
      }
    }
    for (const secret of ['reset-hash', 'verify-hash', 'feed-hash', 'ref-1', 'ref-2'])
      expect(res.body).not.toContain(secret);
  });

  it('deletion does to each link what the register says', async () => {
    const { olive, horseIds, cookie } = await oliveEverywhere();
    const who = { id: olive.id, horseIds };
    const links = personalTables().flatMap(({ table, entry }) =>
      Object.entries(entry.links).map(([column, link]) => ({ table, column, link, entry })),
    );
    const count = (item: (typeof links)[number]) =>
      countRows(ctx.db, item.table, linkedTo(item.table, item.column, item.link, who));
    const before = await Promise.all(links.map(count));
    // Every personal table has a row tied to Olive, so the checks below cannot pass by being empty.
    for (const { table, entry } of personalTables()) {
      const total = links.reduce((sum, item, i) => (item.entry === entry ? sum + before[i]! : sum), 0);
      expect({ table: getTableName(table), hasRows: total > 0 }).toEqual({
        table: getTableName(table),
        hasRows: true,
      });
    }

    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: { cookie },
      payload: { password: DEFAULT_PASSWORD },
    });
    expect(res.statusCode).toBe(200);

    const after = await Promise.all(links.map(count));
    links.forEach(({ table, column, link }, i) => {
      const seen = { link: `${getTableName(table)}.${column}`, before: before[i]!, after: after[i]! };
      if (link.deletion === 'deleted') expect(seen).toMatchObject({ after: 0 });
      else if (link.deletion === 'kept-while-report-open') {
        // The fixture holds both kinds: one kept for an open report, one that goes.
        expect(seen.after, seen.link).toBeGreaterThan(0);
        expect(seen.after, seen.link).toBeLessThan(seen.before);
      } else expect(seen).toMatchObject({ after: seen.before });
    });
  });
});
