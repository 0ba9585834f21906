import { Link, useParams } from 'wouter';
import { paths } from '#client/lib/paths';
import { BackLink } from '#client/components/layout/back-link';
import { PageContainer } from '#client/components/layout/page-container';
import { PageLoadError } from '#client/components/layout/page-states';
import { ReportButton } from '#client/components/safety/report-button';
import { Button } from '#client/components/ui/button';
import { Skeleton } from '#client/components/ui/skeleton';
import { Spinner } from '#client/components/ui/spinner';
import { useCurrentUser } from '#client/lib/auth';
import { useHaveBlocked } from '#client/lib/queries/safety';
import { horsePageDescription, horsePageTitle } from '#contract/page-meta';
import { usePageTitle } from '#client/lib/use-page-title';
import { AvailabilitySection } from './availability/availability-section';
import { ContactBar } from './contact-bar';
import { GetInTouchCard } from './get-in-touch-card';
import { HorseFacts } from './horse-facts';
import { HorseGallery } from './horse-gallery';
import { useHorse, useMarkBrowsedOnce } from '../api';
import { MeetTheOwnerCard } from './meet-the-owner-card';
import { OwnerControlsCard } from './owner-controls-card';
import { ReviewsSection } from './reviews-section';
import { parseRouteId } from '#client/lib/route-id';

/** /horse/{id} (docs/product.md §P2). */
export function HorseDetailPage() {
  const params = useParams<{ id: string }>();
  const id = parseRouteId(params.id);
  const horse = useHorse(id);
  // Looking at a horse is browsing horses: Getting Started ticks it whichever way the member came.
  useMarkBrowsedOnce();
  const { data: user } = useCurrentUser();
  // A member who blocked the owner is told so where the ways to get in touch would be.
  const ownerBlocked = useHaveBlocked(horse.data?.ownerId);
  usePageTitle(
    horse.data ? horsePageTitle(horse.data) : 'Horse details',
    horse.data ? horsePageDescription(horse.data) : undefined,
  );

  if (id === null || horse.isError) {
    const message = id === null ? 'Horse not found' : horse.error?.message;
    return (
      <PageLoadError
        title={message ?? 'Horse not found'}
        action={
          <Button asChild variant="outline">
            <Link href={paths.browse()}>Browse horses</Link>
          </Button>
        }
      >
        {message === 'Horse not found'
          ? 'This horse may have been removed by its owner.'
          : 'Please check your connection and try again.'}
      </PageLoadError>
    );
  }
  if (!horse.data) {
    // The page's own frame with the photo's place kept, as tall as the screen: nothing on screen moves
    // when the horse arrives (no layout shift), the footer included.
    return (
      <PageContainer className="grid min-h-[calc(100svh-4rem)] content-start gap-6 py-8 sm:py-12">
        <BackLink href={paths.browse()}>Back to all horses</BackLink>
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="relative">
            <Skeleton className="aspect-[4/3] rounded-2xl" />
            <div className="absolute inset-0 flex items-center justify-center">
              <Spinner label="Loading horse" />
            </div>
          </div>
        </div>
      </PageContainer>
    );
  }

  const data = horse.data;
  const isOwnHorse = user?.id === data.ownerId;
  return (
    <PageContainer className="grid gap-6 py-8 sm:py-12">
      <BackLink href={paths.browse()}>Back to all horses</BackLink>
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid gap-8">
          <HorseGallery horse={data} />
          <HorseFacts horse={data} />
          <AvailabilitySection
            horse={data}
            isOwner={isOwnHorse}
            signedIn={Boolean(user)}
            ownerBlocked={ownerBlocked}
          />
          <ReviewsSection horse={data} />
        </div>
        {isOwnHorse ? (
          <aside aria-label="Your listing" className="grid gap-6">
            <OwnerControlsCard horse={data} />
          </aside>
        ) : (
          <aside aria-label="Owner and contact" className="grid gap-6">
            <MeetTheOwnerCard
              owner={data.owner}
              premium={data.isPremium}
              ridingSchool={data.isVerifiedRidingSchool}
            />
            {data.isAvailable ? <GetInTouchCard horse={data} ownerBlocked={ownerBlocked} /> : null}
            {user ? (
              <ReportButton
                target={{ targetType: 'horse', targetId: data.id }}
                what="this listing"
                className="justify-self-start"
              />
            ) : null}
          </aside>
        )}
      </div>
      {!isOwnHorse && data.isAvailable && data.owner && !ownerBlocked ? <ContactBar horse={data} /> : null}
    </PageContainer>
  );
}
