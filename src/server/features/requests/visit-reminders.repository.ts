import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { availabilitySlots, horses, requests } from '#server/db/schema/index.js';
import { joinParties, owner, partiesStillInTouch, requester } from './requests.repository.js';

/** One party of a visit; `visitReminders` is their preference (off after a one-click unsubscribe). */
export interface ReminderMember {
  id: number;
  email: string;
  firstName: string;
  emailVerifiedAt: Date | null;
  visitReminders: boolean;
}

export interface VisitToRemind {
  id: number;
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
      requester: {
        id: requester.id,
        email: requester.email,
        firstName: requester.firstName,
        emailVerifiedAt: requester.emailVerifiedAt,
        visitReminders: requester.visitReminders,
      },
      owner: {
        id: owner.id,
        email: owner.email,
        firstName: owner.firstName,
        emailVerifiedAt: owner.emailVerifiedAt,
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
        eq(requests.startDate, day),
        isNull(requests.remindedAt),
        partiesStillInTouch,
      ),
    )
    .limit(500);
}

export async function markReminded(db: Executor, id: number): Promise<void> {
  await db
    .update(requests)
    .set({ remindedAt: sql`now()` })
    .where(eq(requests.id, id));
}
