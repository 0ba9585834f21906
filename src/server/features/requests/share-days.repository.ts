import { and, asc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { now as clockNow } from '#server/platform/clock.js';
import {
  availabilitySlots,
  requests,
  shareDays,
  users,
  type NewShareDayRow,
  type ShareDayRow,
} from '#server/db/schema/index.js';

/**
 * A share's day that holds a place of its slot's capacity: planned, of a share that was accepted (decision
 * 0051). Capacity and the owner's "Shared with" marks read it alike; findFullDays writes it in its own SQL.
 */
const dayHoldsAPlace = and(eq(shareDays.status, 'planned'), eq(requests.status, 'accepted'));

/** Every day of these requests, in date order (the views read them). */
export async function findDaysOf(db: Executor, requestIds: number[]): Promise<ShareDayRow[]> {
  if (requestIds.length === 0) return [];
  return db
    .select()
    .from(shareDays)
    .where(inArray(shareDays.requestId, requestIds))
    .orderBy(asc(shareDays.requestId), asc(shareDays.date));
}

export async function insertDays(db: Executor, days: NewShareDayRow[]): Promise<void> {
  if (days.length === 0) return;
  await db.insert(shareDays).values(days).onConflictDoNothing();
}

/** Takes a share's planned day to another stored status, if it is still planned; the row, or undefined. */
export async function markDayIf(
  db: Executor,
  change: {
    requestId: number;
    date: string;
    status: 'skipped' | 'missed';
    byId: number;
    reason: string | null;
  },
): Promise<ShareDayRow | undefined> {
  const [row] = await db
    .update(shareDays)
    .set({ status: change.status, changedById: change.byId, reason: change.reason, changedAt: clockNow() })
    .where(
      and(
        eq(shareDays.requestId, change.requestId),
        eq(shareDays.date, change.date),
        eq(shareDays.status, 'planned'),
      ),
    )
    .returning();
  return row;
}

/**
 * Cancels the planned days of a share from `from` on (ended, or its days changed), with the reason, and
 * the member who ended it when one did (a late end by the rider counts against their kept visits).
 */
export async function cancelDaysFrom(
  db: Executor,
  requestId: number,
  from: string,
  reason: string,
  byId: number | null = null,
): Promise<void> {
  await db
    .update(shareDays)
    .set({ status: 'cancelled', reason, changedById: byId, changedAt: clockNow() })
    .where(
      and(eq(shareDays.requestId, requestId), gte(shareDays.date, from), eq(shareDays.status, 'planned')),
    );
}

/** Removes a share's days after `after` that never happened (a change of weekdays books them anew). */
export async function deleteDaysAfter(db: Executor, requestId: number, after: string): Promise<void> {
  await db.delete(shareDays).where(and(eq(shareDays.requestId, requestId), gt(shareDays.date, after)));
}

/**
 * The slots of a horse, locked until the transaction ends: two owners' accepts (or an accept and a
 * carried-on share) that would fill the same day wait for each other instead of both counting room.
 */
export async function lockSlots(db: Executor, slotIds: number[]): Promise<void> {
  if (slotIds.length === 0) return;
  await db
    .select({ id: availabilitySlots.id })
    .from(availabilitySlots)
    .where(inArray(availabilitySlots.id, slotIds))
    .for('update');
}

/**
 * How many places each of a slot's days between two dates has given away: accepted one-off visits and
 * the planned days of accepted shares (other than `exceptRequestId`, a share counting room for itself).
 */
export async function takenPlaces(
  db: Executor,
  slotId: number,
  range: { from: string; to: string },
  exceptRequestId = -1,
): Promise<Map<string, number>> {
  const visits = db
    .select({ day: sql<string>`${requests.startDate}`.as('day') })
    .from(requests)
    .where(
      and(
        eq(requests.slotId, slotId),
        eq(requests.kind, 'visit'),
        eq(requests.status, 'accepted'),
        gte(requests.startDate, range.from),
        lte(requests.startDate, range.to),
      ),
    );
  const days = db
    .select({ day: sql<string>`${shareDays.date}`.as('day') })
    .from(shareDays)
    .innerJoin(requests, eq(requests.id, shareDays.requestId))
    .where(
      and(
        eq(shareDays.slotId, slotId),
        dayHoldsAPlace,
        sql`${requests.id} <> ${exceptRequestId}`,
        gte(shareDays.date, range.from),
        lte(shareDays.date, range.to),
      ),
    );
  const rows = await db
    .select({ day: sql<string>`taken.day`, n: sql<number>`count(*)`.mapWith(Number) })
    .from(visits.unionAll(days).as('taken'))
    .groupBy(sql`taken.day`);
  return new Map(rows.map((row) => [String(row.day), row.n]));
}

/**
 * The planned days of a request that the horse's capacity can no longer hold: each slot's day already
 * has as many accepted visits and accepted shares' planned days (other than this request's) as it takes.
 */
export async function findFullDays(db: Executor, requestId: number): Promise<Set<string>> {
  // Correlated counts over the same two tables, under aliases of their own.
  const taken = sql<number>`(
    (select count(*) from requests v where v.slot_id = ${shareDays.slotId}
       and v.start_date = ${shareDays.date} and v.kind = 'visit' and v.status = 'accepted')
    + (select count(*) from share_days d join requests r on r.id = d.request_id
       where d.slot_id = ${shareDays.slotId} and d.date = ${shareDays.date}
       and d.status = 'planned' and r.status = 'accepted' and r.id <> ${shareDays.requestId}))`;
  const rows = await db
    .select({ date: shareDays.date })
    .from(shareDays)
    .innerJoin(availabilitySlots, eq(availabilitySlots.id, shareDays.slotId))
    .where(
      and(
        eq(shareDays.requestId, requestId),
        eq(shareDays.status, 'planned'),
        sql`${taken} >= ${availabilitySlots.capacity}`,
      ),
    );
  return new Set(rows.map((row) => row.date));
}

/** The slots a request's days take places of. */
export async function findSlotIdsOf(db: Executor, requestId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ slotId: shareDays.slotId })
    .from(shareDays)
    .where(eq(shareDays.requestId, requestId));
  return rows.flatMap((row) => (row.slotId === null ? [] : [row.slotId]));
}

/** Cancels the named planned days of a request (left out when accepted: already taken). */
export async function cancelDays(
  db: Executor,
  requestId: number,
  dates: string[],
  reason: string,
): Promise<void> {
  if (dates.length === 0) return;
  await db
    .update(shareDays)
    .set({ status: 'cancelled', reason })
    .where(
      and(
        eq(shareDays.requestId, requestId),
        inArray(shareDays.date, dates),
        eq(shareDays.status, 'planned'),
      ),
    );
}

/**
 * The planned days of accepted shares on these slots between two days, each with its sharer's first name
 * (the owner's calendar says "Shared with Jo"), in date order.
 */
export async function findShareHolders(
  db: Executor,
  slotIds: number[],
  range: { from: string; to: string },
): Promise<Array<{ slotId: number; date: string; firstName: string }>> {
  if (slotIds.length === 0) return [];
  const rows = await db
    .select({ slotId: shareDays.slotId, date: shareDays.date, firstName: users.firstName })
    .from(shareDays)
    .innerJoin(requests, eq(requests.id, shareDays.requestId))
    .innerJoin(users, eq(users.id, requests.requesterId))
    .where(
      and(
        inArray(shareDays.slotId, slotIds),
        dayHoldsAPlace,
        gte(shareDays.date, range.from),
        lte(shareDays.date, range.to),
      ),
    )
    .orderBy(asc(shareDays.date), asc(users.firstName));
  return rows.flatMap((row) => (row.slotId === null ? [] : [{ ...row, slotId: row.slotId }]));
}
