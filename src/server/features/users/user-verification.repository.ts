import { and, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
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
 * Decides a pending member only: the condition is in the statement, so two admins cannot both decide.
 * The document is let go with the decision (only the outcome is kept); its key is returned so the
 * caller deletes the file once this commits. Call inside a transaction: the row is locked first.
 */
export async function decidePendingVerification(
  db: Executor,
  userId: number,
  status: 'verified' | 'rejected',
): Promise<{ user: User; documentKey: string | null } | undefined> {
  const before = await lockMemberRow(db, userId);
  const [row] = await db
    .update(users)
    .set({ verificationStatus: status, verificationDocument: null })
    .where(and(eq(users.id, userId), eq(users.verificationStatus, 'pending')))
    .returning();
  return row && { user: row, documentKey: before?.verificationDocument ?? null };
}
