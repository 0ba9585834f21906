import {
  RIDE_COMPANIES,
  RIDE_LIMITS,
  RIDE_MESSAGES,
  RIDE_NOTE_LABELS,
  RideExtendFormSchema,
  RideNoteSchema,
  RideStartFormSchema,
} from '#contract/rides';
import { backByAt, londonTime } from '#contract/rules/ride-times';
import { showServerFieldErrorsAs, useContractForm, useResetOnOpen } from '#client/components/form';
import { DialogForm } from '#client/components/ui/dialog-form';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { Textarea } from '#client/components/ui/textarea';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import type { RideView } from '#contract/rides';
import type { useRideCall } from '#client/lib/queries/rides';

type Call = ReturnType<typeof useRideCall>;

interface DialogProps {
  open: boolean;
  onClose: () => void;
  call: Call;
  horseName: string;
}

const failed = (title: string) => (err: unknown) =>
  toast({ variant: 'destructive', title, description: errorMessage(err) });

/** An hour from now on London's clock, rounded to the next quarter: the form's first back-by time. */
function anHourFromNow(): string {
  const at = new Date(Date.now() + 60 * 60_000);
  at.setUTCMinutes(Math.ceil(at.getUTCMinutes() / 15) * 15, 0, 0);
  return londonTime(at);
}

/** "Start ride": back by (a time), where the rider is going, alone or with others. */
export function StartRideDialog({ open, onClose, call, horseName }: DialogProps) {
  const empty = { backByTime: anHourFromNow(), note: '', company: 'alone' as const };
  const form = useContractForm(RideStartFormSchema, { defaultValues: empty });
  useResetOnOpen(open, () => form.reset({ ...empty, backByTime: anHourFromNow() }));
  const errors = form.formState.errors;
  return (
    <DialogForm
      open={open}
      onClose={onClose}
      title={`Start a ride on ${horseName}`}
      description="The owner sees where you are going and when you will be back. If you are not back 15 minutes after that, they and the yard's emergency contact are alerted."
      form={form}
      onValid={(values) =>
        call.mutate(
          {
            path: 'start',
            body: {
              note: values.note,
              company: values.company,
              backBy: backByAt(values.backByTime, new Date()).toISOString(),
            },
          },
          {
            onSuccess: () => {
              onClose();
              toast({ title: RIDE_MESSAGES.rideStarted });
            },
            onError: (err) =>
              showServerFieldErrorsAs(err, form.setError, { backByTime: ['backBy'], note: ['note'] })
                ? undefined
                : failed('Could not start the ride')(err),
          },
        )
      }
      pending={call.isPending}
      submitLabel={RIDE_MESSAGES.startRide}
      pendingLabel="Starting..."
    >
      <FormField label="Back by" error={errors.backByTime?.message}>
        <Input type="time" {...form.register('backByTime')} />
      </FormField>
      <FormField
        label="Where are you going?"
        hint="A short note: the route or the place"
        error={errors.note?.message}
      >
        <Input maxLength={RIDE_LIMITS.routeMax} {...form.register('note')} />
      </FormField>
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-semibold text-ink">Riding</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-1">
          {RIDE_COMPANIES.map((company) => (
            <label key={company} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-ink">
              <input
                type="radio"
                value={company}
                className="size-5 accent-primary"
                {...form.register('company')}
              />
              {company === 'alone' ? 'Alone' : 'With others'}
            </label>
          ))}
        </div>
      </fieldset>
    </DialogForm>
  );
}

/** "Extend": a later back-by time, before the alert has gone. */
export function ExtendRideDialog({
  open,
  onClose,
  call,
  ride,
}: Omit<DialogProps, 'horseName'> & { ride: RideView }) {
  const later = () => londonTime(new Date(Date.parse(ride.backBy) + 30 * 60_000));
  const form = useContractForm(RideExtendFormSchema, { defaultValues: { backByTime: later() } });
  useResetOnOpen(open, () => form.reset({ backByTime: later() }));
  return (
    <DialogForm
      open={open}
      onClose={onClose}
      title="Extend your ride"
      description={`You said back by ${londonTime(new Date(ride.backBy))}. Choose a new time.`}
      form={form}
      onValid={(values) =>
        call.mutate(
          {
            path: 'extend',
            rideId: ride.id,
            body: { backBy: backByAt(values.backByTime, new Date()).toISOString() },
          },
          {
            onSuccess: () => {
              onClose();
              toast({ title: `Back by ${values.backByTime}` });
            },
            onError: (err) =>
              showServerFieldErrorsAs(err, form.setError, { backByTime: ['backBy'] })
                ? undefined
                : failed('Could not extend')(err),
          },
        )
      }
      pending={call.isPending}
      submitLabel={RIDE_MESSAGES.extend}
      pendingLabel="Saving..."
    >
      <FormField label="Back by" error={form.formState.errors.backByTime?.message}>
        <Input type="time" {...form.register('backByTime')} />
      </FormField>
    </DialogForm>
  );
}

const NOTE_LIMITS = {
  howItWent: RIDE_LIMITS.howItWentMax,
  shoes: RIDE_LIMITS.shoesMax,
  lameness: RIDE_LIMITS.lamenessMax,
  toWatch: RIDE_LIMITS.toWatchMax,
} as const;

/** After "I'm back": a short note to the owner, which goes into the diary. */
export function RideNoteDialog({ open, onClose, call, horseName, ride }: DialogProps & { ride: RideView }) {
  const empty = { howItWent: '', shoes: '', lameness: '', toWatch: '' };
  const form = useContractForm(RideNoteSchema, { defaultValues: empty });
  useResetOnOpen(open, () => form.reset(empty));
  const errors = form.formState.errors;
  return (
    <DialogForm
      open={open}
      onClose={onClose}
      title={`How was the ride on ${horseName}?`}
      description="A short note for the owner. It goes into the diary you both read."
      form={form}
      onValid={(body) =>
        call.mutate(
          { path: 'note', rideId: ride.id, body },
          {
            onSuccess: () => {
              onClose();
              toast({ title: RIDE_MESSAGES.noteSaved });
            },
            onError: (err) =>
              form.showServerErrors(err) ? undefined : failed('Could not send the note')(err),
          },
        )
      }
      pending={call.isPending}
      submitLabel="Send to the owner"
      pendingLabel="Sending..."
    >
      {(Object.keys(NOTE_LIMITS) as Array<keyof typeof NOTE_LIMITS>).map((field) =>
        field === 'howItWent' ? (
          <FormField key={field} label={RIDE_NOTE_LABELS[field]} error={errors[field]?.message}>
            <Textarea rows={3} maxLength={NOTE_LIMITS[field]} {...form.register(field)} />
          </FormField>
        ) : (
          <FormField
            key={field}
            label={`${RIDE_NOTE_LABELS[field]} (optional)`}
            error={errors[field]?.message}
          >
            <Input maxLength={NOTE_LIMITS[field]} {...form.register(field)} />
          </FormField>
        ),
      )}
    </DialogForm>
  );
}
