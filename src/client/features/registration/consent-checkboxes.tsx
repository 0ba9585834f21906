import type { UseFormRegisterReturn } from 'react-hook-form';
import { Checkbox } from '#client/components/ui/checkbox';
import { paths } from '#client/lib/paths';

export interface ConsentCheckboxesProps {
  idPrefix: string;
  confirmAge: UseFormRegisterReturn;
  acceptTerms: UseFormRegisterReturn;
  optOutMarketing: UseFormRegisterReturn;
  errors: { confirmAge?: string | undefined; acceptTerms?: string | undefined };
}

function ConsentError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="ml-8 text-sm font-medium text-danger">
      {message}
    </p>
  ) : null;
}

/**
 * Members must be 18 or over and accept the Terms of Service (member spec §1; the server records when);
 * marketing e-mail can be declined. The terms open in a new tab so what was typed here is kept.
 */
export function ConsentCheckboxes({
  idPrefix,
  confirmAge,
  acceptTerms,
  optOutMarketing,
  errors,
}: ConsentCheckboxesProps) {
  const ageErrorId = `${idPrefix}-age-error`;
  const termsErrorId = `${idPrefix}-terms-error`;
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 text-base font-semibold text-ink">Before you join</legend>
      <Checkbox
        {...confirmAge}
        aria-invalid={errors.confirmAge ? true : undefined}
        aria-describedby={errors.confirmAge ? ageErrorId : undefined}
        label={
          <>
            I confirm that I am 18 or over
            <span className="text-danger" aria-hidden="true">
              {' '}
              *
            </span>
          </>
        }
      />
      <ConsentError id={ageErrorId} message={errors.confirmAge} />
      <Checkbox
        {...acceptTerms}
        aria-invalid={errors.acceptTerms ? true : undefined}
        aria-describedby={errors.acceptTerms ? termsErrorId : undefined}
        label={
          <>
            I accept the{' '}
            <a
              href={paths.termsOfService()}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-primary underline underline-offset-2"
            >
              Terms of Service
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <span className="text-danger" aria-hidden="true">
              {' '}
              *
            </span>
          </>
        }
      />
      <ConsentError id={termsErrorId} message={errors.acceptTerms} />
      <Checkbox
        {...optOutMarketing}
        label="I do not want to receive news and offers by e-mail (opt out of marketing)"
      />
    </fieldset>
  );
}
