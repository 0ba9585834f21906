import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { connectRedis, redisOrMemory } from './redis-or-memory.js';

/**
 * Counts long-lived things that are open right now (live message streams) by a key (a session, an
 * address), so one cookie or one machine cannot hold hundreds. Each open thing holds a lease; with
 * REDIS_URL the leases live in Redis, so the cap holds across every server process. A lease that is not
 * renewed within LEASE_TTL_MS lapses, so a process that dies does not leave its places taken forever.
 */
export interface OpenLeases {
  /** Takes one of `max` places for `key`: a lease id, or undefined when all are taken. */
  tryTake(key: string, max: number): Promise<string | undefined>;
  /** Keeps a lease alive; call it more often than LEASE_TTL_MS. */
  renew(key: string, lease: string): Promise<void>;
  release(key: string, lease: string): Promise<void>;
  close(): Promise<void>;
}

export const LEASE_TTL_MS = 90_000;

declare module 'fastify' {
  interface FastifyInstance {
    openLeases: OpenLeases;
  }
}

export function memoryLeases(now: () => number = Date.now): OpenLeases {
  const byKey = new Map<string, Map<string, number>>();
  const live = (key: string) => {
    const leases = byKey.get(key) ?? new Map<string, number>();
    for (const [lease, renewedAt] of leases) if (renewedAt <= now() - LEASE_TTL_MS) leases.delete(lease);
    return leases;
  };
  return {
    tryTake: async (key, max) => {
      const leases = live(key);
      if (leases.size >= max) return undefined;
      const lease = randomUUID();
      leases.set(lease, now());
      byKey.set(key, leases);
      return lease;
    },
    renew: async (key, lease) => {
      byKey.get(key)?.set(lease, now());
    },
    release: async (key, lease) => {
      const leases = byKey.get(key);
      leases?.delete(lease);
      if (leases?.size === 0) byKey.delete(key);
    },
    close: async () => undefined,
  };
}

/** Drops lapsed leases, then takes a place when one is free, in one step so two processes cannot both take the last. */
const TAKE_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

/**
 * Leases in Redis sorted sets (member = lease id, score = last renewal). When Redis cannot be reached the
 * process counts its own streams, as it would without Redis: a cap per process beats refusing everyone.
 */
export function redisLeases(url: string, onError: (error: unknown) => void): OpenLeases {
  const redis = connectRedis(url, onError);
  const fallback = memoryLeases();
  const redisKey = (key: string) => `stablemates:lease:${key}`;
  const local = new Set<string>();
  // Commands are not queued while disconnected (a stream must not wait on a lost Redis), so the first
  // streams after start wait briefly for the first connection instead of counting locally.
  const firstConnection = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 2000);
    timer.unref();
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return {
    tryTake: async (key, max) => {
      const lease = randomUUID();
      try {
        await firstConnection;
        const taken = await redis.eval(TAKE_SCRIPT, 1, redisKey(key), Date.now(), LEASE_TTL_MS, max, lease);
        return taken === 1 ? lease : undefined;
      } catch (error) {
        onError(error);
        const own = await fallback.tryTake(key, max);
        if (own) local.add(own);
        return own;
      }
    },
    renew: async (key, lease) => {
      if (local.has(lease)) return fallback.renew(key, lease);
      await redis
        .multi()
        .zadd(redisKey(key), 'XX', Date.now(), lease)
        .pexpire(redisKey(key), LEASE_TTL_MS)
        .exec()
        .catch(onError);
    },
    release: async (key, lease) => {
      if (local.delete(lease)) return fallback.release(key, lease);
      await redis.zrem(redisKey(key), lease).catch(onError);
    },
    close: async () => void redis.disconnect(),
  };
}

export function registerOpenLeases(app: FastifyInstance, options: { redisUrl?: string }): void {
  const leases = redisOrMemory(app, options.redisUrl, 'open-lease store', redisLeases, memoryLeases);
  app.decorate('openLeases', leases);
}
