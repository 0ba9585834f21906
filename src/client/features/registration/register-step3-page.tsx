import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { Alert } from '#client/components/ui/alert';
import { usePageTitle } from '#client/lib/use-page-title';
import { AuthPageShell } from '#client/components/layout/auth-page-shell';
import { BackLink } from '#client/components/layout/back-link';
import { readRegistrationQuery, step2Href } from './registration-query';
import { registrationDetails } from './registration-details-storage';
import { RegistrationProgress } from './registration-progress';
import { Step3Form } from './step3-form';
import { USER_TYPE_LABELS } from '#client/lib/format';

/** /register/step3 (docs/product.md §M2): where the account is created. Type defaults to owner. */
export function RegisterStep3Page() {
  usePageTitle('Complete Your Profile');
  const search = useSearch();
  const query = useMemo(() => readRegistrationQuery(search), [search]);
  // Read once: step 2 stored them (see registration-details-storage); none means step 2 must come first.
  const details = useMemo(() => {
    const stored = registrationDetails.read();
    return stored?.email && stored.firstName && stored.lastName ? stored : null;
  }, []);

  return (
    <AuthPageShell
      wide
      title="Complete Your Profile"
      description={`Nearly there. A few more details and your ${USER_TYPE_LABELS[query.type].toLowerCase()} account is ready.`}
      before={<RegistrationProgress step={3} />}
    >
      {details ? (
        <p className="mb-5 text-sm text-muted">
          Joining as{' '}
          <span className="font-semibold text-ink">
            {details.firstName} {details.lastName}
          </span>{' '}
          (<span className="break-all">{details.email}</span>)
        </p>
      ) : (
        <Alert variant="danger" title="Your details are missing" className="mb-5">
          <p>We need your name and email from step 2 before we can create your account.</p>
          <BackLink href={step2Href(query)}>Go back to Your Details</BackLink>
        </Alert>
      )}
      <Step3Form query={query} details={details} />
    </AuthPageShell>
  );
}
