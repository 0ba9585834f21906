import { randomUUID } from 'node:crypto';
import type { Executor } from '#server/db/client.js';
import { claimJob, finishJob } from './job-leases.repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Jobs of features whose dependencies the app builds that must run more often than housekeeping
     * (held-back message notices, every minute): main.ts runs them through the job lease.
     */
    minuteJobs: PeriodicJob[];
  }
}

/** A job that runs once every `everyMs` across all the site's processes. */
export interface PeriodicJob {
  name: string;
  everyMs: number;
  run: (now: Date) => Promise<void>;
}

export interface JobRunnerOptions {
  /** This process, in the lease table; a fresh id unless a test names it. */
  holder?: string;
  /**
   * How long a claim holds while its run is unfinished. Past it, another process takes the period over (the
   * holder is taken for dead), so it must be longer than any run: housekeeping takes seconds.
   */
  leaseMs?: number;
  onError: (error: unknown, job: string) => void;
  /**
   * Told of each run this process attempted, with its outcome and length (the metrics: job_runs_total,
   * job_duration_seconds). A period another process claimed is not a run here and is not told.
   */
  onRun?: (job: string, outcome: 'success' | 'failure', seconds: number) => void;
}

/**
 * Periodic jobs run once per period across every process on one database (issue 31): each process looks
 * every minute, and runs a job only after claiming its period in job_leases (job-leases.repository.ts).
 * Works the same on PGlite (one process) and PostgreSQL (many).
 */
export function createJobRunner(db: Executor, jobs: PeriodicJob[], options: JobRunnerOptions) {
  const holder = options.holder ?? randomUUID();
  const leaseMs = options.leaseMs ?? 15 * 60 * 1000;

  /** Runs `job` if its period is due and this process claims it; false when it was not this one's to run. */
  async function runIfDue(job: PeriodicJob, now: Date): Promise<boolean> {
    const periodStart = new Date(Math.floor(now.getTime() / job.everyMs) * job.everyMs);
    const leaseUntil = new Date(now.getTime() + leaseMs);
    if (!(await claimJob(db, { name: job.name, periodStart, holder, leaseUntil, now }))) return false;
    await job.run(now);
    await finishJob(db, job.name, holder, new Date());
    return true;
  }

  /** One look at every job; each that is due and claimed here runs before this resolves. */
  const tick = async (now = new Date()): Promise<void> => {
    for (const job of jobs) {
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      await runIfDue(job, now).then(
        (ran) => {
          if (ran) options.onRun?.(job.name, 'success', seconds());
        },
        (error: unknown) => {
          // A claim that fails (the database is down) counts as a failure too: the job did not run.
          options.onRun?.(job.name, 'failure', seconds());
          // A failed run stays unfinished: once its lease ends, the next look (here or elsewhere) retries it.
          options.onError(error, job.name);
        },
      );
    }
  };

  /** Looks now and then every `tickMs`; returns the function that stops it. */
  const start = (tickMs = 60 * 1000): (() => void) => {
    let running = false;
    const look = () => {
      if (running) return;
      running = true;
      void tick().finally(() => {
        running = false;
      });
    };
    look();
    const timer = setInterval(look, tickMs);
    timer.unref();
    return () => clearInterval(timer);
  };

  return { holder, tick, start };
}
