import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { insertUser } from '#server/db/factories.js';
import { drain } from '#server/platform/operations/drain.js';
import { signIn } from '#tests/setup/http.js';
import { openSse } from '#tests/setup/sse.js';
import { buildTestApp, useAppWithDatabaseDown, useTestApp } from '#tests/setup/test-app.js';

/**
 * Issue 31, what an operator watches: liveness says the process runs, readiness says whether to send it
 * traffic and names each reason it should not get any (decision 0032).
 */
const ctx = useTestApp();

const baseUrl = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

describe('readiness', () => {
  // First in the file: no test before it has loaded the search index (a distance search would).
  it('waits for the search index, then says ready; liveness answers all along', async () => {
    const live = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });

    const before = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(before.statusCode).toBe(503);
    expect(before.json()).toEqual({ status: 'not-ready', reasons: ['search-index'] });

    await ctx.app.warmUp();
    const after = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ status: 'ready' });

    // The old check, which scripts and tests rely on, is unchanged.
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok', database: ctx.testDatabase.url ? 'postgres' : 'pglite' });
  });

  it('loads an index that failed to load at start, when readiness is next asked', async () => {
    const app = await buildTestApp(ctx.config, ctx.testDatabase.handle);
    try {
      // As main.ts would be after a failed warm-up: nothing loaded it. The first check starts the load.
      const first = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(first.json()).toEqual({ status: 'not-ready', reasons: ['search-index'] });
      let status = 503;
      for (let i = 0; i < 50 && status !== 200; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode;
      }
      expect(status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('draining on shutdown', () => {
  it('fails readiness at once, keeps serving through the grace period, then ends streams and closes', async () => {
    const app = await buildTestApp(ctx.config, ctx.testDatabase.handle);
    await app.warmUp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = baseUrl(app);
    await insertUser(ctx.db, { email: 'ann@example.test', userType: 'owner' });
    const cookie = await signIn(app, 'ann@example.test');
    const stream = await openSse(`${base}/api/messages/stream`, cookie);
    await stream.waitFor((e) => e.event === 'unread');
    let finished: string = 'open';
    void stream.finished.then((how) => (finished = how));

    expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
    const draining = drain(app, { graceMs: 3000 });

    // During the grace period: readiness says why, every other request is answered as usual.
    const ready = await fetch(`${base}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'not-ready', reasons: ['draining'] });
    expect((await fetch(`${base}/api/horses`)).status).toBe(200);
    expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
    expect((await fetch(`${base}/api/auth/me`, { headers: { cookie } })).status).toBe(200);
    expect(finished).toBe('open');

    // Then the stream is ended by the server (not cut), and the port is closed.
    await draining;
    expect(await stream.finished).toBe('ended');
    await expect(fetch(`${base}/api/health/live`)).rejects.toThrow();
  });
});

/** Port 1 on 127.0.0.1 refuses every connection, as a stopped server does (useAppWithDatabaseDown). */
describe('with the database down', () => {
  const down = useAppWithDatabaseDown();

  it('is not ready, naming the database, and quickly; liveness still answers', async () => {
    const started = Date.now();
    const ready = await down.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not-ready', reasons: ['database', 'search-index'] });
    expect(Date.now() - started).toBeLessThan(2000);

    const live = await down.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
  });
});
