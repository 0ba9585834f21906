import { eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { firstRow, insertedRow } from '#server/db/rows.js';
import { registrationSessions, type RegistrationSession } from '#server/db/schema/index.js';

type Values = Partial<Omit<typeof registrationSessions.$inferInsert, 'id' | 'sessionId'>>;

/** Creating twice with one id (a page reload on step 1) starts that session over rather than failing. */
export async function upsertRegistrationSession(
  db: Executor,
  sessionId: string,
  values: Values & { userType: string },
): Promise<RegistrationSession> {
  return insertedRow(
    db
      .insert(registrationSessions)
      .values({ sessionId, ...values })
      .onConflictDoUpdate({ target: registrationSessions.sessionId, set: { ...values, completedAt: null } })
      .returning(),
  );
}

export async function updateRegistrationSession(
  db: Executor,
  sessionId: string,
  values: Values,
): Promise<RegistrationSession | undefined> {
  return firstRow(
    db
      .update(registrationSessions)
      .set(values)
      .where(eq(registrationSessions.sessionId, sessionId))
      .returning(),
  );
}
