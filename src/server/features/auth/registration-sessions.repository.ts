import { eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { registrationSessions, type RegistrationSession } from '#server/db/schema/index.js';

type Values = Partial<Omit<typeof registrationSessions.$inferInsert, 'id' | 'sessionId'>>;

/** Creating twice with one id (a page reload on step 1) starts that session over rather than failing. */
export async function upsertRegistrationSession(
  db: Executor,
  sessionId: string,
  values: Values & { userType: string },
): Promise<RegistrationSession> {
  const [row] = await db
    .insert(registrationSessions)
    .values({ sessionId, ...values })
    .onConflictDoUpdate({ target: registrationSessions.sessionId, set: { ...values, completedAt: null } })
    .returning();
  return row!;
}

export async function updateRegistrationSession(
  db: Executor,
  sessionId: string,
  values: Values,
): Promise<RegistrationSession | undefined> {
  const [row] = await db
    .update(registrationSessions)
    .set(values)
    .where(eq(registrationSessions.sessionId, sessionId))
    .returning();
  return row;
}
