import { and, count, desc, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { RequestStatus } from '#contract/options.js';
import type { RequestInbox, RequestInboxCursor } from '#contract/requests.js';
import type { RequestKind } from '#contract/shares.js';
import type { Executor } from '#server/db/client.js';
import { countRows } from '#server/db/count-rows.js';
import { firstRow, insertedRow } from '#server/db/rows.js';
import { takenPlaces } from './share-days.repository.js';
import {
  availabilitySlots,
  blocks,
  horses,
  messages,
  requests,
  shareDays,
  users,
  type AvailabilitySlot,
  type NewRequest,
  type Request,
} from '#server/db/schema/index.js';

/** What a request needs to know about its horse; a horse hidden by an operator is not found. */
export async function findHorseForRequest(
  db: Executor,
  horseId: number,
): Promise<{ id: number; ownerId: number; isAvailable: boolean } | undefined> {
  return firstRow(
    db
      .select({ id: horses.id, ownerId: horses.ownerId, isAvailable: horses.isAvailable })
      .from(horses)
      .where(and(eq(horses.id, horseId), isNull(horses.hiddenAt)))
      .limit(1),
  );
}

export async function findSlotForEnquiry(db: Executor, id: number): Promise<AvailabilitySlot | undefined> {
  return firstRow(db.select().from(availabilitySlots).where(eq(availabilitySlots.id, id)).limit(1));
}

export async function insertRequest(db: Executor, values: NewRequest): Promise<Request> {
  return insertedRow(db.insert(requests).values(values).returning());
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
const enquiry = alias(messages, 'enquiry');

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
    .leftJoin(
      enquiry,
      and(eq(enquiry.requestId, requests.id), eq(enquiry.messageType, 'availability_enquiry')),
    )
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
 * Waiting for an answer first, then visits agreed, then the settled ones (the inbox's order; the same
 * groups as `inboxGroup` in the contract, which the cursor carries).
 */
const pendingFirst = sql`case ${requests.status} when 'pending' then 0 when 'accepted' then 1 else 2 end`;

/** createdAt to the millisecond, as a reply shows it and a cursor carries it, so both order alike. */
const createdMs = sql`date_trunc('milliseconds', ${requests.createdAt})`;

/** The rows after `cursor` in the inbox's order: a later group, or the same one and older (then lower id). */
function afterCursor(cursor: RequestInboxCursor): SQL {
  const at = sql`${cursor.createdAt.toISOString()}::timestamptz`;
  const group = sql`${cursor.group}::integer`;
  return sql`(${pendingFirst} > ${group} or (${pendingFirst} = ${group} and (${createdMs}, ${requests.id}) < (${at}, ${cursor.id}::integer)))`;
}

/**
 * A member's requests, sent or received, newest first; or one side of them (`inbox`), pending first and
 * newest first within each state, so the first pages hold every pending one. With `after` (inbox only),
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
  },
): Promise<{ rows: RequestRow[]; total: number }> {
  const side =
    page.inbox === 'owner'
      ? eq(requests.ownerId, userId)
      : page.inbox === 'requester'
        ? eq(requests.requesterId, userId)
        : or(eq(requests.requesterId, userId), eq(requests.ownerId, userId));
  const mine = page.kind ? and(side, eq(requests.kind, page.kind)) : side;
  const order = page.inbox
    ? [pendingFirst, desc(createdMs), desc(requests.id)]
    : [desc(requests.createdAt), desc(requests.id)];
  const [rows, total] = await Promise.all([
    withDetails(db)
      .where(page.inbox && page.after ? and(mine, afterCursor(page.after)) : mine)
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
