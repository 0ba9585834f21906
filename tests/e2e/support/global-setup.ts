import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { E2E_DEFAULT_START, writeClock } from './clock.js';
import { startSmtpInbox } from './smtp-inbox.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    e2eDataDir: string;
    /** Where the run's SMTP server keeps every mail it received, one .eml file each. */
    e2eMailDir: string;
    /** The first admin, made by the server at start from ADMIN_USERNAME / ADMIN_PASSWORD. */
    admin: { username: string; password: string };
    /** The calendar clock the server and every browser context read (support/clock.ts). */
    e2eClockFile: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Until the server answers healthy. Its start (the PGlite template copied, migrations, the search index
 * warmed) took over 90 s once on a machine running other suites beside it: three minutes.
 */
async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not become healthy in time');
}

/** The webhook secret the e2e server runs with unless E2E_SERVER_ENV names another. */
export const E2E_STRIPE_WEBHOOK_SECRET = 'whsec_e2e_stablemates_local';

/** Starts the real server the way `npm start` does, on a free port and a throwaway data folder. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'stablemates-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const serverEnv = JSON.parse(process.env.E2E_SERVER_ENV ?? '{}') as Record<string, string>;
  // A fresh password per run (no default password exists anywhere); E2E_SERVER_ENV may name its own.
  const admin = {
    username: serverEnv.ADMIN_USERNAME ?? 'e2e-warden',
    password: serverEnv.ADMIN_PASSWORD ?? `E2e-${randomBytes(12).toString('hex')}`,
  };
  // Mail goes out over real SMTP, to a server of this run's own.
  const mailDir = path.join(dataDir, 'mail-received');
  // The calendar starts at a fixed instant (E2E_CLOCK to try another): the journeys pass on any day.
  const clockFile = path.join(dataDir, 'calendar-clock');
  writeClock(clockFile, process.env.E2E_CLOCK ?? E2E_DEFAULT_START);
  const smtp = await startSmtpInbox(mailDir);
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      DATABASE_URL: '',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // A new message's notice is held back (decision 0052); none here, so the next minute's job tells it.
      MESSAGE_NOTICE_DELAY_MINUTES: '0',
      // A hidden listing's owner is told after the moderator's undo minute (decision 0058); 20 s here: time
      // enough for a journey's Undo on a loaded machine (an undone hide is never told), and a short wait after.
      LISTING_HIDE_NOTICE_DELAY_SECONDS: '20',
      // The minute jobs look every two seconds, so a step waiting for their next look waits seconds, not a minute.
      MINUTE_JOBS_EVERY_MS: '2000',
      // Each journey sends its own X-Forwarded-For (support/distinct-visitors.ts), as distinct people would.
      TRUST_PROXY: '127.0.0.1',
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      // Payments on, so the journeys can sign webhook events (overridable through E2E_SERVER_ENV).
      STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
      // The Owner Premium product the journeys' subscriptions name (support/stripe-webhook.ts).
      STRIPE_OWNER_PREMIUM_PRODUCT_ID: 'prod_premium',
      SMTP_URL: smtp.url,
      TEST_CLOCK_FILE: clockFile,
      ...serverEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, child);
  project.provide('baseUrl', baseUrl);
  project.provide('e2eDataDir', dataDir);
  project.provide('e2eMailDir', mailDir);
  project.provide('admin', admin);
  project.provide('e2eClockFile', clockFile);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
