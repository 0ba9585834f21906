import { REPEATS, REPEAT_LABELS, WEEKDAY_NAMES, type Repeat, type SlotPlan } from '#contract/rules/slot-plan';
import { Checkbox } from '#client/components/ui/checkbox';

/** "Repeats": Just once, Every day, Every week, Every month, as radio buttons (all visible at once). */
export function RepeatChoice({ value, onChange }: { value: Repeat; onChange: (repeat: Repeat) => void }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-semibold text-ink">Repeats</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        {REPEATS.map((repeat) => (
          <label key={repeat} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-ink">
            <input
              type="radio"
              name="repeat"
              value={repeat}
              checked={value === repeat}
              onChange={() => onChange(repeat)}
              className="size-5 accent-primary"
            />
            {REPEAT_LABELS[repeat]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The weekdays of a weekly plan, Monday first; at least one is needed. */
export function WeekdayChoice({
  plan,
  error,
  onChange,
}: {
  plan: SlotPlan;
  error?: string;
  onChange: (weekdays: number[]) => void;
}) {
  const toggle = (day: number, on: boolean) =>
    onChange(on ? [...plan.weekdays, day] : plan.weekdays.filter((d) => d !== day));
  return (
    <fieldset className="grid gap-1" aria-describedby={error ? 'weekdays-error' : undefined}>
      <legend className="mb-1 text-sm font-semibold text-ink">On</legend>
      <div className="grid grid-cols-4 gap-x-3 sm:grid-cols-7">
        {WEEKDAY_NAMES.map((name, day) => (
          <Checkbox
            key={name}
            label={name}
            checked={plan.weekdays.includes(day)}
            onChange={(event) => toggle(day, event.target.checked)}
          />
        ))}
      </div>
      {error ? (
        <p id="weekdays-error" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
