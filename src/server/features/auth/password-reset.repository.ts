import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { passwordResetTokens } from '#server/db/schema/index.js';

export async function insertResetToken(
  db: Executor,
  values: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/** A token's state as stored, or undefined when no link was ever sent with it. */
export async function findResetToken(
  db: Executor,
  tokenHash: string,
): Promise<{ used: boolean; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ used: passwordResetTokens.used, expiresAt: passwordResetTokens.expiresAt })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Marks an unused, unexpired token used and returns its user. Checking and marking in one statement makes
 * two concurrent uses impossible.
 */
export async function claimResetToken(db: Executor, tokenHash: string): Promise<number | undefined> {
  const [claimed] = await db
    .update(passwordResetTokens)
    .set({ used: true, usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        eq(passwordResetTokens.used, false),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return claimed?.userId;
}

/** Every other link sent to the user stops working. */
export async function useUpAllResetTokens(db: Executor, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ used: true, usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), eq(passwordResetTokens.used, false)));
}
