import { describe, expect, it } from 'vitest';
import { isVerifiedRidingSchool, longDay, ownerMayBeListed } from './riding-school.js';

const TODAY = '2027-03-01';

describe('the "Verified riding school" badge', () => {
  it('is true for an accepted certificate covering today, with Premium, and for nothing else', () => {
    const made: string[] = [];
    for (const verifiedUntil of [null, '2027-02-28', TODAY, '2027-12-31']) {
      for (const premium of [false, true]) {
        if (isVerifiedRidingSchool({ verifiedUntil }, { today: TODAY, premium })) {
          made.push(`${verifiedUntil} ${premium}`);
        }
      }
    }
    expect(made).toEqual([`${TODAY} true`, '2027-12-31 true']);
    // An owner with no riding school has no badge, whatever else they have.
    expect(isVerifiedRidingSchool(null, { today: TODAY, premium: true })).toBe(false);
    expect(isVerifiedRidingSchool(undefined, { today: TODAY, premium: true })).toBe(false);
  });

  it('lists an owner who is no riding school, and a riding school only while the badge holds', () => {
    expect(ownerMayBeListed(null, { today: TODAY, premium: false })).toBe(true);
    const school = { verifiedUntil: TODAY };
    expect(ownerMayBeListed(school, { today: TODAY, premium: true })).toBe(true);
    expect(ownerMayBeListed(school, { today: '2027-03-02', premium: true })).toBe(false);
    expect(ownerMayBeListed(school, { today: TODAY, premium: false })).toBe(false);
    expect(ownerMayBeListed({ verifiedUntil: null }, { today: TODAY, premium: true })).toBe(false);
  });

  it('writes the insurance day in full', () => {
    expect(longDay('2027-04-15')).toBe('15 April 2027');
  });
});
