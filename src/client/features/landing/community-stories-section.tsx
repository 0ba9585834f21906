import { Quote } from 'lucide-react';
import { PageContainer } from '#client/components/layout/page-container';
import { COMMUNITY_STORIES } from './community-stories';
import { SectionHeading } from './section-heading';

export function CommunityStoriesSection() {
  return (
    <section aria-labelledby="stories-title" className="py-16 sm:py-20">
      <PageContainer>
        <SectionHeading
          id="stories-title"
          eyebrow="Community stories"
          title="Made for horses and their people"
        >
          The kinds of matches our community is here to make.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {COMMUNITY_STORIES.map((story) => (
            <li key={story.name}>
              <figure className="h-full rounded-2xl border border-line bg-cream p-6 shadow-sm">
                <Quote aria-hidden="true" className="size-8 text-accent" />
                <blockquote className="mt-3 text-lg text-ink">{story.quote}</blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold text-primary">{story.name}</span>
                  <span className="text-muted">
                    {' '}
                    · {story.role}, {story.place}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-sm text-muted">
          Illustrative stories; names and details are not those of real members.
        </p>
      </PageContainer>
    </section>
  );
}
