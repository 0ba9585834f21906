import { format, isValid, parseISO } from 'date-fns';
import { enGB } from 'date-fns/locale';
import type { UserType } from '#contract/users';

/** What each kind of member is called on profiles and badges. */
export const USER_TYPE_LABELS: Record<UserType, string> = {
  owner: 'Horse Owner',
  enthusiast: 'Horse Enthusiast',
};

/** "Joined {month} {year}", e.g. "Joined March 2025"; null for a date that cannot be read. */
export function joinedLabel(createdAt: string): string | null {
  const date = parseISO(createdAt);
  return isValid(date) ? `Joined ${format(date, 'MMMM yyyy', { locale: enGB })}` : null;
}

/** A review's date in en-GB long form, e.g. "12 March 2026" (spec public §9). */
export function reviewDate(createdAt: string): string {
  const date = parseISO(createdAt);
  return isValid(date) ? format(date, 'd MMMM yyyy', { locale: enGB }) : '';
}
