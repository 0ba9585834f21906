import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../http/app-error.js';
import { connectRedis, redisOrMemory } from './redis-or-memory.js';

/**
 * Fixed-window rate limits. Counts live in Redis when REDIS_URL is set, so every server process shares
 * them (docs/design.md §10); otherwise in this process's memory. If Redis fails, requests are let through:
 * an outage of the limiter must not take sign-in down with it.
 *
 * (@fastify/rate-limit was not used: it runs only the first limiter of a request, and sign-in needs two,
 * one per address and one per account.)
 */
export interface RateLimitStore {
  /** Adds one to `key`'s count in the current window; returns the count and the ms left in the window. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Reads `key`'s count in the current window without adding to it (0 when there is none). */
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  reset(): void;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimitStore: RateLimitStore;
    /** Forgets every in-memory count (tests start each case with a clean slate). */
    resetRateLimits(): void;
  }
}

function memoryStore(): RateLimitStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    hit: async (key, windowMs) => {
      const now = Date.now();
      let entry = windows.get(key);
      if (!entry || entry.endsAt <= now) {
        entry = { count: 0, endsAt: now + windowMs };
        windows.set(key, entry);
        if (windows.size > 50_000) sweep(windows, now);
      }
      entry.count += 1;
      return { count: entry.count, resetInMs: entry.endsAt - now };
    },
    peek: async (key) => {
      const now = Date.now();
      const entry = windows.get(key);
      if (!entry || entry.endsAt <= now) return { count: 0, resetInMs: 0 };
      return { count: entry.count, resetInMs: entry.endsAt - now };
    },
    reset: () => windows.clear(),
    close: async () => undefined,
  };
}

function sweep(windows: Map<string, { endsAt: number }>, now: number): void {
  for (const [key, entry] of windows) if (entry.endsAt <= now) windows.delete(key);
}

function redisStore(url: string, onError: (error: unknown) => void): RateLimitStore {
  const redis = connectRedis(url, onError);
  return {
    hit: async (key, windowMs) => {
      const redisKey = `stablemates:rl:${key}`;
      // PEXPIRE NX starts the window on the first hit only.
      const result = await redis
        .multi()
        .incr(redisKey)
        .pexpire(redisKey, windowMs, 'NX')
        .pttl(redisKey)
        .exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    peek: async (key) => {
      const redisKey = `stablemates:rl:${key}`;
      const result = await redis.multi().get(redisKey).pttl(redisKey).exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttl = Number(result?.[1]?.[1] ?? 0);
      return { count: Number.isFinite(count) ? count : 0, resetInMs: ttl > 0 ? ttl : 0 };
    },
    reset: () => undefined,
    close: async () => void redis.disconnect(),
  };
}

export function registerRateLimits(app: FastifyInstance, options: { redisUrl?: string }): void {
  const store = redisOrMemory(app, options.redisUrl, 'rate-limit store', redisStore, memoryStore);
  app.decorate('rateLimitStore', store);
  app.decorate('resetRateLimits', () => store.reset());
}

/** How many in how long: `{ max: 5, timeWindow: '1 hour' }`. */
type Limit = { max: number; timeWindow: string };

const UNITS: Record<string, number> = { second: 1000, minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/** "15 minutes" → 900000. */
export function parseWindow(text: string): number {
  const match = /^(\d+)\s*(second|minute|hour|day)s?$/.exec(text.trim());
  if (!match) throw new Error(`Unreadable rate-limit window: ${text}`);
  return Number(match[1]) * UNITS[match[2]!]!;
}

function describeWait(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  if (ms < 60_000) return `${Math.ceil(ms / 1000)} seconds`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

const tooManyAttempts = (wait: string) => `Too many attempts. Please wait ${wait} and try again.`;

/**
 * A hook that allows `max` requests per window for each key (prefixed with `name`, so limits never
 * share counts). Use it as `onRequest` to count every attempt, valid or not, or as `preValidation`
 * when the key needs the parsed body (sign-in per account). Several may guard one route.
 */
export function limitBy(
  app: FastifyInstance,
  name: string,
  options: {
    max: number;
    timeWindow: string;
    key: (request: FastifyRequest) => string;
    /** What the 429 says, given the wait ("10 minutes"); by default "Too many attempts…". */
    message?: (wait: string) => string;
  },
) {
  const windowMs = parseWindow(options.timeWindow);
  const message = options.message ?? tooManyAttempts;
  return async (request: FastifyRequest, reply: { header(name: string, value: string): unknown }) => {
    const key = options.key(request);
    // Nothing to count by (a body without its e-mail): validation answers that request with a 400, and
    // such requests must not share one count that would soon answer 429 to them all.
    if (key === '') return;
    let result: { count: number; resetInMs: number };
    try {
      result = await app.rateLimitStore.hit(`${name}:${key}`, windowMs);
    } catch (error) {
      request.log.warn({ err: error }, 'rate limit not checked');
      return;
    }
    if (result.count > options.max) {
      reply.header('retry-after', String(Math.ceil(result.resetInMs / 1000)));
      throw tooManyRequests(message(describeWait(result.resetInMs)));
    }
  };
}

/**
 * Counts failures only (a wrong password, say), not attempts: `refuseIfOver` answers 429 once `key` has
 * failed `max` times in the window, `record` adds one failure, `count` reads how many so far. Successes
 * cost nothing, so a member signing in normally never uses up a limit. If the store fails, nothing is
 * refused (see above).
 */
export function failureLimit(
  app: FastifyInstance,
  name: string,
  options: { max: number; timeWindow: string },
) {
  const windowMs = parseWindow(options.timeWindow);
  const storeKey = (key: string) => `${name}:${key}`;
  return {
    async count(request: FastifyRequest, key: string): Promise<number> {
      try {
        return (await app.rateLimitStore.peek(storeKey(key))).count;
      } catch (error) {
        request.log.warn({ err: error }, 'rate limit not checked');
        return 0;
      }
    },
    async refuseIfOver(
      request: FastifyRequest,
      reply: { header(name: string, value: string): unknown },
      key: string,
    ): Promise<void> {
      let result: { count: number; resetInMs: number };
      try {
        result = await app.rateLimitStore.peek(storeKey(key));
      } catch (error) {
        request.log.warn({ err: error }, 'rate limit not checked');
        return;
      }
      if (result.count >= options.max) {
        reply.header('retry-after', String(Math.ceil(result.resetInMs / 1000)));
        throw tooManyRequests(
          `Too many attempts. Please wait ${describeWait(result.resetInMs)} and try again.`,
        );
      }
    },
    async record(request: FastifyRequest, key: string): Promise<void> {
      try {
        await app.rateLimitStore.hit(storeKey(key), windowMs);
      } catch (error) {
        request.log.warn({ err: error }, 'rate limit not recorded');
      }
    },
  };
}

export const byAddress = (request: FastifyRequest) => request.ip;

/**
 * True the first time `key` is seen in each window, false after: for things worth doing once in a while,
 * not on every request (a notice mail to an account's owner). If the store fails it answers true.
 */
export function firstInWindow(app: FastifyInstance, name: string, timeWindow: string) {
  const windowMs = parseWindow(timeWindow);
  return async (request: FastifyRequest, key: string): Promise<boolean> => {
    try {
      return (await app.rateLimitStore.hit(`${name}:${key}`, windowMs)).count === 1;
    } catch (error) {
      request.log.warn({ err: error }, 'rate limit not checked');
      return true;
    }
  };
}

/**
 * Keys on the signed-in member (issue 29: limits per address alone let one member with rotating
 * addresses go on for ever). Use it in `preHandler` after `requireUser`: the session is read there.
 */
export const byMember = (request: FastifyRequest) => String(request.currentUser?.id ?? '');

/**
 * A limit per address and one per member: what a signed-in member's action that costs others takes.
 * Shaped as createdRoute's hooks, so a route spreads it into its options.
 */
export function limitByAddressAndMember(
  app: FastifyInstance,
  name: string,
  limits: { perAddress: Limit; perMember: Limit },
  message?: (wait: string) => string,
) {
  return {
    onRequest: limitBy(app, `${name}-ip`, { ...limits.perAddress, key: byAddress, message }),
    perMember: [limitBy(app, `${name}-member`, { ...limits.perMember, key: byMember, message })],
  };
}

/** The 429 words of a member who sent too many of something (messages, reports) in a short time. */
export const sentTooMany = (what: string) => (wait: string) =>
  `You have sent a lot of ${what} in a short time. Please wait ${wait} and try again.`;

/** Keys on the lower-cased `email` of a JSON body (the per-account part of a limit). */
export const byBodyEmail = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

/**
 * Keys on the account and the address together: an attacker's attempts at someone's account use up only
 * the attacker's own allowance, never the member's (who asks from another address).
 */
export const byBodyEmailAndAddress = (request: FastifyRequest) => `${byBodyEmail(request)}|${request.ip}`;
