import type { Executor } from '#server/db/client.js';
import { deleteOldRegistrationSessions, deleteResetTokensExpiredBefore } from './housekeeping.repository.js';
import { createJobRunner, type JobRunnerOptions } from './periodic-jobs.js';
import { deleteExpiredSessions } from '../sessions/session.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** A feature's own clean-up (e.g. abandoned photo uploads), run with the rest; `now` as housekeeping sees it. */
export type HousekeepingTask = (now: Date) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The hourly tasks of features whose dependencies the app builds (notices, the thread): main.ts runs
     * them with its own.
     */
    housekeepingTasks: HousekeepingTask[];
  }
}

/**
 * Runs a task's step for each item in turn, where one failing item (a mail address the mail service
 * refuses) must not hold up the rest: every item is tried, then the first failure is thrown, so the run
 * is logged as failed and what failed is tried again at the next run.
 */
export async function tryEach<T>(items: readonly T[], step: (item: T) => Promise<void>): Promise<void> {
  let failure: unknown;
  for (const item of items) {
    try {
      await step(item);
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure !== undefined) throw failure;
}

/**
 * Removes what nobody needs any more, as the privacy policy promises: expired sessions, reset links past
 * their hour (kept a day for investigating abuse), finished registrations after a day and unfinished ones
 * after 30 days; then each feature's own task (photos uploaded but never used, after a grace period).
 */
export async function runHousekeeping(
  db: Executor,
  now = new Date(),
  tasks: HousekeepingTask[] = [],
): Promise<void> {
  await deleteExpiredSessions(db);
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await deleteResetTokensExpiredBefore(db, dayAgo);
  await deleteOldRegistrationSessions(db, dayAgo, new Date(now.getTime() - 30 * DAY_MS));
  // Each feature's task runs whatever another's did: a sweep that fails must not stop the reminders.
  await tryEach(tasks, (task) => task(now));
}

/**
 * Runs housekeeping once an hour across all the site's processes (periodic-jobs.ts: one claims each hour,
 * the others skip it; a dead holder's hour passes to another within its lease). Returns the stop function.
 */
export function startHousekeeping(
  db: Executor,
  onError: (error: unknown) => void,
  tasks: HousekeepingTask[] = [],
  onRun?: JobRunnerOptions['onRun'],
): () => void {
  const runner = createJobRunner(
    db,
    [{ name: 'housekeeping', everyMs: HOUR_MS, run: (now) => runHousekeeping(db, now, tasks) }],
    { onError, onRun },
  );
  return runner.start();
}
