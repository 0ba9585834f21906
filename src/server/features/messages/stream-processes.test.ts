import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '#tests/setup/http.js';
import { openSse, type SseClient } from '#tests/setup/sse.js';
import { buildTestApp, useTestApp } from '#tests/setup/test-app.js';
import { insertUser } from '#server/db/factories.js';
import { STREAM_LIMITS } from './stream.routes.js';

// Two server processes behind one address, sharing the database and the machine's Redis, as in production.
const ctx = useTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:6379' } });
let second: FastifyInstance;
const bases: string[] = [];

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  second = await buildTestApp(ctx.config, ctx.testDatabase.handle);
  bases.push(await listen(ctx.app), await listen(second));
});
afterAll(async () => {
  await second?.close();
});

describe('live message streams across two processes', () => {
  it('caps the streams of one session across both processes, and frees a place closed in either', async () => {
    // A new member each run: Redis keeps counters between runs.
    const email = `rider-${randomUUID()}@example.test`;
    await insertUser(ctx.db, { email, userType: 'enthusiast', riderWeight: '9-11st' });
    const cookie = await signIn(ctx.app, email);
    const streams: SseClient[] = [];
    // Alternate the processes, as a round-robin in front of them would.
    for (let i = 0; i < STREAM_LIMITS.perSession; i++)
      streams.push(await openSse(`${bases[i % 2]}/api/messages/stream`, cookie));
    for (const base of bases) {
      const refused = await fetch(`${base}/api/messages/stream`, { headers: { cookie } });
      expect(refused.status, base).toBe(429);
      await refused.body?.cancel();
    }
    // Closed on the first process, the place is free on the second.
    streams.shift()!.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    streams.push(await openSse(`${bases[1]}/api/messages/stream`, cookie));
    for (const stream of streams) stream.close();
  });
});
