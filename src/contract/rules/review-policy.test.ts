import { describe, expect, it } from 'vitest';
import { canReviewHorse, canReviewMember } from './review-policy.js';

const owner = { id: 1, userType: 'owner' };
const otherOwner = { id: 2, userType: 'owner' };
const rider = { id: 3, userType: 'enthusiast' };
const otherRider = { id: 4, userType: 'enthusiast' };

describe('review policy', () => {
  it('lets enthusiasts who do not own it review a horse, and nobody else', () => {
    expect(canReviewHorse(rider, { ownerId: owner.id })).toBe(true);
    expect(canReviewHorse(owner, { ownerId: owner.id })).toBe(false);
    expect(canReviewHorse(otherOwner, { ownerId: owner.id })).toBe(false);
    expect(canReviewHorse(null, { ownerId: owner.id })).toBe(false);
  });

  it('lets owners review enthusiasts, never themselves, other owners or as an enthusiast', () => {
    expect(canReviewMember(owner, rider)).toBe(true);
    expect(canReviewMember(owner, owner)).toBe(false);
    expect(canReviewMember(owner, otherOwner)).toBe(false);
    expect(canReviewMember(otherRider, rider)).toBe(false);
    expect(canReviewMember(undefined, rider)).toBe(false);
  });
});
