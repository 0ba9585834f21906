import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.js';
import { insertUser } from '#server/db/factories.js';
import { openPostgres } from '#server/db/postgres.js';
import { createHorseViaApi } from '#tests/setup/horses.js';
import { signIn } from '#tests/setup/http.js';
import { buildTestApp, testConfig, useTestApp } from '#tests/setup/test-app.js';

/**
 * Issue 19: two app processes on one PostgreSQL, every request going to the next in turn (round-robin),
 * behave as one: a revoked session is refused by both (the other within a second), and a horse change reaches the other
 * process's browse within its micro-cache's 2 s. (Live messages across processes: message-stream.test.)
 */
const ctx = useTestApp();
let second: { app: FastifyInstance; handle: DatabaseHandle; dataDir: string };

beforeAll(async () => {
  if (!ctx.testDatabase.url) return;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'stablemates-second-'));
  const handle = openPostgres(ctx.testDatabase.url, 3);
  // The same session secret: behind one load balancer, every process shares the configuration.
  const app = await buildTestApp(testConfig(dataDir), handle);
  await app.ready();
  second = { app, handle, dataDir };
});

afterAll(async () => {
  await second?.app.close();
  await second?.handle.close();
  if (second) await rm(second.dataDir, { recursive: true, force: true });
});

/** Round-robin: each call goes to the other process. */
function roundRobin() {
  let turn = 0;
  return (request: InjectOptions) => (turn++ % 2 === 0 ? ctx.app : second.app).inject(request);
}

describe.runIf(process.env.DATABASE_URL)('two processes behind a round-robin', () => {
  it('refuses a signed-out session on both processes, the other within a second', async () => {
    await insertUser(ctx.db, { email: 'ann@example.test' });
    const cookie = await signIn(ctx.app, 'ann@example.test');
    const send = roundRobin();
    for (let i = 0; i < 4; i++) {
      expect((await send({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
    }
    // Signed out through one process: that process refuses the session at once; the other once the change
    // notice reaches it (milliseconds, bounded at a second: decision 0014), and from then on both do.
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode,
    ).toBe(401);
    await expect
      .poll(
        async () =>
          (await second.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode,
        { timeout: 1000, interval: 20 },
      )
      .toBe(401);
    for (let i = 0; i < 4; i++) {
      expect((await send({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
    }
  });

  it('shows a horse change on the other process within the 2 s browse cache', async () => {
    await insertUser(ctx.db, { email: 'olly@example.test', userType: 'owner' });
    const cookie = await signIn(ctx.app, 'olly@example.test');
    const created = await createHorseViaApi(ctx.app, cookie);
    const names = async (app: FastifyInstance) =>
      ((await app.inject({ method: 'GET', url: '/api/horses' })).json() as { name: string }[]).map(
        (h) => h.name,
      );
    // Both processes have the list cached.
    expect(await names(ctx.app)).toEqual(['Bramble']);
    expect(await names(second.app)).toEqual(['Bramble']);
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/horses/${created.id}`,
      headers: { cookie },
      payload: { name: 'Bramble Rose' },
    });
    expect(renamed.statusCode).toBe(200);
    const changedAt = Date.now();
    // The process that made the change shows it at once; the other within its cache's lifetime.
    expect(await names(ctx.app)).toEqual(['Bramble Rose']);
    while ((await names(second.app))[0] !== 'Bramble Rose') {
      expect(Date.now() - changedAt, 'the other process still shows the old name').toBeLessThan(2500);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
});
