import { BellPlus, Check } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { HORSE_LIMITS } from '#contract/horse-limits';
import { buttonClasses } from '#client/components/ui/button';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useCurrentUser } from '#client/lib/auth';
import { cn } from '#client/lib/cn';
import { paths } from '#client/lib/paths';
import { useSaveSearch } from '#client/lib/queries/saved';
import type { BrowseFilters } from './browse-query';

/** The radius in the address (the distance control), else the default. */
function radiusOf(search: string): number {
  const raw = Number(new URLSearchParams(search).get('radiusMiles'));
  return Number.isInteger(raw) && raw > 0 && raw <= HORSE_LIMITS.searchRadiusMiles
    ? raw
    : HORSE_LIMITS.searchRadiusMiles;
}

/**
 * "Save this search" (issue 18): keeps the applied filters as a saved search with a daily e-mail of new
 * matches. Signed out, it leads to sign-in and back to this search.
 */
export function SaveSearchButton({ filters }: { filters: BrowseFilters }) {
  const search = useSearch();
  const { data: user } = useCurrentUser();
  const save = useSaveSearch();
  const className = cn(buttonClasses('outline', 'sm'), 'w-full');
  const here = search ? `${paths.browse()}?${search}` : paths.browse();

  if (!user) {
    return (
      <Link href={paths.login(here)} className={className}>
        <BellPlus aria-hidden="true" className="size-4" />
        Save this search
      </Link>
    );
  }
  // The page remounts this button for each new search (its key), so a success is about this search.
  const saved = save.isSuccess;
  return (
    <button
      type="button"
      className={className}
      disabled={save.isPending || saved}
      onClick={() =>
        save.mutate(
          {
            location: filters.location || null,
            radiusMiles: radiusOf(search),
            experienceLevel: filters.experienceLevel === 'all' ? null : filters.experienceLevel,
            services: filters.services,
            weekdays: filters.weekdays,
          },
          {
            onSuccess: () =>
              toast({
                title: 'Search saved',
                description: 'We will e-mail you new matching horses once a day.',
              }),
            onError: (error) =>
              toast({
                variant: 'destructive',
                title: 'Could not save the search',
                description: errorMessage(error),
              }),
          },
        )
      }
    >
      {saved ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <BellPlus aria-hidden="true" className="size-4" />
      )}
      {saved ? 'Search saved' : 'Save this search'}
    </button>
  );
}
