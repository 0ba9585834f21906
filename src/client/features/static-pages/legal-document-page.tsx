import type { ReactNode } from 'react';
import { useSiteConfig } from '#client/lib/site-config';
import { usePageTitle } from '#client/lib/use-page-title';
import { DocumentSections, StaticPageHeader, type DocumentSection, type SiteFacts } from './static-page';

export interface LegalDocument {
  title: string;
  /** The page's meta description, which names the site. */
  description: (siteName: string) => string;
  icon: ReactNode;
  lead: string;
  updated: string;
  sections: (site: SiteFacts) => DocumentSection[];
}

/** The terms and the privacy policy: a header with the date of the last change, then the sections. */
export function LegalDocumentPage({ document }: { document: LegalDocument }) {
  const { siteName, companyNumber } = useSiteConfig();
  usePageTitle(document.title, document.description(siteName));
  return (
    <>
      <StaticPageHeader
        title={document.title}
        icon={document.icon}
        lead={document.lead}
        updated={document.updated}
      />
      <DocumentSections sections={document.sections({ siteName, companyNumber })} />
    </>
  );
}
