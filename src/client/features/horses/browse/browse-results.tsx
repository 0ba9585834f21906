import { Navigation, SearchX } from 'lucide-react';
import { HORSE_LIMITS } from '#contract/horse-limits';
import { FAR_NEAREST_MILES, formatDistance, formatNearestFar } from '#client/lib/horse-format';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { NextPageButton } from '#client/components/ui/next-page-button';
import { Skeleton } from '#client/components/ui/skeleton';
import { Spinner } from '#client/components/ui/spinner';
import { HorseCard } from '#client/components/horse/horse-card';
import type { useHorseSearch } from '../api';
import { RADIUS_CHOICES } from './browse-query';
import { PlaceNotRecognised } from './place-not-recognised';

/** docs/product.md §P9: 9 skeleton cards while loading. */
export const SKELETON_CARDS = 9;

const grid = 'grid gap-3 sm:grid-cols-2 sm:gap-6 xl:grid-cols-3';

function plural(count: number, word: string) {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

export interface BrowseResultsProps {
  query: ReturnType<typeof useHorseSearch>;
  /** The location searched for, when there was one. */
  location: string;
  radiusMiles: number;
  /** With nothing within a narrow distance: how far away the nearest horse is (null: none, or unknown). */
  nearestBeyond: number | null;
  onWiden: (radiusMiles: number) => void;
  onShowAll: () => void;
  /** Search again from another place (a suggestion for a place not recognised). */
  onSearchFrom: (location: string) => void;
}

/** "Closest horse: about 8 miles away", or said plainly when it is far ("The nearest horse is 68 miles away"). */
function closestLine(miles: number): string {
  if (miles > FAR_NEAREST_MILES) return formatNearestFar(miles);
  return `Closest horse: ${formatDistance(miles).replace(/^./, (first) => first.toLowerCase())}`;
}

/** The smallest distance choice that reaches a horse this far away. */
function radiusReaching(miles: number): number {
  return RADIUS_CHOICES.find((choice) => choice >= miles) ?? HORSE_LIMITS.searchRadiusMiles;
}

/** Loading, error, count line, distance banner, the cards, empty state and Load more (docs/product.md §P2). */
export function BrowseResults(props: BrowseResultsProps) {
  const { query, location, radiusMiles, nearestBeyond, onWiden, onShowAll, onSearchFrom } = props;
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
  // The place the server measured from ("Guildford (GU1)"), or null when it could not place the text.
  const place = query.data.pages[0]?.place;
  if (location && place === null && horses.length === 0) {
    return <PlaceNotRecognised location={location} onChoose={onSearchFrom} onShowAll={onShowAll} />;
  }
  if (horses.length === 0) {
    return (
      <div className="rounded-3xl border border-dashed border-line bg-cream p-10 text-center">
        <SearchX aria-hidden="true" className="mx-auto size-10 text-primary" />
        <h2 className="mt-3 text-xl font-semibold text-ink">No horses found</h2>
        {nearestBeyond === null ? (
          <p className="mt-2 text-muted">Try another town, fewer services or a different experience level.</p>
        ) : (
          <p className="mt-2 text-ink">
            No horses within {radiusMiles} miles of &quot;{location}&quot;. {formatNearestFar(nearestBeyond)}.
          </p>
        )}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {nearestBeyond === null ? null : (
            <Button variant="accent" onClick={() => onWiden(radiusReaching(nearestBeyond))}>
              Search within {radiusReaching(nearestBeyond)} miles
            </Button>
          )}
          <Button variant="primary" onClick={onShowAll}>
            Show All Horses
          </Button>
        </div>
      </div>
    );
  }

  const distances = horses.flatMap((horse) =>
    horse.distanceMiles === undefined ? [] : [horse.distanceMiles],
  );
  return (
    <div className="grid gap-3 sm:gap-6">
      {/* Spec count line: "Found N horse(s) available for you". */}
      <p role="status" className="font-semibold text-ink sm:text-lg">
        Found {plural(total, 'horse')} available for you
      </p>
      {location && distances.length > 0 ? (
        <div className="flex gap-3 rounded-2xl border border-line bg-primary-soft p-3 sm:p-4">
          <Navigation aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
          <div className="grid gap-1 text-sm text-ink">
            {/* Spec: "Search Results near \"{location}\"", naming the place as the server found it. */}
            <h2 className="text-sm font-semibold sm:text-base">
              Search Results near &quot;{place ?? location}&quot;
            </h2>
            {/* One run of text on a phone, a line each from sm: the results start sooner on a small screen. */}
            <div className="flex flex-wrap gap-x-3 sm:grid sm:gap-1">
              <p>
                Found {plural(total, 'horse')} within {radiusMiles} miles
              </p>
              <p>{closestLine(Math.min(...distances))}</p>
              <p className="text-muted">Sorted by distance</p>
            </div>
          </div>
        </div>
      ) : null}
      <ul className={grid} aria-label="Horses">
        {horses.map((horse, index) => (
          <li key={horse.id} className="flex">
            <HorseCard horse={horse} priority={index === 0} compactOnPhone />
          </li>
        ))}
      </ul>
      <NextPageButton query={query} label="Load more" failure="Failed to fetch horses" />
    </div>
  );
}
