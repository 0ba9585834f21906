import type { ReactNode } from 'react';
import { dayLabel, type IsoDate } from './calendar-dates';
import type { CalendarSlot } from './calendar-slot';
import { DaySlotList } from './day-slot-list';

/** The list mode: every day of the month that has slots, in order, with all of its slots. */
export function MonthList<Slot extends CalendarSlot>({
  days,
  today,
  slotsOn,
  actions,
  emptyHint,
}: {
  days: readonly IsoDate[];
  today: IsoDate;
  slotsOn: (day: IsoDate) => readonly Slot[];
  actions: (slot: Slot, day: IsoDate) => ReactNode;
  emptyHint?: ReactNode;
}) {
  const withSlots = days.filter((day) => slotsOn(day).length > 0);
  if (withSlots.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-line p-4 text-muted">
        No slots this month.{emptyHint ? <> {emptyHint}</> : null}
      </p>
    );
  }
  return (
    <ol className="grid gap-5">
      {withSlots.map((day) => (
        <li key={day} className="grid gap-2">
          <h4 className="font-semibold text-ink">
            {dayLabel(day)}
            {day === today ? <span className="ml-2 text-sm font-normal text-accent">(today)</span> : null}
          </h4>
          <DaySlotList day={day} today={today} slots={slotsOn(day)} actions={actions} />
        </li>
      ))}
    </ol>
  );
}
