import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '#client/lib/paths';
import { PageContainer } from '#client/components/layout/page-container';
import { cn } from '#client/lib/cn';
import { useSiteConfig } from '#client/lib/site-config';

/** The page's one h1, with an optional lead and "last updated" line. */
export function StaticPageHeader({
  title,
  lead,
  updated,
  icon,
}: {
  title: string;
  lead?: ReactNode;
  updated?: string;
  icon?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-primary-soft to-sand">
      <PageContainer className="py-12 sm:py-16">
        <div className="max-w-3xl">
          {icon ? <div className="mb-4 text-accent">{icon}</div> : null}
          <h1 className="text-3xl font-bold tracking-tight text-primary sm:text-5xl">{title}</h1>
          {lead ? <p className="mt-4 text-lg text-ink">{lead}</p> : null}
          {updated ? <p className="mt-3 text-sm text-muted">Last updated: {updated}</p> : null}
        </div>
      </PageContainer>
    </div>
  );
}

/** Body text styles for long prose (no typography plugin: child selectors keep the markup plain). */
export const proseClasses = cn(
  'text-ink [&_p]:mt-3 [&_p]:leading-relaxed [&_ul]:mt-3 [&_ul]:grid [&_ul]:gap-2 [&_ul]:pl-6 [&_ul]:list-disc',
  '[&_ol]:mt-3 [&_ol]:grid [&_ol]:gap-2 [&_ol]:pl-6 [&_ol]:list-decimal [&_li]:leading-relaxed [&_li]:pl-1',
  '[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink [&_strong]:font-semibold',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a]:wrap-anywhere',
);

/** What the legal documents quote about the company running the site. */
export interface SiteFacts {
  siteName: string;
  companyNumber: string;
}

export interface DocumentSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A long document: an "On this page" list of links, then numbered sections with h2 headings. */
export function DocumentSections({
  sections,
  numbered = true,
}: {
  sections: DocumentSection[];
  numbered?: boolean;
}) {
  return (
    <PageContainer className="grid gap-10 py-12 lg:grid-cols-[16rem_1fr]">
      <nav aria-labelledby="on-this-page" className="lg:sticky lg:top-24 lg:self-start">
        <h2 id="on-this-page" className="text-sm font-bold tracking-wide text-muted uppercase">
          On this page
        </h2>
        <ol className="mt-3 grid gap-1 text-sm">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-11 items-center rounded-lg px-2 text-primary hover:bg-primary-soft lg:min-h-9"
              >
                {numbered ? `${index + 1}. ` : ''}
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="grid max-w-3xl gap-10">
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className={proseClasses}
          >
            <h2 id={`${section.id}-title`} className="text-2xl font-bold text-primary">
              {numbered ? `${index + 1}. ` : ''}
              {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </div>
    </PageContainer>
  );
}

export type EmailKind = 'general' | 'safety' | 'support';

/** A mailto link to one of the team's addresses; until the configuration loads, the Contact Us page. */
export function TeamEmail({ kind = 'general' }: { kind?: EmailKind }) {
  const { emails } = useSiteConfig();
  const email = emails?.[kind];
  if (!email) return <Link href={paths.contactUs()}>our Contact Us page</Link>;
  return <a href={`mailto:${email}`}>{email}</a>;
}
