import { CircleHelp } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#client/lib/paths';
import { PageContainer } from '#client/components/layout/page-container';
import { useSiteConfig } from '#client/lib/site-config';
import { STATIC_PAGE_HEADINGS } from '#contract/page-meta';
import { usePageHeading } from '#client/lib/use-page-title';
import { FaqAccordion } from './faq-accordion';
import { faqGroups } from './faqs-content';
import { StaticPageHeader } from './static-page';

/** /faqs (docs/product.md §P2): five groups of questions, each an accessible accordion. */
export function FaqsPage() {
  const { siteName } = useSiteConfig();
  usePageHeading(STATIC_PAGE_HEADINGS['/faqs']);
  const groups = faqGroups(siteName);
  return (
    <>
      <StaticPageHeader
        title="Frequently Asked Questions"
        icon={<CircleHelp aria-hidden="true" className="size-10" />}
        lead="Quick answers for owners, horse lovers and riding schools. Choose a question to see its answer."
      />
      <PageContainer className="grid gap-10 py-12 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="faq-topics" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="faq-topics" className="text-sm font-bold tracking-wide text-muted uppercase">
            Topics
          </h2>
          <ul className="mt-3 grid gap-1 text-sm">
            {groups.map((group) => (
              <li key={group.id}>
                <a
                  href={`#${group.id}`}
                  className="inline-flex min-h-11 items-center rounded-lg px-2 text-primary hover:bg-primary-soft lg:min-h-9"
                >
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid max-w-3xl gap-12">
          {groups.map((group) => (
            <FaqAccordion key={group.id} group={group} />
          ))}
          <p className="text-muted">
            Still have a question?{' '}
            <Link href={paths.contactUs()} className="font-medium text-primary underline underline-offset-4">
              Contact us
            </Link>{' '}
            and we will help.
          </p>
        </div>
      </PageContainer>
    </>
  );
}
