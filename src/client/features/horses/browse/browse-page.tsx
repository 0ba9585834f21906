import { useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '#client/lib/paths';
import { PageContainer } from '#client/components/layout/page-container';
import { scrollPageTo } from '#client/lib/scroll-to-hash';
import { usePageTitle } from '#client/lib/use-page-title';
import { BrowseFiltersPanel } from './browse-filters';
import { apiSearch, filtersFromSearch, searchFromFilters, type BrowseFilters } from './browse-query';
import { BrowseResults } from './browse-results';
import { SaveSearchButton } from './save-search-button';
import { suitsMeOf, SuitsMeToggle, withSuitsMe } from './suits-me-toggle';
import { useHorseSearch, useMarkBrowsedOnce } from '../api';

/** /browse (spec public §2): filters on the left (above the results on phones), results on the right. */
export function BrowsePage() {
  usePageTitle('Browse horses');
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const suitsMe = suitsMeOf(search);
  const query = useHorseSearch({ ...apiSearch(filters), suitsMe: suitsMe ? 'true' : undefined });
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
  const clear = () => apply({ location: '', experienceLevel: 'all', services: [] });

  return (
    <PageContainer className="py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-primary sm:text-4xl">Browse horses</h1>
      <p className="mt-2 max-w-2xl text-lg text-muted">
        Find a horse near you whose owner would welcome a hand. Photos appear once our team has checked them.
      </p>
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside aria-label="Filters" className="lg:sticky lg:top-24">
          <BrowseFiltersPanel applied={filters} onSearch={apply} onClear={clear} />
          <div className="mt-4 grid gap-2">
            <SuitsMeToggle />
            <SaveSearchButton key={search} filters={filters} />
          </div>
        </aside>
        <section aria-labelledby="results-title">
          <h2 id="results-title" className="sr-only">
            Results
          </h2>
          <BrowseResults query={query} location={filters.location} onShowAll={clear} />
        </section>
      </div>
    </PageContainer>
  );
}
