import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { BrowserSession } from './browser.js';
import { e2eToday } from './clock.js';
import { linkIn, waitForMail } from './outbox.js';

/** Every member these helpers register signs in with this password. */
export const PASSWORD = 'Bramble-Paddock-2024';

/** A name no other run or journey uses (horse names, e-mail addresses, Stripe ids). */
export function unique(kind: string): string {
  return `${kind}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
}

export type MemberType = 'owner' | 'enthusiast';

export interface Member {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  /** The session cookie of the member's sign-in after registering, ready for a `Cookie` header. */
  cookie: string;
}

export interface MemberDetails {
  firstName?: string;
  lastName?: string;
  interests?: string[];
  /** The start of the e-mail address (the member type when not given). */
  emailPrefix?: string;
  /** false: leave the e-mail unconfirmed (by default the member opens the mailed link at once). */
  confirmEmail?: boolean;
  /** Where the member lives: York (YO1 7HH) unless a journey needs somewhere else. */
  location?: string;
  postcode?: string;
}

const DEFAULT_NAMES: Record<MemberType, { firstName: string; lastName: string }> = {
  owner: { firstName: 'Harriet', lastName: 'Owens' },
  enthusiast: { firstName: 'Ellie', lastName: 'Rider' },
};

function baseUrl(): string {
  return inject('baseUrl');
}

/** The `name=value` pairs of a reply's Set-Cookie headers, as one `Cookie` header. */
function cookieOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .join('; ');
}

/**
 * A member registered through the API (single-page registration), in York unless told, then signed in
 * with their password: registering signs nobody in, and answers alike whether or not the address had an
 * account (202).
 */
export async function registerMember(userType: MemberType, details: MemberDetails = {}): Promise<Member> {
  const email = `${unique(details.emailPrefix ?? userType)}@example.org`;
  const firstName = details.firstName ?? DEFAULT_NAMES[userType].firstName;
  const lastName = details.lastName ?? DEFAULT_NAMES[userType].lastName;
  const res = await fetch(`${baseUrl()}/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email,
      password: PASSWORD,
      firstName,
      lastName,
      location: details.location ?? 'York',
      postcode: details.postcode ?? 'YO1 7HH',
      userType,
      interests: details.interests ?? [],
      optOutMarketing: false,
      ...(userType === 'enthusiast' ? { riderWeight: '9-11st' } : {}),
      confirmAge: true,
      acceptTerms: true,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(202);
  if (details.confirmEmail !== false) await confirmEmailLink(email);
  const signedIn = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(signedIn.status, await signedIn.clone().text()).toBe(200);
  const { id } = (await signedIn.json()) as { id: number };
  return { id, email, firstName, lastName, cookie: cookieOf(signedIn) };
}

/**
 * After a registration in the browser, the page asks the newcomer to check their e-mail (registering signs
 * nobody in); they log in there with the password they chose and land where its Log in leads: the page
 * they came to join from, else the welcome page. Returns their id, from the sign-in reply.
 */
export async function logInAfterRegistering(page: Page, email: string): Promise<number> {
  await page.waitForURL((url) => url.pathname === '/registration-complete');
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
  await main.getByText(email).waitFor();
  await main.getByRole('link', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  const signedIn = page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/api/auth/login' && res.request().method() === 'POST',
  );
  await fillLogin(page, { email });
  const reply = await signedIn;
  expect(reply.status()).toBe(200);
  await page.waitForURL((url) => url.pathname !== '/login');
  return ((await reply.json()) as { id: number }).id;
}

/** The link in the confirmation mail to `email`, as the member would copy it from their mail. */
export async function confirmationLink(email: string): Promise<string> {
  const mail = await waitForMail(email, /Confirm your e-mail/);
  return linkIn(mail, `${baseUrl()}/api/auth/verify-email`);
}

/** Opens the confirmation link from outside any browser (a mail client's preview, say). */
export async function confirmEmailLink(email: string): Promise<void> {
  const res = await fetch(await confirmationLink(email), { redirect: 'manual' });
  expect(res.headers.get('location')).toBe('/email-confirmed?result=confirmed');
}

/** A member who registered in `page` opens the link from their mail there, and lands on the page saying so. */
export async function confirmEmailInBrowser(page: Page, email: string): Promise<void> {
  await page.goto(await confirmationLink(email));
  await page.getByRole('heading', { level: 1, name: 'E-mail confirmed' }).waitFor();
}

export const registerOwner = (details?: MemberDetails) => registerMember('owner', details);
export const registerEnthusiast = (details?: MemberDetails) => registerMember('enthusiast', details);

export interface HorseDetails {
  breed?: string;
  height?: string;
  /** The town the owner types; York unless a journey needs somewhere else. */
  location?: string;
  /** Places the horse at its postcode district (near-me measures distances from it). */
  postcode?: string;
  services?: string[];
  /** Photo URLs from {@link uploadHorsePhoto}. */
  images?: string[];
  /** The add form's preset ('weekdays', 'weekends', 'always'): slots from today. */
  initialAvailability?: string;
}

/** A horse listed through the API by its owner, for journeys that need one but are not about adding it. */
export async function addHorse(
  owner: Pick<Member, 'cookie'>,
  name: string,
  details: HorseDetails = {},
): Promise<number> {
  const res = await fetch(`${baseUrl()}/api/horses`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: owner.cookie, Origin: baseUrl() },
    body: JSON.stringify({
      name,
      breed: 'Welsh Pony',
      height: '14.3-15.2hh',
      location: 'York',
      services: ['exercising-riding', 'general-care'],
      experienceLevel: 'beginner',
      ...details,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** A PNG uploaded the way the add-horse form does; the reply's URL goes into {@link addHorse}'s images. */
export async function uploadHorsePhoto(owner: Pick<Member, 'cookie'>, png: Buffer): Promise<string> {
  const form = new FormData();
  form.append('horseImage', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'horse.png');
  const res = await fetch(`${baseUrl()}/api/horses/upload-image`, {
    method: 'POST',
    headers: { Cookie: owner.cookie, Origin: baseUrl() },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return ((await res.json()) as { imageUrl: string }).imageUrl;
}

/** Fills the login form on the page as it is and sends it (the caller decides where the sign-in leads). */
export async function fillLogin(
  page: Page,
  member: Pick<Member, 'email'>,
  password = PASSWORD,
): Promise<void> {
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/**
 * Signs a member in on the page's /login form (or the one it is on, with `alreadyThere`) and waits for
 * `landing` (path and query), My Profile unless told.
 */
export async function logIn(
  page: Page,
  member: Pick<Member, 'email'>,
  { landing = '/my-profile', alreadyThere = false }: { landing?: string; alreadyThere?: boolean } = {},
): Promise<void> {
  if (!alreadyThere) await page.goto('/login');
  await fillLogin(page, member);
  await page.waitForURL((url) =>
    landing.includes('?') ? url.pathname + url.search === landing : url.pathname === landing,
  );
}

/** A fresh browser context (own cookies) with the member signed in, on My Profile. */
export async function signedInPage(
  session: BrowserSession,
  member: Pick<Member, 'email'>,
  size?: { width?: number; height?: number },
): Promise<Page> {
  const page = await session.newPage(size);
  await logIn(page, member);
  return page;
}

/** A message sent through the API, so a test that needs a conversation does not rely on another test. */
export async function sendMessage(from: Member, to: Pick<Member, 'id'>, content: string): Promise<void> {
  const res = await fetch(`${baseUrl()}/api/messages`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: from.cookie, Origin: baseUrl() },
    body: JSON.stringify({ senderId: from.id, receiverId: to.id, content }),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
}

/** Signs the e2e admin (created in global-setup) in through /admin; they land on the dashboard. */
export async function adminSignIn(page: Page): Promise<void> {
  const admin = inject('admin');
  await page.goto('/admin');
  await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
}

/**
 * A visit that has begun: the rider asks for today at the owner's horse and the owner accepts, through the
 * API. Reviews stand on one (docs/decisions/0021).
 */
export async function visitBegunToday(owner: Member, rider: Member, horseId: number): Promise<void> {
  const post = (member: Member, path: string, body: object) =>
    fetch(`${baseUrl()}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: member.cookie, Origin: baseUrl() },
      body: JSON.stringify(body),
    });
  const asked = await post(rider, '/api/requests', {
    horseId,
    service: 'general-care',
    startDate: e2eToday(),
  });
  expect(asked.status, await asked.clone().text()).toBe(201);
  const { id } = (await asked.json()) as { id: number };
  const accepted = await post(owner, `/api/requests/${id}/accept`, {});
  expect(accepted.status, await accepted.clone().text()).toBe(200);
}

/**
 * On My Profile, follows the index's link to a section: it unfolds (on a phone, the settings' sections
 * start folded) and the page moves to it.
 */
export async function openProfileSection(page: Page, title: 'Membership' | 'Account'): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Sections of My Profile' })
    .getByRole('link', { name: title })
    .click();
  await expect
    .poll(() => page.getByRole('button', { name: title, exact: true }).getAttribute('aria-expanded'))
    .toBe('true');
}
