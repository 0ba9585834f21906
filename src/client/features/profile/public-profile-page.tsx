import { UserX } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { canListHorses } from '#contract/rules/horse-policy';
import { paths } from '#client/lib/paths';
import { PageContainer } from '#client/components/layout/page-container';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { ApiError } from '#client/lib/api';
import { useCurrentUser } from '#client/lib/auth';
import { usePageTitle } from '#client/lib/use-page-title';
import { parseRouteId } from '#client/lib/route-id';
import { usePublicUser } from '#client/lib/queries/users';
import { ProfileHeader } from './profile-header';
import { AboutCard, ExperienceCard, OwnerHorsesSection, ReviewsCard } from './profile-sections';

function UserNotFound() {
  return (
    <PageContainer className="py-12 sm:py-16">
      <Card className="mx-auto max-w-xl">
        <CardContent className="grid justify-items-center gap-4 p-8 text-center">
          <UserX aria-hidden="true" className="size-10 text-primary" />
          <h1 className="text-2xl font-bold text-primary sm:text-3xl">User Not Found</h1>
          <p className="text-muted">The user you&apos;re looking for doesn&apos;t exist.</p>
          <Button asChild variant="outline">
            <Link href={paths.browse()}>Browse horses</Link>
          </Button>
        </CardContent>
      </Card>
    </PageContainer>
  );
}

/** /user/{id} (spec public §2 Public profile). */
export function PublicProfilePage() {
  const params = useParams<{ id: string }>();
  const id = parseRouteId(params.id);
  const profile = usePublicUser(id);
  const { data: me } = useCurrentUser();
  const user = profile.data;
  usePageTitle(user ? `${user.firstName} ${user.lastName}` : 'Member profile');

  const notFound = id === null || (profile.error instanceof ApiError && profile.error.status === 404);
  if (notFound) return <UserNotFound />;
  if (profile.isError) {
    return (
      <PageContainer className="grid gap-6 py-12">
        <h1 className="text-3xl font-bold text-primary">Member profile</h1>
        <Alert variant="danger">We could not load this profile. Please try again.</Alert>
      </PageContainer>
    );
  }
  if (!user) {
    return (
      <PageContainer className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Loading profile" />
      </PageContainer>
    );
  }

  const viewer = !me ? 'visitor' : me.id === user.id ? 'self' : 'member';
  return (
    <PageContainer className="py-8 sm:py-12">
      <div className="mx-auto grid max-w-5xl gap-6">
        <ProfileHeader user={user} viewer={viewer} />
        <AboutCard user={user} />
        {canListHorses(user) ? (
          <OwnerHorsesSection ownerId={user.id} />
        ) : (
          <>
            <ExperienceCard user={user} />
            <ReviewsCard user={user} />
          </>
        )}
      </div>
    </PageContainer>
  );
}
