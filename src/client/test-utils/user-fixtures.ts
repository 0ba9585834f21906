import type { PublicUser, SessionUser } from '#contract/users';
import { fixture } from './fixture';
import type { StubHandler } from './stub-fetch';

/** Test data shared by the features' tests (imported by test files and fixtures only). */
export const SIGNED_OUT: StubHandler = { status: 401, json: { message: 'Not signed in' } };

/** A member as anyone sees them; each feature's fixtures pass their own names and ids. */
export const buildPublicUser = fixture<PublicUser>({
  id: 1,
  firstName: 'Fiona',
  lastName: 'Hay',
  userType: 'owner',
  location: 'York',
  bio: null,
  profileImage: null,
  experience: null,
  verificationStatus: 'unverified',
  ownerRating: 500,
  ownerReviewCount: 0,
  rating: 500,
  reviewCount: 0,
  isPremium: false,
  isSupporter: false,
  isVerifiedRidingSchool: false,
  createdAt: '2025-01-01T00:00:00.000Z',
});

/** The signed-in member's own view (GET /api/auth/me). */
export const buildSessionUser = fixture<SessionUser>({
  ...buildPublicUser(),
  email: 'fiona@example.org',
  username: 'fiona@example.org',
  postcode: 'YO1 7HH',
  phone: null,
  riderWeight: null,
  interests: [],
  optOutMarketing: false,
  hasBrowsedHorses: false,
  experienceLevel: null,
  showExperience: true,
  verificationSubmittedAt: null,
  emailVerified: true,
});
