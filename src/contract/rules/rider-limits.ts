import type { ExperienceLevel } from '../options.js';
import type { RiderWeight } from '../users.js';
import {
  EXPERIENCE_ORDER,
  RIDER_WEIGHT_ORDER,
  suitabilityFor,
  type HorseForSuitability,
  type Suitability,
} from './suitability.js';

/**
 * An owner's limits for one horse (issue 44, decision 0055): the heaviest rider weight band, the least
 * experience, and whether the horse may be hacked out alone. Null: the owner set no such limit. Hacking
 * alone is a rule of the horse, not a fact about a rider, so it plays no part in a verdict.
 */
export interface RiderLimits {
  maxRiderWeight: RiderWeight | null;
  minRiderExperience: ExperienceLevel | null;
  hackingAlone: boolean | null;
}

/** What the rule reads of a rider: their own private band and their level, either unknown. */
export interface RiderFacts {
  riderWeight: RiderWeight | null;
  experienceLevel: ExperienceLevel | null;
}

/**
 * within: every limit set is met by what the rider gave; outside: one is not; unknown: a limit is set
 * that the rider gave nothing to check against (and none is broken).
 */
export const LIMITS_VERDICTS = ['within', 'outside', 'unknown'] as const;
export type LimitsVerdict = (typeof LIMITS_VERDICTS)[number];

export const LIMITS_MESSAGES = {
  /** What the owner reads on a request (never the rider's weight). */
  owner: {
    within: 'Within your limits',
    outside: 'Outside your limits',
    unknown: 'Not enough known to check your limits',
  } satisfies Record<LimitsVerdict, string>,
  /** What only the rider reads on the horse's page and card (decision 0018's note). */
  mayNotSuit: "This horse may not suit you: you are outside its owner's limits for riders",
  limitOutOfList: 'Please choose one of the options',
} as const;

/** True when the owner has set a limit a rider can be checked against. */
export const hasRiderLimits = (limits: Pick<RiderLimits, 'maxRiderWeight' | 'minRiderExperience'>) =>
  limits.maxRiderWeight !== null || limits.minRiderExperience !== null;

/** The verdict for this rider against this horse's limits; null when the horse has none. */
export function limitsVerdict(
  rider: RiderFacts,
  limits: Pick<RiderLimits, 'maxRiderWeight' | 'minRiderExperience'>,
): LimitsVerdict | null {
  if (!hasRiderLimits(limits)) return null;
  const checks: Array<boolean | null> = [];
  if (limits.maxRiderWeight !== null)
    checks.push(
      rider.riderWeight === null
        ? null
        : RIDER_WEIGHT_ORDER.indexOf(rider.riderWeight) <= RIDER_WEIGHT_ORDER.indexOf(limits.maxRiderWeight),
    );
  if (limits.minRiderExperience !== null)
    checks.push(
      rider.experienceLevel === null
        ? null
        : EXPERIENCE_ORDER.indexOf(rider.experienceLevel) >=
            EXPERIENCE_ORDER.indexOf(limits.minRiderExperience),
    );
  if (checks.includes(false)) return 'outside';
  if (checks.includes(null)) return 'unknown';
  return 'within';
}

/**
 * Decision 0018's private verdict, with the owner's limits where the horse has them: a rider outside them
 * reads LIMITS_MESSAGES.mayNotSuit first; an owner's weight limit stands in for the height table (the
 * owner knows the horse), so the "small side" note is not given then; "Suits your experience" needs the
 * limits met too.
 */
export function suitabilityWithLimits(
  rider: RiderFacts,
  horse: HorseForSuitability & Pick<RiderLimits, 'maxRiderWeight' | 'minRiderExperience'>,
): Suitability {
  const verdict = limitsVerdict(rider, horse);
  if (verdict === 'outside') return { verdict: 'note', text: LIMITS_MESSAGES.mayNotSuit };
  const plain = suitabilityFor(
    horse.maxRiderWeight === null ? rider : { ...rider, riderWeight: null },
    horse,
  );
  if (plain.verdict === 'suits' && verdict === 'unknown') return { verdict: 'unknown' };
  return plain;
}
