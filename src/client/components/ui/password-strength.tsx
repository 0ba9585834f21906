import { useEffect, useState } from 'react';
import { PASSWORD_MIN_STRENGTH_SCORE } from '#contract/auth';
import { cn } from '#client/lib/cn';

type Estimate = (password: string, userInputs: string[]) => number;

/**
 * zxcvbn and its dictionaries weigh far more than the landing page's whole JavaScript budget, so they
 * are fetched only when a password form shows a meter, once, and shared by every meter after that.
 */
let estimatorPromise: Promise<Estimate> | undefined;
function loadEstimator(): Promise<Estimate> {
  estimatorPromise ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(([core, common, english]) => {
    const zxcvbn = new core.ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      translations: english.translations,
    });
    return (password, userInputs) => zxcvbn.check(password, userInputs).score;
  });
  return estimatorPromise;
}

/** Below the contract's floor the server refuses the password, so the meter calls it "Weak" too. */
function describeScore(score: number): { label: string; filled: number; colour: string } {
  if (score < PASSWORD_MIN_STRENGTH_SCORE) return { label: 'Weak', filled: 1, colour: 'bg-danger' };
  if (score === 2) return { label: 'Fair', filled: 2, colour: 'bg-accent' };
  if (score === 3) return { label: 'Good', filled: 3, colour: 'bg-primary' };
  return { label: 'Strong', filled: 4, colour: 'bg-success' };
}

export interface PasswordStrengthProps {
  password: string;
  /** Words the password should not lean on: the member's name and email. */
  userInputs?: string[];
  className?: string;
}

/**
 * A small strength meter for a password field. The label ("Password strength: Fair") is announced
 * politely by screen readers as it changes; the bar is decoration and hidden from them.
 */
export function PasswordStrength({ password, userInputs = [], className }: PasswordStrengthProps) {
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const inputsKey = userInputs.filter(Boolean).join('\u0000');

  useEffect(() => {
    if (!password || estimate) return;
    let cancelled = false;
    loadEstimator().then(
      (loaded) => {
        if (!cancelled) setEstimate(() => loaded);
      },
      // Without the meter the form still works, and the server still refuses a weak password.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [password, estimate]);

  const strength =
    password && estimate
      ? describeScore(estimate(password, inputsKey ? inputsKey.split('\u0000') : []))
      : null;

  return (
    <div className={cn('mt-1.5', className)}>
      {strength && (
        <div className="flex gap-1" aria-hidden="true" data-testid="password-strength-bar">
          {[1, 2, 3, 4].map((segment) => (
            <span
              key={segment}
              className={cn(
                'h-1.5 flex-1 rounded-full',
                segment <= strength.filled ? strength.colour : 'bg-line',
              )}
            />
          ))}
        </div>
      )}
      {/* Always rendered, so screen readers already know the region when its text first changes. */}
      <p role="status" aria-live="polite" className="mt-1 text-sm text-muted">
        {strength ? `Password strength: ${strength.label}` : ''}
      </p>
    </div>
  );
}
