import { UserX } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { canListHorses } from '#contract/rules/horse-policy';
import { paths } from '#client/lib/paths';
import { PageContainer } from '#client/components/layout/page-container';
import { NoticePage, PageLoadError, PageSpinner } from '#client/components/layout/page-states';
import { Button } from '#client/components/ui/button';
import { ApiError } from '#client/lib/api';
import { useCurrentUser } from '#client/lib/auth';
import { profilePageTitle } from '#contract/page-meta';
import { usePageTitle } from '#client/lib/use-page-title';
import { parseRouteId } from '#client/lib/route-id';
import { usePublicUser } from '#client/lib/queries/users';
import { BlockButton } from '#client/components/safety/block-button';
import { ReportButton } from '#client/components/safety/report-button';
import { useHaveBlocked } from '#client/lib/queries/safety';
import { ReferencesSection } from '#client/components/references/reference-list';
import { ProfileHeader } from './profile-header';
import { MemberReviewsSection } from './member-reviews-section';
import { AboutCard, ExperienceCard, OwnerHorsesSection } from './profile-sections';

function UserNotFound() {
  return (
    <NoticePage
      icon={UserX}
      title="User Not Found"
      actions={
        <Button asChild variant="outline">
          <Link href={paths.browse()}>Browse horses</Link>
        </Button>
      }
    >
      <p>The user you&apos;re looking for doesn&apos;t exist.</p>
    </NoticePage>
  );
}

/** /user/{id} (docs/product.md §P2 Public profile). */
export function PublicProfilePage() {
  const params = useParams<{ id: string }>();
  const id = parseRouteId(params.id);
  const profile = usePublicUser(id);
  const { data: me } = useCurrentUser();
  const user = profile.data;
  const blocked = useHaveBlocked(user?.id);
  usePageTitle(user ? profilePageTitle(user) : 'Member profile');

  const notFound = id === null || (profile.error instanceof ApiError && profile.error.status === 404);
  if (notFound) return <UserNotFound />;
  if (profile.isError) {
    return (
      <PageLoadError title="Member profile">We could not load this profile. Please try again.</PageLoadError>
    );
  }
  if (!user) return <PageSpinner label="Loading profile" />;

  const viewer = !me ? 'visitor' : me.id === user.id ? 'self' : 'member';
  return (
    <PageContainer className="py-8 sm:py-12">
      <div className="mx-auto grid max-w-5xl gap-6">
        <ProfileHeader user={user} viewer={viewer} blocked={blocked} />
        {viewer === 'member' ? (
          <div className="flex flex-wrap justify-end gap-2">
            <ReportButton target={{ targetType: 'member', targetId: user.id }} what={`${user.firstName}`} />
            <BlockButton member={user} />
          </div>
        ) : null}
        <AboutCard user={user} />
        {canListHorses(user) ? (
          <OwnerHorsesSection ownerId={user.id} />
        ) : (
          <>
            <ExperienceCard user={user} />
            <ReferencesSection
              memberId={user.id}
              firstName={user.firstName}
              reportable={viewer === 'member'}
            />
            <MemberReviewsSection user={user} />
          </>
        )}
      </div>
    </PageContainer>
  );
}
