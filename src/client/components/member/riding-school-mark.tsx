import { School } from 'lucide-react';
import { RIDING_SCHOOL_BADGE, RIDING_SCHOOL_MEANING } from '#contract/rules/riding-school';
import { cn } from '#client/lib/cn';

/**
 * The riding school mark, on a horse card, a horse's page and a profile. "Verified riding school" means one
 * thing (docs/decisions/0054): our team checked the business's name and insurance certificate, the
 * insurance has not expired, and the owner holds Premium now. The server works it out
 * (`isVerifiedRidingSchool`); nothing else shows it. A module of its own: few owners are riding schools, so
 * a horse card loads it only when it shows one (horse-card.tsx).
 */
export function RidingSchoolMark({ className }: { className?: string }) {
  return (
    <span
      className={cn('inline-flex items-center gap-1 text-sm font-semibold text-success', className)}
      title={RIDING_SCHOOL_MEANING}
    >
      <School aria-hidden="true" className="size-5" />
      {RIDING_SCHOOL_BADGE}
      <span className="sr-only">: {RIDING_SCHOOL_MEANING}</span>
    </span>
  );
}
