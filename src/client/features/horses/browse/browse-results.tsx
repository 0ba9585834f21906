import { Navigation, SearchX } from 'lucide-react';
import { HORSE_LIMITS } from '#contract/horses';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Skeleton } from '#client/components/ui/skeleton';
import { Spinner } from '#client/components/ui/spinner';
import { HorseCard } from '#client/components/horse/horse-card';
import type { useHorseSearch } from '../api';

/** Spec public §9: 9 skeleton cards while loading. */
export const SKELETON_CARDS = 9;

const grid = 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3';

function plural(count: number, word: string) {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

export interface BrowseResultsProps {
  query: ReturnType<typeof useHorseSearch>;
  /** The location searched for, when there was one. */
  location: string;
  onShowAll: () => void;
}

/** Loading, error, count line, distance banner, the cards, empty state and Load more (spec public §2). */
export function BrowseResults({ query, location, onShowAll }: BrowseResultsProps) {
  if (query.isPending) {
    return (
      <div>
        <Spinner label="Loading horses" />
        <div className={`${grid} mt-4`}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <Skeleton key={index} data-testid="horse-card-skeleton" className="h-96" />
          ))}
        </div>
      </div>
    );
  }
  if (query.isError) return <Alert variant="danger">{query.error.message}</Alert>;

  const horses = query.data.pages.flatMap((page) => page.horses);
  const total = query.data.pages.at(-1)?.total ?? horses.length;
  if (horses.length === 0) {
    return (
      <div className="rounded-3xl border border-dashed border-line bg-cream p-10 text-center">
        <SearchX aria-hidden="true" className="mx-auto size-10 text-primary" />
        <h2 className="mt-3 text-xl font-semibold text-ink">No horses found</h2>
        <p className="mt-2 text-muted">Try another town, fewer services or a different experience level.</p>
        <Button variant="primary" className="mt-6" onClick={onShowAll}>
          Show All Horses
        </Button>
      </div>
    );
  }

  const distances = horses.flatMap((horse) =>
    horse.distanceMiles === undefined ? [] : [horse.distanceMiles],
  );
  return (
    <div className="grid gap-6">
      {/* Spec count line: "Found N horse(s) available for you". */}
      <p role="status" className="text-lg font-semibold text-ink">
        Found {plural(total, 'horse')} available for you
      </p>
      {location && distances.length > 0 ? (
        <div className="flex gap-3 rounded-2xl border border-line bg-primary-soft p-4">
          <Navigation aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
          <div className="grid gap-1 text-sm text-ink">
            {/* Spec: "Search Results near \"{location}\"" */}
            <h2 className="text-base font-semibold">Search Results near &quot;{location}&quot;</h2>
            <p>
              Found {plural(total, 'horse')} within {HORSE_LIMITS.searchRadiusMiles} miles
            </p>
            <p>Closest horse: {Math.min(...distances).toFixed(1)} miles away</p>
            <p className="text-muted">Sorted by distance</p>
          </div>
        </div>
      ) : null}
      <ul className={grid} aria-label="Horses">
        {horses.map((horse) => (
          <li key={horse.id} className="flex">
            <HorseCard horse={horse} />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      ) : null}
      {query.isFetchNextPageError ? <Alert variant="danger">Failed to fetch horses</Alert> : null}
    </div>
  );
}
