import type { UserType } from '#contract/users';
import { safeReturnTo } from '#contract/rules/return-to';

type Id = number | string;

/** Landing-page anchors (docs/product.md §P2). */
export type HomeSection = 'how-it-works' | 'user-types' | 'browse';

function withQuery(path: string, query: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Typed builders for every route of the two spec route tables. */
export const paths = {
  home: () => '/',
  homeSection: (section: HomeSection) => `/#${section}`,
  /** /browse, optionally a search near a town or postcode. */
  browse: (query?: { location?: string }) => withQuery('/browse', { location: query?.location?.trim() }),
  horse: (id: Id) => `/horse/${encodeURIComponent(String(id))}`,
  /**
   * A horse page with one slot's enquiry open, or with `ask: 'share'` its ask-to-share form (where a
   * signed-out visitor comes back after logging in).
   */
  horseSlot: (id: Id, slot: { slotId: Id; day: string; ask?: 'share' }) =>
    withQuery(`/horse/${encodeURIComponent(String(id))}`, {
      slot: slot.slotId,
      day: slot.day,
      ask: slot.ask,
    }),
  user: (id: Id) => `/user/${encodeURIComponent(String(id))}`,
  /**
   * The wizard's steps carry `returnTo` (a path of this site; see safeReturnTo) from step to step, so a
   * visitor sent to join from a page comes back to it once registered.
   */
  registerStep1: (type?: UserType, returnTo?: string | null) =>
    withQuery('/register/step1', { type, returnTo: safeReturnTo(returnTo) }),
  registerStep2: (query: { type: UserType; interests: readonly string[]; returnTo?: string | null }) =>
    withQuery('/register/step2', {
      type: query.type,
      interests: query.interests.join(','),
      returnTo: safeReturnTo(query.returnTo),
    }),
  /** Only type, interests and returnTo: the name and email stay out of the URL (registration-details-storage). */
  registerStep3: (query?: { type: UserType; interests: readonly string[]; returnTo?: string | null }) =>
    withQuery('/register/step3', {
      type: query?.type,
      interests: query?.interests.join(','),
      returnTo: safeReturnTo(query?.returnTo),
    }),
  registrationComplete: (type?: UserType, returnTo?: string | null) =>
    withQuery('/registration-complete', { type, returnTo: safeReturnTo(returnTo) }),
  /** `returnTo`: where to go once registered (a path of this site; see safeReturnTo). */
  register: (type: UserType | string, returnTo?: string | null) =>
    withQuery(`/register/${encodeURIComponent(type)}`, { returnTo: safeReturnTo(returnTo) }),
  /** horseId (beside the spec's horseName): the first message names the horse the conversation is about. */
  messages: (query?: { userId?: Id; horseName?: string; horseId?: Id }) =>
    withQuery('/messages', { userId: query?.userId, horseName: query?.horseName, horseId: query?.horseId }),
  /** `returnTo`: where to go after logging in (a path of this site; see safeReturnTo). */
  login: (returnTo?: string | null) => withQuery('/login', { returnTo: safeReturnTo(returnTo) }),
  forgotPassword: () => '/forgot-password',
  resetPassword: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  /** `section`: one of My Profile's sections, which the page moves to (issue 32). */
  myProfile: (section?: 'details' | 'horses' | 'requests' | 'membership' | 'account') =>
    withQuery('/my-profile', { section }),
  /** The requests inbox (issue 27): an owner's received requests, an enthusiast's sent ones. */
  requests: () => '/requests',
  /** A visit's or share's agreement, printable (issue 43). */
  agreement: (requestId: Id) => `/requests/${encodeURIComponent(String(requestId))}/agreement`,
  /** Saved searches and their e-mail alerts (issue 18). */
  savedSearches: () => '/saved-searches',
  unsubscribe: (token: string) => `/unsubscribe/${encodeURIComponent(token)}`,
  addHorse: () => '/add-horse',
  editHorse: (id: Id) => `/edit-horse/${encodeURIComponent(String(id))}`,
  admin: () => '/admin',
  adminDashboard: () => '/admin/dashboard',
  /** An agreement a report names, for the admin deciding it (decision 0053). */
  adminAgreement: (requestId: Id) => `/admin/agreements/${encodeURIComponent(String(requestId))}`,
  termsOfService: () => '/terms-of-service',
  privacyPolicy: () => '/privacy-policy',
  safetyGuidelines: () => '/safety-guidelines',
  faqs: () => '/faqs',
  contactUs: () => '/contact-us',
  aboutUs: () => '/about-us',
} as const;
