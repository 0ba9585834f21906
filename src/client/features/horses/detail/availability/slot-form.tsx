import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  AVAILABILITY_LIMITS,
  AvailabilitySlotUpdateSchema,
  SLOT_DEFAULT_TIMES,
  type AvailabilitySlot,
} from '#contract/availability';
import {
  describePlan,
  mondayFirstWeekday,
  nextDaysOf,
  planOfSlot,
  slotsOfPlan,
  type PlannedSlot,
  type SlotPlan,
} from '#contract/rules/slot-plan';
import { shortDay } from '#contract/rules/visit-words';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { ApiError } from '#client/lib/api';
import { ActionsWithCancel } from './actions-with-cancel';
import type { IsoDate } from './calendar-dates';
import { RepeatChoice, WeekdayChoice } from './slot-plan-fields';

type Field = 'title' | 'from' | 'until' | 'startTime' | 'endTime' | 'capacity' | 'weekdays';
type Errors = Partial<Record<Field, string>>;

/** How many of the next days the preview lists. */
const PREVIEW_DAYS = 6;

const NO_WEEKDAY = 'Choose at least one day of the week';
const UNTIL_BEFORE_FROM = 'The last day cannot be before the first';

function initialPlan(slot: AvailabilitySlot | null, day: IsoDate): SlotPlan {
  if (slot) return planOfSlot(slot);
  return {
    title: '',
    repeat: 'once',
    weekdays: [mondayFirstWeekday(day)],
    from: day,
    until: day,
    ...SLOT_DEFAULT_TIMES,
    capacity: 1,
  };
}

/** The contract's checks on each slot the plan writes, as messages by the form's fields. */
function checkPlan(plan: SlotPlan, slots: PlannedSlot[]): Errors {
  const errors: Errors = {};
  if (plan.until && plan.from && plan.until < plan.from) errors.until = UNTIL_BEFORE_FROM;
  if (plan.repeat === 'weekly' && plan.weekdays.length === 0) errors.weekdays = NO_WEEKDAY;
  const rename: Record<string, Field> = {
    title: 'title',
    startDate: 'from',
    endDate: 'until',
    recurrenceEnd: 'until',
    startTime: 'startTime',
    endTime: 'endTime',
    capacity: 'capacity',
  };
  for (const slot of slots) {
    const parsed = AvailabilitySlotUpdateSchema.safeParse(slot);
    if (parsed.success) continue;
    for (const issue of parsed.error.issues) {
      const field = rename[String(issue.path[0])];
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  return errors;
}

/**
 * The owner's add / edit form (issue 27): it says what it will publish ("Every Tue and Thu, 10:00–12:00,
 * from 1 Dec until 31 Jan") and previews the next days before saving. A weekly plan is one weekly slot per
 * weekday chosen; the contract's schema checks each slot here as on the server.
 */
export function SlotForm({
  slot,
  day,
  today,
  pending,
  serverError,
  onSubmit,
  onCancel,
}: {
  /** The slot being edited, or null to add one. */
  slot: AvailabilitySlot | null;
  /** The day chosen in the calendar: a new slot starts on it. */
  day: IsoDate;
  today: IsoDate;
  pending: boolean;
  serverError: unknown;
  onSubmit: (slots: PlannedSlot[]) => void;
  onCancel: () => void;
}) {
  const [plan, setPlan] = useState(() => initialPlan(slot, day));
  const [shown, setShown] = useState<Errors>({});
  const titleId = slot ? 'edit-slot-title' : 'add-slot-title';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const slots = useMemo(() => slotsOfPlan(plan), [plan]);
  const preview = useMemo(() => nextDaysOf(slots, today, PREVIEW_DAYS), [slots, today]);
  const set = (changes: Partial<SlotPlan>) => setPlan((current) => ({ ...current, ...changes }));

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!(serverError instanceof ApiError) || !serverError.fieldErrors) return;
    const fields = serverError.fieldErrors;
    setShown({
      title: fields.title?.[0],
      from: fields.startDate?.[0],
      until: fields.endDate?.[0] ?? fields.recurrenceEnd?.[0],
      startTime: fields.startTime?.[0],
      endTime: fields.endTime?.[0],
      capacity: fields.capacity?.[0],
    });
  }, [serverError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = checkPlan(plan, slots);
    setShown(errors);
    if (Object.values(errors).some(Boolean)) {
      // After React has drawn the messages: focus the first field that has one.
      requestAnimationFrame(() =>
        formRef.current
          ?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[aria-describedby] input')
          ?.focus(),
      );
      return;
    }
    onSubmit(slots);
  };
  const serverMessage =
    serverError instanceof ApiError ? (serverError.serverMessage ?? serverError.message) : null;
  const once = plan.repeat === 'once';

  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-4 rounded-2xl border border-line bg-sand p-4 sm:p-5"
    >
      <h4 id={titleId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink">
        {slot ? `Edit ${slot.title}` : 'Add availability slot'}
      </h4>
      {serverMessage ? <Alert variant="danger">{serverMessage}</Alert> : null}
      <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4">
        <FormField label="Title" error={shown.title} required>
          <Input
            value={plan.title}
            onChange={(e) => set({ title: e.target.value })}
            maxLength={AVAILABILITY_LIMITS.titleMax}
            placeholder="Morning ride"
          />
        </FormField>
        <RepeatChoice value={plan.repeat} onChange={(repeat) => set({ repeat })} />
        {plan.repeat === 'weekly' ? (
          <WeekdayChoice plan={plan} error={shown.weekdays} onChange={(weekdays) => set({ weekdays })} />
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={once ? 'Date' : 'From'} error={shown.from} required>
            <Input
              type="date"
              value={plan.from}
              onChange={(e) =>
                set(
                  once && plan.until === plan.from
                    ? { from: e.target.value, until: e.target.value }
                    : { from: e.target.value },
                )
              }
            />
          </FormField>
          <FormField
            label={once ? 'Last day' : 'Until'}
            hint={once ? 'The same day for one day' : undefined}
            hintBelow
            error={shown.until}
            required
          >
            <Input type="date" value={plan.until} onChange={(e) => set({ until: e.target.value })} />
          </FormField>
          <FormField label="Start time" error={shown.startTime} required>
            <Input
              type="time"
              step={60}
              value={plan.startTime}
              onChange={(e) => set({ startTime: e.target.value })}
            />
          </FormField>
          <FormField label="End time" error={shown.endTime} required>
            <Input
              type="time"
              step={60}
              value={plan.endTime}
              onChange={(e) => set({ endTime: e.target.value })}
            />
          </FormField>
          <FormField
            label="People per day"
            hint="How many enthusiasts can come on one day; a full day shows as taken."
            hintBelow
            error={shown.capacity}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={AVAILABILITY_LIMITS.capacityMax}
              value={plan.capacity}
              onChange={(e) => set({ capacity: Number(e.target.value) })}
            />
          </FormField>
        </div>
        <div className="grid gap-1 rounded-xl border border-line bg-cream p-3" aria-live="polite">
          <p className="font-semibold text-primary">
            <span className="sr-only">This will publish: </span>
            {describePlan(plan)}
          </p>
          <p className="text-sm text-muted">
            {preview.length > 0
              ? `Next: ${preview.map(shortDay).join(' · ')}`
              : 'No days from today: check the dates and days.'}
          </p>
        </div>
        <ActionsWithCancel onCancel={onCancel}>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving...' : slot ? 'Save slot' : 'Add slot'}
          </Button>
        </ActionsWithCancel>
      </form>
    </section>
  );
}
