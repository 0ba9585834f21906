import { describe, expect, it } from 'vitest';
import { LIMITS_MESSAGES, limitsVerdict, suitabilityWithLimits } from './rider-limits.js';
import { SUITABILITY_MESSAGES } from './suitability.js';

const none = { maxRiderWeight: null, minRiderExperience: null } as const;

describe("an owner's limits", () => {
  it.each([
    // rider weight, rider level, max weight, least level → verdict
    ['9-11st', 'intermediate', '11-13st', 'intermediate', 'within'],
    ['11-13st', 'intermediate', '11-13st', null, 'within'],
    ['13-15st', 'expert', '11-13st', null, 'outside'],
    ['9-11st', 'beginner', null, 'intermediate', 'outside'],
    ['9-11st', null, null, 'intermediate', 'unknown'],
    [null, 'advanced', '9-11st', 'advanced', 'unknown'],
    // A broken limit is said even when another is unknown.
    ['over-17st', null, '15-17st', 'beginner', 'outside'],
  ] as const)('%s %s rider, limits %s and %s: %s', (weight, level, max, min, verdict) => {
    expect(
      limitsVerdict(
        { riderWeight: weight, experienceLevel: level },
        { maxRiderWeight: max, minRiderExperience: min },
      ),
    ).toBe(verdict);
  });

  it('gives no verdict for a horse without limits', () => {
    expect(limitsVerdict({ riderWeight: 'over-17st', experienceLevel: 'beginner' }, none)).toBeNull();
  });

  it('tells the rider "may not suit you" first, and lets the owner’s weight limit stand for the height table', () => {
    const pony = { height: '12-13.2hh', experienceLevel: 'beginner' } as const;
    const rider = { riderWeight: '11-13st', experienceLevel: 'advanced' } as const;
    // No limits: the height table says the pony is small for this rider.
    expect(suitabilityWithLimits(rider, { ...pony, ...none })).toMatchObject({
      text: SUITABILITY_MESSAGES.smallHorse,
    });
    // The owner says up to 11-13st: within, and the owner's word stands.
    expect(
      suitabilityWithLimits(rider, { ...pony, maxRiderWeight: '11-13st', minRiderExperience: null }),
    ).toMatchObject({ verdict: 'suits' });
    // Up to 9-11st: outside.
    expect(
      suitabilityWithLimits(rider, { ...pony, maxRiderWeight: '9-11st', minRiderExperience: null }),
    ).toEqual({ verdict: 'note', text: LIMITS_MESSAGES.mayNotSuit });
    // Expert riders only: outside.
    expect(
      suitabilityWithLimits(rider, { ...pony, maxRiderWeight: null, minRiderExperience: 'expert' }),
    ).toEqual({ verdict: 'note', text: LIMITS_MESSAGES.mayNotSuit });
  });
});
