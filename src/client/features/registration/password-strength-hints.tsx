import { Check, Circle } from 'lucide-react';
import { PASSWORD_MIN_LENGTH } from '#contract/auth';
import { cn } from '#client/lib/cn';

/** The single-page registration's password rules (docs/product.md §M5), in the order the contract checks them. */
export const PASSWORD_RULES = [
  {
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (p: string) => p.length >= PASSWORD_MIN_LENGTH,
  },
  { label: 'One uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { label: 'One lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { label: 'One number', test: (p: string) => /[0-9]/.test(p) },
] as const;

/** The three-step wizard's rule (its call asks only the length): the same checklist, one line of it. */
export const BASIC_PASSWORD_RULES = PASSWORD_RULES.slice(0, 1);

/**
 * A checklist that ticks each rule as the password meets it; used as the field's description. Both
 * registration forms show it, each with the rules its own call enforces.
 */
export function PasswordStrengthHints({
  id,
  password,
  rules = PASSWORD_RULES,
}: {
  id: string;
  password: string;
  rules?: ReadonlyArray<(typeof PASSWORD_RULES)[number]>;
}) {
  return (
    <ul id={id} className="grid gap-1 text-sm sm:grid-cols-2" aria-label="What your password needs">
      {rules.map((rule) => {
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
