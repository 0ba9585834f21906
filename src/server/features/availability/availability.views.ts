import type { AvailabilitySlot as SlotView } from '#contract/availability.js';
import type { AvailabilitySlot } from '#server/db/schema/index.js';

export function toSlotView(row: AvailabilitySlot): SlotView {
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
  };
}
