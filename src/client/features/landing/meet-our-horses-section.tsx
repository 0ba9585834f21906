import { ArrowRight, PlusCircle } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#client/lib/paths';
import { PageContainer } from '#client/components/layout/page-container';
import { buttonClasses } from '#client/components/ui/button';
import { Skeleton } from '#client/components/ui/skeleton';
import { Spinner } from '#client/components/ui/spinner';
import { useSiteConfig } from '#client/lib/site-config';
import { HorseCard } from '#client/components/horse/horse-card';
import { LANDING_HORSE_LIMIT, useLandingHorses } from './landing-horses';

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

/** "Meet our horses" (anchor browse): up to 6 horses, then View all horses (spec public §2). */
export function MeetOurHorsesSection() {
  const { horses, isLoading } = useLandingHorses();
  return (
    <section id="browse" aria-labelledby="browse-title" className="bg-cream py-16 sm:py-20">
      <PageContainer>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">Browse horses</p>
          <h2 id="browse-title" className="mt-2 text-3xl font-bold text-primary sm:text-4xl">
            Meet our horses
          </h2>
          <p className="mt-4 text-lg text-muted">
            A few of the horses whose owners would love some help. Photos appear once our team has checked
            them.
          </p>
        </div>
        {isLoading ? (
          <div className="mt-12">
            <Spinner label="Loading horses" />
            <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: LANDING_HORSE_LIMIT }, (_, index) => (
                <Skeleton key={index} className="h-80" />
              ))}
            </div>
          </div>
        ) : horses.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {horses.map((horse) => (
              <li key={horse.id} className="flex">
                <HorseCard horse={horse} variant="landing" />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-10 flex justify-center">
          <Link href={paths.browse()} className={buttonClasses('primary', 'lg')}>
            View all horses
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </PageContainer>
    </section>
  );
}
