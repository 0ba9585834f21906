import type { z } from 'zod';
import { HORSE_OPTIONAL_TEXT_MAX, PublicHorseSchema, type Horse } from './horses.js';
import { PROFILE_MESSAGES } from './profile.js';

/**
 * Test data both sides may import (the contract imports neither side, so a contract test cannot use the
 * client's fixtures): imported by tests only, never by the app.
 */

/** Every optional free-text field of the public reply left empty, as the server sends one never filled in. */
const NO_OPTIONAL_TEXT = Object.fromEntries(
  Object.keys(HORSE_OPTIONAL_TEXT_MAX)
    .filter((name) => name in PublicHorseSchema.shape)
    .map((name) => [name, null]),
) as { [Name in keyof typeof HORSE_OPTIONAL_TEXT_MAX & keyof z.infer<typeof PublicHorseSchema>]: null };

/**
 * A public horse reply as GET /api/horses/{id} sends it; the client's buildHorse starts from it. An optional
 * text field is empty unless said here.
 */
export const EXAMPLE_HORSE: Horse = {
  ...NO_OPTIONAL_TEXT,
  id: 5,
  ownerId: 9,
  owner: {
    id: 9,
    firstName: 'Fiona',
    lastName: 'Hay',
    location: 'York',
    bio: 'Keeping horses on the edge of the Dales for twenty years.',
    profileImage: null,
    verificationStatus: 'verified',
    ownerRating: 460,
    ownerReviewCount: 5,
  },
  name: 'Bramble',
  breed: 'Welsh Pony',
  age: 12,
  color: 'Bay',
  height: '13.3-14.2hh',
  temperament: ['calm', 'friendly'],
  experienceLevel: 'beginner',
  description: 'A kind pony who loves a hack.',
  location: 'York',
  services: ['general-care'],
  images: ['/uploads/horses/bramble.webp'],
  imageApprovalStatus: ['approved'],
  thumbnails: ['/uploads/horses/bramble-card.webp'],
  isAvailable: true,
  maxRiderWeight: null,
  minRiderExperience: null,
  hackingAlone: null,
  pricePerHour: null,
  rating: 480,
  reviewCount: 12,
  isPremium: false,
  isVerifiedRidingSchool: false,
  freeWeekdays: [],
  createdAt: '2025-03-01T10:00:00.000Z',
};

/**
 * The states of an ID check that hold a member's name, each with the words the server's refusal and the
 * form's hint give (written out here, so a test does not take them from the rule it checks).
 */
export const HELD_NAME_CASES = [
  ['verified', PROFILE_MESSAGES.nameCheckedAgainstId],
  ['pending', PROFILE_MESSAGES.nameBeingChecked],
] as const;
