import type { Horse } from '#contract/horses';
import {
  EXPERIENCE_LEVEL_LABELS,
  HEIGHT_LABELS,
  SERVICE_LABELS,
  TEMPERAMENT_LABELS,
  type ExperienceLevel,
  type Height,
  type Service,
  type Temperament,
} from '#contract/option-lists';

/** Shown where a horse's detail is empty (docs/product.md §P2). */
export const NOT_SPECIFIED = 'Not specified';

export const serviceLabel = (code: string) => SERVICE_LABELS[code as Service] ?? code;
export const heightLabel = (code: string) => HEIGHT_LABELS[code as Height] ?? code;
export const temperamentLabel = (code: string) => TEMPERAMENT_LABELS[code as Temperament] ?? code;
export const experienceLabel = (code: string | null) =>
  code ? (EXPERIENCE_LEVEL_LABELS[code as ExperienceLevel] ?? code) : null;

/** Rating is stored in hundredths (500 = 5.0): one decimal, or "New" before the first review. */
export function formatRating(horse: Pick<Horse, 'rating' | 'reviewCount'>): string {
  return horse.reviewCount === 0 ? 'New' : (horse.rating / 100).toFixed(1);
}

export function formatReviewCount(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

export function formatAge(age: number | null): string | null {
  if (age === null) return null;
  return `${age} ${age === 1 ? 'year' : 'years'}`;
}

/**
 * A horse's distance, in whole miles and said to be approximate: both ends are placed at a postcode
 * district's point (decision 0020), so a tenth of a mile would claim a precision the site does not have.
 * Under a mile says so in words ("0 miles away" would read as broken).
 */
export function formatDistance(miles: number): string {
  if (miles < 1) return 'Less than 1 mile away';
  const whole = Math.round(miles);
  return `About ${whole} ${whole === 1 ? 'mile' : 'miles'} away`;
}

/** Beyond this the nearest horse is said plainly in whole miles (decision record: nearest horse far). */
export const FAR_NEAREST_MILES = 25;

/** "The nearest horse is 68 miles away": for a search whose nearest horse is far. */
export function formatNearestFar(miles: number): string {
  const whole = Math.max(1, Math.round(miles));
  return `The nearest horse is ${whole} ${whole === 1 ? 'mile' : 'miles'} away`;
}

// "Free Tue, Sat": the weekdays of the coming four weeks a horse has a slot on (docs/decisions/0050).
export { freeDaysWords as formatFreeWeekdays } from '#contract/option-lists';
export { approvedPhotos } from '#contract/rules/horse-photos';
