import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { PageContainer } from '#client/components/layout/page-container';
import { Spinner } from '#client/components/ui/spinner';
import { useCurrentUser } from '#client/lib/auth';
import { paths } from '#client/lib/paths';
import { useHereAsReturnTo, useReturnTo } from '#client/lib/return-to';
import { useSiteConfig } from '#client/lib/site-config';
import { usePageTitle } from '#client/lib/use-page-title';
import { CheckYourEmail } from './check-your-email';
import type { WelcomeVariant } from './registration-complete-content';
import { registrationSentTo } from './registration-details-storage';
import { registrationStorage } from './registration-storage';
import { userTypeOrNull } from './user-types';
import { WelcomeCard } from './welcome-card';

/** Type from the query, else the value step 3 stored (read once, then removed), else unknown. */
function useWelcomeVariant(): WelcomeVariant {
  const fromQuery = userTypeOrNull(new URLSearchParams(useSearch()).get('type'));
  const [stored] = useState(() => registrationStorage.userType());
  useEffect(() => {
    registrationStorage.clearUserType();
  }, []);
  return fromQuery ?? stored ?? 'unknown';
}

/**
 * /registration-complete?type= (docs/product.md §M2): where both registrations lead. Registering signs
 * nobody in, so it first asks the member to check their e-mail and log in (CheckYourEmail); signed in,
 * it is the welcome page, with next steps per kind of user, and `returnTo` when the visitor came to join
 * from a page (the wizard carries it through its steps).
 */
export function RegistrationCompletePage() {
  usePageTitle('Registration complete');
  const variant = useWelcomeVariant();
  const { siteName } = useSiteConfig();
  const { data: user, isLoading } = useCurrentUser();
  const returnTo = useReturnTo();
  const here = useHereAsReturnTo();
  const [sentTo] = useState(() => registrationSentTo.read());
  // Once the member is in, the address has done its work.
  useEffect(() => {
    if (user) registrationSentTo.clear();
  }, [user]);

  // The site's own navigation bar is the spec's top bar (Browse horses, and My Profile once signed in).
  return (
    <PageContainer className="py-10 sm:py-14">
      {isLoading ? (
        <div className="flex min-h-[40vh] items-center justify-center">
          <Spinner label="Loading your account" showLabel />
        </div>
      ) : !user ? (
        // Logged in, on to the page they came to join from, else back here to the welcome.
        <CheckYourEmail sentTo={sentTo} loginHref={paths.login(returnTo ?? here)} />
      ) : (
        <div className="mx-auto grid max-w-2xl gap-6 text-center">
          <CircleCheck aria-hidden="true" className="mx-auto size-16 text-success" />
          <h1 className="text-3xl font-bold text-primary sm:text-4xl">
            Welcome to {siteName}, {user.firstName}!
          </h1>
          <WelcomeCard variant={variant} returnTo={returnTo} />
        </div>
      )}
    </PageContainer>
  );
}
