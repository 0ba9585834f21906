import { Repeat } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import type { Horse } from '#contract/horses';
import { MESSAGE_LIMITS } from '#contract/messages';
import { SERVICE_LABELS, SERVICES } from '#contract/options';
import { REQUEST_MESSAGES, RequestCreateSchema } from '#contract/requests';
import { offeredWeekdays, SHARE_LIMITS, trialEndOf } from '#contract/rules/share-days';
import { isCalendarDay } from '#contract/rules/calendar-days';
import { WEEKDAYS, weekdayName } from '#contract/rules/weekdays';
import { SHARE_MESSAGES } from '#contract/shares';
import { RegisteredTextarea, useContractForm } from '#client/components/form';
import { WeekdayToggles } from '#client/components/requests/weekday-toggles';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { labelledOptions, OptionSelect } from '#client/components/ui/select';
import { toast } from '#client/components/ui/use-toast';
import type { DraftKey } from '#client/lib/form-drafts';
import { paths } from '#client/lib/paths';
import { serverText } from '#client/lib/request-errors';
import { shareDrafts, type ShareDraftFields } from '#client/lib/share-drafts';
import { useFormDraft } from '#client/lib/use-form-draft';
import { ActionsWithCancel } from './actions-with-cancel';
import { AskGate } from './ask-gate';
import { useAskToShare } from './availability-api';
import type { EnquiryTarget } from './enquiry-form';
import { slotTimes } from './day-slot-list';
import { sharePreview } from './share-preview';

const TRIAL_OPTIONS = Array.from(
  { length: SHARE_LIMITS.trialWeeksMax - SHARE_LIMITS.trialWeeksMin + 1 },
  (_, index) => {
    const weeks = SHARE_LIMITS.trialWeeksMin + index;
    return { value: String(weeks), label: weeks === 1 ? '1 week' : `${weeks} weeks` };
  },
);

const isTrialWeeks = (weeks: unknown): weeks is number =>
  Number.isInteger(weeks) &&
  Number(weeks) >= SHARE_LIMITS.trialWeeksMin &&
  Number(weeks) <= SHARE_LIMITS.trialWeeksMax;

/**
 * "Ask to share" (issue 41): the slot's time on chosen weekdays every week, from a first day, with a trial
 * after which both decide whether to carry on. Only the weekdays the slot falls on can be chosen; the days
 * it would ask for are previewed with the rule the server books them by; the server's messages show beside
 * their fields. Signed-out visitors are offered both ways in, which bring them back to this form. A member
 * whose address is unconfirmed reads so above the form (issue 46); what they type is kept as a draft
 * (lib/share-drafts.ts) until it is sent, and is here again when the confirmation link brings them back.
 */
export function ShareForm({
  horse,
  target,
  signedIn,
  confirmFirst = null,
  draftKey = null,
  today,
  onSent,
  onCancel,
}: {
  horse: Horse;
  target: EnquiryTarget;
  signedIn: boolean;
  /** The member's address while unconfirmed: the server would refuse the request until it is (issue 46). */
  confirmFirst?: { email: string } | null;
  /** Where this member's draft for this slot and day is kept; null while who is signed in is not known. */
  draftKey?: DraftKey | null;
  today: string;
  onSent: () => void;
  onCancel: () => void;
}) {
  const { slot, day } = target;
  const ask = useAskToShare(horse.id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const [held, setHeld] = useState(false);
  const form = useContractForm(RequestCreateSchema, {
    defaultValues: {
      kind: 'share',
      horseId: horse.id,
      availabilitySlotId: slot.id,
      weekdays: [weekdayName(day)],
      startDate: day,
      trialWeeks: SHARE_LIMITS.trialWeeksDefault,
      endDate: null,
      service: horse.services[0] ?? SERVICES[0],
      message: '',
    },
  });
  const errors = form.formState.errors;
  const weekdays = form.watch('weekdays');
  const startDate = form.watch('startDate');
  const trialWeeks = form.watch('trialWeeks');
  const endDate = form.watch('endDate');
  const from = isCalendarDay(startDate) ? startDate : day;
  const lastAsked = trialEndOf(from, Number.isInteger(trialWeeks) ? Number(trialWeeks) : 1);
  const offered = offeredWeekdays(slot, { from, to: lastAsked });
  const preview = sharePreview({ weekdays, startDate, trialWeeks, endDate });
  const ownerName = horse.owner?.firstName ?? 'The owner';
  const returnTo = paths.horseSlot(horse.id, { slotId: slot.id, day, ask: 'share' });

  useEffect(() => headingRef.current?.focus(), [slot.id, day]);

  // A draft kept for this slot and day comes back into the form, once each (back from confirming), its
  // values checked against today's options: a past first day or an unknown service falls back. While the
  // address is unconfirmed, what is typed is kept as it is typed.
  const { reset, watch } = form;
  useFormDraft({
    drafts: shareDrafts,
    draftKey,
    keep: confirmFirst !== null,
    watch,
    restore: (draft) => {
      const startDate = isCalendarDay(draft.startDate) && draft.startDate >= today ? draft.startDate : day;
      reset({
        kind: 'share',
        horseId: horse.id,
        availabilitySlotId: slot.id,
        weekdays: WEEKDAYS.filter((weekday) => draft.weekdays.includes(weekday)),
        startDate,
        trialWeeks: isTrialWeeks(draft.trialWeeks) ? draft.trialWeeks : SHARE_LIMITS.trialWeeksDefault,
        endDate:
          draft.endDate && isCalendarDay(draft.endDate) && draft.endDate >= startDate ? draft.endDate : null,
        service: SERVICES.find((service) => service === draft.service) ?? horse.services[0] ?? SERVICES[0],
        message: draft.message,
      });
    },
    toFields: (values): ShareDraftFields => ({
      weekdays: WEEKDAYS.filter((weekday) => values.weekdays?.includes(weekday)),
      startDate: values.startDate ?? day,
      // An emptied select reads as NaN, which JSON cannot keep: the default stands in.
      trialWeeks: isTrialWeeks(values.trialWeeks) ? values.trialWeeks : SHARE_LIMITS.trialWeeksDefault,
      endDate: values.endDate || null,
      service: values.service ?? '',
      message: values.message ?? '',
    }),
  });

  const send = form.handleSubmit((input) =>
    ask.mutate(input, {
      onSuccess: () => {
        // Sent: the words are the owner's to read now, and no copy stays in this browser.
        if (draftKey) shareDrafts.clear(draftKey);
        toast({
          title: SHARE_MESSAGES.shareSent,
          description: `${ownerName} will answer in your requests.`,
        });
        onSent();
      },
      onError: (err) => {
        if (form.showServerErrors(err)) return;
        toast({
          variant: 'destructive',
          title: REQUEST_MESSAGES.sendFailed,
          ...(serverText(err) ? { description: serverText(err) } : {}),
        });
      },
    }),
  );

  return (
    <section
      aria-labelledby="share-title"
      className="grid gap-4 rounded-2xl border border-line bg-sand p-4 sm:p-5"
    >
      <h4 id="share-title" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink">
        {SHARE_MESSAGES.askToShare}: {horse.name}
      </h4>
      <p className="text-ink">
        <span className="font-semibold">{slot.title}</span>: {slotTimes(slot)}, on the days of the week you
        choose, every week.
      </p>
      {errors.availabilitySlotId?.message ? (
        <p className="text-sm font-medium text-danger">{errors.availabilitySlotId.message}</p>
      ) : null}
      <AskGate
        signedIn={signedIn}
        confirmFirst={confirmFirst}
        held={held}
        noticeRef={noticeRef}
        why={`Log in or create an account to ask to share ${horse.name}. We will bring you back to this form.`}
        logInLabel="Log in to ask"
        returnTo={returnTo}
        onCancel={onCancel}
      >
        <form
          onSubmit={(event) => {
            // Unconfirmed: nothing goes to the server, which would only refuse it; the notice says why.
            if (confirmFirst) {
              event.preventDefault();
              setHeld(true);
              noticeRef.current?.focus();
              return;
            }
            void send(event);
          }}
          noValidate
          className="grid gap-4"
        >
          <Controller
            control={form.control}
            name="weekdays"
            render={({ field }) => (
              <WeekdayToggles
                legend="Days of the week"
                hint={
                  offered.length < WEEKDAYS.length ? `Crossed-out days are not in ${slot.title}.` : undefined
                }
                value={field.value ?? []}
                onChange={field.onChange}
                offered={offered}
                error={errors.weekdays?.message}
                inputRef={field.ref}
              />
            )}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="First day" required error={errors.startDate?.message}>
              <Input type="date" min={today} {...form.register('startDate')} />
            </FormField>
            <FormField
              label="Trial"
              error={errors.trialWeeks?.message}
              hint="Before it ends, you are both asked whether to carry on."
              hintBelow
            >
              <OptionSelect
                options={TRIAL_OPTIONS}
                {...form.register('trialWeeks', { valueAsNumber: true })}
              />
            </FormField>
          </div>
          <FormField
            label="Last day (optional)"
            error={errors.endDate?.message}
            hint="Leave it empty to carry on after the trial if you both want to."
            hintBelow
          >
            <Input
              type="date"
              min={from}
              {...form.register('endDate', { setValueAs: (value: string) => value || null })}
            />
          </FormField>
          <FormField label="Help with" required error={errors.service?.message}>
            <OptionSelect options={labelledOptions(SERVICES, SERVICE_LABELS)} {...form.register('service')} />
          </FormField>
          <RegisteredTextarea
            form={form.fields}
            name="message"
            label="Message"
            maxLength={MESSAGE_LIMITS.maxLength}
            placeholder={`Tell ${ownerName} a little about yourself and why you would like to share ${horse.name}.`}
          />
          <p
            role="status"
            className="rounded-xl bg-primary-soft p-3 font-semibold wrap-anywhere text-primary"
          >
            {preview ?? 'Choose at least one day of the week and a first day to see the days.'}
          </p>
          <ActionsWithCancel onCancel={onCancel}>
            <Button type="submit" variant="accent" disabled={ask.isPending}>
              <Repeat aria-hidden="true" className="size-5" />
              {ask.isPending ? 'Sending...' : 'Send share request'}
            </Button>
          </ActionsWithCancel>
        </form>
      </AskGate>
    </section>
  );
}
