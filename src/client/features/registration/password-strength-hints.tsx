import { Check, Circle } from 'lucide-react';
import { PASSWORD_RULES } from '#contract/auth';
import { cn } from '#client/lib/cn';

/**
 * A checklist that ticks each rule as the password meets it; used as the field's description. Both
 * registration forms show it: one list of rules, the contract's, which both their calls enforce.
 */
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
