import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#tests/setup/test-database.js';
import type { DatabaseHandle } from '#server/db/client.js';
import { openPostgres } from '#server/db/postgres.js';
import { createJobRunner, type PeriodicJob } from './periodic-jobs.js';

/**
 * Issue 31: a periodic job runs once per period however many processes run it. Two runners stand for two
 * processes: on PostgreSQL each has its own connection pool, so their claims really race; on PGlite they
 * share the one database, as two apps in one process would. The clock is passed in, so nothing waits.
 */
let database: TestDatabase;
let second: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  second = database.url ? openPostgres(database.url, 3) : database.handle;
});
afterEach(async () => database.reset());
afterAll(async () => {
  if (database.url) await second.close();
  await database.destroy();
});

const HOUR = 60 * 60 * 1000;
const start = Date.UTC(2026, 11, 2, 10, 0, 0);

/** A job that records which process ran it for which hour; `hang` makes a run never finish. */
function recordingJob(runs: string[], process: string, hang?: () => boolean): PeriodicJob {
  return {
    name: 'housekeeping',
    everyMs: HOUR,
    run: (now) => {
      runs.push(`${process} ${new Date(Math.floor(now.getTime() / HOUR) * HOUR).toISOString()}`);
      return hang?.() ? new Promise(() => {}) : Promise.resolve();
    },
  };
}

const onError = (error: unknown) => {
  throw error;
};

describe('periodic jobs across processes', () => {
  it('run once per period, whichever process looks first and however often both look', async () => {
    const runs: string[] = [];
    const a = createJobRunner(database.handle.db, [recordingJob(runs, 'a')], { holder: 'a', onError });
    const b = createJobRunner(second.db, [recordingJob(runs, 'b')], { holder: 'b', onError });
    // Both look every ten minutes for three hours, at the same moments.
    for (let minute = 0; minute < 180; minute += 10) {
      const now = new Date(start + minute * 60 * 1000);
      await Promise.all([a.tick(now), b.tick(now)]);
    }
    const hours = runs.map((run) => run.split(' ')[1]);
    expect(hours).toEqual([
      '2026-12-02T10:00:00.000Z',
      '2026-12-02T11:00:00.000Z',
      '2026-12-02T12:00:00.000Z',
    ]);
  });

  it('pass to another process when the holder dies mid-run, once its lease is over, and never twice', async () => {
    const runs: string[] = [];
    const leaseMs = 15 * 60 * 1000;
    // Process a claims 10:00 and dies during the run (the run never finishes, nothing is marked done).
    const a = createJobRunner(database.handle.db, [recordingJob(runs, 'a', () => true)], {
      holder: 'a',
      leaseMs,
      onError,
    });
    void a.tick(new Date(start));
    const b = createJobRunner(second.db, [recordingJob(runs, 'b')], { holder: 'b', leaseMs, onError });
    await expect.poll(() => runs).toEqual(['a 2026-12-02T10:00:00.000Z']);
    // Within the lease, b leaves it alone; past it, b takes the hour over; then it is done.
    await b.tick(new Date(start + 10 * 60 * 1000));
    expect(runs).toHaveLength(1);
    await b.tick(new Date(start + 16 * 60 * 1000));
    await b.tick(new Date(start + 40 * 60 * 1000));
    expect(runs).toEqual(['a 2026-12-02T10:00:00.000Z', 'b 2026-12-02T10:00:00.000Z']);
    // The next hour runs once, as usual.
    await b.tick(new Date(start + 70 * 60 * 1000));
    expect(runs.at(-1)).toBe('b 2026-12-02T11:00:00.000Z');
    expect(runs).toHaveLength(3);
  });
});
