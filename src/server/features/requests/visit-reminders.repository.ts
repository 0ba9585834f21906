import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { availabilitySlots, horses, requests, shareDays } from '#server/db/schema/index.js';
import { joinParties, owner, requester } from './requests.repository.js';

/** One party of a visit; `visitReminders` is their preference (off after a one-click unsubscribe). */
export interface ReminderMember {
  id: number;
  email: string;
  firstName: string;
  visitReminders: boolean;
}

export interface VisitToRemind {
  id: number;
  /** Set for a day of a standing share (reminded day by day), unset for a one-off visit. */
  shareDayId?: number;
  horseName: string;
  startDate: string | null;
  endDate: string | null;
  startTime: string | null;
  endTime: string | null;
  requester: ReminderMember;
  owner: ReminderMember;
}

/** Accepted visits starting on `day` not yet reminded, of members who are still members. */
export async function findVisitsToRemind(db: Executor, day: string): Promise<VisitToRemind[]> {
  const query = db
    .select({
      id: requests.id,
      horseName: horses.name,
      startDate: requests.startDate,
      endDate: requests.endDate,
      startTime: availabilitySlots.startTime,
      endTime: availabilitySlots.endTime,
      requester: {
        id: requester.id,
        email: requester.email,
        firstName: requester.firstName,
        visitReminders: requester.visitReminders,
      },
      owner: {
        id: owner.id,
        email: owner.email,
        firstName: owner.firstName,
        visitReminders: owner.visitReminders,
      },
    })
    .from(requests)
    .leftJoin(availabilitySlots, eq(availabilitySlots.id, requests.slotId))
    .$dynamic();
  return joinParties(query)
    .where(
      and(
        eq(requests.status, 'accepted'),
        eq(requests.kind, 'visit'),
        eq(requests.startDate, day),
        isNull(requests.remindedAt),
        isNull(requester.deletedAt),
        isNull(owner.deletedAt),
      ),
    )
    .limit(500);
}

/** The planned days of accepted shares on `day` not yet reminded, of members who are still members. */
export async function findShareDaysToRemind(db: Executor, day: string): Promise<VisitToRemind[]> {
  const query = db
    .select({
      id: requests.id,
      shareDayId: shareDays.id,
      horseName: horses.name,
      startDate: shareDays.date,
      endDate: shareDays.date,
      startTime: shareDays.startTime,
      endTime: shareDays.endTime,
      requester: {
        id: requester.id,
        email: requester.email,
        firstName: requester.firstName,
        visitReminders: requester.visitReminders,
      },
      owner: {
        id: owner.id,
        email: owner.email,
        firstName: owner.firstName,
        visitReminders: owner.visitReminders,
      },
    })
    .from(requests)
    .innerJoin(shareDays, eq(shareDays.requestId, requests.id))
    .$dynamic();
  return joinParties(query)
    .where(
      and(
        eq(requests.status, 'accepted'),
        eq(shareDays.date, day),
        eq(shareDays.status, 'planned'),
        isNull(shareDays.remindedAt),
        isNull(requester.deletedAt),
        isNull(owner.deletedAt),
      ),
    )
    .limit(500);
}

export async function markShareDayReminded(db: Executor, shareDayId: number): Promise<void> {
  await db
    .update(shareDays)
    .set({ remindedAt: sql`now()` })
    .where(eq(shareDays.id, shareDayId));
}

export async function markReminded(db: Executor, id: number): Promise<void> {
  await db
    .update(requests)
    .set({ remindedAt: sql`now()` })
    .where(eq(requests.id, id));
}
