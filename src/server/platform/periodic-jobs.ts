import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/client.js';
import { claimJob, finishJob } from './job-leases.repository.js';

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
}

/**
 * Periodic jobs run once per period across every process on one database (issue 31): each process looks
 * every minute, and runs a job only after claiming its period in job_leases (job-leases.repository.ts).
 * Works the same on PGlite (one process) and PostgreSQL (many).
 */
export function createJobRunner(db: Executor, jobs: PeriodicJob[], options: JobRunnerOptions) {
  const holder = options.holder ?? randomUUID();
  const leaseMs = options.leaseMs ?? 15 * 60 * 1000;

  async function runIfDue(job: PeriodicJob, now: Date): Promise<void> {
    const periodStart = new Date(Math.floor(now.getTime() / job.everyMs) * job.everyMs);
    const leaseUntil = new Date(now.getTime() + leaseMs);
    if (!(await claimJob(db, { name: job.name, periodStart, holder, leaseUntil, now }))) return;
    await job.run(now);
    await finishJob(db, job.name, holder, new Date());
  }

  /** One look at every job; each that is due and claimed here runs before this resolves. */
  const tick = async (now = new Date()): Promise<void> => {
    for (const job of jobs) {
      // A failed run stays unfinished: once its lease ends, the next look (here or elsewhere) retries it.
      await runIfDue(job, now).catch((error: unknown) => options.onError(error, job.name));
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
