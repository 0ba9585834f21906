import { CalendarOff, CalendarX, Repeat } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { partyOf, type RequestView } from '#contract/requests';
import { shortDay } from '#contract/rules/visit-words';
import { weekdaysInWords } from '#contract/rules/weekdays';
import { AgreementStatus } from '#client/components/requests/agreement-status';
import { RidePanel } from '#client/components/rides/ride-panel';
import { Button } from '#client/components/ui/button';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { paths } from '#client/lib/paths';
import { ChangeDaysDialog } from './change-days-dialog';
import { EndShareDialog } from './end-share-dialog';
import { CarryOnQuestion, ProposedChange, type Answer } from './share-questions';
import {
  canEndSooner,
  carryOnAsked,
  dayInWords,
  lastDayOf,
  latestDoneDay,
  nextPlannedDay,
  skippableDays,
} from './share-days';
import { useShareCall } from './shares-api';
import { SkipDayDialog } from './skip-day-dialog';

type Dialog = 'skip' | 'end' | 'change' | null;

/** One labelled line of a share ("Next day: …"). */
function Fact({ label, children }: { label: string; children: string }) {
  return (
    <p className="text-sm text-ink">
      <span className="font-semibold">{`${label}: `}</span>
      {children}
    </p>
  );
}

/**
 * One running share, for either member: the horse, the other member, the weekdays and times, the next
 * day, the trial or the last day; "Carry on sharing?" and proposed new days when they wait for this
 * member; and Skip a day, Change days and End share. After a change, focus goes to the share's heading when
 * the button pressed has gone.
 */
export function ShareItem({ share, myId, today }: { share: RequestView; myId: number; today: string }) {
  const call = useShareCall(share.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [changes, setChanges] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const party = partyOf(share, myId) ?? 'requester';
  const other = party === 'owner' ? share.requester : share.owner;
  const next = nextPlannedDay(share);
  const last = lastDayOf(share);
  const skippable = skippableDays(share, new Date());
  // Only the owner says a day was missed (the rider did not come); a rider skips ahead of time instead.
  const missable = party === 'owner' ? latestDoneDay(share, today) : undefined;
  const rolled = share.carryOn.owner === true && share.carryOn.requester === true;
  // Ended before its trial would have, the share has only its last day to show.
  const inTrial =
    share.trialEndsOn !== null &&
    share.trialEndsOn >= today &&
    !rolled &&
    (share.endDate === null || share.endDate >= share.trialEndsOn);

  useEffect(() => {
    if (changes === 0) return;
    // A task later, after a closing dialog has handed focus back to its trigger, which may be gone.
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) heading.current?.focus();
    });
    return () => clearTimeout(timer);
  }, [changes]);

  const done = (words: { title: string; description?: string }) => {
    setDialog(null);
    setChanges((count) => count + 1);
    toast(words);
  };
  const failed = (err: unknown) =>
    toast({ variant: 'destructive', title: 'Could not change the share', description: errorMessage(err) });
  const answer: Answer = (request, words) =>
    call.mutate(request, { onSuccess: () => done(words), onError: failed });
  const dialogProps = { share, otherName: other.firstName, call, onDone: done, onFailed: failed };
  const close = () => setDialog(null);

  return (
    <article
      aria-labelledby={`share-${share.id}`}
      className="grid gap-3 rounded-xl border border-line p-3 sm:p-4"
    >
      <div className="grid gap-0.5">
        <h4
          id={`share-${share.id}`}
          ref={heading}
          tabIndex={-1}
          className="font-semibold wrap-anywhere text-ink"
        >
          <Link href={paths.horse(share.horseId)} className="text-primary underline underline-offset-4">
            {share.horse.name}
          </Link>
        </h4>
        <p className="text-sm wrap-anywhere text-muted">
          {party === 'owner'
            ? `Shared with ${other.firstName} ${other.lastName}`
            : `${other.firstName} ${other.lastName}'s horse`}
        </p>
      </div>
      <p className="font-semibold text-primary">
        {weekdaysInWords(share.weekdays)}
        {next ? `, ${next.startTime}–${next.endTime}` : ''}
      </p>
      <div className="grid gap-1">
        <Fact label="Next day">{next ? dayInWords(next) : 'No more days planned'}</Fact>
        {inTrial && share.trialEndsOn ? <Fact label="Trial until">{shortDay(share.trialEndsOn)}</Fact> : null}
        {share.endDate ? (
          <Fact label="Last day">
            {last ? dayInWords(last) : `No more days; it ends ${shortDay(share.endDate)}`}
          </Fact>
        ) : null}
        {share.carryOn[party] === true &&
        share.carryOn[party === 'owner' ? 'requester' : 'owner'] === null ? (
          <p className="text-sm text-muted">You said yes to carrying on. Waiting for {other.firstName}.</p>
        ) : null}
      </div>
      <AgreementStatus request={share} myId={myId} />
      <RidePanel request={share} myId={myId} />
      {carryOnAsked(share, party, today) ? (
        <CarryOnQuestion share={share} otherName={other.firstName} pending={call.isPending} answer={answer} />
      ) : null}
      <ProposedChange
        share={share}
        myId={myId}
        otherName={other.firstName}
        pending={call.isPending}
        answer={answer}
      />
      <div className="flex flex-wrap items-center gap-2">
        {skippable.length > 0 ? (
          <Button size="sm" variant="outline" onClick={() => setDialog('skip')}>
            <CalendarOff aria-hidden="true" className="size-4" />
            Skip a day
          </Button>
        ) : null}
        {share.proposedChange === null ? (
          <Button size="sm" variant="outline" onClick={() => setDialog('change')}>
            <Repeat aria-hidden="true" className="size-4" />
            Change days
          </Button>
        ) : null}
        {canEndSooner(share, today) ? (
          <Button size="sm" variant="outline" onClick={() => setDialog('end')}>
            <CalendarX aria-hidden="true" className="size-4" />
            End share
          </Button>
        ) : null}
        {missable ? (
          <Button
            size="sm"
            variant="outline"
            disabled={call.isPending}
            onClick={() =>
              answer(
                { path: 'missed', body: { date: missable.date } },
                { title: `${shortDay(missable.date)} noted as missed` },
              )
            }
          >
            {other.firstName} did not come on {shortDay(missable.date)}
          </Button>
        ) : null}
        <Link
          href={paths.messages({ userId: other.id })}
          className="text-sm font-semibold text-primary underline"
        >
          Conversation with {other.firstName}
        </Link>
      </div>
      <SkipDayDialog {...dialogProps} days={skippable} open={dialog === 'skip'} onClose={close} />
      <ChangeDaysDialog {...dialogProps} today={today} open={dialog === 'change'} onClose={close} />
      <EndShareDialog {...dialogProps} today={today} open={dialog === 'end'} onClose={close} />
    </article>
  );
}
