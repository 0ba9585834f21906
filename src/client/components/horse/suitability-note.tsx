import { CircleCheck, Info } from 'lucide-react';
import type { Horse } from '#contract/horses';
import { suitabilityWithLimits } from '#contract/rules/rider-limits';
import { useCurrentUser } from '#client/lib/auth';
import { cn } from '#client/lib/cn';

/**
 * "Suits your experience" or a gentle note (issue 18), worked out in the browser from the signed-in
 * member's own private details (docs/decisions/0018-suitability-table.md), and the owner's limits for
 * riders where the horse has them ("may not suit you", decision 0055): nobody else sees it, and it never
 * shows the weight.
 */
export function SuitabilityNote({ horse, className }: { horse: Horse; className?: string }) {
  const { data: user } = useCurrentUser();
  if (!user || user.id === horse.ownerId) return null;
  const result = suitabilityWithLimits(user, horse);
  if (result.verdict === 'unknown') return null;
  const suits = result.verdict === 'suits';
  const Icon = suits ? CircleCheck : Info;
  return (
    <p
      className={cn(
        'flex items-start gap-2 text-sm font-medium',
        suits ? 'text-success' : 'text-muted',
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {result.text}
    </p>
  );
}
