import { BROWSE_EXPERIENCE_FILTERS, SERVICES, type Service } from '#contract/options';
import type { HorseSearch } from '../api';

export type ExperienceFilter = (typeof BROWSE_EXPERIENCE_FILTERS)[number];

/** The browse filters; they live in the URL query so a search can be shared. */
export interface BrowseFilters {
  location: string;
  experienceLevel: ExperienceFilter;
  services: Service[];
}

export const EMPTY_FILTERS: BrowseFilters = { location: '', experienceLevel: 'all', services: [] };

const isExperienceFilter = (value: string | null): value is ExperienceFilter =>
  (BROWSE_EXPERIENCE_FILTERS as readonly (string | null)[]).includes(value);
const isService = (value: string): value is Service => (SERVICES as readonly string[]).includes(value);

export function filtersFromSearch(search: string): BrowseFilters {
  const params = new URLSearchParams(search);
  const level = params.get('experienceLevel');
  return {
    location: (params.get('location') ?? '').trim(),
    experienceLevel: isExperienceFilter(level) ? level : 'all',
    services: (params.get('services') ?? '').split(',').filter(isService),
  };
}

export function searchFromFilters(filters: BrowseFilters): string {
  const params = new URLSearchParams();
  const location = filters.location.trim();
  if (location) params.set('location', location);
  if (filters.experienceLevel !== 'all') params.set('experienceLevel', filters.experienceLevel);
  if (filters.services.length > 0) params.set('services', filters.services.join(','));
  return params.toString();
}

/** What the API receives: 'all' is never sent (spec public §5). */
export function apiSearch(filters: BrowseFilters): HorseSearch {
  return {
    location: filters.location || undefined,
    experienceLevel: filters.experienceLevel === 'all' ? undefined : filters.experienceLevel,
    services: filters.services.length > 0 ? filters.services : undefined,
  };
}
