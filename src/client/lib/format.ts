import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import type { UserType } from '#contract/users';

// The browser's own en-GB names, not date-fns' locale: this file is on the landing page (member labels),
// where a locale table would cost several KB of the first load's JavaScript budget.
const MONTH_YEAR = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });
const DAY_MONTH_YEAR = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** What each kind of member is called on profiles and badges. */
export const USER_TYPE_LABELS: Record<UserType, string> = {
  owner: 'Horse Owner',
  enthusiast: 'Horse Enthusiast',
};

/** "Joined {month} {year}", e.g. "Joined March 2025"; null for a date that cannot be read. */
export function joinedLabel(createdAt: string): string | null {
  const date = parseISO(createdAt);
  return isValid(date) ? `Joined ${MONTH_YEAR.format(date)}` : null;
}

/** A review's date in en-GB long form, e.g. "12 March 2026" (docs/product.md §P9). */
export function reviewDate(createdAt: string): string {
  const date = parseISO(createdAt);
  return isValid(date) ? DAY_MONTH_YEAR.format(date) : '';
}
