import { BadgeCheck, MapPin, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UserType } from '#contract/users';
import { Badge } from '#client/components/ui/badge';
import { cn } from '#client/lib/cn';
import { USER_TYPE_LABELS } from '#client/lib/format';

/**
 * The green "Verified" tick beside a member's name: once their documents were checked, or while they hold
 * Horse Owner Premium, whose stated benefits include the verified badge (member spec §1).
 */
export function VerifiedMark({ status, premium = false }: { status: string; premium?: boolean }) {
  if (status !== 'verified' && !premium) return null;
  return (
    <span className="inline-flex items-center gap-1 text-sm font-semibold text-success">
      <BadgeCheck aria-hidden="true" className="size-5" />
      Verified
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
