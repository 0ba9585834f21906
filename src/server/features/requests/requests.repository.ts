import { and, count, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { RequestStatus } from '#contract/options.js';
import type { RequestInbox, RequestInboxCursor } from '#contract/requests.js';
import { inboxSortsByDay } from '#contract/rules/request-inbox.js';
import type { RequestKind } from '#contract/shares.js';
import { limitsVerdict } from '#contract/rules/rider-limits.js';
import { now as clockNow, today as calendarToday } from '#server/platform/clock.js';
import { listedOn } from '#server/features/horses/index.js';
import type { Executor } from '#server/db/client.js';
import { countRows } from '#server/db/count-rows.js';
import { firstRow, insertedRow } from '#server/db/rows.js';
import { takenPlaces } from './share-days.repository.js';
import {
  availabilitySlots,
  blocks,
  horses,
  messages,
  requestOfMember,
  requests,
  shareDays,
  users,
  type AvailabilitySlot,
  type NewRequest,
  type Request,
} from '#server/db/schema/index.js';

/**
 * What a request needs to know about its horse; a horse not listed today (hidden by an operator, or a
 * riding school's while the school is not verified: the one listing rule) is not found.
 */
export async function findHorseForRequest(
  db: Executor,
  horseId: number,
): Promise<{ id: number; ownerId: number; isAvailable: boolean } | undefined> {
  return firstRow(
    db
      .select({ id: horses.id, ownerId: horses.ownerId, isAvailable: horses.isAvailable })
      .from(horses)
      .where(and(eq(horses.id, horseId), listedOn(calendarToday())))
      .limit(1),
  );
}

export async function findSlotForEnquiry(db: Executor, id: number): Promise<AvailabilitySlot | undefined> {
  return firstRow(db.select().from(availabilitySlots).where(eq(availabilitySlots.id, id)).limit(1));
}

/**
 * Stores a new request with the rider's verdict against the horse's limits as they stand now (decision
 * 0055): kept with the request, so that changing the limits later cannot be used to learn the band.
 */
export async function insertRequest(db: Executor, values: NewRequest): Promise<Request> {
  const limits = await firstRow(
    db
      .select({ maxRiderWeight: horses.maxRiderWeight, minRiderExperience: horses.minRiderExperience })
      .from(horses)
      .where(eq(horses.id, values.horseId))
      .limit(1),
  );
  const rider = await firstRow(
    db
      .select({ riderWeight: users.riderWeight, experienceLevel: users.experienceLevel })
      .from(users)
      .where(eq(users.id, values.requesterId))
      .limit(1),
  );
  const verdict = limits && rider ? limitsVerdict(rider, limits) : null;
  return insertedRow(
    db
      .insert(requests)
      .values({ askedAt: clockNow(), ...values, limitsVerdict: verdict })
      .returning(),
  );
}

export async function findRequest(db: Executor, id: number): Promise<Request | undefined> {
  return firstRow(db.select().from(requests).where(eq(requests.id, id)).limit(1));
}

const OPEN: RequestStatus[] = ['pending', 'accepted'];

/**
 * The member's open request for the same visit: the same slot's day, or (a request made without a slot)
 * the same horse's day.
 */
export async function findOpenRequestFor(
  db: Executor,
  visit: { requesterId: number; horseId: number; slotId: number | null; day: string },
): Promise<Request | undefined> {
  const sameVisit =
    visit.slotId === null
      ? and(eq(requests.horseId, visit.horseId), isNull(requests.slotId))
      : eq(requests.slotId, visit.slotId);
  return firstRow(
    db
      .select()
      .from(requests)
      .where(
        and(
          eq(requests.requesterId, visit.requesterId),
          eq(requests.kind, 'visit'),
          eq(requests.startDate, visit.day),
          inArray(requests.status, OPEN),
          sameVisit,
        ),
      )
      .limit(1),
  );
}

/** How many places a slot's day has given away: accepted visits and accepted shares' planned days. */
export async function countAcceptedOn(db: Executor, slotId: number, day: string): Promise<number> {
  return (await takenPlaces(db, slotId, { from: day, to: day })).get(day) ?? 0;
}

/** Requests the member has sent since `since` (the per-member rate limit). */
export async function countRequestsSince(db: Executor, requesterId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(requests)
    .where(and(eq(requests.requesterId, requesterId), gt(requests.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * Moves a request to `to` only if it is still in one of `from`, noting who did it, when, from what and
 * why (for undo and for the other party); undefined when another change got there first (two answers
 * racing), so the loser is told the state has moved on.
 */
export async function updateStatusIf(
  db: Executor,
  id: number,
  change: { from: readonly RequestStatus[]; to: RequestStatus; byId: number; reason: string | null },
): Promise<Request | undefined> {
  return firstRow(
    db
      .update(requests)
      .set({
        status: change.to,
        previousStatus: sql`${requests.status}`,
        changedById: change.byId,
        changedAt: sql`now()`,
        reason: change.reason,
        // The calendar clock's instants the reliability figures read (decision 0055): the owner's first
        // answer, and a cancel.
        ...(change.to === 'accepted' || change.to === 'declined'
          ? { answeredAt: sql`coalesce(${requests.answeredAt}, ${clockNow().toISOString()}::timestamptz)` }
          : {}),
        ...(change.to === 'cancelled' ? { cancelledAt: clockNow() } : {}),
      })
      .where(and(eq(requests.id, id), inArray(requests.status, [...change.from])))
      .returning(),
  );
}

/**
 * Puts the request back to the state before its last change, if `byId` made that change after `since`
 * and nothing has changed it since; undefined otherwise. An undo cannot itself be undone.
 */
export async function undoLastChangeIf(
  db: Executor,
  id: number,
  byId: number,
  since: Date,
): Promise<Request | undefined> {
  return firstRow(
    db
      .update(requests)
      .set({
        status: sql`${requests.previousStatus}`,
        previousStatus: null,
        changedById: null,
        reason: null,
        // Back to waiting: not answered after all; back from a cancel: not cancelled.
        answeredAt: sql`case when ${requests.previousStatus} = 'pending' then null else ${requests.answeredAt} end`,
        cancelledAt: null,
      })
      .where(
        and(
          eq(requests.id, id),
          eq(requests.changedById, byId),
          gt(requests.changedAt, since),
          sql`${requests.previousStatus} is not null`,
        ),
      )
      .returning(),
  );
}

/**
 * For a horse's calendar between two days: how many visits each slot's day has accepted, and the days
 * on which `viewerId` (if any) holds an open request.
 */
export async function findDayMarks(
  db: Executor,
  slotIds: number[],
  range: { from: string; to: string },
  viewerId: number | null,
): Promise<Array<{ slotId: number; day: string; accepted: number; mine: boolean }>> {
  if (slotIds.length === 0) return [];
  const viewer = viewerId ?? -1;
  const visits = db
    .select({
      slotId: sql<number>`${requests.slotId}`.as('slot_id'),
      day: sql<string>`${requests.startDate}`.as('day'),
      accepted: sql<boolean>`${requests.status} = 'accepted'`.as('accepted'),
      mine: sql<boolean>`${requests.requesterId} = ${viewer}`.as('mine'),
    })
    .from(requests)
    .where(
      and(
        inArray(requests.slotId, slotIds),
        eq(requests.kind, 'visit'),
        inArray(requests.status, OPEN),
        gte(requests.startDate, range.from),
        lte(requests.startDate, range.to),
      ),
    );
  // A share's planned days hold their places like visits (decision 0051).
  const days = db
    .select({
      slotId: sql<number>`${shareDays.slotId}`.as('slot_id'),
      day: sql<string>`${shareDays.date}`.as('day'),
      accepted: sql<boolean>`${requests.status} = 'accepted'`.as('accepted'),
      mine: sql<boolean>`${requests.requesterId} = ${viewer}`.as('mine'),
    })
    .from(shareDays)
    .innerJoin(requests, eq(requests.id, shareDays.requestId))
    .where(
      and(
        inArray(shareDays.slotId, slotIds),
        eq(shareDays.status, 'planned'),
        inArray(requests.status, OPEN),
        gte(shareDays.date, range.from),
        lte(shareDays.date, range.to),
      ),
    );
  const rows = await db
    .select({
      slotId: sql<number>`marks.slot_id`.mapWith(Number),
      day: sql<string>`marks.day`.mapWith(String),
      accepted: sql<number>`count(*) filter (where marks.accepted)`.mapWith(Number),
      mine: sql<boolean>`coalesce(bool_or(marks.mine), false)`,
    })
    .from(visits.unionAll(days).as('marks'))
    .groupBy(sql`marks.slot_id`, sql`marks.day`);
  return rows;
}

/** The two parties of a request, as `joinParties` joins them. */
export const requester = alias(users, 'requester');
export const owner = alias(users, 'owner');
/**
 * The enquiry that opened a request, if one did: the availability enquiry message that points at it (its
 * chosen hour, flexibility and activities). Left-joined with `enquiryOfRequest` by every read that needs it.
 */
export const enquiry = alias(messages, 'enquiry');
export const enquiryOfRequest = and(
  eq(enquiry.requestId, requests.id),
  eq(enquiry.messageType, 'availability_enquiry'),
);

/**
 * A request's two parties are still in touch while neither is suspended or gone and neither has blocked
 * the other; only then does an accepted visit show where it leads one to the other: the yard card, the
 * calendar feeds, the reminder (decision 0049). Reads `requester` and `owner` as `joinParties` joins them.
 * Nothing is written, so the visit shows again once the suspension or the block is lifted.
 */
export const partiesStillInTouch = and(
  isNull(requester.suspendedAt),
  isNull(requester.deletedAt),
  isNull(owner.suspendedAt),
  isNull(owner.deletedAt),
  sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${requests.requesterId} and ${blocks.blockedId} = ${requests.ownerId}) or (${blocks.blockerId} = ${requests.ownerId} and ${blocks.blockedId} = ${requests.requesterId}))`,
);

/**
 * Joins a query on `requests` to the request's horse and its two parties (`requester`, `owner`), the
 * join every read of a request with its people makes. Outer joins go before it (`$dynamic()` fixes the
 * row's type, and only a join made before then can make columns nullable).
 */
export function joinParties<T extends PgSelect>(query: T) {
  return query
    .innerJoin(horses, eq(horses.id, requests.horseId))
    .innerJoin(requester, eq(requester.id, requests.requesterId))
    .innerJoin(owner, eq(owner.id, requests.ownerId));
}

/** The horse's first approved photo (the inboxes show it beside the request). */
const firstApprovedImage = sql<string | null>`(
  select u.img from unnest(${horses.images}, ${horses.imageApprovalStatus}) with ordinality as u(img, st, n)
  where u.st = 'approved' order by u.n limit 1)`;

/** A request with its horse, both parties, and the enquiry (and its slot) that opened it, if any. */
function withDetails(db: Executor) {
  const query = db
    .select({
      request: requests,
      horse: { id: horses.id, name: horses.name, image: firstApprovedImage },
      requester: {
        id: requester.id,
        firstName: requester.firstName,
        lastName: requester.lastName,
        profileImage: requester.profileImage,
      },
      owner: {
        id: owner.id,
        firstName: owner.firstName,
        lastName: owner.lastName,
        profileImage: owner.profileImage,
      },
      enquiry: {
        id: enquiry.id,
        preferredTime: enquiry.preferredTime,
        isFlexible: enquiry.isFlexible,
        activities: enquiry.activities,
      },
      slot: {
        id: availabilitySlots.id,
        title: availabilitySlots.title,
        startTime: availabilitySlots.startTime,
        endTime: availabilitySlots.endTime,
      },
    })
    .from(requests)
    .leftJoin(enquiry, enquiryOfRequest)
    .leftJoin(availabilitySlots, eq(availabilitySlots.id, requests.slotId))
    .$dynamic();
  return joinParties(query);
}
export type RequestRow = Awaited<ReturnType<ReturnType<typeof withDetails>['execute']>>[number];

/** Request rows matching `where`, in `order`, at most 500 (a calendar feed's worth). */
export async function findRequestRowsWhere(
  db: Executor,
  where: SQL | undefined,
  order: SQL[],
): Promise<RequestRow[]> {
  return withDetails(db)
    .where(where)
    .orderBy(...order)
    .limit(500);
}

export async function findRequestRow(db: Executor, id: number): Promise<RequestRow | undefined> {
  return firstRow(withDetails(db).where(eq(requests.id, id)).limit(1));
}

/** Whether the request's two parties are still in touch (`partiesStillInTouch`). */
export async function isStillInTouch(db: Executor, id: number): Promise<boolean> {
  const query = db.select({ id: requests.id }).from(requests).$dynamic();
  const row = await firstRow(
    joinParties(query)
      .where(and(eq(requests.id, id), partiesStillInTouch))
      .limit(1),
  );
  return row !== undefined;
}

/**
 * The inbox's group of each row, as `inboxGroup` in the contract (rules/request-inbox.ts) says it: 0
 * waiting for an answer, 1 coming (accepted, its last day today or later), 2 past. A standing share has no
 * last day, so it is coming while accepted.
 */
function inboxGroupSql(today: string): SQL {
  const lastDay = sql`case when ${requests.kind} = 'share' then ${requests.endDate} else coalesce(${requests.endDate}, ${requests.startDate}) end`;
  return sql`case when ${requests.status} = 'pending' then 0
    when ${requests.status} = 'accepted' and coalesce(${lastDay} >= ${today}::date, true) then 1 else 2 end`;
}

/** createdAt to the millisecond, as a reply shows it and a cursor carries it, so both order alike. */
const createdMs = sql`date_trunc('milliseconds', ${requests.createdAt})`;
/** The day a coming request sorts by (`inboxDay`). */
const firstDay = sql`coalesce(${requests.startDate}, date '1970-01-01')`;

/**
 * The inbox's order: by group; coming ones by first day, soonest first; the others newest first; ties by
 * id the same way.
 */
function inboxOrder(group: SQL): SQL[] {
  const byDay = sql`${group} = 1`;
  return [
    group,
    sql`case when ${byDay} then ${firstDay} end asc`,
    sql`case when ${byDay} then null else ${createdMs} end desc`,
    sql`case when ${byDay} then ${requests.id} else -${requests.id} end asc`,
  ];
}

/** The rows after `cursor` in the inbox's order: a later group, or the same one and further on within it. */
function afterCursor(group: SQL, cursor: RequestInboxCursor): SQL {
  const inGroup = sql`${cursor.group}::integer`;
  const further = inboxSortsByDay(cursor.group)
    ? sql`(${firstDay}, ${requests.id}) > (${cursor.at.toISOString().slice(0, 10)}::date, ${cursor.id}::integer)`
    : sql`(${createdMs}, ${requests.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::integer)`;
  return sql`(${group} > ${inGroup} or (${group} = ${inGroup} and ${further}))`;
}

/**
 * A member's requests, sent or received, newest first; or one side of them (`inbox`) in the inbox's
 * order (waiting, coming, past), so the first pages hold every pending one. With `after` (inbox only),
 * the page starts just after that row: keyset paging, so a request that changes state or goes between
 * two pages cannot push another past the next page's start, as an offset would. With `kind`, that kind
 * only. The total is the side's (of that kind).
 */
export async function findRequestRowsOf(
  db: Executor,
  userId: number,
  page: {
    limit: number;
    offset: number;
    inbox?: RequestInbox | undefined;
    after?: RequestInboxCursor | undefined;
    kind?: RequestKind | undefined;
    /** London's day, which places each row in the inbox's groups. */
    today: string;
  },
): Promise<{ rows: RequestRow[]; total: number }> {
  const side =
    page.inbox === 'owner'
      ? eq(requests.ownerId, userId)
      : page.inbox === 'requester'
        ? eq(requests.requesterId, userId)
        : requestOfMember(userId);
  const mine = page.kind ? and(side, eq(requests.kind, page.kind)) : side;
  const group = inboxGroupSql(page.today);
  const order = page.inbox ? inboxOrder(group) : [desc(requests.createdAt), desc(requests.id)];
  const [rows, total] = await Promise.all([
    withDetails(db)
      .where(page.inbox && page.after ? and(mine, afterCursor(group, page.after)) : mine)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    countRows(db, requests, mine),
  ]);
  return { rows, total };
}

/** The member's open (pending or accepted, not yet over) share for a horse, if any. */
export async function findOpenShareFor(
  db: Executor,
  share: { requesterId: number; horseId: number; today: string },
): Promise<Request | undefined> {
  return firstRow(
    db
      .select()
      .from(requests)
      .where(
        and(
          eq(requests.requesterId, share.requesterId),
          eq(requests.horseId, share.horseId),
          eq(requests.kind, 'share'),
          inArray(requests.status, OPEN),
          or(isNull(requests.endDate), gte(requests.endDate, share.today)),
        ),
      )
      .limit(1),
  );
}

/** A horse's name, for the words of a notice ('' if it has gone). */
export async function findHorseName(db: Executor, horseId: number): Promise<string> {
  const row = await firstRow(
    db.select({ name: horses.name }).from(horses).where(eq(horses.id, horseId)).limit(1),
  );
  return row?.name ?? '';
}

/**
 * The visits and shares a member is part of (with `withMemberId` on the other side, when given) that are
 * still open: asked for or accepted, and not over before `today` (a share with no last day stands).
 * What calls them off decides, day and hour, which of them are still to come.
 */
export async function findOpenArrangementsOf(
  db: Executor,
  memberId: number,
  today: string,
  withMemberId?: number,
): Promise<Request[]> {
  const sides = (a: number, b?: number) =>
    b === undefined
      ? requestOfMember(a)
      : or(
          and(eq(requests.ownerId, a), eq(requests.requesterId, b)),
          and(eq(requests.ownerId, b), eq(requests.requesterId, a)),
        );
  return db
    .select()
    .from(requests)
    .where(
      and(
        sides(memberId, withMemberId),
        inArray(requests.status, OPEN),
        or(
          isNull(requests.startDate),
          and(eq(requests.kind, 'share'), isNull(requests.endDate)),
          sql`coalesce(${requests.endDate}, ${requests.startDate}) >= ${today}`,
        ),
      ),
    )
    .orderBy(requests.id);
}

/**
 * The site's happy matches (the landing page's claim, issue 46): visits and shares both members
 * arranged whose first day came before `today`. A cancelled one never counts, even after its day.
 */
export async function countHappyMatches(db: Executor, today: string): Promise<number> {
  return countRows(db, requests, and(eq(requests.status, 'accepted'), lt(requests.startDate, today)));
}
