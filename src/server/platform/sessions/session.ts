import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeFeed } from '#server/db/change-feed.js';
import type { Database, Executor } from '#server/db/client.js';
import type { User } from '#server/db/schema/index.js';
import { unauthorized } from '../http/app-error.js';
import {
  ABSOLUTE_MS,
  deleteSession,
  deleteSessionsOfUser,
  findLastSeenAt,
  findLiveSession,
  IDLE_MS,
  insertSession,
  isLiveSession,
  SHORT_IDLE_MS,
  touchSession,
} from './session.repository.js';

// Housekeeping and the member's list of sessions read these through here, as before.
export { deleteExpiredSessions, liveSessions } from './session.repository.js';
/**
 * last_seen_at is written at most this often, not on every request. It is also how "active recently" is
 * known (message notices wait for 15 minutes of absence), so it must be finer than that.
 */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

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
  /** With a change feed, session checks are answered from memory (see createSessionCache). */
  changes?: ChangeFeed;
}

/** How long a checked session is trusted from memory when no change notice says otherwise. */
const CACHE_MS = 60 * 1000;
const CACHE_ENTRIES = 20_000;

interface CachedSession {
  user: User;
  lastSeenAt: number;
  expiresAt: number;
  keepSignedIn: boolean;
  cachedAt: number;
}

/**
 * Session checks from memory: a signed-in request costs no query while its session is cached. Every
 * change to a session or a member row (sign-out, "sign out everywhere", a password reset, a profile edit,
 * suspension) is announced by the database in every process (the change feed), and drops the cached
 * entries at once; while the feed is not live nothing is cached. The limits are still checked on each
 * request, and last_seen_at is still written at most hourly.
 */
function createSessionCache(db: Database, changes: ChangeFeed) {
  const entries = new Map<string, CachedSession>();
  /** Bumped by every notice, so a load that raced with a change is not cached. */
  let version = 0;
  changes.on('sessions', (changed) => {
    version++;
    if ('all' in changed) entries.clear();
    else for (const id of changed.ids) entries.delete(id);
  });
  changes.on('users', (changed) => {
    version++;
    if ('all' in changed) return entries.clear();
    const ids = new Set(changed.ids.map(Number));
    for (const [key, entry] of entries) if (ids.has(entry.user.id)) entries.delete(key);
  });

  return async (token: string): Promise<User | null> => {
    const id = hashToken(token);
    const now = Date.now();
    const live = await changes.sync();
    const cached = live ? entries.get(id) : undefined;
    if (cached) {
      if (
        now - cached.cachedAt < CACHE_MS &&
        isWithinLimits(cached, now) &&
        now - cached.lastSeenAt <= TOUCH_EVERY_MS
      )
        return cached.user;
      entries.delete(id);
    }
    const before = version;
    const row = await loadSession(db, id, new Date(now));
    if (!row) return null;
    if (live && changes.live && version === before) {
      if (entries.size >= CACHE_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(id, { ...row, cachedAt: now });
    }
    return row.user;
  };
}

function isWithinLimits(session: Omit<CachedSession, 'user' | 'cachedAt'>, now: number): boolean {
  const idle = session.keepSignedIn ? IDLE_MS : SHORT_IDLE_MS;
  return session.expiresAt > now && session.lastSeenAt > now - idle;
}

/** The arguments of a service that acts for the signed-in member on one thing, named by its id. */
export interface ActorOnId {
  db: Executor;
  actor: User;
  id: number;
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
  const check = options.changes
    ? createSessionCache(options.db, options.changes)
    : async (token: string) => (await loadSession(options.db, hashToken(token), new Date()))?.user ?? null;
  app.addHook('preHandler', async (request) => {
    const token = request.cookies[cookieName];
    if (!token || !request.url.startsWith('/api/')) return;
    request.currentUser = await check(token);
    if (request.currentUser) request.sessionId = hashToken(token);
  });
}

/** A live session and its member; last_seen_at is written when older than TOUCH_EVERY_MS. */
async function loadSession(
  db: Database,
  id: string,
  now: Date,
): Promise<Omit<CachedSession, 'cachedAt'> | null> {
  const row = await findLiveSession(db, id, now);
  if (!row) return null;
  let lastSeenAt = row.lastSeenAt.getTime();
  if (now.getTime() - lastSeenAt > TOUCH_EVERY_MS) {
    await touchSession(db, id, now);
    lastSeenAt = now.getTime();
  }
  return {
    user: row.user,
    lastSeenAt,
    expiresAt: row.expiresAt.getTime(),
    keepSignedIn: row.keepSignedIn,
  };
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
  await insertSession(db, {
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
    deleteSession(db, id),
  );
}

/** Whether a session is still valid: long-lived connections (the message stream) re-check it. */
export async function isSessionActive(db: Executor, sessionId: string): Promise<boolean> {
  return isLiveSession(db, sessionId, new Date());
}

/** Ends every session of a user (after a password reset). */
export async function revokeAllSessions(db: Executor, userId: number): Promise<void> {
  await deleteSessionsOfUser(db, userId);
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

/** When the member was last seen in any session (to within TOUCH_EVERY_MS), or null without one. */
export async function lastActiveAt(db: Executor, userId: number): Promise<Date | null> {
  return findLastSeenAt(db, userId);
}
