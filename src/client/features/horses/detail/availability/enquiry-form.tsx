import { Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { EnquiryFieldsSchema, MESSAGE_LIMITS } from '#contract/messages';
import { SERVICE_LABELS, SERVICES } from '#contract/options';
import type { AvailabilitySlot } from '#contract/availability';
import { REQUEST_MESSAGES } from '#contract/requests';
import { RegisteredTextarea, useContractForm } from '#client/components/form';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Checkbox } from '#client/components/ui/checkbox';
import { FormField } from '#client/components/ui/form-field';
import { Label } from '#client/components/ui/label';
import { OptionSelect } from '#client/components/ui/select';
import { cn } from '#client/lib/cn';
import { enquiryDrafts, type EnquiryDraftKey } from '#client/lib/enquiry-drafts';
import { useFormDraft } from '#client/lib/use-form-draft';
import { ActionsWithCancel } from './actions-with-cancel';
import { AskGate } from './ask-gate';
import { dayLabel, hourlyChoices, twelveHour, type IsoDate } from './calendar-dates';
import type { EnquiryFields } from './availability-api';
import { slotTimes } from './day-slot-list';

export interface EnquiryTarget {
  slot: AvailabilitySlot;
  day: IsoDate;
}

/** The message sent when the enquirer writes none: the server needs some text. */
export function defaultEnquiryText(horseName: string, day: IsoDate): string {
  return `Hello! I'd love to help with ${horseName} on ${dayLabel(day)}.`;
}

/**
 * The enquiry form (docs/product.md §P5): at least one activity, a preferred time in hourly steps from the
 * slot's start to before its end (default "any"), a flexible switch and a message. Signed-out visitors are
 * offered both ways in, log in or create an account, and either brings them back to this very slot. A
 * member whose address is unconfirmed reads so above the form (issue 46); what they type is kept as a
 * draft (lib/enquiry-drafts.ts) until it is sent, and is here again when the confirmation link brings them
 * back to this slot.
 */
export function EnquiryForm({
  target,
  horseName,
  signedIn,
  draftOf,
  confirmFirst,
  returnTo,
  pending,
  onSend,
  onCancel,
}: {
  target: EnquiryTarget | null;
  horseName: string;
  signedIn: boolean;
  /** Where this member's draft for a slot and day is kept; null while who is signed in is not known. */
  draftOf: ((target: EnquiryTarget) => EnquiryDraftKey) | null;
  /** The member's address while unconfirmed: the server would refuse the enquiry until it is. */
  confirmFirst: { email: string } | null;
  /** The slot's own address: where logging in or creating an account brings the visitor back to. */
  returnTo: string;
  pending: boolean;
  onSend: (fields: EnquiryFields) => void;
  onCancel: () => void;
}) {
  const form = useContractForm(EnquiryFieldsSchema, {
    defaultValues: { activities: [], preferredTime: 'any', isFlexible: false, content: '' },
  });
  const { setValue, reset, watch } = form;
  const errors = form.formState.errors;
  const activityError = errors.activities?.message;
  const isFlexible = form.watch('isFlexible');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const activitiesId = useId();
  const switchId = useId();
  const [held, setHeld] = useState(false);
  const draftKey = target && draftOf ? draftOf(target) : null;

  useEffect(() => {
    headingRef.current?.focus();
    setValue('preferredTime', 'any');
  }, [target?.slot.id, target?.day, setValue]);

  // A draft kept for this slot and day comes back into the form, once each (back from confirming); while
  // the address is unconfirmed, what is typed is kept as it is typed.
  useFormDraft({
    drafts: enquiryDrafts,
    draftKey,
    keep: confirmFirst !== null,
    watch,
    restore: (draft) => {
      const times = target ? hourlyChoices(target.slot.startTime, target.slot.endTime) : [];
      reset({
        activities: SERVICES.filter((service) => draft.activities.includes(service)),
        preferredTime: times.includes(draft.preferredTime) ? draft.preferredTime : 'any',
        isFlexible: draft.isFlexible,
        content: draft.content,
      });
    },
    toFields: (values) => ({
      activities: SERVICES.filter((service) => values.activities?.includes(service)),
      preferredTime: values.preferredTime ?? 'any',
      isFlexible: values.isFlexible ?? false,
      content: values.content ?? '',
    }),
  });

  const sendFields = form.handleSubmit((fields) => {
    if (!target) return;
    onSend({
      ...fields,
      // Checkbox order, not click order: the owner reads them the same way every time.
      activities: SERVICES.filter((service) => fields.activities.includes(service)),
      content: fields.content || defaultEnquiryText(horseName, target.day),
    });
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Without a slot there is nothing to ask about: said before anything else.
    if (!target) {
      form.setError('root', { message: REQUEST_MESSAGES.noSlot });
      return;
    }
    // Unconfirmed: nothing goes to the server, which would only refuse it; the notice says why, the words stay.
    if (confirmFirst) {
      setHeld(true);
      noticeRef.current?.focus();
      return;
    }
    void sendFields();
  };

  const timeOptions = target
    ? [
        { value: 'any', label: 'Any time' },
        ...hourlyChoices(target.slot.startTime, target.slot.endTime).map((time) => ({
          value: time,
          label: twelveHour(time),
        })),
      ]
    : [{ value: 'any', label: 'Any time' }];

  return (
    <section
      aria-labelledby="enquiry-title"
      className="grid gap-4 rounded-2xl border border-line bg-sand p-4 sm:p-5"
    >
      <h4 id="enquiry-title" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink">
        Enquire about {horseName}
      </h4>
      {target ? (
        <p className="text-ink">
          <span className="font-semibold">{target.slot.title}</span>: {dayLabel(target.day)},{' '}
          {slotTimes(target.slot)}
        </p>
      ) : null}
      <AskGate
        signedIn={signedIn}
        confirmFirst={confirmFirst}
        held={held}
        noticeRef={noticeRef}
        why="Log in or create an account to send an enquiry. We will bring you back to this slot."
        logInLabel="Log in to enquire"
        returnTo={returnTo}
        onCancel={onCancel}
      >
        <form onSubmit={submit} noValidate className="grid gap-4">
          {errors.root?.message && !target ? <Alert variant="danger">{errors.root.message}</Alert> : null}
          <fieldset
            className="grid gap-1"
            aria-describedby={activityError ? `${activitiesId}-error` : undefined}
          >
            <legend className="mb-1 text-sm font-semibold text-ink">
              Activities{' '}
              <span className="text-danger" aria-hidden="true">
                *
              </span>
            </legend>
            <div className="grid gap-x-4 sm:grid-cols-2">
              {SERVICES.map((service) => (
                <Checkbox
                  key={service}
                  id={`${activitiesId}-${service}`}
                  label={SERVICE_LABELS[service]}
                  value={service}
                  {...form.register('activities')}
                  aria-invalid={activityError ? true : undefined}
                />
              ))}
            </div>
            {activityError ? (
              <p id={`${activitiesId}-error`} role="alert" className="text-sm font-medium text-danger">
                {activityError}
              </p>
            ) : null}
          </fieldset>
          <FormField label="Preferred time">
            <OptionSelect {...form.register('preferredTime')} options={timeOptions} />
          </FormField>
          <div className="flex min-h-11 items-center gap-3">
            <button
              id={switchId}
              type="button"
              role="switch"
              aria-checked={isFlexible}
              onClick={() => setValue('isFlexible', !isFlexible)}
              className={cn(
                'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors',
                'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent',
                isFlexible ? 'bg-primary' : 'bg-muted',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'inline-block size-5 rounded-full bg-cream shadow transition-transform',
                  isFlexible ? 'translate-x-6' : 'translate-x-1',
                )}
              />
            </button>
            <Label htmlFor={switchId}>I'm flexible on timing</Label>
          </div>
          <RegisteredTextarea
            form={form.fields}
            name="content"
            label="Message"
            maxLength={MESSAGE_LIMITS.maxLength}
            placeholder={`Tell the owner a little about yourself and how you'd like to help with ${horseName}.`}
          />
          <ActionsWithCancel onCancel={onCancel}>
            <Button type="submit" variant="accent" disabled={pending}>
              <Send aria-hidden="true" className="size-5" />
              {pending ? 'Sending...' : 'Send Request'}
            </Button>
          </ActionsWithCancel>
        </form>
      </AskGate>
    </section>
  );
}
