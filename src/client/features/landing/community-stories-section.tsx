import { Quote } from 'lucide-react';
import { PageContainer } from '#client/components/layout/page-container';
import { COMMUNITY_STORIES } from './community-stories';
import { PHONE_ROW_ITEM, PhoneRow } from './phone-row';
import { SectionHeading } from './section-heading';

export function CommunityStoriesSection() {
  return (
    <section aria-labelledby="stories-title" className="py-8 sm:py-20">
      <PageContainer>
        <SectionHeading
          id="stories-title"
          eyebrow="Community stories"
          title="Made for horses and their people"
        >
          The kinds of matches our community is here to make.
        </SectionHeading>
        {/* Focusable: on a phone the row scrolls sideways, and a keyboard must be able to scroll it too. */}
        <PhoneRow grid="md:grid-cols-2" className="mt-6 sm:mt-12" tabIndex={0} aria-label="Stories">
          {COMMUNITY_STORIES.map((story) => (
            <li key={story.name} className={PHONE_ROW_ITEM}>
              <figure className="w-full rounded-2xl border border-line bg-cream p-4 shadow-sm sm:p-6">
                <Quote aria-hidden="true" className="size-6 text-accent sm:size-8" />
                <blockquote className="mt-2 text-ink sm:mt-3 sm:text-lg">{story.quote}</blockquote>
                <figcaption className="mt-2 text-sm sm:mt-4">
                  <span className="font-semibold text-primary">{story.name}</span>
                  <span className="text-muted">
                    {' '}
                    · {story.role}, {story.place}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </PhoneRow>
        <p className="mt-4 text-center text-sm text-muted sm:mt-6">
          Illustrative stories; names and details are not those of real members.
        </p>
      </PageContainer>
    </section>
  );
}
