import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Members and horses made through the API, for journeys that need them but are not about making them. */
export const MEMBER_PASSWORD = 'Gallop-Field-77';

export interface Member {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  /** The session cookie the registration reply set. */
  cookie: string;
}

export function unique(kind: string): string {
  return `${kind}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
}

/** A member registered through the API (single-page registration) in York. */
export async function registerMember(
  baseUrl: string,
  userType: 'owner' | 'enthusiast',
  firstName: string,
): Promise<Member> {
  const email = `${unique(userType)}@example.org`;
  const lastName = userType === 'owner' ? 'Owens' : 'Rider';
  const res = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email,
      password: MEMBER_PASSWORD,
      firstName,
      lastName,
      location: 'York',
      postcode: 'YO1 7HH',
      userType,
      interests: [],
      optOutMarketing: false,
      ...(userType === 'enthusiast' ? { riderWeight: '9-11st' } : {}),
      confirmAge: true,
      acceptTerms: true,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  const cookie = res.headers.getSetCookie().map((header) => header.split(';')[0] ?? '');
  return { id, email, firstName, lastName, cookie: cookie.join('; ') };
}

/** A horse listed through the API in York (no photo). */
export async function listHorseFor(
  baseUrl: string,
  owner: Pick<Member, 'cookie'>,
  name: string,
): Promise<number> {
  const res = await fetch(`${baseUrl}/api/horses`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: owner.cookie },
    body: JSON.stringify({
      name,
      breed: 'Welsh Pony',
      height: '14.3-15.2hh',
      location: 'York',
      services: ['exercising-riding'],
      experienceLevel: 'beginner',
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** Fills the login form on the page as it is (the caller decides where the sign-in leads). */
export async function fillLogin(page: Page, member: Member, password = MEMBER_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** A screenshot kept for review as a CI artifact (test-results/screenshots/, see .ci/run). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  const { width } = page.viewportSize() ?? { width: 0 };
  await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png` });
}

/** Signs in from /login, landing on My Profile. */
export async function logIn(page: Page, member: Member): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, member);
  await page.waitForURL((url) => url.pathname === '/my-profile');
}
