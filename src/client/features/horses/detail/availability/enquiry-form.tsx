import { LogIn, Send, UserPlus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { MESSAGE_LIMITS, MESSAGE_MESSAGES } from '#contract/messages';
import { SERVICE_LABELS, SERVICES, type Service } from '#contract/options';
import type { AvailabilitySlot } from '#contract/availability';
import { REQUEST_MESSAGES } from '#contract/requests';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Checkbox } from '#client/components/ui/checkbox';
import { FormField } from '#client/components/ui/form-field';
import { Label } from '#client/components/ui/label';
import { OptionSelect } from '#client/components/ui/select';
import { TextBoxField } from '#client/components/ui/text-box-field';
import { cn } from '#client/lib/cn';
import { paths } from '#client/lib/paths';
import { ActionsWithCancel } from './actions-with-cancel';
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
 * offered both ways in, log in or create an account, and either brings them back to this very slot.
 */
export function EnquiryForm({
  target,
  horseName,
  signedIn,
  returnTo,
  pending,
  onSend,
  onCancel,
}: {
  target: EnquiryTarget | null;
  horseName: string;
  signedIn: boolean;
  /** The slot's own address: where logging in or creating an account brings the visitor back to. */
  returnTo: string;
  pending: boolean;
  onSend: (fields: EnquiryFields) => void;
  onCancel: () => void;
}) {
  const [activities, setActivities] = useState<Service[]>([]);
  const [preferredTime, setPreferredTime] = useState('any');
  const [isFlexible, setIsFlexible] = useState(false);
  const [content, setContent] = useState('');
  const [activityError, setActivityError] = useState<string | null>(null);
  const [slotError, setSlotError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const activitiesId = useId();
  const switchId = useId();

  useEffect(() => {
    headingRef.current?.focus();
    setPreferredTime('any');
  }, [target?.slot.id, target?.day]);

  const toggle = (service: Service, on: boolean) => {
    setActivityError(null);
    setActivities((current) => (on ? [...current, service] : current.filter((item) => item !== service)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) {
      setSlotError(REQUEST_MESSAGES.noSlot);
      return;
    }
    if (activities.length === 0) {
      setActivityError(MESSAGE_MESSAGES.activitiesRequired);
      document.getElementById(`${activitiesId}-${SERVICES[0]}`)?.focus();
      return;
    }
    onSend({
      // Checkbox order, not click order: the owner reads them the same way every time.
      activities: SERVICES.filter((service) => activities.includes(service)),
      preferredTime,
      isFlexible,
      content: content.trim() || defaultEnquiryText(horseName, target.day),
    });
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
      {!signedIn ? (
        <div className="grid gap-3">
          <p className="text-ink">
            Log in or create an account to send an enquiry. We will bring you back to this slot.
          </p>
          <ActionsWithCancel onCancel={onCancel}>
            <Button asChild>
              <Link href={paths.login(returnTo)}>
                <LogIn aria-hidden="true" className="size-5" />
                Log in to enquire
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={paths.register('enthusiast', returnTo)}>
                <UserPlus aria-hidden="true" className="size-5" />
                Create account
              </Link>
            </Button>
          </ActionsWithCancel>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-4">
          {slotError && !target ? <Alert variant="danger">{slotError}</Alert> : null}
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
                  checked={activities.includes(service)}
                  aria-invalid={activityError ? true : undefined}
                  onChange={(event) => toggle(service, event.target.checked)}
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
            <OptionSelect
              value={preferredTime}
              onChange={(event) => setPreferredTime(event.target.value)}
              options={timeOptions}
            />
          </FormField>
          <div className="flex min-h-11 items-center gap-3">
            <button
              id={switchId}
              type="button"
              role="switch"
              aria-checked={isFlexible}
              onClick={() => setIsFlexible((on) => !on)}
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
          <TextBoxField
            label="Message"
            value={content}
            onChange={setContent}
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
      )}
    </section>
  );
}
