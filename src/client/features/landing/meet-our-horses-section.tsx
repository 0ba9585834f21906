import { ArrowRight, PlusCircle } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#client/lib/paths';
import { PageContainer } from '#client/components/layout/page-container';
import { buttonClasses } from '#client/components/ui/button';
import { Skeleton } from '#client/components/ui/skeleton';
import { Spinner } from '#client/components/ui/spinner';
import { useSiteConfig } from '#client/lib/site-config';
import { HorseCard } from '#client/components/horse/horse-card';
import { PHONE_ROW_ITEM, PhoneRow } from './phone-row';
import { LANDING_HORSE_LIMIT, useLandingHorses } from './landing-horses';

const HORSE_GRID = 'sm:grid-cols-2 lg:grid-cols-3';

function EmptyState() {
  const { siteName } = useSiteConfig();
  return (
    <div className="mx-auto mt-12 max-w-lg rounded-3xl border border-dashed border-line bg-cream p-10 text-center">
      <h3 className="text-xl font-semibold text-ink">No horses available yet</h3>
      <p className="mt-2 text-muted">Be the first to list your horses on {siteName}!</p>
      <Link href={paths.registerStep1('owner')} className={`${buttonClasses('accent')} mt-6`}>
        <PlusCircle aria-hidden="true" className="size-5" />
        List your horses
      </Link>
    </div>
  );
}

/** "Meet our horses" (anchor browse): up to 6 horses, then View all horses (docs/product.md §P2). */
export function MeetOurHorsesSection() {
  const { horses, isLoading } = useLandingHorses();
  return (
    <section id="browse" aria-labelledby="browse-title" className="bg-cream py-8 sm:py-20">
      <PageContainer>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">Browse horses</p>
          <h2 id="browse-title" className="mt-1 text-2xl font-bold text-primary sm:mt-2 sm:text-4xl">
            Meet our horses
          </h2>
          <p className="mt-2 text-muted sm:mt-4 sm:text-lg">
            A few of the horses whose owners would love some help. Photos appear once our team has checked
            them.
          </p>
        </div>
        {isLoading ? (
          <div className="mt-12">
            <Spinner label="Loading horses" />
            <PhoneRow grid={HORSE_GRID} className="mt-4">
              {Array.from({ length: LANDING_HORSE_LIMIT }, (_, index) => (
                <li key={index} className={PHONE_ROW_ITEM}>
                  <Skeleton className="h-80 w-full" />
                </li>
              ))}
            </PhoneRow>
          </div>
        ) : horses.length === 0 ? (
          <EmptyState />
        ) : (
          <PhoneRow grid={HORSE_GRID} className="mt-6 sm:mt-12">
            {horses.map((horse) => (
              <li key={horse.id} className={PHONE_ROW_ITEM}>
                <HorseCard horse={horse} variant="landing" />
              </li>
            ))}
          </PhoneRow>
        )}
        <div className="mt-6 flex justify-center sm:mt-10">
          <Link href={paths.browse()} className={buttonClasses('primary', 'lg')}>
            View all horses
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </PageContainer>
    </section>
  );
}
