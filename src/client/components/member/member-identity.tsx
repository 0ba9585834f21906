import { BadgeCheck, MapPin, type LucideIcon } from 'lucide-react';
import { RIDING_SCHOOL_BADGE, RIDING_SCHOOL_MEANING } from '#contract/rules/riding-school';
import type { ReactNode } from 'react';
import type { UserType } from '#contract/users';
import { Badge } from '#client/components/ui/badge';
import { cn } from '#client/lib/cn';
import { USER_TYPE_LABELS } from '#client/lib/format';

/**
 * "Verified" means one thing: an admin approved this member's ID document. A donation or Premium pays for
 * the check but never shows the mark by itself (docs/decisions/0021). The line under it says what it means.
 */
export function VerifiedMark({ status }: { status: string }) {
  if (status !== 'verified') return null;
  return (
    <span
      className="inline-flex items-center gap-1 text-sm font-semibold text-success"
      title={VERIFIED_MEANING}
    >
      <BadgeCheck aria-hidden="true" className="size-5" />
      Verified
      <span className="sr-only">: {VERIFIED_MEANING}</span>
    </span>
  );
}

export const VERIFIED_MEANING = 'our team checked this member’s ID document';

/** A member whose donation went through: a thank-you, never a check of who they are. */
export function SupporterMark() {
  return (
    <span className="text-sm font-semibold text-primary" title={SUPPORTER_MEANING}>
      Supporter
    </span>
  );
}

const SUPPORTER_MEANING = 'has donated to the community';

const PREMIUM_MEANING = 'subscribes to Owner Premium';

/**
 * What each mark a profile shows means, in words under the marks: each means one thing, and none of them
 * stands for another (docs/decisions/0021).
 */
export function BadgeMeanings({
  verified,
  premium,
  supporter,
  ridingSchool = false,
}: {
  verified: boolean;
  premium: boolean;
  supporter: boolean;
  ridingSchool?: boolean;
}) {
  const lines = [
    verified ? `Verified: ${VERIFIED_MEANING}.` : null,
    ridingSchool ? `${RIDING_SCHOOL_BADGE}: ${RIDING_SCHOOL_MEANING}.` : null,
    premium ? `Premium owner: ${PREMIUM_MEANING}.` : null,
    supporter ? `Supporter: ${SUPPORTER_MEANING}.` : null,
  ].filter((line): line is string => line !== null);
  if (lines.length === 0) return null;
  return (
    <ul aria-label="What these marks mean" className="grid gap-0.5 text-xs text-muted">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** An owner with a live Owner Premium subscription: a plan, not a check of who they are. */
export function PremiumMark() {
  return (
    <span className="text-sm font-semibold text-accent" title={PREMIUM_MEANING}>
      Premium owner
    </span>
  );
}

/** "Horse Owner" or "Horse Enthusiast". */
export function MemberTypeBadge({ type, className }: { type: UserType; className?: string }) {
  return <Badge className={className}>{USER_TYPE_LABELS[type]}</Badge>;
}

/** One fact about a member with its icon (where they live, when they joined, their email). */
export function MemberFact({
  icon: Icon = MapPin,
  className,
  children,
}: {
  icon?: LucideIcon;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p className={cn('flex items-center gap-1.5 text-muted', className)}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </p>
  );
}
