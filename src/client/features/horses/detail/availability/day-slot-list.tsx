import type { ReactNode } from 'react';
import { twelveHour, type IsoDate } from './calendar-dates';
import type { CalendarSlot } from './calendar-slot';

/** "9:00 AM - 5:00 PM". */
export function slotTimes(slot: CalendarSlot): string {
  return `${twelveHour(slot.startTime)} - ${twelveHour(slot.endTime)}`;
}

/** One day's slots, each with what the viewer can do with it (enquire, or edit and delete). */
export function DaySlotList<Slot extends CalendarSlot>({
  day,
  slots,
  actions,
}: {
  day: IsoDate;
  slots: readonly Slot[];
  actions: (slot: Slot, day: IsoDate) => ReactNode;
}) {
  return (
    <ul className="grid gap-2">
      {slots.map((slot) => (
        <li
          key={slot.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-cream p-3"
        >
          <div className="grid min-w-0 gap-0.5">
            <p className="font-semibold break-words text-ink">{slot.title}</p>
            <p className="text-sm text-muted">{slotTimes(slot)}</p>
          </div>
          <div className="flex flex-wrap gap-2">{actions(slot, day)}</div>
        </li>
      ))}
    </ul>
  );
}
