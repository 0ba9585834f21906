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
import { ActiveSessionsCard } from './my-profile/active-sessions-card';
import { BlockedMembersCard } from './my-profile/blocked-members-card';
import { MessageNoticesCard } from './my-profile/message-notices-card';
import { PushNotificationsCard } from './my-profile/push-notifications-card';
import { GettingStartedCard, OwnerGettingStartedCard } from './my-profile/getting-started-card';
import { MemberRequestsCard } from './my-profile/member-requests-card';
import { MySharesCard } from './my-shares/my-shares-card';
import { ProfileDetailsCard } from './my-profile/profile-details-card';
import { NeedsDoingCard } from './my-profile/needs-doing-card';
import {
  ProfileSection,
  ProfileSectionsFolds,
  ProfileSectionsIndex,
} from './my-profile/profile-sections-index';
import { QuickActions } from './my-profile/quick-actions';
import { RidingSchoolCard } from './my-profile/riding-school-card';
import { VerificationDonationPrompt } from './my-profile/verification-donation-prompt';
import { YourDataCard } from './my-profile/your-data-card';
import { VerificationCard } from '#client/components/member/verification-card';
import { SubscriptionsSection } from '#client/components/member/subscriptions-section';
import { SavedHorsesCard } from '#client/components/horse/saved-horses-card';
import { ReferenceAsksCard } from '#client/components/references/reference-asks-card';

/**
 * /my-profile (docs/product.md §M2): a 401 from the current-user call goes to /login (which comes back here
 * after signing in); with no user, 'Not Authenticated' and a Log In button. First what the member has
 * still to do, then five sections under an index whose links keep the section in the address
 * (?section=horses; issue 32); on a phone the settings' sections start folded (issue 46). Each card is
 * in its own file.
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
    <PageContainer className="py-8 sm:py-14">
      <ProfileSectionsFolds>
        <div className="mx-auto grid max-w-3xl gap-6">
          <h1 className="text-3xl font-bold text-primary sm:text-4xl">My Profile</h1>
          <NeedsDoingCard user={user} />
          <ProfileSectionsIndex />
          <QuickActions user={user} />
          <ProfileSection id="details">
            <ProfileDetailsCard user={user} />
            {canListHorses(user) ? (
              <OwnerGettingStartedCard user={user} />
            ) : (
              <>
                <GettingStartedCard user={user} />
                <VerificationDonationPrompt user={user} />
                <ReferenceAsksCard />
              </>
            )}
            <VerificationCard user={user} />
            {/* Owners only: a riding school's business check (decision 0054). */}
            {canListHorses(user) ? <RidingSchoolCard user={user} /> : null}
          </ProfileSection>
          <ProfileSection id="horses">
            {/* Owners: their horses (edit, two-step delete, the one Add a Horse). */}
            <OwnerHorsesCard />
            <SavedHorsesCard />
          </ProfileSection>
          <ProfileSection id="requests">
            <MemberRequestsCard user={user} />
            <MySharesCard user={user} />
          </ProfileSection>
          <ProfileSection id="membership">
            <SubscriptionsSection user={user} />
          </ProfileSection>
          <ProfileSection id="account">
            <ActiveSessionsCard />
            <MessageNoticesCard />
            <PushNotificationsCard />
            <BlockedMembersCard />
            <YourDataCard />
          </ProfileSection>
        </div>
      </ProfileSectionsFolds>
    </PageContainer>
  );
}
