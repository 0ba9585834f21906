import { useState } from 'react';
import type { RequestView } from '#contract/requests';
import { RIDE_MESSAGES, type RideView } from '#contract/rides';
import { isRideDay, londonTime, outNowWords } from '#contract/rules/ride-times';
import { Button } from '#client/components/ui/button';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useCalendarToday } from '#client/lib/calendar-today';
import { useRideCall, useRides } from '#client/lib/queries/rides';
import { DiarySection } from './diary-section';
import { ExtendRideDialog, RideNoteDialog, StartRideDialog } from './ride-dialogs';

type Dialog = 'start' | 'extend' | 'note' | null;

/**
 * A visit's or share's rides (issue 45, decision 0056), for either member: the rider starts one on one of
 * their days, says "I'm back" or extends it, and then writes how it went; the owner reads "Out now: Jo on
 * Biscuit, back by 15:30" while the rider is out. Then the diary both read.
 */
export function RidePanel({ request, myId }: { request: RequestView; myId: number }) {
  const today = useCalendarToday();
  const onDay = isRideDay(request, today);
  const accepted = request.status === 'accepted';
  const rides = useRides(request.id, accepted && (onDay || !request.isOver));
  const call = useRideCall(request.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  if (!accepted) return null;
  const rider = request.requesterId === myId;
  const horse = request.horse.name;
  const out = rides.data?.find((ride) => ride.backAt === null);
  // The latest ride, once back, waits for its note.
  const unnoted: RideView | undefined =
    rides.data?.[0]?.backAt && !rides.data[0].noted ? rides.data[0] : undefined;
  const close = () => setDialog(null);
  const comeBack = (ride: RideView) =>
    call.mutate(
      { path: 'back', rideId: ride.id },
      {
        onSuccess: () => {
          toast({ title: RIDE_MESSAGES.welcomeBack });
          setDialog('note');
        },
        onError: (err) =>
          toast({ variant: 'destructive', title: 'Could not end the ride', description: errorMessage(err) }),
      },
    );
  return (
    <section aria-label={`Rides on ${horse}`} className="grid gap-2">
      {out ? (
        <p role="status" className="font-semibold text-primary">
          {rider
            ? `Out on ${horse}, back by ${londonTime(new Date(out.backBy))}`
            : outNowWords(request.requester.firstName, horse, new Date(out.backBy))}
          {out.alertedAt ? ' (overdue: the alert has gone)' : ''}
        </p>
      ) : null}
      {out && !rider ? (
        <p className="text-sm wrap-anywhere text-muted">
          Going: “{out.note}”, {out.company}
        </p>
      ) : null}
      {rider ? (
        <div className="flex flex-wrap items-center gap-2">
          {out ? (
            <>
              <Button size="sm" disabled={call.isPending} onClick={() => comeBack(out)}>
                {RIDE_MESSAGES.back}
              </Button>
              {out.alertedAt ? null : (
                <Button size="sm" variant="outline" onClick={() => setDialog('extend')}>
                  {RIDE_MESSAGES.extend}
                </Button>
              )}
            </>
          ) : onDay ? (
            <Button size="sm" onClick={() => setDialog('start')}>
              {RIDE_MESSAGES.startRide}
            </Button>
          ) : null}
          {!out && unnoted ? (
            <Button size="sm" variant="outline" onClick={() => setDialog('note')}>
              Write about the ride
            </Button>
          ) : null}
        </div>
      ) : null}
      <DiarySection request={request} myId={myId} />
      {rider ? (
        <>
          <StartRideDialog open={dialog === 'start'} onClose={close} call={call} horseName={horse} />
          {out ? (
            <ExtendRideDialog open={dialog === 'extend'} onClose={close} call={call} ride={out} />
          ) : null}
          {unnoted || dialog === 'note' ? (
            <NoteAfterBack
              open={dialog === 'note'}
              onClose={close}
              call={call}
              horse={horse}
              ride={unnoted}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** The note's dialog for the ride just ended (read again after "I'm back"). */
function NoteAfterBack({
  ride,
  horse,
  ...props
}: {
  open: boolean;
  onClose: () => void;
  call: ReturnType<typeof useRideCall>;
  horse: string;
  ride: RideView | undefined;
}) {
  if (!ride) return null;
  return <RideNoteDialog {...props} horseName={horse} ride={ride} />;
}
