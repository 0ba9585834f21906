import { useState } from 'react';
import { londonWallClock } from '#contract/rules/calendar-days';
import { londonTime } from '#contract/rules/ride-times';
import { shortDay } from '#contract/rules/visit-words';
import {
  DiaryReplyInputSchema,
  RIDE_LIMITS,
  RIDE_MESSAGES,
  RIDE_NOTE_LABELS,
  type DiaryEntry,
} from '#contract/rides';
import type { RequestView } from '#contract/requests';
import { useContractForm } from '#client/components/form';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Spinner } from '#client/components/ui/spinner';
import { Textarea } from '#client/components/ui/textarea';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useDiary, useRideCall } from '#client/lib/queries/rides';

/** "Tue 2 Mar, 10:00–10:58": when a ride was, on London's clock. */
function rideWhen(entry: DiaryEntry): string {
  const start = new Date(entry.rideStartedAt);
  const end = entry.rideBackAt ? `–${londonTime(new Date(entry.rideBackAt))}` : '';
  return `${shortDay(londonWallClock(start).day)}, ${londonTime(start)}${end}`;
}

/**
 * The diary of a visit or share (decision 0056): the rider's notes after each ride and the owner's
 * replies, newest first, for the two members only. Read when opened.
 */
export function DiarySection({ request, myId }: { request: RequestView; myId: number }) {
  const [open, setOpen] = useState(false);
  const diary = useDiary(request.id, open);
  const owner = request.ownerId === myId;
  return (
    <div className="grid gap-2">
      <div>
        <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? `Hide the ${RIDE_MESSAGES.diary.toLowerCase()}` : RIDE_MESSAGES.diary}
        </Button>
      </div>
      {!open ? null : diary.isPending ? (
        <Spinner label="Loading the diary" />
      ) : diary.isError ? (
        <Alert variant="danger">Failed to fetch the diary</Alert>
      ) : diary.data.length === 0 ? (
        <p className="text-sm text-muted">No notes yet. After each ride, the rider writes how it went.</p>
      ) : (
        <ol aria-label={`${RIDE_MESSAGES.diary}: ${request.horse.name}`} className="grid gap-3">
          {diary.data.map((entry) => (
            <li key={entry.id} className="grid gap-2 rounded-xl border border-line bg-sand p-3">
              <p className="text-sm font-semibold text-ink">
                {entry.author.firstName}’s ride, {rideWhen(entry)}
              </p>
              <dl className="grid gap-1 text-sm">
                {(Object.keys(RIDE_NOTE_LABELS) as Array<keyof typeof RIDE_NOTE_LABELS>)
                  .filter((field) => entry[field] !== '')
                  .map((field) => (
                    <div key={field}>
                      <dt className="inline font-semibold text-ink">{`${RIDE_NOTE_LABELS[field]}: `}</dt>
                      <dd className="inline wrap-anywhere whitespace-pre-line text-ink">{entry[field]}</dd>
                    </div>
                  ))}
              </dl>
              {entry.replies.map((reply) => (
                <p key={reply.id} className="border-l-4 border-primary pl-2 text-sm wrap-anywhere text-ink">
                  <span className="font-semibold">{`${reply.author.firstName}: `}</span>
                  {reply.text}
                </p>
              ))}
              {owner ? <ReplyForm requestId={request.id} entry={entry} /> : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The owner's reply under a note. */
function ReplyForm({ requestId, entry }: { requestId: number; entry: DiaryEntry }) {
  const call = useRideCall(requestId);
  const form = useContractForm(DiaryReplyInputSchema, { defaultValues: { noteId: entry.id, text: '' } });
  return (
    <form
      className="grid gap-2"
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit((body) =>
          call.mutate(
            { path: 'reply', body },
            {
              onSuccess: () => {
                form.reset({ noteId: entry.id, text: '' });
                toast({ title: RIDE_MESSAGES.replySaved });
              },
              onError: (err) =>
                form.showServerErrors(err)
                  ? undefined
                  : toast({
                      variant: 'destructive',
                      title: 'Could not reply',
                      description: errorMessage(err),
                    }),
            },
          ),
        )(event)
      }
    >
      <FormField label={`Reply to ${entry.author.firstName}`} error={form.formState.errors.text?.message}>
        <Textarea rows={2} maxLength={RIDE_LIMITS.replyMax} {...form.register('text')} />
      </FormField>
      <div>
        <Button type="submit" size="sm" disabled={call.isPending}>
          {call.isPending ? 'Sending...' : 'Reply'}
        </Button>
      </div>
    </form>
  );
}
