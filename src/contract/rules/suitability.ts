import type { ExperienceLevel, Height } from '../options.js';
import { RIDER_WEIGHTS } from '../users.js';

type RiderWeight = (typeof RIDER_WEIGHTS)[number];

/**
 * Whether a horse suits a rider (issue 18), from the rider's private weight band and experience and the
 * horse's height and listed experience level. The reasoning and sources are in
 * docs/decisions/0018-suitability-table.md. The rider's weight never appears in anything shown.
 */

/** Riding experience, least first: a rider suits a horse listed at their level or below. */
export const EXPERIENCE_ORDER: readonly ExperienceLevel[] = [
  'beginner',
  'intermediate',
  'advanced',
  'expert',
];

/**
 * The heaviest rider weight band each height carries comfortably: about 20% of the horse's bodyweight
 * (estimated from its height), rounded down to a band. Over 17st is taken as up to 19st.
 */
export const HEAVIEST_BAND_FOR_HEIGHT: Record<Height, RiderWeight> = {
  'under-12hh': 'under-7st',
  '12-13.2hh': '7-9st',
  '13.3-14.2hh': '9-11st',
  '14.3-15.2hh': '13-15st',
  '15.3-16.2hh': '15-17st',
  '16.3-17.2hh': 'over-17st',
  'over-17.2hh': 'over-17st',
};

/** Rider bands, lightest first (the contract's list is in that order). */
export const RIDER_WEIGHT_ORDER: readonly RiderWeight[] = RIDER_WEIGHTS;

export interface Rider {
  riderWeight: RiderWeight | null;
  experienceLevel: ExperienceLevel | null;
}

export interface HorseForSuitability {
  height: Height;
  experienceLevel: ExperienceLevel | null;
}

export const SUITABILITY_MESSAGES = {
  suits: 'Suits your experience',
  listedFor: (level: ExperienceLevel) => `This horse is listed for ${level} riders`,
  smallHorse: 'This horse may be on the small side for you: ask the owner about a rider weight limit',
} as const;

export type Suitability =
  | { verdict: 'suits'; text: string }
  | { verdict: 'note'; text: string }
  /** Not enough known to say (no experience given, or the horse lists no level and the weight fits). */
  | { verdict: 'unknown' };

function experienceFits(rider: ExperienceLevel, horse: ExperienceLevel): boolean {
  return EXPERIENCE_ORDER.indexOf(rider) >= EXPERIENCE_ORDER.indexOf(horse);
}

function weightFits(rider: RiderWeight, height: Height): boolean {
  return RIDER_WEIGHT_ORDER.indexOf(rider) <= RIDER_WEIGHT_ORDER.indexOf(HEAVIEST_BAND_FOR_HEIGHT[height]);
}

/** What to show this rider about this horse. */
export function suitabilityFor(rider: Rider, horse: HorseForSuitability): Suitability {
  if (
    rider.experienceLevel &&
    horse.experienceLevel &&
    !experienceFits(rider.experienceLevel, horse.experienceLevel)
  )
    return { verdict: 'note', text: SUITABILITY_MESSAGES.listedFor(horse.experienceLevel) };
  if (rider.riderWeight && !weightFits(rider.riderWeight, horse.height))
    return { verdict: 'note', text: SUITABILITY_MESSAGES.smallHorse };
  if (rider.experienceLevel && horse.experienceLevel)
    return { verdict: 'suits', text: SUITABILITY_MESSAGES.suits };
  return { verdict: 'unknown' };
}

/**
 * The "Suits me" browse filter as lists: the heights that carry the rider and the experience levels they
 * can ride (a horse with no level listed also passes). Unknown facts do not narrow the search.
 */
export function suitableChoices(rider: Rider): {
  heights: Height[] | null;
  experienceLevels: ExperienceLevel[] | null;
} {
  const heights = rider.riderWeight
    ? (Object.keys(HEAVIEST_BAND_FOR_HEIGHT) as Height[]).filter((h) => weightFits(rider.riderWeight!, h))
    : null;
  const experienceLevels = rider.experienceLevel
    ? EXPERIENCE_ORDER.filter((level) => experienceFits(rider.experienceLevel!, level))
    : null;
  return { heights, experienceLevels };
}
