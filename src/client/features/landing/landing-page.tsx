import { STATIC_PAGE_HEADINGS } from '#contract/page-meta';
import { usePageHeading } from '#client/lib/use-page-title';
import { ClosingCtaSection } from './closing-cta-section';
import { CommunityStoriesSection } from './community-stories-section';
import { DonationBanner } from './donation-banner';
import { FeedbackSection } from './feedback-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { MeetOurHorsesSection } from './meet-our-horses-section';
import { UserTypesSection } from './user-types-section';

/**
 * The landing page (docs/product.md §P2), sections in the spec's order between the app's navbar and footer.
 * A URL hash (/#user-types) is scrolled to by the app's ScrollManager (~500 ms, 80 px offset).
 */
export function LandingPage() {
  usePageHeading(STATIC_PAGE_HEADINGS['/']);
  return (
    <>
      <HeroSection />
      <HowItWorksSection />
      <DonationBanner />
      <UserTypesSection />
      <FeedbackSection />
      <MeetOurHorsesSection />
      <CommunityStoriesSection />
      <ClosingCtaSection />
    </>
  );
}
