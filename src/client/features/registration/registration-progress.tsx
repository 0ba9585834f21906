import { Check } from 'lucide-react';
import { cn } from '#client/lib/cn';

const STEPS = [1, 2, 3] as const;

/** Progress 1-2-3 of the registration wizard; the current step is marked for assistive technology. */
export function RegistrationProgress({ step }: { step: 1 | 2 | 3 }) {
  return (
    <div className="grid justify-items-center gap-2">
      <ol className="flex items-center" aria-label="Registration progress">
        {STEPS.map((n) => {
          const done = n < step;
          const current = n === step;
          return (
            <li key={n} className="flex items-center" aria-current={current ? 'step' : undefined}>
              {n > 1 ? (
                <span
                  aria-hidden="true"
                  className={cn('h-0.5 w-10 sm:w-16', done || current ? 'bg-primary' : 'bg-line')}
                />
              ) : null}
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-9 items-center justify-center rounded-full border-2 text-sm font-bold',
                  done && 'border-primary bg-primary text-cream',
                  current && 'border-primary bg-cream text-primary',
                  !done && !current && 'border-line bg-cream text-muted',
                )}
              >
                {done ? <Check className="size-4" /> : n}
              </span>
              <span className="sr-only">
                Step {n}
                {done ? ', completed' : current ? ', current' : ''}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="text-sm font-medium text-muted">Step {step} of 3</p>
    </div>
  );
}
