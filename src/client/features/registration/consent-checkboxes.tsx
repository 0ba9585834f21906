import type { ReactNode } from 'react';
import { Checkbox } from '#client/components/ui/checkbox';
import { paths } from '#client/lib/paths';
import type { RegisteredFields } from '#client/components/ui/registered-input';
import { NewTabLink } from '#client/components/ui/new-tab-link';

type ConsentName = 'confirmAge' | 'acceptTerms' | 'optOutMarketing';

/** A consent the member must give: its checkbox, a required mark, and the error beside it. */
function RequiredConsent({
  form,
  name,
  errorId,
  children,
}: {
  form: RegisteredFields<ConsentName>;
  name: 'confirmAge' | 'acceptTerms';
  errorId: string;
  children: ReactNode;
}) {
  const message = form.errors[name]?.message;
  return (
    <>
      <Checkbox
        {...form.register(name)}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        label={
          <>
            {children}
            <span className="text-danger" aria-hidden="true">
              {' '}
              *
            </span>
          </>
        }
      />
      {message ? (
        <p id={errorId} className="ml-8 text-sm font-medium text-danger">
          {message}
        </p>
      ) : null}
    </>
  );
}

/**
 * Members must be 18 or over and accept the Terms of Service (docs/product.md §M1; the server records when);
 * marketing e-mail can be declined. The terms open in a new tab so what was typed here is kept.
 */
export function ConsentCheckboxes({
  idPrefix,
  form,
}: {
  idPrefix: string;
  form: RegisteredFields<ConsentName>;
}) {
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 text-base font-semibold text-ink">Before you join</legend>
      <RequiredConsent form={form} name="confirmAge" errorId={`${idPrefix}-age-error`}>
        I confirm that I am 18 or over
      </RequiredConsent>
      <RequiredConsent form={form} name="acceptTerms" errorId={`${idPrefix}-terms-error`}>
        I accept the{' '}
        <NewTabLink
          href={paths.termsOfService()}
          className="font-semibold text-primary underline underline-offset-2"
        >
          Terms of Service
        </NewTabLink>
      </RequiredConsent>
      <Checkbox
        {...form.register('optOutMarketing')}
        label="I do not want to receive news and offers by e-mail (opt out of marketing)"
      />
    </fieldset>
  );
}
