import { HORSE_LIMITS } from '#contract/horses';
import { BROWSE_EXPERIENCE_FILTERS, SERVICES, type Service } from '#contract/options';
import type { HorseSearch } from '../api';

export type ExperienceFilter = (typeof BROWSE_EXPERIENCE_FILTERS)[number];

/** The browse filters; they live in the URL query so a search can be shared. */
export interface BrowseFilters {
  location: string;
  /** How far from the location to look; one of HORSE_LIMITS.radiusChoicesMiles, the largest by default. */
  radiusMiles: number;
  experienceLevel: ExperienceFilter;
  services: Service[];
}

export const DEFAULT_RADIUS_MILES = HORSE_LIMITS.searchRadiusMiles;
export const RADIUS_CHOICES: readonly number[] = HORSE_LIMITS.radiusChoicesMiles;

export const EMPTY_FILTERS: BrowseFilters = {
  location: '',
  radiusMiles: DEFAULT_RADIUS_MILES,
  experienceLevel: 'all',
  services: [],
};

/** The filters folded behind the "Filters" button on a phone that are set (location and distance aside). */
export function activeFilterCount(filters: BrowseFilters): number {
  return (filters.experienceLevel === 'all' ? 0 : 1) + filters.services.length;
}

function radiusFrom(value: string | null): number {
  const miles = Number(value);
  return RADIUS_CHOICES.includes(miles) ? miles : DEFAULT_RADIUS_MILES;
}

const isExperienceFilter = (value: string | null): value is ExperienceFilter =>
  (BROWSE_EXPERIENCE_FILTERS as readonly (string | null)[]).includes(value);

/** What GET /api/horses accepts as a location, and what the location boxes hold. */
const MAX_LOCATION_LENGTH = 100;

export function filtersFromSearch(search: string): BrowseFilters {
  const params = new URLSearchParams(search);
  const level = params.get('experienceLevel');
  return {
    // An address with a longer place (pasted, or made by hand) asks for what the box could hold, and is
    // then told the place was not recognised, rather than failing with the API's 400.
    location: (params.get('location') ?? '').trim().slice(0, MAX_LOCATION_LENGTH).trim(),
    radiusMiles: radiusFrom(params.get('radiusMiles')),
    experienceLevel: isExperienceFilter(level) ? level : 'all',
    // `services=a,b` from a link, or `services=a&services=b` from the form sent before the scripts ran.
    services: SERVICES.filter((service) =>
      params.getAll('services').some((value) => value.split(',').includes(service)),
    ),
  };
}

export function searchFromFilters(filters: BrowseFilters): string {
  const params = new URLSearchParams();
  const location = filters.location.trim();
  if (location) params.set('location', location);
  if (location && filters.radiusMiles !== DEFAULT_RADIUS_MILES) {
    params.set('radiusMiles', String(filters.radiusMiles));
  }
  if (filters.experienceLevel !== 'all') params.set('experienceLevel', filters.experienceLevel);
  if (filters.services.length > 0) params.set('services', filters.services.join(','));
  return params.toString();
}

/** What the API receives: 'all' is never sent (docs/product.md §P5). */
export function apiSearch(filters: BrowseFilters): HorseSearch {
  return {
    location: filters.location || undefined,
    radiusMiles:
      filters.location && filters.radiusMiles !== DEFAULT_RADIUS_MILES ? filters.radiusMiles : undefined,
    experienceLevel: filters.experienceLevel === 'all' ? undefined : filters.experienceLevel,
    services: filters.services.length > 0 ? filters.services : undefined,
  };
}
