import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.js';
import { openPostgres } from '#server/db/postgres.js';
import { createJobRunner } from '#server/platform/jobs/periodic-jobs.js';
import { sendAs, signInMemberOfType } from '#tests/setup/http.js';
import { useSmtpServer } from '#tests/setup/smtp-server.js';
import { buildTestApp, testConfig, useTestApp } from '#tests/setup/test-app.js';

/**
 * A held-back message notice (decision 0052) is stored work: two processes on one PostgreSQL, each
 * running the minute job at the same moment, send it once; and it survives the process that stored it.
 */
const smtp = useSmtpServer();
const env = () => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://stablemates.example' });
const ctx = useTestApp({ env });
let second: { app: FastifyInstance; handle: DatabaseHandle; dataDir: string };

beforeAll(async () => {
  if (!ctx.testDatabase.url) return;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'stablemates-second-'));
  const handle = openPostgres(ctx.testDatabase.url, 3);
  const app = await buildTestApp(testConfig(dataDir, env()), handle);
  await app.ready();
  second = { app, handle, dataDir };
});

afterAll(async () => {
  await second?.app.close();
  await second?.handle.close();
  if (second) await rm(second.dataDir, { recursive: true, force: true });
});

describe.runIf(process.env.DATABASE_URL)('held-back message notices across two processes', () => {
  it('are sent once when both processes run the job at the same moment', async () => {
    const ella = await signInMemberOfType(ctx.app, ctx.db, 'ella@example.test', 'enthusiast');
    const olly = await signInMemberOfType(ctx.app, ctx.db, 'olly@example.test', 'owner');
    const since = smtp.messages.length;
    const sent = await sendAs(ctx.app, ella.cookie, 'POST', '/api/messages', {
      receiverId: olly.user.id,
      content: 'Told once, by one of the two',
    });
    expect(sent.statusCode, sent.body).toBe(201);

    const later = new Date(Date.now() + 11 * 60_000);
    // Each process's own claim on the notice, at once, as if each had won its minute (no lease between).
    await Promise.all(
      [ctx.app, second.app].map((app) => Promise.all(app.minuteJobs.map((j) => j.run(later)))),
    );
    // And through the lease, as main.ts runs them: nothing is left to send.
    await Promise.all(
      [ctx.app, second.app].map((app) =>
        createJobRunner(ctx.db, app.minuteJobs, { onError: () => {} }).tick(later),
      ),
    );
    await smtp.waitForMessage((m) => (m.text ?? '').includes('Told once'));
    const told = smtp.messages.slice(since).filter((m) => (m.text ?? '').includes('Told once'));
    expect(told).toHaveLength(1);
  });
});
