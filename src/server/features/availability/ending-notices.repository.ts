import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { availabilitySlots, horses, users, type AvailabilitySlot } from '#server/db/schema/index.js';

/** A slot whose owner may be told it runs out, with what the mail needs. */
export interface SlotToTell {
  slot: AvailabilitySlot;
  horse: { id: number; name: string };
  owner: { id: number; email: string; firstName: string };
}

/**
 * Slots not yet told of that may end from `from` to `to` and may run longer than `longerThanDays`, of
 * horses taking enquiries whose owner is still a member. A slot's last day is its end date or its
 * recurrence end, so a slot is here when either could be it; which one it is, and whether the slot is
 * due, is the contract's rule (rules/slot-ending.ts), applied by the caller. The span is checked here too,
 * so that a week of one-day slots cannot crowd the due ones past the limit.
 */
export async function findUntoldSlotsEndingBetween(
  db: Executor,
  range: { from: string; to: string; longerThanDays: number },
): Promise<SlotToTell[]> {
  const recurrenceEndOrEnd = sql`coalesce(${availabilitySlots.recurrenceEnd}, ${availabilitySlots.endDate})`;
  const latest = sql`greatest(${availabilitySlots.endDate}, ${recurrenceEndOrEnd})`;
  // date - date is a whole number of days in PostgreSQL.
  const longestSpan = sql`coalesce(${availabilitySlots.carryOnDays}, ${latest} - ${availabilitySlots.startDate} + 1)`;
  return db
    .select({
      slot: availabilitySlots,
      horse: { id: horses.id, name: horses.name },
      owner: { id: users.id, email: users.email, firstName: users.firstName },
    })
    .from(availabilitySlots)
    .innerJoin(horses, eq(horses.id, availabilitySlots.horseId))
    .innerJoin(users, eq(users.id, horses.ownerId))
    .where(
      and(
        isNull(availabilitySlots.endingNoticeSentAt),
        gte(latest, range.from),
        lte(sql`least(${availabilitySlots.endDate}, ${recurrenceEndOrEnd})`, range.to),
        sql`${longestSpan} > ${range.longerThanDays}`,
        eq(horses.isAvailable, true),
        isNull(users.deletedAt),
        isNull(users.suspendedAt),
      ),
    )
    .orderBy(availabilitySlots.horseId, availabilitySlots.id)
    .limit(1000);
}

/**
 * Marks the slot told, unless it already was: true for the one caller that marked it, so two runs that
 * overlap (a lease taken over from a slow holder) cannot both mail about it.
 */
export async function claimEndingNotice(db: Executor, id: number): Promise<boolean> {
  const claimed = await db
    .update(availabilitySlots)
    .set({ endingNoticeSentAt: sql`now()` })
    .where(and(eq(availabilitySlots.id, id), isNull(availabilitySlots.endingNoticeSentAt)))
    .returning({ id: availabilitySlots.id });
  return claimed.length > 0;
}

/** Undoes a claim whose mail did not go, so the next run tries again. */
export async function releaseEndingNotice(db: Executor, id: number): Promise<void> {
  await db.update(availabilitySlots).set({ endingNoticeSentAt: null }).where(eq(availabilitySlots.id, id));
}
