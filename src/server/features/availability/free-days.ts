import { addDays } from '#contract/rules/calendar-days.js';
import { FREE_DAYS, freeDaysOf } from '#contract/rules/free-weekdays.js';
import type { SlotDays } from '#contract/rules/recurrence.js';
import type { Database, Executor } from '#server/db/client.js';
import {
  findHorsesDueFreeDays,
  lockHorsesForFreeDays,
  writeFreeDays,
} from '#server/features/horses/index.js';
import { today as calendarToday } from '#server/platform/clock.js';
import type { HousekeepingTask } from '#server/platform/jobs/housekeeping.js';
import { findSlotDaysOf } from './availability.repository.js';

/**
 * Works the horses' free days out from their slots, from today (decision 0050), in the caller's
 * transaction: every write of slots calls it before it commits, so browse never sees slots without the
 * days they make free.
 */
export async function recordFreeDays(
  db: Executor,
  horseIds: readonly number[],
  today: string,
): Promise<void> {
  if (horseIds.length === 0) return;
  await lockHorsesForFreeDays(db, horseIds);
  const slots = await findSlotDaysOf(db, horseIds, today, addDays(today, FREE_DAYS.horizonDays - 1));
  const byHorse = new Map<number, SlotDays[]>(horseIds.map((id) => [id, []]));
  for (const { horseId, ...slot } of slots) byHorse.get(horseId)?.push(slot);
  const bits = new Map([...byHorse].map(([id, horseSlots]) => [id, freeDaysOf(horseSlots, today)]));
  await writeFreeDays(db, today, bits);
}

/**
 * Horses per transaction: the change trigger lists up to 100 ids in a notice (drizzle/0009), and more
 * would make every process reload its whole search index.
 */
const REFRESH_BATCH = 100;
/** Bounds one housekeeping run, well inside its lease (periodic-jobs.ts); the next run goes on. */
const REFRESH_PER_RUN = 100_000;

/**
 * The housekeeping refresh: works out again the free days of horses whose days were worked out
 * FREE_DAYS.refreshAfterDays ago or more, or never, so each stored bitmap still covers the coming four
 * weeks as days pass. Returns how many horses it refreshed.
 */
export async function refreshFreeDays(db: Database, today = calendarToday()): Promise<number> {
  const staleFrom = addDays(today, -FREE_DAYS.refreshAfterDays);
  let refreshed = 0;
  while (refreshed < REFRESH_PER_RUN) {
    const ids = await findHorsesDueFreeDays(db, { today, staleFrom, limit: REFRESH_BATCH });
    if (ids.length === 0) break;
    await db.transaction((tx) => recordFreeDays(tx, ids, today));
    refreshed += ids.length;
  }
  return refreshed;
}

/** The refresh as a housekeeping task (main.ts adds it to the hourly run). */
export const freeDaysRefresh =
  ({ db }: { db: Database }): HousekeepingTask =>
  async () => {
    await refreshFreeDays(db);
  };
