import { Check, X } from 'lucide-react';
import type { RequestView } from '#contract/requests';
import { shortDay } from '#contract/rules/visit-words';
import { weekdaysInWords } from '#contract/rules/weekdays';
import { SHARE_MESSAGES } from '#contract/shares';
import { Button } from '#client/components/ui/button';
import type { ShareCall } from './shares-api';

/** How a question of a share is answered: a call on it, and the toast's words once it is through. */
export type Answer = (call: ShareCall, done: { title: string; description?: string }) => void;

const box = 'grid gap-2 rounded-xl border border-line bg-primary-soft p-3';

/**
 * "Carry on sharing?", in the trial's last days, until this member answers: yes goes on after the trial
 * once both say so; no ends the share on the trial's last day.
 */
export function CarryOnQuestion({
  share,
  otherName,
  pending,
  answer,
}: {
  share: RequestView;
  otherName: string;
  pending: boolean;
  answer: Answer;
}) {
  const trialEnd = share.trialEndsOn ? shortDay(share.trialEndsOn) : 'the end of the trial';
  return (
    <section aria-labelledby={`carry-on-${share.id}`} className={box}>
      <h5 id={`carry-on-${share.id}`} className="font-semibold text-ink">
        {SHARE_MESSAGES.carryOn}
      </h5>
      <p className="text-sm text-ink">
        The trial ends on {trialEnd}. If you and {otherName} both say yes, the share goes on after it; if
        either says no, the trial's last day is the last.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={pending}
          onClick={() =>
            answer(
              { path: 'continue', body: { carryOn: true } },
              { title: 'You said yes', description: `It carries on once ${otherName} says yes too.` },
            )
          }
        >
          <Check aria-hidden="true" className="size-4" />
          Yes, carry on
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={pending}
          onClick={() =>
            answer(
              { path: 'continue', body: { carryOn: false } },
              {
                title: 'Share ends after the trial',
                description: `The last day is on or before ${trialEnd}.`,
              },
            )
          }
        >
          <X aria-hidden="true" className="size-4" />
          No, end after the trial
        </Button>
      </div>
    </section>
  );
}

/**
 * New days proposed by one member: the other accepts or declines them; the one who proposed may withdraw
 * them while they wait.
 */
export function ProposedChange({
  share,
  myId,
  otherName,
  pending,
  answer,
}: {
  share: RequestView;
  myId: number;
  otherName: string;
  pending: boolean;
  answer: Answer;
}) {
  const change = share.proposedChange;
  if (!change) return null;
  const days = `${weekdaysInWords(change.weekdays)} from ${shortDay(change.fromDate)}`;
  const mine = change.byId === myId;
  return (
    <section aria-labelledby={`change-${share.id}`} className={box}>
      <h5 id={`change-${share.id}`} className="font-semibold text-ink">
        New days proposed
      </h5>
      <p className="text-sm text-ink">
        {mine
          ? `You proposed ${days}. Waiting for ${otherName} to answer.`
          : `${otherName} proposes ${days}.`}
      </p>
      <div className="flex flex-wrap gap-2">
        {mine ? (
          <Button
            size="sm"
            variant="outline"
            disabled={pending}
            onClick={() => answer({ path: 'change/decline' }, { title: 'Proposal withdrawn' })}
          >
            Withdraw
          </Button>
        ) : (
          <>
            <Button
              size="sm"
              disabled={pending}
              onClick={() =>
                answer({ path: 'change/accept' }, { title: 'New days agreed', description: `${days}.` })
              }
            >
              <Check aria-hidden="true" className="size-4" />
              Accept new days
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={pending}
              onClick={() => answer({ path: 'change/decline' }, { title: 'Days kept as they are' })}
            >
              <X aria-hidden="true" className="size-4" />
              Keep the days as they are
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
