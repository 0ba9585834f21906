import { randomBytes } from 'node:crypto';
import type { Executor } from '#server/db/client.js';
import { adminSessions, sessions } from '#server/db/schema/index.js';
import { adminCookieName } from '#server/platform/sessions/admin-session.js';
import { hashToken, sessionCookieName } from '#server/platform/sessions/session.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A live member session stored the way sign-in stores one, as a Cookie header: for tests that need many
 * sessions and are not about signing in (the authorization matrix mints one per cell).
 */
export async function mintMemberCookie(db: Executor, userId: number, secure = false): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(sessions)
    .values({ id: hashToken(token), userId, expiresAt: new Date(Date.now() + DAY_MS) });
  return `${sessionCookieName(secure)}=${token}`;
}

/** A live admin session, as a Cookie header. */
export async function mintAdminCookie(db: Executor, adminId: number, secure = false): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(adminSessions)
    .values({ id: hashToken(token), adminId, expiresAt: new Date(Date.now() + DAY_MS) });
  return `${adminCookieName(secure)}=${token}`;
}
