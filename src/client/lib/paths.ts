import type { UserType } from '#contract/users';

type Id = number | string;

/** Landing-page anchors (spec public §2). */
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
  browse: () => '/browse',
  horse: (id: Id) => `/horse/${encodeURIComponent(String(id))}`,
  /** A horse page with one slot's enquiry open (where a signed-out visitor comes back after logging in). */
  horseSlot: (id: Id, slot: { slotId: Id; day: string }) =>
    withQuery(`/horse/${encodeURIComponent(String(id))}`, { slot: slot.slotId, day: slot.day }),
  user: (id: Id) => `/user/${encodeURIComponent(String(id))}`,
  registerStep1: (type?: UserType) => withQuery('/register/step1', { type }),
  registerStep2: (query: { type: UserType; interests: readonly string[] }) =>
    withQuery('/register/step2', { type: query.type, interests: query.interests.join(',') }),
  /** Only type and interests: the name and email stay out of the URL (registration-details-storage). */
  registerStep3: (query?: { type: UserType; interests: readonly string[] }) =>
    withQuery('/register/step3', query ? { type: query.type, interests: query.interests.join(',') } : {}),
  registrationComplete: (type?: UserType) => withQuery('/registration-complete', { type }),
  register: (type: UserType | string) => `/register/${encodeURIComponent(type)}`,
  messages: (query?: { userId?: Id; horseName?: string }) =>
    withQuery('/messages', { userId: query?.userId, horseName: query?.horseName }),
  /** `next`: where to go after logging in (a path of this site; see safeReturnPath). */
  login: (next?: string) => withQuery('/login', { next }),
  forgotPassword: () => '/forgot-password',
  resetPassword: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  myProfile: () => '/my-profile',
  /** Saved searches and their e-mail alerts (issue 18). */
  savedSearches: () => '/saved-searches',
  unsubscribe: (token: string) => `/unsubscribe/${encodeURIComponent(token)}`,
  addHorse: () => '/add-horse',
  editHorse: (id: Id) => `/edit-horse/${encodeURIComponent(String(id))}`,
  admin: () => '/admin',
  adminDashboard: () => '/admin/dashboard',
  termsOfService: () => '/terms-of-service',
  privacyPolicy: () => '/privacy-policy',
  safetyGuidelines: () => '/safety-guidelines',
  faqs: () => '/faqs',
  contactUs: () => '/contact-us',
  aboutUs: () => '/about-us',
} as const;

/** A `next` parameter is followed only when it is a path of this site ("/x", never "//host" or "http:"). */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}
