import { ShieldCheck } from 'lucide-react';
import { useSiteConfig } from '#client/lib/site-config';
import { STATIC_PAGE_HEADINGS } from '#contract/page-meta';
import { usePageHeading } from '#client/lib/use-page-title';
import { safetyGuidelinesSections } from './safety-guidelines-content';
import { DocumentSections, StaticPageHeader } from './static-page';

/** /safety-guidelines (docs/product.md §P2). */
export function SafetyGuidelinesPage() {
  const { siteName } = useSiteConfig();
  usePageHeading(STATIC_PAGE_HEADINGS['/safety-guidelines']);
  return (
    <>
      <StaticPageHeader
        title="Safety Guidelines"
        icon={<ShieldCheck aria-hidden="true" className="size-10" />}
        lead={`Horses and people are at their best when everyone feels safe. A few simple habits keep ${siteName} a trusted place for owners, helpers and horses.`}
      />
      <DocumentSections sections={safetyGuidelinesSections(siteName)} numbered={false} />
    </>
  );
}
