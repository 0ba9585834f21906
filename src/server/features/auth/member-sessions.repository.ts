import { and, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { deleteRows } from '#server/db/delete-rows.js';
import { sessions } from '#server/db/schema/index.js';
import { liveSessions } from '#server/platform/sessions/session.js';

/** A member's sessions that still work (expired ones wait for housekeeping), newest first. */
export function findLiveSessionsOfUser(db: Executor, userId: number) {
  return db
    .select({
      id: sessions.id,
      publicId: sessions.publicId,
      device: sessions.device,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      keepSignedIn: sessions.keepSignedIn,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), liveSessions()))
    .orderBy(desc(sessions.createdAt), desc(sessions.publicId));
}

/** Deletes one session by its public id, only if it is the member's; returns its private id. */
export async function deleteSessionOfUser(
  db: Executor,
  userId: number,
  publicId: number,
): Promise<string | undefined> {
  const [row] = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
    .returning({ id: sessions.id });
  return row?.id;
}

/** Deletes every session of the member except `keepId`; returns how many ended. */
export async function deleteOtherSessionsOfUser(
  db: Executor,
  userId: number,
  keepId: string,
): Promise<number> {
  return deleteRows(db, sessions, and(eq(sessions.userId, userId), ne(sessions.id, keepId)));
}
