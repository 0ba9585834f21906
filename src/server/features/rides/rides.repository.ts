import { and, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { dueRowIds } from '#server/db/claim-rows.js';
import type { Executor } from '#server/db/client.js';
import { firstRow, insertedRow } from '#server/db/rows.js';
import { rides, type RideRow } from '#server/db/schema/index.js';

// The rides of visits and shares (decision 0056). Every step of the minute job is claimed with one
// `update ... where <not yet> ... returning`, rows another process holds skipped, so each goes once.

export type NewRide = Pick<RideRow, 'requestId' | 'riderId' | 'startedAt' | 'backBy' | 'note' | 'company'>;

export const insertRide = (db: Executor, ride: NewRide) =>
  insertedRow(db.insert(rides).values(ride).returning());

export const findRide = (db: Executor, id: number) =>
  firstRow(db.select().from(rides).where(eq(rides.id, id)).limit(1));

export const listRidesOf = (db: Executor, requestId: number, limit: number) =>
  db
    .select()
    .from(rides)
    .where(eq(rides.requestId, requestId))
    .orderBy(desc(rides.startedAt), desc(rides.id))
    .limit(limit);

/** Ends the ride, if still out: the row, or undefined when it had ended already. */
export const markBack = (db: Executor, id: number, now: Date) =>
  firstRow(
    db
      .update(rides)
      .set({ backAt: now })
      .where(and(eq(rides.id, id), isNull(rides.backAt)))
      .returning(),
  );

/** A new back-by time while still out and before any alert; "Still out?" is asked again before it. */
export const moveBackBy = (db: Executor, id: number, backBy: Date) =>
  firstRow(
    db
      .update(rides)
      .set({ backBy, stillOutAskedAt: null })
      .where(and(eq(rides.id, id), isNull(rides.backAt), isNull(rides.alertStartedAt)))
      .returning(),
  );

/** Rides whose "Still out?" is due (back-by within `before`), claimed once, before any alert. */
export async function claimStillOut(db: Executor, now: Date, askFrom: Date, limit: number) {
  const due = dueRowIds(
    db,
    rides.id,
    and(
      isNull(rides.backAt),
      isNull(rides.stillOutAskedAt),
      isNull(rides.alertStartedAt),
      lte(rides.backBy, askFrom),
    ),
    rides.backBy,
    limit,
  );
  return db
    .update(rides)
    .set({ stillOutAskedAt: now })
    .where(and(inArray(rides.id, due), isNull(rides.stillOutAskedAt)))
    .returning();
}

/**
 * Overdue rides (back-by at or before `overdueBefore`, not back, not all alerted) that no process holds:
 * claimed until `leaseUntil`. A holder that dies mid-alert leaves the lease to run out; the next look
 * takes the ride over and sends what was not marked sent.
 */
export async function claimOverdue(
  db: Executor,
  now: Date,
  overdueBefore: Date,
  leaseUntil: Date,
  limit: number,
) {
  const due = dueRowIds(
    db,
    rides.id,
    and(
      // Still out, or back while an alert was going out (its taker finishes it, then says "safe").
      or(isNull(rides.backAt), isNotNull(rides.alertStartedAt)),
      isNull(rides.alertedAt),
      lte(rides.backBy, overdueBefore),
      or(isNull(rides.alertClaimedUntil), lte(rides.alertClaimedUntil, now)),
    ),
    rides.backBy,
    limit,
  );
  return (
    db
      .update(rides)
      // The first claim marks when the alert began ("I'm back" after it tells everyone the rider is safe).
      .set({
        alertClaimedUntil: leaseUntil,
        alertStartedAt: sql`coalesce(${rides.alertStartedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(
        and(
          inArray(rides.id, due),
          isNull(rides.alertedAt),
          or(isNull(rides.alertClaimedUntil), lte(rides.alertClaimedUntil, now)),
        ),
      )
      .returning()
  );
}

type AlertStep = 'ownerAlertedAt' | 'contactTextedAt' | 'alertedAt';

/** Marks one way of the alert as gone (or the whole alert), by the holder of the claim. */
export async function markAlertStep(db: Executor, id: number, step: AlertStep, at: Date) {
  await db
    .update(rides)
    .set({ [step]: at })
    .where(and(eq(rides.id, id), isNull(rides[step])));
}

/** Is the rider back? Read before each way of an alert goes, so a rider back meanwhile stops the rest. */
export const isBack = async (db: Executor, id: number) => (await findRide(db, id))?.backAt != null;

/** After "I'm back": the "safe" message is claimed once, and only where an alert had begun. */
export const claimSafeMessage = (db: Executor, id: number, now: Date) =>
  firstRow(
    db
      .update(rides)
      .set({ safeToldAt: now })
      .where(and(eq(rides.id, id), isNull(rides.safeToldAt), isNotNull(rides.alertStartedAt)))
      .returning(),
  );
