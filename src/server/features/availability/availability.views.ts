import type { AvailabilitySlot as SlotView } from '#contract/availability.js';
import type { AvailabilitySlot } from '#server/db/schema/index.js';

type DayMarks = Pick<SlotView, 'takenDays' | 'requestedDays' | 'sharedDays'>;

/** A slot as the calendar reads it; marks only on a list (a slot just written has none to show yet). */
export function toSlotView(
  row: AvailabilitySlot,
  marks: DayMarks = { takenDays: [], requestedDays: [], sharedDays: [] },
): SlotView {
  return {
    id: row.id,
    horseId: row.horseId,
    title: row.title,
    startDate: row.startDate,
    endDate: row.endDate,
    startTime: row.startTime,
    endTime: row.endTime,
    recurrenceType: row.recurrenceType,
    recurrenceEnd: row.recurrenceEnd,
    isTemplate: row.isTemplate,
    createdAt: row.createdAt.toISOString(),
    capacity: row.capacity,
    carryOnDays: row.carryOnDays,
    takenDays: marks.takenDays,
    requestedDays: marks.requestedDays,
    sharedDays: marks.sharedDays,
  };
}
