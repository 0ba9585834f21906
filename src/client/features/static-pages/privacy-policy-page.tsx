import { LockKeyhole } from 'lucide-react';
import { useSiteConfig } from '#client/lib/site-config';
import { usePageTitle } from '#client/lib/use-page-title';
import { PRIVACY_POLICY_UPDATED } from './legal-dates';
import { privacyPolicySections } from './privacy-policy-content';
import { DocumentSections, StaticPageHeader } from './static-page';

/** /privacy-policy (spec public §2). */
export function PrivacyPolicyPage() {
  const { siteName, companyNumber } = useSiteConfig();
  usePageTitle(
    'Privacy Policy',
    `How ${siteName} collects, uses and protects your personal information under UK GDPR, and your rights.`,
  );
  return (
    <>
      <StaticPageHeader
        title="Privacy Policy"
        icon={<LockKeyhole aria-hidden="true" className="size-10" />}
        lead="What we collect, why, who can see it, how long we keep it, and the rights you have over it, in plain English."
        updated={PRIVACY_POLICY_UPDATED}
      />
      <DocumentSections sections={privacyPolicySections({ siteName, companyNumber })} />
    </>
  );
}
