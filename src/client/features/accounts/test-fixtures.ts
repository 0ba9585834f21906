import type { SessionUser } from '../../../contract/users';

/** Test data for the accounts pages (imported by *.test.tsx only). */
export const SITE_CONFIG = {
  siteName: 'Stablemates',
  companyNumber: 'SC123456',
  links: {},
  emails: { general: 'hello@example.org', safety: 'safety@example.org', support: 'help@example.org' },
};

export function buildUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    firstName: 'Jane',
    lastName: 'Rider',
    userType: 'owner',
    location: 'Edinburgh',
    bio: null,
    profileImage: null,
    experience: null,
    verificationStatus: 'unverified',
    ownerRating: 0,
    ownerReviewCount: 0,
    rating: 0,
    reviewCount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    email: 'jane@example.org',
    username: 'jane@example.org',
    postcode: 'EH1 1YZ',
    phone: null,
    riderWeight: null,
    interests: [],
    optOutMarketing: false,
    hasBrowsedHorses: false,
    experienceLevel: null,
    verificationSubmittedAt: null,
    ...overrides,
  };
}

/** The JSON body a stubbed fetch was called with. */
export function sentBody(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body));
}
