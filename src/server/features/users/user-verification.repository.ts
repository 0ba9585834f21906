import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { users, type User } from '#server/db/schema/index.js';

/*
 * The verification columns of the users table. Only the users feature writes users (decision 10), so
 * the verification feature records submissions and decisions through these; it reads them itself.
 */

/** Locks the member's row and reads its document's key; undefined when there is no such member. */
async function lockDocumentKey(db: Executor, userId: number): Promise<{ key: string | null } | undefined> {
  const [row] = await db
    .select({ key: users.verificationDocument })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
    .limit(1);
  return row;
}

/** Records a submitted document; returns the previous document's key (to delete) and the new state. */
export async function recordVerificationDocument(
  db: Executor,
  userId: number,
  key: string,
): Promise<{ previousKey: string | null; submittedAt: Date } | undefined> {
  return db.transaction(async (tx) => {
    const before = await lockDocumentKey(tx, userId);
    if (!before) return undefined;
    const submittedAt = new Date();
    await tx
      .update(users)
      .set({ verificationStatus: 'pending', verificationDocument: key, verificationSubmittedAt: submittedAt })
      .where(eq(users.id, userId));
    return { previousKey: before.key, submittedAt };
  });
}

/**
 * Decides a pending member only: the condition is in the statement, so two admins cannot both decide.
 * The document is let go with the decision (only the outcome is kept); its key is returned so the
 * caller deletes the file once this commits. Call inside a transaction: the row is locked first.
 */
export async function decidePendingVerification(
  db: Executor,
  userId: number,
  status: 'verified' | 'rejected',
): Promise<{ user: User; documentKey: string | null } | undefined> {
  const before = await lockDocumentKey(db, userId);
  const [row] = await db
    .update(users)
    .set({ verificationStatus: status, verificationDocument: null })
    .where(and(eq(users.id, userId), eq(users.verificationStatus, 'pending')))
    .returning();
  return row && { user: row, documentKey: before?.key ?? null };
}

/**
 * An enthusiast who donated for verification joins the admin's queue (pending); a payment never makes
 * anyone verified, and a member already pending or verified is left as they are.
 */
export async function markPendingAfterDonation(db: Executor, userId: number): Promise<boolean> {
  const changed = await db
    .update(users)
    .set({
      verificationStatus: 'pending',
      verificationSubmittedAt: sql`coalesce(${users.verificationSubmittedAt}, now())`,
    })
    .where(
      and(
        eq(users.id, userId),
        eq(users.userType, 'enthusiast'),
        sql`${users.verificationStatus} in ('unverified', 'rejected')`,
      ),
    )
    .returning({ id: users.id });
  return changed.length > 0;
}
