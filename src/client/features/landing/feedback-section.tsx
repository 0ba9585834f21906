import { MessageSquareHeart } from 'lucide-react';
import { PageContainer } from '#client/components/layout/page-container';
import { buttonClasses } from '#client/components/ui/button';
import { useSiteConfig } from '#client/lib/site-config';
import { NewTabLink } from '#client/components/ui/new-tab-link';

/** The invitation to the external feedback form, opened in a new tab (docs/product.md §P2). */
export function FeedbackSection() {
  const { siteName, links } = useSiteConfig();
  return (
    <section aria-labelledby="feedback-title" className="py-6 sm:py-16">
      <PageContainer>
        <div className="flex flex-col items-start gap-4 rounded-3xl border border-line bg-primary-soft p-5 sm:gap-6 sm:p-8 md:flex-row md:items-center md:justify-between">
          <div className="flex gap-4">
            <MessageSquareHeart aria-hidden="true" className="mt-1 size-8 shrink-0 text-primary sm:size-10" />
            <div>
              <h2 id="feedback-title" className="text-xl font-bold text-primary sm:text-2xl">
                Help us shape {siteName}
              </h2>
              <p className="mt-1 max-w-2xl text-ink sm:mt-2">
                This community is built with its members. Tell us what would make it better for you and your
                horses: it only takes a few minutes.
              </p>
            </div>
          </div>
          {links?.feedbackForm ? (
            <NewTabLink href={links.feedbackForm} className={`${buttonClasses('primary', 'lg')} shrink-0`}>
              Share your feedback
            </NewTabLink>
          ) : null}
        </div>
      </PageContainer>
    </section>
  );
}
