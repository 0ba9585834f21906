import { and, eq, gt, max, not, or, type SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { sessions, users, type User } from '#server/db/schema/index.js';

/** Members: idle 14 days, absolute 30 days. */
export const IDLE_MS = 14 * 24 * 60 * 60 * 1000;
/** Without "Keep me signed in" (a shared computer, say): 12 hours idle, and the cookie dies with the browser. */
export const SHORT_IDLE_MS = 12 * 60 * 60 * 1000;
export const ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;

/** Sessions within both their absolute and their idle limit (which depends on "Keep me signed in"). */
export function liveSessions(now = new Date()): SQL {
  const seenSince = (ms: number) => gt(sessions.lastSeenAt, new Date(now.getTime() - ms));
  return and(
    gt(sessions.expiresAt, now),
    or(
      and(eq(sessions.keepSignedIn, true), seenSince(IDLE_MS)),
      and(eq(sessions.keepSignedIn, false), seenSince(SHORT_IDLE_MS)),
    ),
  )!;
}

export interface LiveSessionRow {
  user: User;
  lastSeenAt: Date;
  expiresAt: Date;
  keepSignedIn: boolean;
}

/** A session still within its limits, with its member; undefined for any other id. */
export async function findLiveSession(
  db: Executor,
  id: string,
  now: Date,
): Promise<LiveSessionRow | undefined> {
  const [row] = await db
    .select({
      user: users,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      keepSignedIn: sessions.keepSignedIn,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), liveSessions(now)))
    .limit(1);
  return row;
}

export async function touchSession(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

export async function insertSession(db: Executor, session: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(session);
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function isLiveSession(db: Executor, id: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, id), liveSessions(now)))
    .limit(1);
  return row !== undefined;
}

export async function deleteSessionsOfUser(db: Executor, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Housekeeping: drops sessions past either limit. */
export async function deleteExpiredSessions(db: Executor): Promise<void> {
  await db.delete(sessions).where(not(liveSessions()));
}

/** When the member was last seen in any session, or null without one. */
export async function findLastSeenAt(db: Executor, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(sessions.lastSeenAt) })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return row?.at ?? null;
}
