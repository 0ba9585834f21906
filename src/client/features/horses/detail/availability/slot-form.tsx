import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import {
  AVAILABILITY_LIMITS,
  AvailabilitySlotUpdateSchema,
  SLOT_DEFAULT_TIMES,
  type AvailabilitySlot,
  type AvailabilitySlotUpdateInput,
} from '#contract/availability';
import { RECURRENCE_TYPES } from '#contract/options';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { OptionSelect } from '#client/components/ui/select';
import { ApiError } from '#client/lib/api';
import { ActionsWithCancel } from './actions-with-cancel';
import type { IsoDate } from './calendar-dates';

type SlotFormValues = z.input<typeof AvailabilitySlotUpdateSchema>;

const RECURRENCE_OPTIONS = RECURRENCE_TYPES.map((value) => ({
  value,
  label: { none: 'Does not repeat', daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' }[value],
}));

const FIELDS: FieldPath<SlotFormValues>[] = [
  'title',
  'startDate',
  'endDate',
  'startTime',
  'endTime',
  'recurrenceType',
  'recurrenceEnd',
];

function initialValues(slot: AvailabilitySlot | null, day: IsoDate): SlotFormValues {
  if (slot) {
    const { title, startDate, endDate, startTime, endTime, recurrenceType, recurrenceEnd } = slot;
    return {
      title,
      startDate,
      endDate,
      startTime,
      endTime,
      recurrenceType,
      recurrenceEnd: recurrenceEnd ?? '',
    };
  }
  return {
    title: '',
    startDate: day,
    endDate: day,
    ...SLOT_DEFAULT_TIMES,
    recurrenceType: 'none',
    recurrenceEnd: '',
  };
}

/**
 * The owner's add / edit form (spec public §5): times default to 09:00-17:00, the recurrence end shows
 * only when the slot repeats and is sent as null when empty. The contract's schema checks it here as on
 * the server; the server's own messages land beside their fields and in `serverError`.
 */
export function SlotForm({
  slot,
  day,
  pending,
  serverError,
  onSubmit,
  onCancel,
}: {
  /** The slot being edited, or null to add one. */
  slot: AvailabilitySlot | null;
  /** The day chosen in the calendar: a new slot starts and ends on it. */
  day: IsoDate;
  pending: boolean;
  serverError: unknown;
  onSubmit: (fields: AvailabilitySlotUpdateInput) => void;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    watch,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<SlotFormValues, unknown, AvailabilitySlotUpdateInput>({
    resolver: zodResolver(AvailabilitySlotUpdateSchema),
    defaultValues: initialValues(slot, day),
  });
  const recurring = watch('recurrenceType') !== 'none';
  const titleId = slot ? 'edit-slot-title' : 'add-slot-title';
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!(serverError instanceof ApiError) || !serverError.fieldErrors) return;
    for (const field of FIELDS) {
      const message = serverError.fieldErrors[field]?.[0];
      if (message) setError(field, { message });
    }
  }, [serverError, setError]);

  const submit = handleSubmit(
    ({ recurrenceType, recurrenceEnd, ...fields }) =>
      onSubmit({
        ...fields,
        recurrenceType,
        recurrenceEnd: recurrenceType === 'none' ? null : recurrenceEnd,
      }),
    (invalid) => {
      const first = FIELDS.find((field) => invalid[field]);
      if (first) setFocus(first);
    },
  );
  const serverMessage =
    serverError instanceof ApiError ? (serverError.serverMessage ?? serverError.message) : null;

  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-4 rounded-2xl border border-line bg-sand p-4 sm:p-5"
    >
      <h4 id={titleId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink">
        {slot ? `Edit ${slot.title}` : 'Add availability slot'}
      </h4>
      {serverMessage ? <Alert variant="danger">{serverMessage}</Alert> : null}
      <form onSubmit={submit} noValidate className="grid gap-4">
        <FormField label="Title" error={errors.title?.message} required>
          <Input {...register('title')} maxLength={AVAILABILITY_LIMITS.titleMax} placeholder="Morning ride" />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Start date" error={errors.startDate?.message} required>
            <Input {...register('startDate')} type="date" />
          </FormField>
          <FormField label="End date" error={errors.endDate?.message} required>
            <Input {...register('endDate')} type="date" />
          </FormField>
          <FormField label="Start time" error={errors.startTime?.message} required>
            <Input {...register('startTime')} type="time" step={60} />
          </FormField>
          <FormField label="End time" error={errors.endTime?.message} required>
            <Input {...register('endTime')} type="time" step={60} />
          </FormField>
          <FormField label="Repeats" error={errors.recurrenceType?.message}>
            <OptionSelect {...register('recurrenceType')} options={RECURRENCE_OPTIONS} />
          </FormField>
          {recurring ? (
            <FormField
              label="Recurrence end"
              hint="Leave empty to repeat until the end date."
              error={errors.recurrenceEnd?.message}
            >
              <Input {...register('recurrenceEnd')} type="date" />
            </FormField>
          ) : null}
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
