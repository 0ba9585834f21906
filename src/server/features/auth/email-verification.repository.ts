import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { firstRow } from '#server/db/rows.js';
import { emailVerificationTokens } from '#server/db/schema/index.js';

export async function insertVerificationToken(
  db: Executor,
  values: { userId: number; email: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailVerificationTokens).values(values);
}

export type VerificationToken = typeof emailVerificationTokens.$inferSelect;

export async function findVerificationToken(
  db: Executor,
  tokenHash: string,
): Promise<VerificationToken | undefined> {
  return firstRow(
    db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.tokenHash, tokenHash))
      .limit(1),
  );
}

/** Marks the token used; false when another request used it first (the condition is in the statement). */
export async function useVerificationToken(db: Executor, id: number, at: Date): Promise<boolean> {
  const used = await db
    .update(emailVerificationTokens)
    .set({ usedAt: at })
    .where(and(eq(emailVerificationTokens.id, id), isNull(emailVerificationTokens.usedAt)))
    .returning({ id: emailVerificationTokens.id });
  return used.length > 0;
}
