import { and, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import type { VerificationStatus } from '#contract/users.js';
import { users, type User } from '#server/db/schema/index.js';
import { lockMemberRow } from './users.repository.js';

/*
 * The verification columns of the users table. Only the users feature writes users (decision 10), so
 * the verification feature records submissions and decisions through these; it reads them itself.
 */

/** Records a submitted document; returns the previous document's key (to delete) and the new state. */
export async function recordVerificationDocument(
  db: Executor,
  userId: number,
  key: string,
): Promise<{ previousKey: string | null; submittedAt: Date } | undefined> {
  return db.transaction(async (tx) => {
    const before = await lockMemberRow(tx, userId);
    if (!before) return undefined;
    const submittedAt = new Date();
    await tx
      .update(users)
      .set({ verificationStatus: 'pending', verificationDocument: key, verificationSubmittedAt: submittedAt })
      .where(eq(users.id, userId));
    return { previousKey: before.verificationDocument, submittedAt };
  });
}

/**
 * What became of a decision: made (the member as now stored), or not, for the status the member has or
 * because the member has sent another document since the one decided (`documentChanged`).
 */
export type VerificationDecision<From extends VerificationStatus> =
  | { decided: true; user: User; documentKey: string | null; previousStatus: From }
  | { decided: false; status: VerificationStatus; documentChanged: boolean };

/**
 * Decides a member whose status is one of `from` (a pending check, or a verification to withdraw:
 * decision 0044), and, given `submittedAt`, only the document submitted then (the one the admin saw: a
 * member may replace a pending document). The row is locked first and the conditions are in the
 * statement as well, so two admins cannot both decide. The document is let go with the decision (only
 * the outcome is kept); its key is returned so the caller deletes the file once this commits. Call
 * inside a transaction. Undefined when there is no such member.
 */
export async function decideVerificationStatus<From extends VerificationStatus>(
  db: Executor,
  userId: number,
  status: 'verified' | 'rejected',
  from: readonly From[],
  submittedAt?: Date,
): Promise<VerificationDecision<From> | undefined> {
  const before = await lockMemberRow(db, userId);
  if (!before) return undefined;
  const notDecided = (documentChanged: boolean): VerificationDecision<From> => ({
    decided: false,
    status: before.verificationStatus,
    documentChanged,
  });
  const previousStatus = from.find((allowed) => allowed === before.verificationStatus);
  if (previousStatus === undefined) return notDecided(false);
  if (submittedAt && before.verificationSubmittedAt?.getTime() !== submittedAt.getTime()) {
    return notDecided(true);
  }
  const [row] = await db
    .update(users)
    .set({ verificationStatus: status, verificationDocument: null })
    .where(
      // The row is locked, so the document checked above is still the one; the times are compared there,
      // in milliseconds as the admin's page has them (a stored time may carry microseconds).
      and(eq(users.id, userId), eq(users.verificationStatus, previousStatus)),
    )
    .returning();
  if (!row) return notDecided(false);
  return { decided: true, user: row, documentKey: before.verificationDocument, previousStatus };
}
