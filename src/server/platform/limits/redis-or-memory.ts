import type { FastifyInstance } from 'fastify';
import type * as IORedis from 'ioredis';
import type { Redis } from 'ioredis';
import { loadOnFirstUse } from '../load-on-first-use.js';

/** Only loaded when REDIS_URL is set. */
const ioredis = loadOnFirstUse<typeof IORedis>('ioredis');

/**
 * A Redis client for a store that must never make a request wait on a lost Redis: a short connect, one
 * retry, no queue of commands while disconnected. Its errors go to `onError` (the store falls back).
 */
export function connectRedis(url: string, onError: (error: unknown) => void): Redis {
  const redis = new (ioredis().Redis)(url, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  redis.on('error', onError);
  return redis;
}

/**
 * A store every process shares through Redis when a URL is set, else this process's own memory; Redis
 * trouble is logged as a warning ("<what> unavailable"). The store closes with the app.
 */
export function redisOrMemory<Store extends { close(): Promise<void> }>(
  app: FastifyInstance,
  redisUrl: string | undefined,
  what: string,
  inRedis: (url: string, onError: (error: unknown) => void) => Store,
  inMemory: () => Store,
): Store {
  const store = redisUrl
    ? inRedis(redisUrl, (error) => app.log.warn({ err: error }, `${what} unavailable`))
    : inMemory();
  app.addHook('onClose', async () => store.close());
  return store;
}
