import { EXPERIENCE_LEVEL_LABELS } from '#contract/options.js';
import type { PublicUser, SessionUser } from '#contract/users.js';
import type { User } from '#server/db/schema/index.js';

/**
 * The experience a public profile shows: the level the member chose, in words, unless they hide it
 * (docs/decisions/0036); then nothing, not even that there is one.
 */
function publicExperience(user: User): string | null {
  if (!user.showExperience) return null;
  return user.experienceLevel ? EXPERIENCE_LEVEL_LABELS[user.experienceLevel] : user.experience;
}

/** The public view: no email, phone, postcode, rider weight or documents (docs/design.md §4). */
export function toPublicUser(
  user: User,
  isPremium = false,
  isSupporter = false,
  isVerifiedRidingSchool = false,
): PublicUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    userType: user.userType,
    location: user.location,
    bio: user.bio,
    profileImage: user.profileImage,
    experience: publicExperience(user),
    verificationStatus: user.verificationStatus,
    ownerRating: user.ownerRating,
    ownerReviewCount: user.ownerReviewCount,
    rating: user.rating,
    reviewCount: user.reviewCount,
    isPremium: user.userType === 'owner' && isPremium,
    isSupporter,
    isVerifiedRidingSchool: user.userType === 'owner' && isVerifiedRidingSchool,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The member's own view: the public one plus their private fields, never the password hash. */
export function toSessionUser(user: User): SessionUser {
  const {
    isPremium: _premium,
    isSupporter: _supporter,
    isVerifiedRidingSchool: _school,
    ...publicView
  } = toPublicUser(user);
  return {
    ...publicView,
    email: user.email,
    username: user.username,
    postcode: user.postcode,
    phone: user.phone,
    riderWeight: user.riderWeight,
    interests: user.interests,
    optOutMarketing: user.optOutMarketing,
    hasBrowsedHorses: user.hasBrowsedHorses,
    experienceLevel: user.experienceLevel,
    showExperience: user.showExperience,
    verificationSubmittedAt: user.verificationSubmittedAt?.toISOString() ?? null,
    emailVerified: user.emailVerifiedAt !== null,
  };
}
