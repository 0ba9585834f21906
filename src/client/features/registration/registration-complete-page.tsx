import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { paths } from '#client/lib/paths';
import { PageContainer } from '#client/components/layout/page-container';
import { Spinner } from '#client/components/ui/spinner';
import { useCurrentUser } from '#client/lib/auth';
import { useSiteConfig } from '#client/lib/site-config';
import { usePageTitle } from '#client/lib/use-page-title';
import type { WelcomeVariant } from './registration-complete-content';
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

/** /registration-complete?type= (member spec §2): the welcome page, with next steps per kind of user. */
export function RegistrationCompletePage() {
  usePageTitle('Registration complete');
  const variant = useWelcomeVariant();
  const { siteName } = useSiteConfig();
  const { data: user, isLoading } = useCurrentUser();

  return (
    <>
      <div className="border-b border-line bg-cream">
        <PageContainer>
          <nav aria-label="After registration" className="flex flex-wrap justify-end gap-x-6 gap-y-1 py-2">
            <Link
              href={paths.browse()}
              className="inline-flex min-h-11 items-center font-medium text-primary hover:underline"
            >
              Browse Horses
            </Link>
            <Link
              href={paths.myProfile()}
              className="inline-flex min-h-11 items-center font-medium text-primary hover:underline"
            >
              My Profile
            </Link>
          </nav>
        </PageContainer>
      </div>
      <PageContainer className="py-10 sm:py-14">
        {isLoading ? (
          <div className="flex min-h-[40vh] items-center justify-center">
            <Spinner label="Loading your account" showLabel />
          </div>
        ) : (
          <div className="mx-auto grid max-w-2xl gap-6 text-center">
            <CircleCheck aria-hidden="true" className="mx-auto size-16 text-success" />
            <h1 className="text-3xl font-bold text-primary sm:text-4xl">
              Welcome to {siteName}
              {user ? `, ${user.firstName}` : ''}!
            </h1>
            <WelcomeCard variant={variant} />
          </div>
        )}
      </PageContainer>
    </>
  );
}
