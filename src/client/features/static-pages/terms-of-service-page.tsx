import { ScrollText } from 'lucide-react';
import { LegalDocumentPage, type LegalDocument } from './legal-document-page';
import { TERMS_OF_SERVICE_UPDATED } from './legal-dates';
import { termsOfServiceSections } from './terms-of-service-content';

const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of Service',
  description: (siteName) =>
    `The rules for using ${siteName}: who can join, free and premium plans, refunds, insurance, acceptable use and more.`,
  icon: <ScrollText aria-hidden="true" className="size-10" />,
  lead: 'The rules that keep our community fair and safe, for people and for horses.',
  updated: TERMS_OF_SERVICE_UPDATED,
  sections: termsOfServiceSections,
};

/** /terms-of-service (spec public §2, member §9). */
export function TermsOfServicePage() {
  return <LegalDocumentPage document={TERMS_OF_SERVICE} />;
}
