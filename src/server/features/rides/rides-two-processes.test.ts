import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.js';
import { openPostgres } from '#server/db/postgres.js';
import { readClockFrom } from '#server/platform/clock.js';
import { createJobRunner } from '#server/platform/jobs/periodic-jobs.js';
import { buildTestApp, testConfig, useTestApp } from '#tests/setup/test-app.js';
import { RIDE_ALERT_LEASE_MS } from './ride-alerts.js';
import { emptyOutboxes } from '#tests/setup/outbox.js';
import { CONTACT_E164, rideScene, subjectsTo, textsTo } from './ride-test-scene.js';

/**
 * The overdue alert goes exactly once across processes (decision 0056): two processes on one PostgreSQL
 * looking at the same moment send it once; a process killed in the middle of it (the owner alerted, the
 * text not yet gone) leaves the rest to the next process once its claim runs out, which sends only the
 * text. Both share one data folder, so their outboxes are one.
 */
const ctx = useTestApp();
let second: { app: FastifyInstance; handle: DatabaseHandle };
let clockDir = '';
const clockFile = () => path.join(clockDir, 'clock');
const setClock = (instant: string) => writeFile(clockFile(), instant);

beforeAll(async () => {
  if (!ctx.testDatabase.url) return;
  const handle = openPostgres(ctx.testDatabase.url, 3);
  const app = await buildTestApp(testConfig(ctx.dataDir), handle);
  await app.ready();
  second = { app, handle };
});
afterAll(async () => {
  await second?.app.close();
  await second?.handle.close();
});
beforeEach(async () => {
  clockDir = await mkdtemp(path.join(tmpdir(), 'ride-clock-'));
  // Tuesday 2 March 2027, 10:00 in London: one of Jo's days.
  await setClock('2027-03-02T10:00:00Z');
  readClockFrom(clockFile());
  await emptyOutboxes(ctx.dataDir);
});
afterEach(async () => {
  readClockFrom(undefined);
  await rm(clockDir, { recursive: true, force: true });
});

const rideJobs = (app: FastifyInstance) => app.minuteJobs.filter((job) => job.name === 'ride-check-ins');

async function rideOut() {
  const scene = await rideScene(ctx);
  const res = await scene.call('POST', `/api/requests/${scene.shareId}/rides`, scene.rider.cookie, {
    backBy: '2027-03-02T11:00:00Z',
    note: 'Up to the beacon',
    company: 'alone',
  });
  expect(res.statusCode, res.body).toBe(201);
  return scene;
}

const told = async () => ({
  owner: await subjectsTo(ctx.dataDir, 'fiona@example.test', 'overdue'),
  contact: (await textsTo(ctx.dataDir, CONTACT_E164)).length,
});

describe.runIf(process.env.DATABASE_URL)('the overdue alert across two processes', () => {
  it('goes once when both processes look at the same moment, and again and again after', async () => {
    await rideOut();
    await setClock('2027-03-02T11:16:00Z');
    // Each process's own run at once, as if each had won its minute (no job lease between them)...
    await Promise.all(
      [ctx.app, second.app].map((app) => Promise.all(rideJobs(app).map((j) => j.run(new Date())))),
    );
    // ...and through the lease, as main.ts runs them, minutes later.
    await setClock('2027-03-02T11:30:00Z');
    await Promise.all(
      [ctx.app, second.app].map((app) =>
        createJobRunner(ctx.db, rideJobs(app), { onError: () => {} }).tick(),
      ),
    );
    expect(await told()).toEqual({
      owner: ['Jo is overdue from a ride on Biscuit: back by 11:00'],
      contact: 1,
    });
  });

  it('a process killed in the middle leaves the rest to the next, which sends only what had not gone', async () => {
    await rideOut();
    await setClock('2027-03-02T11:16:00Z');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./killed-mid-alert.child.ts', import.meta.url))],
      {
        env: {
          ...process.env,
          DATABASE_URL: ctx.testDatabase.url,
          DATA_DIR: ctx.dataDir,
          CLOCK_FILE: clockFile(),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('TEXTING')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`the child exited (${code}) before texting`)));
    });
    child.kill('SIGKILL');
    await exited;
    // The owner was alerted by the killed process; the text had not gone.
    expect(await told()).toEqual({
      owner: ['Jo is overdue from a ride on Biscuit: back by 11:00'],
      contact: 0,
    });

    // While its claim holds, nobody else touches the ride.
    await Promise.all(
      [ctx.app, second.app].map((app) => Promise.all(rideJobs(app).map((j) => j.run(new Date())))),
    );
    expect((await told()).contact).toBe(0);
    // Once it has run out, the next look sends the text, and only the text; later looks send nothing.
    await setClock(new Date(Date.parse('2027-03-02T11:16:00Z') + RIDE_ALERT_LEASE_MS + 60_000).toISOString());
    for (const app of [second.app, ctx.app, second.app])
      await Promise.all(rideJobs(app).map((j) => j.run(new Date())));
    expect(await told()).toEqual({
      owner: ['Jo is overdue from a ride on Biscuit: back by 11:00'],
      contact: 1,
    });
  }, 60_000);
});
