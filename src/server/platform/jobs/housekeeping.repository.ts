import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { passwordResetTokens, registrationSessions } from '#server/db/schema/index.js';

/** Reset links that expired before `before` (kept a while after their hour for investigating abuse). */
export async function deleteResetTokensExpiredBefore(db: Executor, before: Date): Promise<void> {
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, before));
}

/** Registrations finished before `finishedBefore`, and any begun before `begunBefore`. */
export async function deleteOldRegistrationSessions(
  db: Executor,
  finishedBefore: Date,
  begunBefore: Date,
): Promise<void> {
  await db
    .delete(registrationSessions)
    .where(
      or(
        and(
          isNotNull(registrationSessions.completedAt),
          lt(registrationSessions.completedAt, finishedBefore),
        ),
        lt(registrationSessions.createdAt, begunBefore),
      ),
    );
}
