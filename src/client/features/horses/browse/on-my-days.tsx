import { WEEKDAY_LABELS, WEEKDAYS, weekdayShortLabel, type Weekday } from '#contract/options';
import { Button } from '#client/components/ui/button';

export interface OnMyDaysProps {
  days: readonly Weekday[];
  onChange: (days: Weekday[]) => void;
}

/**
 * "On my days" (docs/decisions/0050): a toggle button per weekday, Monday first; horses free on at least
 * one of the pressed days in the coming four weeks are found. Four to a row, so the seven fit the side
 * panel and a 360 px phone's sheet with room for a 44 px target each.
 */
export function OnMyDays({ days, onChange }: OnMyDaysProps) {
  const toggle = (day: Weekday) =>
    onChange(WEEKDAYS.filter((d) => (d === day ? !days.includes(day) : days.includes(d))));
  return (
    <div role="group" aria-labelledby="on-my-days-label" aria-describedby="on-my-days-hint">
      <p id="on-my-days-label" className="text-sm font-semibold text-ink">
        On my days
      </p>
      <p id="on-my-days-hint" className="mb-2 text-sm text-muted">
        Horses free on any of them in the next four weeks
      </p>
      <div className="grid grid-cols-4 gap-2">
        {WEEKDAYS.map((day) => {
          const pressed = days.includes(day);
          return (
            <Button
              key={day}
              size="sm"
              variant={pressed ? 'primary' : 'outline'}
              className="px-0"
              aria-pressed={pressed}
              aria-label={WEEKDAY_LABELS[day]}
              onClick={() => toggle(day)}
            >
              {weekdayShortLabel(day)}
            </Button>
          );
        })}
      </div>
      {/*
        What a form sent before the scripts took the page over carries, and what the form's own reading
        of its fields finds (browse-filters.tsx); left out of the address when no day is pressed.
      */}
      <input type="hidden" name="weekdays" value={days.join(',')} disabled={days.length === 0} />
    </div>
  );
}
