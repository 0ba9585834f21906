import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '#server/db/client.js';
import type { AdminAccount } from '#server/db/schema/index.js';
import { unauthorized } from '../http/app-error.js';
import {
  deleteAdminSession,
  deleteStaleAdminSessions,
  findLiveAdminSession,
  insertAdminSession,
  touchAdminSession,
} from './admin-session.repository.js';
import { endCookieSession, hashToken } from './session.js';

/**
 * Admin sessions (docs/design.md §5): their own table and cookie, idle 30 minutes, absolute 8 hours. A member's
 * cookie never reaches these tables and this cookie never signs a member in, so neither role can stand in
 * for the other.
 */
export const ADMIN_IDLE_MS = 30 * 60 * 1000;
export const ADMIN_ABSOLUTE_MS = 8 * 60 * 60 * 1000;
/** last_seen_at is written at most this often: one write a minute is enough for a 30-minute idle limit. */
const TOUCH_EVERY_MS = 60 * 1000;

export type SignedInAdmin = Pick<AdminAccount, 'id' | 'username'>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin of a route guarded by requireAdmin. */
    currentAdmin?: SignedInAdmin;
  }
}

/** Not ending in `sm_session`: nothing that looks for the member cookie can pick this one up. */
export const adminCookieName = (secure: boolean) => (secure ? '__Host-sm_admin' : 'sm_admin');

const cookieOptions = (secure: boolean) =>
  ({ httpOnly: true, sameSite: 'strict', secure, path: '/' }) as const;

/** Signs an admin in with a brand-new session id; any admin session the browser had ends. */
export async function startAdminSession(
  db: Executor,
  request: FastifyRequest,
  reply: FastifyReply,
  adminId: number,
  secure: boolean,
): Promise<void> {
  await endAdminSession(db, request, reply, secure);
  const now = Date.now();
  // Sessions past either limit are dropped here: sign-in is rare enough to carry the clean-up.
  await deleteStaleAdminSessions(db, new Date(now), ADMIN_IDLE_MS);
  const token = randomBytes(32).toString('base64url');
  await insertAdminSession(db, {
    id: hashToken(token),
    adminId,
    expiresAt: new Date(now + ADMIN_ABSOLUTE_MS),
  });
  reply.setCookie(adminCookieName(secure), token, {
    ...cookieOptions(secure),
    maxAge: ADMIN_ABSOLUTE_MS / 1000,
  });
}

export async function endAdminSession(
  db: Executor,
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): Promise<void> {
  const cookie = { name: adminCookieName(secure), options: cookieOptions(secure) };
  await endCookieSession(request, reply, cookie, (id) => deleteAdminSession(db, id));
}

async function loadAdmin(db: Executor, token: string): Promise<SignedInAdmin | null> {
  const now = new Date();
  const id = hashToken(token);
  const row = await findLiveAdminSession(db, id, now, ADMIN_IDLE_MS);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) await touchAdminSession(db, id, now);
  return { id: row.id, username: row.username };
}

/** Whether a raw admin cookie value is a live admin session (for files served outside /api/). */
export async function isAdminToken(db: Executor, token: string | undefined): Promise<boolean> {
  return token ? (await loadAdmin(db, token)) !== null : false;
}

/** A route guard: 401 unless the request carries a live admin session, whoever else is signed in. */
export const requireAdmin =
  (db: Executor, secure: boolean) =>
  async (request: FastifyRequest): Promise<void> => {
    const token = request.cookies[adminCookieName(secure)];
    const admin = token ? await loadAdmin(db, token) : null;
    if (!admin) throw unauthorized('Please sign in as an administrator.');
    request.currentAdmin = admin;
  };

/** The admin of a guarded route. */
export function currentAdmin(request: FastifyRequest): SignedInAdmin {
  if (!request.currentAdmin) throw unauthorized('Please sign in as an administrator.');
  return request.currentAdmin;
}
