import { Check, Circle } from 'lucide-react';
import { PASSWORD_MIN_LENGTH } from '#contract/auth';
import { cn } from '#client/lib/cn';

/** The single-page registration's password rules (member spec §5), in the order the contract checks them. */
export const PASSWORD_RULES = [
  {
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (p: string) => p.length >= PASSWORD_MIN_LENGTH,
  },
  { label: 'One uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { label: 'One lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { label: 'One number', test: (p: string) => /[0-9]/.test(p) },
] as const;

/** A checklist that ticks each rule as the password meets it; used as the field's description. */
export function PasswordStrengthHints({ id, password }: { id: string; password: string }) {
  return (
    <ul id={id} className="grid gap-1 text-sm sm:grid-cols-2" aria-label="What your password needs">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <li
            key={rule.label}
            className={cn('flex items-center gap-1.5', met ? 'text-success' : 'text-muted')}
          >
            {met ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <Circle aria-hidden="true" className="size-3.5" />
            )}
            {rule.label}
            <span className="sr-only">{met ? ' (done)' : ' (not yet)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
