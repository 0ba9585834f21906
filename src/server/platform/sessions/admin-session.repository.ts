import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { adminAccounts, adminSessions } from '#server/db/schema/index.js';

/** Drops admin sessions past either limit (sign-in is rare enough to carry the clean-up). */
export async function deleteStaleAdminSessions(db: Executor, now: Date, idleMs: number): Promise<void> {
  await db
    .delete(adminSessions)
    .where(
      or(lt(adminSessions.expiresAt, now), lt(adminSessions.lastSeenAt, new Date(now.getTime() - idleMs))),
    );
}

export async function insertAdminSession(
  db: Executor,
  session: { id: string; adminId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(adminSessions).values(session);
}

export async function deleteAdminSession(db: Executor, id: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.id, id));
}

/** A live admin session's admin and when it was last seen; undefined for any other id. */
export async function findLiveAdminSession(db: Executor, id: string, now: Date, idleMs: number) {
  const [row] = await db
    .select({ id: adminAccounts.id, username: adminAccounts.username, lastSeenAt: adminSessions.lastSeenAt })
    .from(adminSessions)
    .innerJoin(adminAccounts, eq(adminAccounts.id, adminSessions.adminId))
    .where(
      and(
        eq(adminSessions.id, id),
        gt(adminSessions.expiresAt, now),
        gt(adminSessions.lastSeenAt, new Date(now.getTime() - idleMs)),
      ),
    )
    .limit(1);
  return row;
}

export async function touchAdminSession(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.id, id));
}
