import type { Executor } from '#server/db/client.js';
import { findDayMarks } from './requests.repository.js';

export interface SlotDayMarks {
  takenDays: string[];
  requestedDays: string[];
}

/**
 * For a horse's calendar (the availability feature asks): per slot, the days from..to whose accepted
 * visits fill its capacity, and the days on which the reader holds an open request. A full day is taken
 * for everyone, the one visiting included: it is their visit, shown as requested by them as well.
 */
export async function slotDayMarks({
  db,
  slots,
  from,
  to,
  viewerId,
}: {
  db: Executor;
  slots: Array<{ id: number; capacity: number }>;
  from: string;
  to: string;
  viewerId: number | null;
}): Promise<Map<number, SlotDayMarks>> {
  const marks = new Map<number, SlotDayMarks>(
    slots.map((slot) => [slot.id, { takenDays: [], requestedDays: [] }]),
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
  for (const mark of marks.values()) {
    mark.takenDays.sort();
    mark.requestedDays.sort();
  }
  return marks;
}
