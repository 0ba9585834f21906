import { browseLocationOf, HORSE_LIMITS } from '#contract/horses';
import { BROWSE_EXPERIENCE_FILTERS, SERVICES, WEEKDAYS, type Service, type Weekday } from '#contract/options';
import type { HorseSearch } from '../api';

export type ExperienceFilter = (typeof BROWSE_EXPERIENCE_FILTERS)[number];

/** The browse filters; they live in the URL query so a search can be shared. */
export interface BrowseFilters {
  location: string;
  /** How far from the location to look; one of HORSE_LIMITS.radiusChoicesMiles, the largest by default. */
  radiusMiles: number;
  experienceLevel: ExperienceFilter;
  services: Service[];
  /** "On my days": horses free on at least one of these weekdays in the coming four weeks; Monday first. */
  weekdays: Weekday[];
}

export const DEFAULT_RADIUS_MILES = HORSE_LIMITS.searchRadiusMiles;
export const RADIUS_CHOICES: readonly number[] = HORSE_LIMITS.radiusChoicesMiles;

export const EMPTY_FILTERS: BrowseFilters = {
  location: '',
  radiusMiles: DEFAULT_RADIUS_MILES,
  experienceLevel: 'all',
  services: [],
  weekdays: [],
};

/** The filters folded behind the "Filters" button on a phone that are set (location and distance aside). */
export function activeFilterCount(filters: BrowseFilters): number {
  return (
    (filters.experienceLevel === 'all' ? 0 : 1) +
    filters.services.length +
    (filters.weekdays.length > 0 ? 1 : 0)
  );
}

/**
 * The codes of a list filter in an address: `name=a,b` from a link, or `name=a&name=b` from the form sent
 * before the scripts ran, in the list's order; anything else is left out rather than refused.
 */
function codesIn<T extends string>(params: URLSearchParams, name: string, codes: readonly T[]): T[] {
  const given = params.getAll(name).flatMap((value) => value.split(','));
  return codes.filter((code) => given.includes(code));
}

function radiusFrom(value: string | null): number {
  const miles = Number(value);
  return RADIUS_CHOICES.includes(miles) ? miles : DEFAULT_RADIUS_MILES;
}

const isExperienceFilter = (value: string | null): value is ExperienceFilter =>
  (BROWSE_EXPERIENCE_FILTERS as readonly (string | null)[]).includes(value);

export function filtersFromSearch(search: string): BrowseFilters {
  const params = new URLSearchParams(search);
  const level = params.get('experienceLevel');
  return {
    location: browseLocationOf(params.get('location')),
    radiusMiles: radiusFrom(params.get('radiusMiles')),
    experienceLevel: isExperienceFilter(level) ? level : 'all',
    services: codesIn(params, 'services', SERVICES),
    weekdays: codesIn(params, 'weekdays', WEEKDAYS),
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
  if (filters.weekdays.length > 0) params.set('weekdays', filters.weekdays.join(','));
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
    weekdays: filters.weekdays.length > 0 ? filters.weekdays : undefined,
  };
}
