import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertHorse, insertUser } from '#server/db/factories.js';
import { signIn } from '#tests/setup/http.js';
import { openSse } from '#tests/setup/sse.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { listenMetrics, type MetricsListener } from './metrics.js';
import { createJobRunner } from '../jobs/periodic-jobs.js';

/**
 * Issue 31, what an operator watches: the Prometheus metrics, on their own listener (decision 0032).
 * Values are read from the scrape as Prometheus would read them.
 */
const ctx = useTestApp({
  // A built client (its shell alone): every other address would answer the app's page with a 200.
  deps: ({ dataDir }) => {
    const clientDir = path.join(dataDir, 'client');
    mkdirSync(clientDir, { recursive: true });
    writeFileSync(path.join(clientDir, 'index.html'), SHELL);
    return { clientDir };
  },
});
const SHELL =
  '<!doctype html><html lang="en"><head><title>Stablemates</title></head><body><div id="root"></div></body></html>';
let listener: MetricsListener;
let publicUrl: string;

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  publicUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  listener = await listenMetrics(ctx.app.metrics, { port: 0, host: '127.0.0.1' });
});
afterAll(async () => listener?.close());

async function scrape(): Promise<string> {
  const res = await fetch(`${listener.url}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

/** The value of the series `name` whose labels include all of `labels`; 0 when there is none yet. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = Object.entries(labels).every(([key, value]) => match[2]?.includes(`${key}="${value}"`));
    if (has) return Number(match[3]);
  }
  return 0;
}

describe('metrics', () => {
  it('are not served on the public port', async () => {
    const res = await fetch(`${publicUrl}/metrics`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('http_requests_total');
    // The control: a page of the app is served from the same build.
    expect((await fetch(`${publicUrl}/browse`)).status).toBe(200);
  });

  it('count requests under their route pattern, never the address asked for', async () => {
    const owner = await insertUser(ctx.db, { email: 'owner@example.test', userType: 'owner' });
    const horse = await insertHorse(ctx.db, { ownerId: owner.id });
    const pattern = { method: 'GET', route: '/api/horses/:id', status_code: '200' };
    const unmatched = { method: 'GET', route: 'unmatched', status_code: '404' };
    const start = await scrape();
    const before = valueOf(start, 'http_requests_total', pattern);
    const unmatchedBefore = valueOf(start, 'http_requests_total', unmatched);

    expect((await fetch(`${publicUrl}/api/horses/${horse.id}`)).status).toBe(200);
    expect((await fetch(`${publicUrl}/api/horses/${horse.id}`)).status).toBe(200);
    expect((await fetch(`${publicUrl}/api/horses/987654`)).status).toBe(404);
    expect((await fetch(`${publicUrl}/api/no-such-thing/42`)).status).toBe(404);
    const pages = { method: 'GET', route: 'page', status_code: '200' };
    const pagesBefore = valueOf(start, 'http_requests_total', pages);
    expect((await fetch(`${publicUrl}/horses/${horse.id}`)).status).toBe(200);

    const text = await scrape();
    expect(valueOf(text, 'http_requests_total', pattern)).toBe(before + 2);
    expect(valueOf(text, 'http_requests_total', { ...pattern, status_code: '404' })).toBe(1);
    expect(valueOf(text, 'http_request_duration_seconds_count', pattern)).toBe(before + 2);
    expect(valueOf(text, 'http_requests_total', unmatched)).toBe(unmatchedBefore + 1);
    // A page of the app (the single-page app's fallback) is counted as one, whatever its address.
    expect(valueOf(text, 'http_requests_total', pages)).toBe(pagesBefore + 1);
    // No series names an id or an unmatched address.
    expect(text).not.toContain(`/horses/${horse.id}`);
    expect(text).not.toContain('987654');
    expect(text).not.toContain('no-such-thing');
  });

  it('count periodic job runs by outcome, and time them', async () => {
    const startedAt = Date.now() / 1000;
    const runner = createJobRunner(
      ctx.db,
      [
        { name: 'tidy', everyMs: 60_000, run: async () => undefined },
        { name: 'broken', everyMs: 60_000, run: () => Promise.reject(new Error('no')) },
      ],
      { onError: () => undefined, onRun: ctx.app.metrics.jobRun },
    );
    await runner.tick(new Date(Date.UTC(2026, 11, 2, 10, 0, 0)));
    // Same period again: already run (tidy) or still leased (broken), so neither runs nor is counted.
    await runner.tick(new Date(Date.UTC(2026, 11, 2, 10, 0, 30)));

    const text = await scrape();
    expect(valueOf(text, 'job_runs_total', { job: 'tidy', outcome: 'success' })).toBe(1);
    expect(valueOf(text, 'job_runs_total', { job: 'broken', outcome: 'failure' })).toBe(1);
    expect(valueOf(text, 'job_runs_total', { job: 'broken', outcome: 'success' })).toBe(0);
    expect(valueOf(text, 'job_duration_seconds_count', { job: 'tidy' })).toBe(1);
    expect(valueOf(text, 'job_last_success_timestamp_seconds', { job: 'tidy' })).toBeGreaterThanOrEqual(
      Math.floor(startedAt),
    );
    expect(text).not.toMatch(/^job_last_success_timestamp_seconds\{job="broken"\}/m);
  });

  it('follow the open message streams up and down', async () => {
    await insertUser(ctx.db, { email: 'ann@example.test', userType: 'owner' });
    const cookie = await signIn(ctx.app, 'ann@example.test');
    expect(valueOf(await scrape(), 'message_streams_open')).toBe(0);

    const first = await openSse(`${publicUrl}/api/messages/stream`, cookie);
    const second = await openSse(`${publicUrl}/api/messages/stream`, cookie);
    await Promise.all([first, second].map((s) => s.waitFor((e) => e.event === 'unread')));
    expect(valueOf(await scrape(), 'message_streams_open')).toBe(2);

    first.close();
    second.close();
    let open = 2;
    for (let i = 0; i < 50 && open !== 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      open = valueOf(await scrape(), 'message_streams_open');
    }
    expect(open).toBe(0);
  });

  it('show the database connections and the process', async () => {
    const text = await scrape();
    expect(valueOf(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    if (ctx.testDatabase.url) {
      // PostgreSQL's pool: idle and waiting too; nothing waits for a connection in a quiet test.
      expect(text).toMatch(/^db_pool_connections\{state="idle"\} \d+$/m);
      expect(valueOf(text, 'db_pool_connections', { state: 'waiting' })).toBe(0);
    }
    expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('answer nothing but /metrics on their listener', async () => {
    expect((await fetch(`${listener.url}/`)).status).toBe(404);
    expect((await fetch(`${listener.url}/api/health`)).status).toBe(404);
  });
});
