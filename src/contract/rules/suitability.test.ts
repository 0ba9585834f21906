import { describe, expect, it } from 'vitest';
import { suitabilityFor, suitableChoices, SUITABILITY_MESSAGES } from './suitability.js';

describe('suitability', () => {
  it.each([
    // rider experience, horse level, rider weight, horse height → what the rider sees
    ['beginner', 'beginner', '9-11st', '15.3-16.2hh', SUITABILITY_MESSAGES.suits],
    ['advanced', 'intermediate', '11-13st', '14.3-15.2hh', SUITABILITY_MESSAGES.suits],
    ['expert', 'expert', null, 'under-12hh', SUITABILITY_MESSAGES.suits],
    ['beginner', 'advanced', '9-11st', '15.3-16.2hh', 'This horse is listed for advanced riders'],
    ['intermediate', 'expert', null, '16.3-17.2hh', 'This horse is listed for expert riders'],
    // The experience note comes first when both would apply.
    ['beginner', 'intermediate', 'over-17st', '12-13.2hh', 'This horse is listed for intermediate riders'],
    ['advanced', 'beginner', '11-13st', '13.3-14.2hh', SUITABILITY_MESSAGES.smallHorse],
    [null, null, '15-17st', '14.3-15.2hh', SUITABILITY_MESSAGES.smallHorse],
    ['beginner', 'beginner', 'under-7st', 'under-12hh', SUITABILITY_MESSAGES.suits],
    ['beginner', 'beginner', '7-9st', 'under-12hh', SUITABILITY_MESSAGES.smallHorse],
    ['beginner', 'beginner', 'over-17st', '16.3-17.2hh', SUITABILITY_MESSAGES.suits],
  ] as const)('%s rider on a %s horse, %s on %s: "%s"', (riderLevel, horseLevel, weight, height, text) => {
    const result = suitabilityFor(
      { experienceLevel: riderLevel, riderWeight: weight },
      { experienceLevel: horseLevel, height },
    );
    expect(result).toMatchObject({ text });
  });

  it('says nothing when it cannot tell', () => {
    expect(
      suitabilityFor(
        { experienceLevel: null, riderWeight: '9-11st' },
        { experienceLevel: 'advanced', height: '15.3-16.2hh' },
      ),
    ).toEqual({ verdict: 'unknown' });
    expect(
      suitabilityFor(
        { experienceLevel: 'advanced', riderWeight: null },
        { experienceLevel: null, height: '15.3-16.2hh' },
      ),
    ).toEqual({ verdict: 'unknown' });
  });

  it('never puts the rider weight into what it shows', () => {
    for (const riderWeight of ['under-7st', '15-17st', 'over-17st'] as const) {
      const result = suitabilityFor(
        { experienceLevel: 'beginner', riderWeight },
        { experienceLevel: 'beginner', height: 'under-12hh' },
      );
      if (result.verdict !== 'unknown') expect(result.text).not.toMatch(/\d\s*st|stone|kg/i);
    }
  });

  it('turns a rider into the heights and levels of the "Suits me" filter', () => {
    expect(suitableChoices({ experienceLevel: 'intermediate', riderWeight: '13-15st' })).toEqual({
      heights: ['14.3-15.2hh', '15.3-16.2hh', '16.3-17.2hh', 'over-17.2hh'],
      experienceLevels: ['beginner', 'intermediate'],
    });
    expect(suitableChoices({ experienceLevel: null, riderWeight: null })).toEqual({
      heights: null,
      experienceLevels: null,
    });
  });
});
