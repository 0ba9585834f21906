import { HeartHandshake } from 'lucide-react';
import { PageContainer } from '#client/components/layout/page-container';
import { buttonClasses } from '#client/components/ui/button';
import { useSiteConfig } from '#client/lib/site-config';
import { NewTabLink } from '#client/components/ui/new-tab-link';

/** Donations for horse rescue, rehabilitation and rehoming (docs/product.md §P1), paid on the provider's page. */
export function DonationBanner() {
  const { links } = useSiteConfig();
  return (
    <section aria-labelledby="donate-title" className="bg-accent text-cream">
      <PageContainer className="flex flex-col items-start gap-4 py-6 sm:gap-6 sm:py-10 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-4">
          <HeartHandshake aria-hidden="true" className="mt-1 size-8 shrink-0 sm:size-10" />
          <div>
            <h2 id="donate-title" className="text-xl font-bold sm:text-2xl">
              Support horse welfare
            </h2>
            <p className="mt-1 max-w-2xl text-accent-soft sm:mt-2">
              We take donations for horse rescue, rehabilitation and rehoming. 100% of donations go to horse
              welfare.
            </p>
          </div>
        </div>
        {links?.donation ? (
          <NewTabLink
            href={links.donation}
            rel="noopener"
            className={`${buttonClasses('outline', 'lg')} shrink-0`}
          >
            Donate now
          </NewTabLink>
        ) : null}
      </PageContainer>
    </section>
  );
}
