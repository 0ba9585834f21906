/**
 * The landing page's claim about matches, true on the day it is read (issue 46). A match is a visit or a
 * share both members arranged (accepted) whose first day has passed; it is counted by the server
 * (GET /api/site/happy-matches) and written here, so the words and the count cannot drift apart.
 *
 * - 10,000 or more: the spec's own words, "10,000+ happy matches";
 * - from MIN_TO_BOAST: the count rounded down (to tens below 1,000, to hundreds below 10,000): "120+";
 * - fewer, or not known yet (the page drawn before the count arrives): a line that is always true.
 */
export const HAPPY_MATCHES = {
  specClaim: '10,000+ happy matches',
  minToBoast: 20,
  alwaysTrue: 'Every match begins with a visit to the yard',
} as const;

export function happyMatchesWords(count: number | undefined): string {
  if (count === undefined || !Number.isFinite(count) || count < HAPPY_MATCHES.minToBoast)
    return HAPPY_MATCHES.alwaysTrue;
  if (count >= 10_000) return HAPPY_MATCHES.specClaim;
  const step = count < 1_000 ? 10 : 100;
  const shown = Math.floor(count / step) * step;
  return `${shown.toLocaleString('en-GB')}+ happy matches`;
}
