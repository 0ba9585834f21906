import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { availabilitySlots, horses, requests, shareDays } from '#server/db/schema/index.js';
import { joinParties, owner, partiesStillInTouch, requester } from './requests.repository.js';

/** One party of a visit; `visitReminders` is their preference (off after a one-click unsubscribe). */
export interface ReminderMember {
  id: number;
  email: string;
  firstName: string;
  emailVerifiedAt: Date | null;
  visitReminders: boolean;
}

const memberOf = (party: typeof requester | typeof owner) => ({
  id: party.id,
  email: party.email,
  firstName: party.firstName,
  emailVerifiedAt: party.emailVerifiedAt,
  visitReminders: party.visitReminders,
});
/** What a reminder needs of each party, as both reminder queries select it. */
const bothMembers = { requester: memberOf(requester), owner: memberOf(owner) };

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

/**
 * Accepted visits starting on `day` not yet reminded, between members still in touch: neither gone nor
 * suspended, no block either way (decision 0049).
 */
export async function findVisitsToRemind(db: Executor, day: string): Promise<VisitToRemind[]> {
  const query = db
    .select({
      id: requests.id,
      horseName: horses.name,
      startDate: requests.startDate,
      endDate: requests.endDate,
      startTime: availabilitySlots.startTime,
      endTime: availabilitySlots.endTime,
      ...bothMembers,
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
        partiesStillInTouch,
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
      ...bothMembers,
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
        partiesStillInTouch,
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
