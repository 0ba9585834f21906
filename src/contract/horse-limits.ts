// A horse's limits and the landing page's call, without the horse schemas: the landing page and the
// browse cards read these, and the schemas would bring zod (about 20 KB gzipped) into the landing page's
// JavaScript. horses.ts re-exports them.

/** Limits of docs/product.md §M5 and §M9. */
export const HORSE_LIMITS = {
  maxImages: 5,
  maxImageBytes: 5 * 1024 * 1024,
  addAgeMin: 1,
  editAgeMin: 0,
  ageMax: 40,
  searchRadiusMiles: 300,
  /** The distances a searcher can pick beside the location (issue 17); the largest is the default. */
  radiusChoicesMiles: [10, 25, 50, 100, 300],
  defaultPageSize: 24,
  maxPageSize: 100,
} as const;

/**
 * "Meet our horses" on the landing page (docs/product.md §P2, §P9: up to 6), from GET /api/horses/featured:
 * horses of as many owners as possible, nearest the signed-in member first (decision 0037).
 */
export const LANDING_HORSES = {
  path: '/api/horses/featured',
  limit: 6,
} as const;
