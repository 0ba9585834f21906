import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { LEASE_TTL_MS, memoryLeases, redisLeases } from './open-leases.js';

// The machine's Redis (CI runs beside it), as the app uses it with REDIS_URL.
const REDIS_URL = 'redis://127.0.0.1:6379';
const failOnError = (error: unknown) => {
  throw error;
};

describe('open leases in one process', () => {
  it('gives out at most `max` places per key, and a released or lapsed one comes back', async () => {
    let now = 1_000_000;
    const leases = memoryLeases(() => now);
    const first = await leases.tryTake('session:a', 2);
    const second = await leases.tryTake('session:a', 2);
    expect(first && second).toBeTruthy();
    expect(await leases.tryTake('session:a', 2)).toBeUndefined();
    // Another key has places of its own.
    expect(await leases.tryTake('session:b', 2)).toBeDefined();

    await leases.release('session:a', first!);
    const third = await leases.tryTake('session:a', 2);
    expect(third).toBeDefined();

    // A holder that stops renewing (a process gone) frees its place after the lease time.
    now += LEASE_TTL_MS / 2;
    await leases.renew('session:a', third!);
    now += LEASE_TTL_MS / 2 + 1;
    expect(await leases.tryTake('session:a', 2)).toBeDefined();
    expect(await leases.tryTake('session:a', 2)).toBeUndefined();
  });
});

describe('open leases in Redis, shared by every process', () => {
  const processA = redisLeases(REDIS_URL, failOnError);
  const processB = redisLeases(REDIS_URL, failOnError);
  const raw = new Redis(REDIS_URL);
  afterAll(async () => {
    await processA.close();
    await processB.close();
    raw.disconnect();
  });

  it('holds one cap across two processes', async () => {
    const key = `test:${randomUUID()}`;
    const a1 = await processA.tryTake(key, 4);
    await processA.tryTake(key, 4);
    await processB.tryTake(key, 4);
    const b2 = await processB.tryTake(key, 4);
    expect(b2).toBeDefined();
    // Four are open, two in each process: neither process may open a fifth.
    expect(await processB.tryTake(key, 4)).toBeUndefined();
    expect(await processA.tryTake(key, 4)).toBeUndefined();
    // A place freed in one process is free in the other.
    await processA.release(key, a1!);
    expect(await processB.tryTake(key, 4)).toBeDefined();
    await raw.del(`stablemates:lease:${key}`);
  });

  it('lets a lease that nobody renewed lapse (a process that died)', async () => {
    const key = `test:${randomUUID()}`;
    await raw.zadd(`stablemates:lease:${key}`, Date.now() - LEASE_TTL_MS - 1, 'from-a-dead-process');
    expect(await processA.tryTake(key, 1)).toBeDefined();
    expect(await processB.tryTake(key, 1)).toBeUndefined();
    await raw.del(`stablemates:lease:${key}`);
  });

  it('counts in the process when Redis cannot be reached, rather than refusing everyone', async () => {
    const errors: unknown[] = [];
    // Nothing listens on port 1.
    const cut = redisLeases('redis://127.0.0.1:1', (error) => errors.push(error));
    const key = `test:${randomUUID()}`;
    const lease = await cut.tryTake(key, 1);
    expect(lease).toBeDefined();
    expect(await cut.tryTake(key, 1)).toBeUndefined();
    await cut.release(key, lease!);
    expect(await cut.tryTake(key, 1)).toBeDefined();
    expect(errors.length).toBeGreaterThan(0);
    await cut.close();
  });
});
