import { CircleAlert } from 'lucide-react';
import { Link } from 'wouter';
import type { RequesterRecord } from '#contract/reliability';
import { LIMITS_MESSAGES } from '#contract/rules/rider-limits';
import { keptVisitsWords } from '#contract/rules/reliability';
import { VerifiedMark } from '#client/components/member/member-identity';
import { MemberRating } from '#client/components/member/member-rating';
import { KEPT_MEANING } from '#client/components/member/reliability-facts';
import { joinedLabel } from '#client/lib/format';
import { paths } from '#client/lib/paths';
import { cn } from '#client/lib/cn';

/**
 * Who is asking, on the owner's card (decision 0055): the rider's public marks and figures, and whether
 * they are within the owner's limits for this horse as they stood when the rider asked (never the weight).
 */
export function RequesterRecordView({
  record,
  requesterId,
  firstName,
}: {
  record: RequesterRecord;
  requesterId: number;
  firstName: string;
}) {
  const since = joinedLabel(record.memberSince)?.replace('Joined', 'Member since');
  const references =
    record.references.count === 0
      ? 'No references yet'
      : `${record.references.count} reference${record.references.count === 1 ? '' : 's'}: ${record.references.latest ?? ''}`;
  return (
    <section
      aria-label={`About ${firstName}`}
      className="grid gap-1.5 rounded-lg border border-line p-3 text-sm"
    >
      {record.limits ? (
        <p
          className={cn(
            'flex items-center gap-1.5 font-semibold',
            record.limits === 'outside'
              ? 'text-danger'
              : record.limits === 'within'
                ? 'text-success'
                : 'text-muted',
          )}
        >
          {record.limits === 'outside' ? (
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          ) : null}
          {LIMITS_MESSAGES.owner[record.limits]}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        {record.verified ? (
          <VerifiedMark status="verified" />
        ) : (
          <span className="text-muted">ID not checked</span>
        )}
        <MemberRating rating={record.rating} reviewCount={record.reviewCount} />
      </div>
      <p>{record.experience ? `Experience: ${record.experience}` : 'Experience not given'}</p>
      <p title={KEPT_MEANING}>{record.kept ? keptVisitsWords(record.kept) : 'No visits due yet'}</p>
      <p className="wrap-anywhere">{references}</p>
      <p className="text-muted">
        {since}
        {' · '}
        <Link href={paths.user(requesterId)} className="font-semibold text-primary underline">
          {firstName}&apos;s profile
        </Link>
      </p>
    </section>
  );
}
