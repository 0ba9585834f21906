import { useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '#client/lib/paths';
import { PageContainer } from '#client/components/layout/page-container';
import { UseMyLocationButton } from '#client/components/places/use-my-location-button';
import { cn } from '#client/lib/cn';
import { scrollPageTo } from '#client/lib/scroll-to-hash';
import { browsePageDescription, browsePageTitle } from '#contract/page-meta';
import { usePageTitle } from '#client/lib/use-page-title';
import { useMediaQuery } from '#client/lib/use-media-query';
import { BrowseFiltersPanel } from './browse-filters';
import {
  apiSearch,
  DEFAULT_RADIUS_MILES,
  EMPTY_FILTERS,
  filtersFromSearch,
  searchFromFilters,
  type BrowseFilters,
} from './browse-query';
import { BrowseResults } from './browse-results';
import { SaveSearchButton } from './save-search-button';
import { suitsMeOf, SuitsMeToggle, withSuitsMe } from './suits-me-toggle';
import { useHorseSearch, useMarkBrowsedOnce } from '../api';

/** What the page asks the API for at this query string (and the key its results are cached under). */
export function browseApiSearch(search: string, filters: BrowseFilters = filtersFromSearch(search)) {
  return { ...apiSearch(filters), suitsMe: suitsMeOf(search) ? ('true' as const) : undefined };
}

/**
 * /browse (docs/product.md §P2): filters on the left, results on the right. On a phone the results come first:
 * only the location and distance sit above them, the other filters fold into a sheet.
 */
export function BrowsePage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const wide = useMediaQuery('(min-width: 1024px)', true);
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const place = filters.location || undefined;
  usePageTitle(browsePageTitle(place), browsePageDescription(place));
  const suitsMe = suitsMeOf(search);
  const query = useHorseSearch(browseApiSearch(search, filters));
  // Nothing within a narrow distance: look once at the full 300 miles to say how far the nearest horse is.
  const narrowAndEmpty =
    Boolean(filters.location) &&
    filters.radiusMiles < DEFAULT_RADIUS_MILES &&
    query.data?.pages[0]?.horses.length === 0;
  const widest = useHorseSearch(browseApiSearch(search, { ...filters, radiusMiles: DEFAULT_RADIUS_MILES }), {
    enabled: narrowAndEmpty,
  });
  const nearestBeyond = narrowAndEmpty ? (widest.data?.pages[0]?.horses[0]?.distanceMiles ?? null) : null;
  useMarkBrowsedOnce();

  useEffect(() => {
    scrollPageTo(0);
  }, []);

  const apply = (next: BrowseFilters) => {
    const qs = withSuitsMe(searchFromFilters(next), suitsMe);
    // The same search again still asks the server again.
    if (qs === withSuitsMe(searchFromFilters(filters), suitsMe)) void query.refetch();
    else navigate(qs ? `${paths.browse()}?${qs}` : paths.browse());
  };
  const clear = () => apply(EMPTY_FILTERS);

  return (
    <PageContainer className="py-4 sm:py-12">
      <h1 className="text-2xl font-bold text-primary sm:text-4xl">Browse horses</h1>
      {/* On a phone, a location search puts the results first: the introduction makes way. */}
      <p className={cn('mt-2 max-w-2xl text-muted sm:block sm:text-lg', filters.location && 'hidden')}>
        Find a horse near you whose owner would welcome a hand. Photos appear once our team has checked them.
      </p>
      <div className="mt-4 grid items-start gap-4 sm:mt-8 sm:gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-label="Filters" className="lg:sticky lg:top-24">
          <BrowseFiltersPanel
            applied={filters}
            onSearch={apply}
            onClear={clear}
            layout={wide ? 'panel' : 'compact'}
          />
          {/*
            On a phone two half-width columns, one row (rows are dear there): a label wider than its column
            ("Use my location" at 360 px) wraps onto two lines inside its button instead of running over
            its neighbour.
          */}
          <div
            className={cn(
              'mt-3 grid gap-2 sm:mt-4',
              !wide &&
                'grid-cols-2 items-start [&_a]:text-center [&_a]:whitespace-normal [&_button]:text-center [&_button]:whitespace-normal',
            )}
          >
            <SuitsMeToggle />
            {wide ? null : <UseMyLocationButton onFound={(location) => apply({ ...filters, location })} />}
            <SaveSearchButton key={search} filters={filters} />
          </div>
        </aside>
        <section aria-labelledby="results-title">
          <h2 id="results-title" className="sr-only">
            Results
          </h2>
          <BrowseResults
            query={query}
            location={filters.location}
            radiusMiles={filters.radiusMiles}
            nearestBeyond={nearestBeyond}
            onWiden={(radiusMiles) => apply({ ...filters, radiusMiles })}
            onShowAll={clear}
            onSearchFrom={(location) => apply({ ...filters, location })}
          />
        </section>
      </div>
    </PageContainer>
  );
}
