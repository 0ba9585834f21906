import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, not, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Executor } from '../db/client.js';
import { sessions, users, type User } from '../db/schema/index.js';
import { unauthorized } from './app-error.js';

/** Members: idle 14 days, absolute 30 days (DESIGN.md §5). */
const IDLE_MS = 14 * 24 * 60 * 60 * 1000;
/** Without "Keep me signed in" (a shared computer, say): 12 hours idle, and the cookie dies with the browser. */
const SHORT_IDLE_MS = 12 * 60 * 60 * 1000;
const ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, or null. Loaded once per API request from the session cookie. */
    currentUser: User | null;
    /** The id (token hash) of the session that signed this request in, or null. */
    sessionId: string | null;
  }
}

export interface SessionOptions {
  db: Database;
  secureCookies: boolean;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** `__Host-` is only allowed on Secure cookies, so plain-http localhost uses the bare name. */
export const sessionCookieName = (secure: boolean) => (secure ? '__Host-sm_session' : 'sm_session');

/**
 * Sessions live in the database: the cookie carries a random 256-bit token, the table keeps only its
 * hash, so a leaked table cannot be replayed. Any number of server processes share them.
 */
export function registerSessions(app: FastifyInstance, options: SessionOptions): void {
  const cookieName = sessionCookieName(options.secureCookies);
  app.decorateRequest('currentUser', null);
  app.decorateRequest('sessionId', null);
  app.addHook('preHandler', async (request) => {
    const token = request.cookies[cookieName];
    if (!token || !request.url.startsWith('/api/')) return;
    request.currentUser = await loadSessionUser(options.db, token);
    if (request.currentUser) request.sessionId = hashToken(token);
  });
}

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

async function loadSessionUser(db: Database, token: string): Promise<User | null> {
  const now = new Date();
  const [row] = await db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt, id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, hashToken(token)), liveSessions(now)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
  }
  return row.user;
}

export interface NewSessionOptions {
  /** "Keep me signed in": a lasting cookie and 14 days idle; otherwise a browser-session cookie, 12 hours. */
  keepSignedIn: boolean;
  /** A coarse description of the browser, shown in the member's list of sessions. */
  device: string;
}

/**
 * Signs a user in: always a brand-new session id (so a planted cookie is worthless), and any session the
 * browser already had is ended.
 */
export async function startSession(
  db: Executor,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  secureCookies: boolean,
  options: NewSessionOptions = { keepSignedIn: false, device: 'Unknown device' },
): Promise<void> {
  await endSession(db, request, reply, secureCookies);
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    expiresAt: new Date(now + ABSOLUTE_MS),
    keepSignedIn: options.keepSignedIn,
    device: options.device,
  });
  reply.setCookie(sessionCookieName(secureCookies), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies,
    path: '/',
    // No max-age makes a browser-session cookie: it goes when the browser closes.
    ...(options.keepSignedIn ? { maxAge: ABSOLUTE_MS / 1000 } : {}),
  });
}

/**
 * Ends the session whose token the cookie `name` carries (`remove` deletes its row, by the token's hash)
 * and clears the cookie. Members and admins sign out through this.
 */
export async function endCookieSession(
  request: FastifyRequest,
  reply: FastifyReply,
  cookie: { name: string; options: Parameters<FastifyReply['clearCookie']>[1] },
  remove: (id: string) => Promise<unknown>,
): Promise<void> {
  const token = request.cookies[cookie.name];
  if (token) await remove(hashToken(token));
  reply.clearCookie(cookie.name, cookie.options);
}

/** Signs out: deletes the session row and clears the cookie. */
export async function endSession(
  db: Executor,
  request: FastifyRequest,
  reply: FastifyReply,
  secureCookies: boolean,
): Promise<void> {
  const options = { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies } as const;
  await endCookieSession(request, reply, { name: sessionCookieName(secureCookies), options }, (id) =>
    db.delete(sessions).where(eq(sessions.id, id)),
  );
}

/** Whether a session is still valid: long-lived connections (the message stream) re-check it. */
export async function isSessionActive(db: Executor, sessionId: string): Promise<boolean> {
  const now = new Date();
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), liveSessions(now)))
    .limit(1);
  return row !== undefined;
}

/** Ends every session of a user (after a password reset). */
export async function revokeAllSessions(db: Executor, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Housekeeping: drops sessions past either expiry. */
export async function deleteExpiredSessions(db: Executor): Promise<void> {
  await db.delete(sessions).where(not(liveSessions()));
}

/** Route guard: 401 unless someone is signed in. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.currentUser) throw unauthorized();
}

/** The signed-in user of a guarded route. */
export function currentUser(request: FastifyRequest): User {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}
