import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, insertUser } from '#server/db/factories.js';
import { drain, drainPhase } from '#server/platform/operations/drain.js';
import { buildTestApp, useTestApp } from '#tests/setup/test-app.js';

/**
 * Issue 31: a rolling restart behind open source nginx loses no write (decision 0034). nginx does not
 * poll readiness, and never passes on a POST it has sent; so a stopping process must make nginx stop
 * sending before it stops listening, and must never close a connection a request may be on its way over.
 */
const ctx = useTestApp();

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/**
 * One request on a connection of its own, HTTP/1.1 with no Connection header (as nginx without a
 * keepalive pool sends it), then closed by the client; the reply's Connection header as sent.
 */
function send(port: number, method: string, path: string, body?: object): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        // Node's client would otherwise ask for `close` itself.
        headers: { connection: 'keep-alive', ...(body ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text });
        });
      },
    );
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('draining for a proxy that does not poll readiness', () => {
  it('closes every connection from the grace on, answers reads 503 in the handover while serving writes, and stops listening once quiet', async () => {
    const app = await buildTestApp(ctx.config, ctx.testDatabase.handle);
    await app.warmUp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    // Kept: once closed, the server no longer knows its port, and the test knocks on it again.
    const { port } = app.server.address() as AddressInfo;
    await insertUser(ctx.db, { email: 'ann@example.test', userType: 'owner' });
    const login = { email: 'ann@example.test', password: DEFAULT_PASSWORD };

    // Before: keep-alive as usual.
    expect((await send(port, 'GET', '/api/horses')).connection).toBe('keep-alive');

    let closed = false;
    // Long enough for the grace's three requests on a loaded machine (a sign-in hashes a password); the
    // test then waits for the handover itself rather than for a clock.
    const graceMs = 6000;
    const quietMs = 3000;
    const draining = drain(app, { graceMs, quietMs, handoverMaxMs: 60_000 }).then(() => (closed = true));

    // The grace: everything served, and no connection is kept for another request.
    const ready = await send(port, 'GET', '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ status: 'not-ready', reasons: ['draining'] });
    const read = await send(port, 'GET', '/api/horses');
    expect(read.status).toBe(200);
    expect(read.connection).toBe('close');
    const write = await send(port, 'POST', '/api/auth/login', login);
    expect(write.status).toBe(200);
    expect(write.connection).toBe('close');

    // The handover: a read gets a 503 that nginx passes on to another process (and that takes this
    // one out of its rotation); a write is still served, since nginx would not pass it on.
    expect(drainPhase(app)).toBe('grace');
    await expect.poll(() => drainPhase(app), { timeout: graceMs + 5000, interval: 50 }).toBe('handover');
    const handedOver = await send(port, 'GET', '/api/horses');
    expect(handedOver.status).toBe(503);
    expect(handedOver.connection).toBe('close');
    expect((await send(port, 'HEAD', '/')).status).toBe(503);
    const lateWrite = await send(port, 'POST', '/api/auth/login', login);
    expect(lateWrite.status).toBe(200);
    expect(lateWrite.connection).toBe('close');
    // Liveness still answers; readiness still says why not.
    expect((await send(port, 'GET', '/api/health/live')).status).toBe(200);
    expect((await send(port, 'GET', '/api/health/ready')).status).toBe(503);

    // While connections keep arriving it keeps listening: nginx may still be on its way.
    await sleep(250);
    expect(closed).toBe(false);
    const lastRequestAt = performance.now();
    await send(port, 'GET', '/api/health/live');
    expect(closed).toBe(false);

    // Quiet for 3 s: it stops listening, well before the handover's limit.
    await draining;
    const quietFor = performance.now() - lastRequestAt;
    expect(quietFor).toBeGreaterThanOrEqual(quietMs);
    expect(quietFor).toBeLessThan(30_000);
    await expect(send(port, 'GET', '/api/health/live')).rejects.toThrow();
  }, 90_000);

  it('stops listening after the handover limit when connections never stop coming', async () => {
    const app = await buildTestApp(ctx.config, ctx.testDatabase.handle);
    await app.warmUp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    // Kept: once closed, the server no longer knows its port, and the test knocks on it again.
    const { port } = app.server.address() as AddressInfo;
    let closed = false;
    // A connection every 50 ms or so, from before the drain to its end.
    const keepComing = (async () => {
      while (!closed) {
        await send(port, 'GET', '/api/health/live').catch(() => undefined);
        await sleep(50);
      }
    })();
    await sleep(100);
    const started = performance.now();
    await drain(app, { graceMs: 0, quietMs: 300, handoverMaxMs: 1000 });
    closed = true;
    await keepComing;
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(1000);
    // Well short of forever (the connections never stop), with room for a loaded machine.
    expect(took).toBeLessThan(15_000);
  }, 30_000);
});
