import { ScrollText } from 'lucide-react';
import { STATIC_PAGE_HEADINGS } from '#contract/page-meta';
import { LegalDocumentPage, type LegalDocument } from './legal-document-page';
import { TERMS_OF_SERVICE_UPDATED } from './legal-dates';
import { termsOfServiceSections } from './terms-of-service-content';

const TERMS_OF_SERVICE: LegalDocument = {
  ...STATIC_PAGE_HEADINGS['/terms-of-service'],
  icon: <ScrollText aria-hidden="true" className="size-10" />,
  lead: 'The rules that keep our community fair and safe, for people and for horses.',
  updated: TERMS_OF_SERVICE_UPDATED,
  sections: termsOfServiceSections,
};

/** /terms-of-service (docs/product.md §P2, docs/product.md §M9). */
export function TermsOfServicePage() {
  return <LegalDocumentPage document={TERMS_OF_SERVICE} />;
}
