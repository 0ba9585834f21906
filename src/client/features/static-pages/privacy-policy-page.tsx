import { LockKeyhole } from 'lucide-react';
import { STATIC_PAGE_HEADINGS } from '#contract/page-meta';
import { LegalDocumentPage, type LegalDocument } from './legal-document-page';
import { PRIVACY_POLICY_UPDATED } from './legal-dates';
import { privacyPolicySections } from './privacy-policy-content';

const PRIVACY_POLICY: LegalDocument = {
  ...STATIC_PAGE_HEADINGS['/privacy-policy'],
  icon: <LockKeyhole aria-hidden="true" className="size-10" />,
  lead: 'What we collect, why, who can see it, how long we keep it, and the rights you have over it, in plain English.',
  updated: PRIVACY_POLICY_UPDATED,
  sections: privacyPolicySections,
};

/** /privacy-policy (docs/product.md §P2). */
export function PrivacyPolicyPage() {
  return <LegalDocumentPage document={PRIVACY_POLICY} />;
}
