import { ScrollText } from 'lucide-react';
import { useSiteConfig } from '#client/lib/site-config';
import { usePageTitle } from '#client/lib/use-page-title';
import { TERMS_OF_SERVICE_UPDATED } from './legal-dates';
import { DocumentSections, StaticPageHeader } from './static-page';
import { termsOfServiceSections } from './terms-of-service-content';

/** /terms-of-service (spec public §2, member §9). */
export function TermsOfServicePage() {
  const { siteName, companyNumber } = useSiteConfig();
  usePageTitle(
    'Terms of Service',
    `The rules for using ${siteName}: who can join, free and premium plans, refunds, insurance, acceptable use and more.`,
  );
  return (
    <>
      <StaticPageHeader
        title="Terms of Service"
        icon={<ScrollText aria-hidden="true" className="size-10" />}
        lead="The rules that keep our community fair and safe, for people and for horses."
        updated={TERMS_OF_SERVICE_UPDATED}
      />
      <DocumentSections sections={termsOfServiceSections({ siteName, companyNumber })} />
    </>
  );
}
