import { useEffect, useRef, type ChangeEvent } from 'react';
import {
  AVAILABILITY_LIMITS,
  SLOT_DEFAULT_TIMES,
  SlotPlanSchema,
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
import { showServerFieldErrorsAs, useContractForm } from '#client/components/form';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { ApiError } from '#client/lib/api';
import { ActionsWithCancel } from './actions-with-cancel';
import type { IsoDate } from './calendar-dates';
import { RepeatChoice, WeekdayChoice } from './slot-plan-fields';

/** How many of the next days the preview lists. */
const PREVIEW_DAYS = 6;

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

/** The server's messages about the slots' fields, on the form's fields that hold them. */
const SERVER_FIELDS = {
  title: ['title'],
  from: ['startDate'],
  until: ['endDate', 'recurrenceEnd'],
  startTime: ['startTime'],
  endTime: ['endTime'],
  capacity: ['capacity'],
} as const;

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
  const form = useContractForm(SlotPlanSchema, {
    defaultValues: { ...initialPlan(slot, day) },
    // Focus stays as it was: the first field with a message, weekdays included (not registered).
    shouldFocusError: false,
  });
  const { setError, setValue } = form;
  const errors = form.formState.errors;
  const plan = form.watch();
  const titleId = slot ? 'edit-slot-title' : 'add-slot-title';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // watch() gives a new object on every change: nothing to keep between renders.
  const preview = nextDaysOf(slotsOfPlan(plan), today, PREVIEW_DAYS);
  // The repeat and weekday choices are no inputs: once the form was sent, their changes are checked as
  // the inputs' are.
  const checked = { shouldValidate: form.formState.isSubmitted };

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  useEffect(() => {
    showServerFieldErrorsAs(serverError, setError, SERVER_FIELDS);
  }, [serverError, setError]);

  const submit = form.handleSubmit(
    (slots) => onSubmit(slots),
    () =>
      // After React has drawn the messages: focus the first field that has one.
      requestAnimationFrame(() =>
        formRef.current
          ?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[aria-describedby] input')
          ?.focus(),
      ),
  );
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
        <FormField label="Title" error={errors.title?.message} required>
          <Input
            {...form.register('title')}
            maxLength={AVAILABILITY_LIMITS.titleMax}
            placeholder="Morning ride"
          />
        </FormField>
        <RepeatChoice value={plan.repeat} onChange={(repeat) => setValue('repeat', repeat, checked)} />
        {plan.repeat === 'weekly' ? (
          <WeekdayChoice
            plan={plan}
            error={errors.weekdays?.message}
            onChange={(weekdays) => setValue('weekdays', weekdays, checked)}
          />
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={once ? 'Date' : 'From'} error={errors.from?.message} required>
            <Input
              type="date"
              {...form.register('from', {
                // One day stays one day: the last day follows the first (plan is as drawn, before this change).
                onChange: (e: ChangeEvent<HTMLInputElement>) => {
                  if (once && plan.until === plan.from) setValue('until', e.target.value);
                },
              })}
            />
          </FormField>
          <FormField
            label={once ? 'Last day' : 'Until'}
            hint={once ? 'The same day for one day' : undefined}
            hintBelow
            error={errors.until?.message}
            required
          >
            <Input type="date" {...form.register('until')} />
          </FormField>
          <FormField label="Start time" error={errors.startTime?.message} required>
            <Input type="time" step={60} {...form.register('startTime')} />
          </FormField>
          <FormField label="End time" error={errors.endTime?.message} required>
            <Input type="time" step={60} {...form.register('endTime')} />
          </FormField>
          <FormField
            label="People per day"
            hint="How many enthusiasts can come on one day; a full day shows as taken."
            hintBelow
            error={errors.capacity?.message}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={AVAILABILITY_LIMITS.capacityMax}
              // An emptied box is 0, which the contract refuses with its message (NaN would not reach it).
              {...form.register('capacity', { setValueAs: Number })}
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
