import type { Executor } from '#server/db/client.js';
import { findDayMarks } from './requests.repository.js';
import { findShareHolders } from './share-days.repository.js';

export interface SlotDayMarks {
  takenDays: string[];
  requestedDays: string[];
  /** The owner's calendar only: who shares the slot on which day. */
  sharedDays: Array<{ date: string; sharedWith: string }>;
}

/**
 * For a horse's calendar (the availability feature asks): per slot, the days from..to whose accepted
 * visits fill its capacity, and the days on which the reader holds an open request. A full day is taken
 * for everyone, the one visiting included: it is their visit, shown as requested by them as well. For the
 * horse's owner (`ownerView`), also the days accepted shares hold and who holds them; nobody else learns
 * who shares a horse.
 */
export async function slotDayMarks({
  db,
  slots,
  from,
  to,
  viewerId,
  ownerView = false,
}: {
  db: Executor;
  slots: Array<{ id: number; capacity: number }>;
  from: string;
  to: string;
  viewerId: number | null;
  ownerView?: boolean;
}): Promise<Map<number, SlotDayMarks>> {
  const marks = new Map<number, SlotDayMarks>(
    slots.map((slot) => [slot.id, { takenDays: [], requestedDays: [], sharedDays: [] }]),
  );
  const capacity = new Map(slots.map((slot) => [slot.id, slot.capacity]));
  const rows = await findDayMarks(
    db,
    slots.map((slot) => slot.id),
    { from, to },
    viewerId,
  );
  for (const row of rows) {
    const mark = marks.get(row.slotId);
    if (!mark) continue;
    if (row.accepted >= (capacity.get(row.slotId) ?? 1)) mark.takenDays.push(row.day);
    if (row.mine) mark.requestedDays.push(row.day);
  }
  const holders = ownerView
    ? await findShareHolders(
        db,
        slots.map((slot) => slot.id),
        { from, to },
      )
    : [];
  for (const holder of holders) {
    marks.get(holder.slotId)?.sharedDays.push({ date: holder.date, sharedWith: holder.firstName });
  }
  for (const mark of marks.values()) {
    mark.takenDays.sort();
    mark.requestedDays.sort();
  }
  return marks;
}
