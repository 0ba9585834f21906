import { and, asc, eq, isNull, lt, lte, gte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { RidingSchoolRejectionReason } from '#contract/riding-schools.js';
import type { Executor } from '#server/db/client.js';
import { countRows } from '#server/db/count-rows.js';
import { heldKeys } from '#server/db/held-keys.js';
import { firstRow } from '#server/db/rows.js';
import {
  hasLivePremiumSubscription,
  ridingSchools,
  users,
  type RidingSchoolRow,
  type User,
} from '#server/db/schema/index.js';

/** The owner's riding school, and whether they hold Premium now (the rule needs both). */
export async function findSchoolOf(
  db: Executor,
  userId: number,
): Promise<{ school: RidingSchoolRow; premium: boolean } | undefined> {
  return firstRow(
    db
      .select({ school: ridingSchools, premium: hasLivePremiumSubscription(ridingSchools.userId) })
      .from(ridingSchools)
      .where(eq(ridingSchools.userId, userId))
      .limit(1),
  );
}

/** The row, locked until the transaction ends: a new certificate and a decision never cross. */
export async function lockSchoolOf(db: Executor, userId: number): Promise<RidingSchoolRow | undefined> {
  return firstRow(db.select().from(ridingSchools).where(eq(ridingSchools.userId, userId)).for('update'));
}

/** A new claim, under this name, waiting for its certificate. */
export async function insertSchool(db: Executor, userId: number, businessName: string): Promise<void> {
  await db.insert(ridingSchools).values({ userId, businessName });
}

export async function updateSchool(
  db: Executor,
  userId: number,
  values: Partial<typeof ridingSchools.$inferInsert>,
): Promise<void> {
  await db.update(ridingSchools).set(values).where(eq(ridingSchools.userId, userId));
}

/** The claim withdrawn: the row goes; its certificate's key is returned so the caller deletes the file. */
export async function deleteSchool(db: Executor, userId: number): Promise<RidingSchoolRow | undefined> {
  return firstRow(db.delete(ridingSchools).where(eq(ridingSchools.userId, userId)).returning());
}

/**
 * A moderator's decision on the submission sent at `submittedAt`, applied only while that one waits.
 * A rejection lets go of the certificate (its key is in the row returned before the change: the caller
 * deletes the file after commit). Undefined when nothing waiting matched.
 */
export async function decidePending(
  db: Executor,
  userId: number,
  submittedAt: Date,
  decision:
    | { status: 'verified'; at: Date }
    | { status: 'rejected'; at: Date; reason: RidingSchoolRejectionReason; note: string | null },
): Promise<RidingSchoolRow | undefined> {
  const before = await lockSchoolOf(db, userId);
  if (!before || before.status !== 'pending' || before.submittedAt?.getTime() !== submittedAt.getTime()) {
    return undefined;
  }
  await updateSchool(db, userId, {
    status: decision.status,
    decidedAt: decision.at,
    // The one place that sets verified_until: the moderator accepted this certificate and its last day.
    ...(decision.status === 'rejected'
      ? {
          certificateKey: null,
          verifiedUntil: null,
          rejectionReason: decision.reason,
          rejectionNote: decision.note,
        }
      : { verifiedUntil: before.insuranceExpiresOn, rejectionReason: null, rejectionNote: null }),
  });
  return before;
}

const isPending = eq(ridingSchools.status, 'pending');

export async function countPending(db: Executor): Promise<number> {
  return countRows(db, ridingSchools, isPending);
}

/** One page of the moderators' queue with each owner, oldest submission first, and its length. */
export async function listPending(
  db: Executor,
  page: { limit: number; offset: number },
): Promise<{ rows: Array<{ school: RidingSchoolRow; owner: User }>; total: number }> {
  const rows = await db
    .select({ school: ridingSchools, owner: users })
    .from(ridingSchools)
    .innerJoin(users, eq(users.id, ridingSchools.userId))
    .where(isPending)
    .orderBy(asc(ridingSchools.submittedAt), asc(ridingSchools.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: await countPending(db) };
}

/** Every certificate key a row names: the sweep deletes the files of the others. */
export const findHeldCertificateKeys = (db: Executor) => heldKeys(db, ridingSchools.certificateKey);

/**
 * Verified riding schools with their owner, where the owner can still be written to (not deleted, not
 * suspended) and `conditions` hold as well.
 */
function verifiedSchoolsWithOwner(
  db: Executor,
  ...conditions: Array<SQL | undefined>
): Promise<Array<{ school: RidingSchoolRow; owner: User }>> {
  return db
    .select({ school: ridingSchools, owner: users })
    .from(ridingSchools)
    .innerJoin(users, eq(users.id, ridingSchools.userId))
    .where(
      and(
        eq(ridingSchools.status, 'verified'),
        isNull(users.deletedAt),
        isNull(users.suspendedAt),
        ...conditions,
      ),
    );
}

/** A school not yet told about the day its checked insurance ends now (`toldFor` names the day told about). */
const notToldAboutNow = (toldFor: AnyColumn) =>
  or(isNull(toldFor), sql`${toldFor} <> ${ridingSchools.verifiedUntil}`);

/**
 * Verified riding schools (no renewal waiting) whose checked insurance ends between `today` and `lastDay`
 * and who have not been reminded for that day.
 */
export function findDueReminders(db: Executor, today: string, lastDay: string) {
  return verifiedSchoolsWithOwner(
    db,
    gte(ridingSchools.verifiedUntil, today),
    lte(ridingSchools.verifiedUntil, lastDay),
    notToldAboutNow(ridingSchools.remindedFor),
  );
}

/** Verified riding schools (no renewal waiting) whose checked insurance ended before `today`, not yet told so. */
export function findDueExpiryNotices(db: Executor, today: string) {
  return verifiedSchoolsWithOwner(
    db,
    lt(ridingSchools.verifiedUntil, today),
    notToldAboutNow(ridingSchools.expiryToldFor),
  );
}
