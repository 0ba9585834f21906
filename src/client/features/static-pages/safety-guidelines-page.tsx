import { ShieldCheck } from 'lucide-react';
import { useSiteConfig } from '#client/lib/site-config';
import { usePageTitle } from '#client/lib/use-page-title';
import { safetyGuidelinesSections } from './safety-guidelines-content';
import { DocumentSections, StaticPageHeader } from './static-page';

/** /safety-guidelines (spec public §2). */
export function SafetyGuidelinesPage() {
  const { siteName } = useSiteConfig();
  usePageTitle(
    'Safety Guidelines',
    'How to stay safe when meeting other members, handling and riding horses, and what to do if something goes wrong.',
  );
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
