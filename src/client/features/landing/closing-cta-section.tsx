import { MapPin, PlusCircle } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#client/lib/paths';
import { PageContainer } from '#client/components/layout/page-container';
import { buttonClasses } from '#client/components/ui/button';

/** The closing call to action (docs/product.md §P2): one button for each kind of member. */
export function ClosingCtaSection() {
  return (
    <section aria-labelledby="join-title" className="pb-4">
      <PageContainer>
        <div className="rounded-3xl bg-primary px-5 py-8 text-center text-cream sm:px-12 sm:py-12">
          <h2 id="join-title" className="text-2xl font-bold sm:text-4xl">
            Ready to join the community?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-primary-soft sm:mt-4 sm:text-lg">
            It is always free to get started, whether you have horses that need a hand or a pair of hands that
            need a horse.
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:mt-8 sm:flex-row">
            <Link href={paths.registerStep1('owner')} className={buttonClasses('accent', 'lg')}>
              <PlusCircle aria-hidden="true" className="size-5" />
              List your horses
            </Link>
            <Link href={paths.registerStep1('enthusiast')} className={buttonClasses('outline', 'lg')}>
              <MapPin aria-hidden="true" className="size-5" />
              Find horses near you
            </Link>
          </div>
        </div>
      </PageContainer>
    </section>
  );
}
