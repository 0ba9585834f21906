import { useId, type Ref } from 'react';
import { inWeekOrder, longWeekday, shortWeekday, WEEKDAYS, type Weekday } from '#contract/rules/weekdays';
import { cn } from '#client/lib/cn';

/**
 * The days of the week of a share, Monday first, as seven checkboxes that look like toggles. A day the
 * owner's time does not fall on (`offered` leaves it out) cannot be chosen, unless it already is, so it
 * can still be taken off. The choice is always in week order, whatever order it was clicked in.
 */
export function WeekdayToggles({
  legend,
  value,
  onChange,
  offered = WEEKDAYS,
  error,
  hint,
  inputRef,
}: {
  legend: string;
  value: readonly Weekday[];
  onChange: (weekdays: Weekday[]) => void;
  offered?: readonly Weekday[];
  error?: string | undefined;
  hint?: string | undefined;
  /** The form's ref, so a failed submit can move the focus here. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const toggle = (weekday: Weekday, on: boolean) =>
    onChange(inWeekOrder(on ? [...value, weekday] : value.filter((day) => day !== weekday)));
  const firstEnabled = WEEKDAYS.find((day) => offered.includes(day) || value.includes(day));
  return (
    <fieldset className="grid gap-2" aria-describedby={described || undefined}>
      <legend className="mb-1 text-sm font-semibold text-ink">
        {legend}{' '}
        <span className="text-danger" aria-hidden="true">
          *
        </span>
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {WEEKDAYS.map((weekday) => {
          const checked = value.includes(weekday);
          const disabled = !checked && !offered.includes(weekday);
          return (
            <label
              key={weekday}
              className={cn(
                'relative inline-flex min-h-11 min-w-14 items-center justify-center rounded-xl border px-3 text-sm font-semibold',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent',
                checked
                  ? 'border-primary bg-primary text-cream'
                  : disabled
                    ? 'cursor-not-allowed border-line bg-sand text-muted line-through'
                    : 'cursor-pointer border-line bg-cream text-primary hover:bg-primary-soft',
              )}
            >
              <input
                type="checkbox"
                ref={weekday === firstEnabled ? inputRef : undefined}
                className="sr-only"
                checked={checked}
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                onChange={(event) => toggle(weekday, event.target.checked)}
              />
              <span aria-hidden="true">{shortWeekday(weekday)}</span>
              <span className="sr-only">{longWeekday(weekday)}</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
