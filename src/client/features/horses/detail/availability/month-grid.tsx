import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '#client/lib/cn';
import {
  dayAfterKey,
  dayLabel,
  dayOfMonth,
  monthOf,
  monthTitle,
  monthWeeks,
  sameMonth,
  WEEKDAY_HEADERS,
  type CalendarMonth,
  type IsoDate,
} from './calendar-dates';
import { MAX_SLOTS_PER_DAY, dayStateWords, slotDayState, type CalendarSlot } from './calendar-slot';

export interface MonthGridProps<Slot extends CalendarSlot> {
  month: CalendarMonth;
  today: IsoDate;
  /** The slots that occur on a day of this month, in time order. */
  slotsOn: (day: IsoDate) => readonly Slot[];
  selectedDay: IsoDate | null;
  onSelectDay: (day: IsoDate) => void;
  onSlotClick: (slot: Slot, day: IsoDate) => void;
  /** Keyboard moves past the month's edge (PageUp/PageDown, arrows). */
  onMonthChange: (month: CalendarMonth) => void;
}

/**
 * The month as an ARIA grid: one tab stop (the focused day), arrows move a day or a week, Home/End go to
 * the week's start or end, PageUp/PageDown change month; Enter or Space chooses the day. Each day cell has
 * its own label for screen readers ("Tuesday 10 November 2026, today, 2 slots"). The slot chips are mouse
 * shortcuts; keyboard users reach every slot through the chosen day's list below the grid.
 */
export function MonthGrid<Slot extends CalendarSlot>({
  month,
  today,
  slotsOn,
  selectedDay,
  onSelectDay,
  onSlotClick,
  onMonthChange,
}: MonthGridProps<Slot>) {
  const weeks = monthWeeks(month);
  const inMonth = (day: IsoDate | null) => day !== null && sameMonth(monthOf(day), month);
  const fallback =
    [selectedDay, today].find((day) => day !== null && inMonth(day)) ?? weeks.flat().find(Boolean) ?? today;
  const [focusedDay, setFocusedDay] = useState<IsoDate>(fallback);
  const activeDay = inMonth(focusedDay) ? focusedDay : fallback;
  // Focus follows the keyboard only after a key press in the grid, never on first render.
  const moveFocus = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${activeDay}"]`)?.focus();
  }, [activeDay, month]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelectDay(activeDay);
      return;
    }
    const next = dayAfterKey(activeDay, event.key);
    if (!next) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocusedDay(next);
    if (!inMonth(next)) onMonthChange(monthOf(next));
  };

  return (
    <table
      ref={gridRef}
      role="grid"
      aria-label={monthTitle(month)}
      onKeyDown={onKeyDown}
      className="w-full table-fixed border-collapse"
    >
      <thead>
        <tr>
          {WEEKDAY_HEADERS.map(([short, long]) => (
            <th
              key={short}
              scope="col"
              abbr={long}
              className="pb-2 text-center text-xs font-semibold text-muted"
            >
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, row) => (
          <tr key={week.find(Boolean) ?? row}>
            {week.map((day, column) =>
              day ? (
                <DayCell
                  key={day}
                  day={day}
                  slots={slotsOn(day)}
                  today={today}
                  isSelected={day === selectedDay}
                  tabbable={day === activeDay}
                  onFocus={() => setFocusedDay(day)}
                  onSelect={() => onSelectDay(day)}
                  onSlotClick={(slot) => onSlotClick(slot, day)}
                />
              ) : (
                <td key={`pad-${row}-${column}`} role="gridcell" className="border border-line bg-sand/60" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Chip colours by the slot's state on the day: open, asked for by the reader, full, gone by. */
const CHIP_CLASSES = {
  open: 'bg-primary text-cream hover:bg-primary-hover',
  requested: 'bg-accent text-cream',
  taken: 'bg-sand text-muted line-through',
  past: 'bg-sand text-muted',
} as const;

/**
 * A day of the grid. From 640 px up it shows at most 3 short chips (the start time) and "+N more"; on a
 * phone, the number of slots in a circle, so nothing spills into the next day. The cell's label says it
 * all for screen readers ("Tuesday 1 December 2026, today, 2 slots, 1 requested by you").
 */
function DayCell<Slot extends CalendarSlot>({
  day,
  slots,
  today,
  isSelected,
  tabbable,
  onFocus,
  onSelect,
  onSlotClick,
}: {
  day: IsoDate;
  slots: readonly Slot[];
  today: IsoDate;
  isSelected: boolean;
  tabbable: boolean;
  onFocus: () => void;
  onSelect: () => void;
  onSlotClick: (slot: Slot) => void;
}) {
  const isToday = day === today;
  const past = day < today;
  const shown = slots.slice(0, MAX_SLOTS_PER_DAY);
  const more = slots.length - shown.length;
  const states = slots.map((slot) => slotDayState(slot, day, today));
  const label = [dayLabel(day), isToday ? 'today' : null, ...dayStateWords(slots, day, today)]
    .filter(Boolean)
    .join(', ');
  const allTaken = states.length > 0 && states.every((state) => state === 'taken');
  return (
    <td
      role="gridcell"
      data-day={day}
      tabIndex={tabbable ? 0 : -1}
      aria-label={label}
      aria-selected={isSelected}
      aria-current={isToday ? 'date' : undefined}
      onFocus={onFocus}
      onClick={onSelect}
      className={cn(
        'h-14 cursor-pointer border border-line p-0.5 align-top sm:h-24 sm:p-1',
        'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-accent',
        isSelected ? 'bg-primary-soft' : past ? 'bg-sand/60' : 'bg-cream hover:bg-sand',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex size-6 items-center justify-center rounded-full text-xs font-semibold',
          isToday ? 'bg-accent text-cream' : 'text-ink',
        )}
      >
        {dayOfMonth(day)}
      </span>
      {slots.length > 0 ? (
        <span
          aria-hidden="true"
          className={cn(
            'mx-auto mt-0.5 flex size-6 items-center justify-center rounded-full text-xs font-bold sm:hidden',
            states.includes('requested')
              ? 'bg-accent text-cream'
              : past || allTaken
                ? 'bg-sand text-muted'
                : 'bg-primary text-cream',
          )}
        >
          {slots.length}
        </span>
      ) : null}
      <ul aria-hidden="true" className="mt-0.5 hidden gap-0.5 sm:grid">
        {shown.map((slot, index) => (
          <li key={slot.id}>
            <button
              type="button"
              tabIndex={-1}
              title={`${slot.title}, ${slot.startTime}–${slot.endTime}`}
              onClick={(event) => {
                event.stopPropagation();
                onSlotClick(slot);
              }}
              className={cn(
                'block w-full truncate rounded px-1 text-left text-xs leading-5 font-semibold',
                CHIP_CLASSES[states[index] ?? 'open'],
              )}
            >
              {slot.startTime}
            </button>
          </li>
        ))}
        {more > 0 ? <li className="px-1 text-xs font-semibold text-primary">+{more} more</li> : null}
      </ul>
    </td>
  );
}
