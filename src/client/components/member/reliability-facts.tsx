import { CalendarCheck, Clock } from 'lucide-react';
import { answeringWords, keptVisitsWords } from '#contract/rules/reliability';
import { useMemberReliability } from '#client/lib/queries/references';
import { MemberFact } from './member-identity';

/** What each figure counts, said once beside it (decision 0055). */
export const KEPT_MEANING = 'days they were due to ride that passed without a late cancel or a missed mark';
export const ANSWERING_MEANING =
  'requests answered (accepted or declined), of those received that waited 3 days or were answered';

/**
 * A member's reliability in numbers on their profile: "Kept 11 of 12 visits" for a rider who was due to
 * ride at least once, "Answered 9 of 10 requests in the last 90 days, usually within 5 hours" for an owner
 * with three requests that count; nothing while there is nothing true to say.
 */
export function ReliabilityFacts({ memberId }: { memberId: number }) {
  const { data } = useMemberReliability(memberId);
  const kept = data?.kept ? keptVisitsWords(data.kept) : null;
  const answering = data?.answering ? answeringWords(data.answering) : null;
  if (!kept && !answering) return null;
  return (
    <div className="flex flex-wrap gap-x-5 gap-y-1">
      {kept ? (
        <MemberFact icon={CalendarCheck}>
          <span title={KEPT_MEANING}>{kept}</span>
        </MemberFact>
      ) : null}
      {answering ? (
        <MemberFact icon={Clock}>
          <span title={ANSWERING_MEANING}>{answering}</span>
        </MemberFact>
      ) : null}
    </div>
  );
}
