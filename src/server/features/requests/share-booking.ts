import { addDays } from '#contract/rules/calendar-days.js';
import { shareDates } from '#contract/rules/share-days.js';
import type { Weekday } from '#contract/rules/weekdays.js';
import type { Executor } from '#server/db/client.js';
import type { AvailabilitySlot } from '#server/db/schema/index.js';
import { insertDays, lockSlots, takenPlaces } from './share-days.repository.js';

/** The words a day left out for want of room carries, for both members to read. */
export const TAKEN_REASON = 'Already taken by another visit or share';

/**
 * Books a running share's days on its weekdays from `from` to `to` at the slot's times (copied, so a
 * later edit of the slot moves no day already agreed). Under the slot's lock, a day the slot's capacity
 * can no longer hold is stored as cancelled with TAKEN_REASON, so both see why it is missing. Returns
 * those taken days.
 */
export async function bookRunningDays(
  tx: Executor,
  share: { requestId: number; weekdays: readonly Weekday[]; slot: AvailabilitySlot },
  range: { from: string; to: string },
): Promise<string[]> {
  if (range.to < range.from) return [];
  await lockSlots(tx, [share.slot.id]);
  const taken = await takenPlaces(tx, share.slot.id, range, share.requestId);
  const dates = shareDates(share.weekdays, range.from, range.to);
  const full = dates.filter((date) => (taken.get(date) ?? 0) >= share.slot.capacity);
  await insertDays(
    tx,
    dates.map((date) => ({
      requestId: share.requestId,
      slotId: share.slot.id,
      date,
      startTime: share.slot.startTime,
      endTime: share.slot.endTime,
      ...(full.includes(date) ? { status: 'cancelled' as const, reason: TAKEN_REASON } : {}),
    })),
  );
  return full;
}

/** The days from..to, as the pending share's days (nothing is held until the owner accepts). */
export async function bookAskedDays(
  tx: Executor,
  share: { requestId: number; weekdays: readonly Weekday[]; slot: AvailabilitySlot },
  range: { from: string; to: string },
): Promise<void> {
  await insertDays(
    tx,
    shareDates(share.weekdays, range.from, range.to).map((date) => ({
      requestId: share.requestId,
      slotId: share.slot.id,
      date,
      startTime: share.slot.startTime,
      endTime: share.slot.endTime,
    })),
  );
}

/** The day before `day`. */
export const dayBefore = (day: string): string => addDays(day, -1);
