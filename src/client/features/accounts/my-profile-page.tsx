import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { canListHorses } from '#contract/rules/horse-policy';
import { paths } from '#client/lib/paths';
import { PageContainer } from '#client/components/layout/page-container';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { PageSpinner } from '#client/components/layout/page-states';
import { useCurrentUser } from '#client/lib/auth';
import { usePageTitle } from '#client/lib/use-page-title';
import { OwnerHorsesCard } from '#client/components/horse/owner-horses-card';
import { AuthPageShell } from '#client/components/layout/auth-page-shell';
import { SubscriptionsSection } from '#client/components/member/subscriptions-section';
import { ProfileSummary } from './profile-summary';

/**
 * /my-profile, for now only its guard and header (member spec §2): a 401 from the current-user call goes to
 * /login; with no user, 'Not Authenticated' and a Log In button. The full profile comes with its own issue.
 */
export function MyProfilePage() {
  usePageTitle('My Profile');
  const [, navigate] = useLocation();
  const { data: user, isLoading, isError } = useCurrentUser();
  // useCurrentUser turns the 401 into null.
  const signedOut = !isLoading && !isError && user === null;

  useEffect(() => {
    if (signedOut) navigate(paths.login(), { replace: true });
  }, [signedOut, navigate]);

  if (isLoading) return <PageSpinner label="Loading your profile" showLabel />;
  if (!user) {
    return (
      <AuthPageShell title="Not Authenticated" description="Please log in to see your profile.">
        <div className="grid gap-4">
          {isError ? <Alert variant="danger">Failed to fetch user</Alert> : null}
          <Button asChild variant="accent">
            <Link href={paths.login()}>Log In</Link>
          </Button>
        </div>
      </AuthPageShell>
    );
  }
  return (
    <>
      <ProfileSummary user={user} />
      <SubscriptionsSection user={user} />
      {canListHorses(user) ? (
        <PageContainer className="pb-14">
          <div className="mx-auto max-w-3xl">
            <OwnerHorsesCard />
          </div>
        </PageContainer>
      ) : null}
    </>
  );
}
