import { pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.js';

/**
 * One row per periodic job: which period it last ran for, which process holds it and until when. A process
 * runs a job for a period only after claiming this row for it, so of several processes exactly one runs
 * each period; a claim that is neither finished nor renewed by its lease's end passes to another process
 * (its holder died).
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  periodStart: instant('period_start').notNull(),
  holder: text('holder').notNull(),
  leaseUntil: instant('lease_until').notNull(),
  finishedAt: instant('finished_at'),
});
